import { definePage } from '../../resources/types.ts';

export const searchPage = definePage({
  name: 'search',
  path: '/search',
  icon: 'Search',
  label: 'app.menu.search',
  menu: { group: 'main', order: 25 },
});
