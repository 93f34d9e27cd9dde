import type { IntegrationAction } from './integrationModel.ts';

/** The shell's dataProvider adds `action`: POST /api/<resource>/<id>/<action>, answering the updated record. */
export type { AppDataProvider as IntegrationsDataProvider } from '../../providers/dataProvider.ts';

export const RESOURCE = 'integrations';

export const successMessage: Record<IntegrationAction, string> = {
  activate: 'app.integrations.notifications.activated',
  deactivate: 'app.integrations.notifications.deactivated',
  refresh: 'app.integrations.notifications.refreshed',
};

export const failureMessage: Record<IntegrationAction, string> = {
  activate: 'app.integrations.notifications.update_failed',
  deactivate: 'app.integrations.notifications.update_failed',
  refresh: 'app.integrations.notifications.refresh_failed',
};
