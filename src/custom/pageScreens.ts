import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageDeclaration } from '../resources/types.ts';

type ScreenModule = { default: ComponentType };

// Each page's folder default-exports its screen from index.tsx (or index.ts): one chunk per page,
// loaded when its route is first opened, found by the page's name as screens.tsx are for resources.
// Sign-in, callback and sign-out are not pages: the entry carries them so they paint at once.
const modules = import.meta.glob<ScreenModule>(['./*/index.tsx', './*/index.ts', '!./login/*', '!./callback/*', '!./logout-landing/*']);

const screens = new Map<string, LazyExoticComponent<ComponentType>>();

/** The lazily loaded screen of a page declaration (one component per page, so routes keep it). */
export function pageScreen(page: PageDeclaration): LazyExoticComponent<ComponentType> {
  let screen = screens.get(page.name);
  if (!screen) {
    const load = modules[`./${page.name}/index.tsx`] ?? modules[`./${page.name}/index.ts`];
    if (!load) throw new Error(`Page "${page.name}": src/custom/${page.name}/index.tsx must default-export its screen`);
    screen = lazy(load);
    screens.set(page.name, screen);
  }
  return screen;
}
