import type { GiveUpHandler } from '../jobs/types.ts';
import { loadIntegration, updateState } from './records.ts';

export const syncInterruptedMessage = 'The sync was interrupted too many times: refresh to try again';

/**
 * An 'integration.sync' job given up without finishing its own bookkeeping (its runs were cut
 * short by the process dying): the integration shows failed instead of "gathering data" forever.
 */
export const abandonIntegrationSync: GiveUpHandler = async (ctx, job) => {
  const integration = await loadIntegration(ctx.db, String(job.payload.integrationId ?? ''));
  if (!integration || !['pending', 'gathering_data', 'chunking'].includes(integration.status)) return;
  await updateState(ctx.db, integration.id, { status: 'failed', error: syncInterruptedMessage });
};
