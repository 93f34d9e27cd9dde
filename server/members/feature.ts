import type { Feature } from '../feature.ts';
import { memberPaths } from './openapi.ts';
import { memberRoutes } from './routes.ts';

/** Who may work in a property, with which role (the memberships table; mounted before the generic routes). */
export const membersFeature: Feature = {
  name: 'members',
  routes: memberRoutes,
  openapi: (decls) => (decls.some((d) => d.name === 'members') ? memberPaths() : {}),
};
