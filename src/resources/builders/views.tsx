/**
 * The `<Resource>` views, loaded on demand: each view waits for the resource's overrides (if it
 * has a screens.tsx) and for its own code, then renders the override or the generic screen.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { Loading } from 'react-admin';
import type { ResourceDeclaration } from '../types.ts';
import type { ViewName } from './model.ts';
import { loadOverrides, type GenericViewProps } from './overrides.ts';

const genericViews: Record<ViewName, () => Promise<ComponentType<GenericViewProps>>> = {
  list: () => import('./list/ResourceList.tsx').then((m) => m.ResourceList),
  create: () => import('./form/ResourceCreate.tsx').then((m) => m.ResourceCreate),
  edit: () => import('./form/ResourceEdit.tsx').then((m) => m.ResourceEdit),
  show: () => import('./show/ResourceShow.tsx').then((m) => m.ResourceShow),
};

const lazyView = (decl: ResourceDeclaration, view: ViewName): ComponentType => {
  const Screen = lazy(async () => {
    const overrides = await loadOverrides(decl.name);
    const Override = overrides[view];
    if (Override) return { default: () => <Override decl={decl} /> };
    const Generic = await genericViews[view]();
    return { default: () => <Generic decl={decl} overrides={overrides} /> };
  });
  const View = () => (
    <Suspense fallback={<Loading />}>
      <Screen />
    </Suspense>
  );
  View.displayName = `${decl.name}.${view}`;
  return View;
};

/** Callers memoise per declaration (resourceProps), so a screen keeps its identity across renders. */
export const viewFor = lazyView;
