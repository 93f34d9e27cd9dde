import type { Feature } from '../feature.ts';
import { searchPaths } from './openapi.ts';
import { searchRoutes } from './routes.ts';

/** Search and Ask over the property's knowledge. */
export const searchFeature: Feature = {
  name: 'search',
  routes: searchRoutes,
  openapi: searchPaths,
};
