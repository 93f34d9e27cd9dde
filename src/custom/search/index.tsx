import { SearchPage } from './SearchPage.tsx';

// The /search route lazy-loads this module's default export.
export { SearchPage };
export default SearchPage;
