import type { IconName } from '../../resources/builders/icons.ts';
import { pages } from '../../resources/index.ts';
import type { PageDeclaration, ResourceDeclaration } from '../../resources/types.ts';

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

/** Menu entries of the screens that are not CRUD resources, from their page declarations. */
export const pageNavItems = (declared: readonly PageDeclaration[]): NavItem[] =>
  declared.flatMap((page) =>
    page.menu
      ? [{ key: page.name, to: page.path, icon: page.icon, group: page.menu.group, order: page.menu.order, labelKey: page.label }]
      : [],
  );

export interface Navigation {
  main: NavItem[];
  assets: NavItem[];
  /** Inside the Assets group's collapsible "Your content". */
  content: NavItem[];
}

export function buildNavigation(
  declarations: readonly ResourceDeclaration[],
  custom: readonly NavItem[] = pageNavItems(pages),
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
