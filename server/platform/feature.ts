import type { Feature } from '../feature.ts';
import { platformPaths } from './openapi.ts';
import { platformRoutes } from './routes.ts';

/** Health and public configuration. */
export const platformFeature: Feature = {
  name: 'platform',
  openRoutes: platformRoutes,
  openapi: platformPaths,
};
