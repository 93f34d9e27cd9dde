import type { Feature } from '../feature.ts';
import { agentMigrations } from './migrations.ts';
import { agentPaths } from './openapi.ts';
import { agentRoutes } from './routes.ts';

/** Conversations with the operations, marketing and customer-service agents (its own tables). */
export const agentsFeature: Feature = {
  name: 'agents',
  migrations: agentMigrations,
  routes: agentRoutes,
  openapi: agentPaths,
};
