import type { Feature } from '../feature.ts';
import { voiceHooks } from './hooks.ts';
import { voicePaths } from './openapi.ts';
import { voiceRoutes } from './routes.ts';

/** Brand voices: a style profile learnt from the property's own sources, and a side-by-side preview. */
export const voicesFeature: Feature = {
  name: 'voices',
  resourceHooks: { voices: voiceHooks },
  routes: voiceRoutes,
  openapi: voicePaths,
};
