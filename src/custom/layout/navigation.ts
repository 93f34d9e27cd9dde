import type { IconName } from '../../resources/builders/icons.ts';
import type { ResourceDeclaration } from '../../resources/types.ts';

export type NavGroup = 'main' | 'assets' | 'content';

export interface NavItem {
  key: string;
  to: string;
  icon: IconName;
  group: NavGroup;
  order: number;
  /** A translation key for custom pages; resources use their `resources.<name>.name` label. */
  labelKey?: string;
  resource?: string;
}

/** Screens that are not CRUD resources but sit in the sidebar beside them. */
export const customNavItems: readonly NavItem[] = [
  { key: 'home', to: '/home', icon: 'Home', group: 'main', order: 0, labelKey: 'app.menu.home' },
  { key: 'search', to: '/search', icon: 'Search', group: 'main', order: 25, labelKey: 'app.menu.search' },
  { key: 'agents', to: '/agents', icon: 'SmartToy', group: 'main', order: 30, labelKey: 'app.menu.agents' },
  { key: 'faq', to: '/faq-manager', icon: 'LiveHelp', group: 'content', order: 10, labelKey: 'app.menu.faq' },
];

export interface Navigation {
  main: NavItem[];
  assets: NavItem[];
  /** Inside the Assets group's collapsible "Your content". */
  content: NavItem[];
}

export function buildNavigation(
  declarations: readonly ResourceDeclaration[],
  custom: readonly NavItem[] = customNavItems,
): Navigation {
  const fromResources: NavItem[] = declarations.flatMap((decl) =>
    decl.menu
      ? [
          {
            key: decl.name,
            to: decl.path ?? `/${decl.name}`,
            icon: decl.icon,
            group: decl.menu.group,
            order: decl.menu.order,
            resource: decl.name,
          },
        ]
      : [],
  );
  const all = [...custom, ...fromResources].sort((a, b) => a.order - b.order);
  return {
    main: all.filter((item) => item.group === 'main'),
    assets: all.filter((item) => item.group === 'assets'),
    content: all.filter((item) => item.group === 'content'),
  };
}
