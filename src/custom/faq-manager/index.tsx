import { PlaceholderPage } from '../shared/PlaceholderPage.tsx';

// Placeholder until the faq-manager screen lands; the route lazy-loads this module's default export.
export function FaqManagerPage() {
  return <PlaceholderPage titleKey="app.pages.faq_manager_title" />;
}

export default FaqManagerPage;
