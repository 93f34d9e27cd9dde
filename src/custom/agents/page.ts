import { definePage } from '../../resources/types.ts';

export const agentsPage = definePage({
  name: 'agents',
  path: '/agents',
  icon: 'SmartToy',
  label: 'app.menu.agents',
  menu: { group: 'main', order: 30 },
});
