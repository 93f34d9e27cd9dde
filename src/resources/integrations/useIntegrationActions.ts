import { useCallback, useState } from 'react';
import { useDataProvider, useNotify } from 'ra-core';
import type { Identifier } from 'ra-core';
import type { Integration, IntegrationAction } from './integrationModel.ts';
import { failureMessage, RESOURCE, successMessage, type IntegrationsDataProvider } from './integrationsData.ts';

/** Row actions (activate, deactivate, refresh, delete) with their toasts; `onDone` refetches the list. */
export const useIntegrationActions = (onDone: () => void) => {
  const dataProvider = useDataProvider<IntegrationsDataProvider>();
  const notify = useNotify();
  const [pendingId, setPendingId] = useState<Identifier | null>(null);

  const run = useCallback(
    async (record: Integration, action: IntegrationAction) => {
      setPendingId(record.id);
      try {
        await dataProvider.action(RESOURCE, record.id, action);
        notify(successMessage[action], { type: 'success' });
      } catch {
        notify(failureMessage[action], { type: 'error' });
      } finally {
        setPendingId(null);
        onDone();
      }
    },
    [dataProvider, notify, onDone],
  );

  const remove = useCallback(
    async (record: Integration): Promise<boolean> => {
      setPendingId(record.id);
      try {
        await dataProvider.delete(RESOURCE, { id: record.id, previousData: record });
        notify('app.integrations.notifications.deleted', { type: 'success' });
        return true;
      } catch {
        notify('app.integrations.notifications.delete_failed', { type: 'error' });
        return false;
      } finally {
        setPendingId(null);
        onDone();
      }
    },
    [dataProvider, notify, onDone],
  );

  return { run, remove, pendingId };
};
