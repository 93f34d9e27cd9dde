import { PlaceholderPage } from '../shared/PlaceholderPage.tsx';

// Placeholder until the search screen lands; the route lazy-loads this module's default export.
export function SearchPage() {
  return <PlaceholderPage titleKey="app.pages.search_title" />;
}

export default SearchPage;
