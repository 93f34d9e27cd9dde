import type { Feature } from '../feature.ts';
import { aiPaths } from './openapi.ts';
import { aiRoutes } from './routes.ts';

/** The model layer's status route. */
export const aiFeature: Feature = {
  name: 'ai',
  routes: aiRoutes,
  openapi: aiPaths,
};
