import { definePage } from '../../resources/types.ts';

export const homePage = definePage({
  name: 'home',
  path: '/home',
  icon: 'Home',
  label: 'app.menu.home',
  menu: { group: 'main', order: 0 },
});
