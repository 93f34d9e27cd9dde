import { PlaceholderPage } from '../shared/PlaceholderPage.tsx';

// Placeholder until the agents screen lands; the route lazy-loads this module's default export.
export function AgentsPage() {
  return <PlaceholderPage titleKey="app.pages.agents_title" />;
}

export default AgentsPage;
