import type { Feature } from '../feature.ts';
import { abandonIntegrationSync } from './abandon.ts';
import { integrationHooks } from './hooks.ts';
import { integrationRoutes } from './routes.ts';
import { integrationSyncJob } from './sync.ts';

/**
 * Connections to websites, the PMS and reviews, synced by a job. Its actions
 * (/integrations/{id}/activate|deactivate|refresh) are declared, so the OpenAPI engine derives them.
 */
export const integrationsFeature: Feature = {
  name: 'integrations',
  resourceHooks: { integrations: integrationHooks },
  jobs: {
    handlers: { 'integration.sync': integrationSyncJob },
    giveUp: { 'integration.sync': abandonIntegrationSync },
  },
  routes: integrationRoutes,
};
