import type { Feature } from '../feature.ts';
import { authPaths } from './openapi.ts';
import { authRoutes } from './routes.ts';

/** Sign-in: the token exchange and GET /me (both check tokens themselves). */
export const authFeature: Feature = {
  name: 'auth',
  publicRoutes: authRoutes,
  openapi: authPaths,
};
