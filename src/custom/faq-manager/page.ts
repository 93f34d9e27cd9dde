import { definePage } from '../../resources/types.ts';

/** Inside the Assets group's "Your content". */
export const faqManagerPage = definePage({
  name: 'faq-manager',
  path: '/faq-manager',
  icon: 'LiveHelp',
  label: 'app.menu.faq',
  menu: { group: 'content', order: 10 },
});
