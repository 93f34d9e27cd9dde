/**
 * Hand-written screens replace one generic view: `src/resources/<name>/screens.tsx` may export
 * `overrides`. Loaded lazily, so an override costs nothing until its resource is opened.
 */
import type { ComponentType, ReactNode } from 'react';
import type { ResourceDeclaration } from '../types.ts';

export interface ScreenProps {
  decl: ResourceDeclaration;
}

export interface ScreenOverrides {
  list?: ComponentType<ScreenProps>;
  create?: ComponentType<ScreenProps>;
  edit?: ComponentType<ScreenProps>;
  show?: ComponentType<ScreenProps>;
  /** Buttons shown in the generic list's toolbar (and empty state) instead of "Create". */
  listActions?: ComponentType<ScreenProps> | ReactNode;
  listAside?: ComponentType<ScreenProps> | ReactNode;
}

interface ScreensModule {
  overrides?: ScreenOverrides;
}

const screenModules = import.meta.glob<ScreensModule>('../*/screens.tsx');

export const loadOverrides = async (name: string): Promise<ScreenOverrides> => {
  const load = screenModules[`../${name}/screens.tsx`];
  if (!load) return {};
  const module = await load();
  return module.overrides ?? {};
};

/** What the lazy loader hands a generic view: its declaration and the resource's overrides. */
export interface GenericViewProps extends ScreenProps {
  overrides: ScreenOverrides;
}
