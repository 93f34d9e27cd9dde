import type { Feature } from '../feature.ts';
import { jobPaths } from './openapi.ts';
import { jobRoutes } from './routes.ts';

/** GET /jobs/{id}: progress of the property's background jobs (the queue itself is an engine). */
export const jobsFeature: Feature = {
  name: 'jobs',
  routes: jobRoutes,
  openapi: jobPaths,
};
