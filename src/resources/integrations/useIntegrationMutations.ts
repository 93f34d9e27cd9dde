import { useDataProvider, useDelete, useNotify, useUpdate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider.ts';
import { integrations } from './declaration.ts';
import { actionFailureMessage, actionSuccessMessage, type Integration, type IntegrationAction } from './integrationModel.ts';

const RESOURCE = integrations.name;

/**
 * Activate, deactivate, refresh: react-admin's `useUpdate` whose mutation is the declaration's
 * custom verb (POST /api/integrations/<id>/<action>, answering the updated record). Pessimistic:
 * the server decides (a refresh of a running sync is refused), and its answer replaces the row in
 * every cached list at once, which then polls while the row is working.
 */
export const useIntegrationAction = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [update, state] = useUpdate<Integration>(RESOURCE, undefined, {
    mutationMode: 'pessimistic',
    mutationFn: async ({ id, meta }) =>
      (await dataProvider.action<Integration>(RESOURCE, id!, (meta as { action: IntegrationAction }).action)).data,
  });
  const run = (record: Integration, action: IntegrationAction) =>
    update(
      RESOURCE,
      { id: record.id, data: {}, previousData: record, meta: { action } },
      {
        onSuccess: () => notify(actionSuccessMessage[action], { type: 'success' }),
        onError: () => notify(actionFailureMessage[action], { type: 'error' }),
      },
    );
  return [run, state] as const;
};

/**
 * Delete after the confirmation, optimistically: the row leaves every cached list at once (and
 * the list stops polling for it); if the server refuses, react-admin puts it back and the failure
 * is said. Not undoable: the spec's confirmation says the action cannot be undone.
 */
export const useDeleteIntegration = () => {
  const notify = useNotify();
  const [deleteOne, state] = useDelete<Integration>();
  const remove = (record: Integration) =>
    deleteOne(
      RESOURCE,
      { id: record.id, previousData: record },
      {
        mutationMode: 'optimistic',
        onSuccess: () => notify('app.integrations.notifications.deleted', { type: 'success' }),
        onError: () => notify('app.integrations.notifications.delete_failed', { type: 'error' }),
      },
    );
  return [remove, state] as const;
};
