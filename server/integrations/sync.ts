import { detectLanguage, replaceChunks } from '../chunking/index.ts';
import { connectorFor } from '../connectors/registry.ts';
import { ConnectorError, type IntegrationRecord, type SyncTools } from '../connectors/types.ts';
import { CrawlError } from '../crawler/errors.ts';
import type { Job, JobHandler, JobTools } from '../jobs/types.ts';
import type { AppContext } from '../types.ts';
import { purgeIntegrationData } from './cleanup.ts';
import { integrationExists, loadIntegration, updateState } from './records.ts';
import { releaseSyncKey, scheduleNextDaily } from './schedule.ts';

/**
 * The 'integration.sync' job: pending → gathering_data → chunking → active, or failed with a
 * message for the user. A failed refresh keeps the content of the last good sync. Transient
 * failures (site or provider unreachable) are retried by the queue before the row shows failed;
 * a shutdown mid-sync leaves the job queued, and the website crawl resumes from its frontier.
 */
export const integrationSyncJob: JobHandler = async (ctx, job, tools) => {
  const id = String(job.payload.integrationId ?? '');
  const integration = await loadIntegration(ctx.db, id);
  if (!integration) return; // deleted since it was queued
  // A deactivated integration is not refreshed; activating it schedules it again.
  if (integration.status === 'inactive') return;
  const connector = connectorFor(integration.kind);
  if (!connector) {
    await updateState(ctx.db, id, { status: 'failed', error: `Unknown integration kind: ${integration.kind}` });
    return;
  }

  await updateState(ctx.db, id, { status: 'gathering_data', error: null });
  try {
    const result = await connector.sync(ctx, integration, syncTools(ctx, job, tools, integration));
    if (!(await integrationExists(ctx.db, id))) return purgeIntegrationData(ctx.db, integration);
    if (result.passages) {
      await updateState(ctx.db, id, { status: 'chunking' });
      const text = result.passages
        .map((p) => p.text)
        .join('\n')
        .slice(0, 20_000);
      await replaceChunks(ctx.db, {
        propertyId: integration.propertyId,
        source: integration.kind,
        sourceId: id,
        passages: result.passages,
        language: result.language ?? detectLanguage(text),
      });
    }
    // The next daily run is queued before the row shows the outcome, so whoever sees "active" or
    // "failed" also sees tomorrow's run.
    await scheduleFollowUp(ctx, job, integration);
    await updateState(ctx.db, id, { status: 'active', pages: result.pages, error: null, lastSyncedAt: new Date() });
    ctx.log.info({ integration: id, kind: integration.kind, pages: result.pages }, 'integration synced');
  } catch (err) {
    if (tools.signal.aborted) throw err; // shutdown: the queue runs it again after the restart
    if (!(await integrationExists(ctx.db, id))) return purgeIntegrationData(ctx.db, integration);
    const message = userMessage(err);
    const transient = err instanceof ConnectorError ? err.transient : !(err instanceof CrawlError);
    if (transient && job.attempts < job.maxAttempts) {
      ctx.log.warn({ integration: id, attempt: job.attempts, err: message }, 'integration sync failed, will retry');
      await updateState(ctx.db, id, { status: 'pending', error: `${message} (retrying)` });
      throw err;
    }
    ctx.log.warn({ integration: id, err: message }, 'integration sync failed');
    await scheduleFollowUp(ctx, job, integration);
    await updateState(ctx.db, id, { status: 'failed', error: message, pages: await keptPages(ctx, integration) });
  }
};

function syncTools(ctx: AppContext, job: Job, tools: JobTools, integration: IntegrationRecord): SyncTools {
  return {
    signal: tools.signal,
    runId: String(job.id),
    allowHosts: ctx.config.crawlAllowHosts,
    async setPages(pages) {
      await updateState(ctx.db, integration.id, { pages });
      await tools.progress({ pages });
    },
    async setStatus(status) {
      await updateState(ctx.db, integration.id, { status });
    },
    isDeleted: async () => !(await integrationExists(ctx.db, integration.id)),
  };
}

/** Daily integrations run again 24 h after each sync, successful or not. */
async function scheduleFollowUp(ctx: AppContext, job: Job, before: IntegrationRecord) {
  const now = await loadIntegration(ctx.db, before.id);
  if (!now || now.schedule !== 'daily' || now.status === 'inactive') return;
  await releaseSyncKey(ctx.db, job.id);
  await scheduleNextDaily(ctx, now, new Date());
}

/** Pages whose content is still searchable after a failed sync (the last good sync's). */
async function keptPages(ctx: AppContext, integration: IntegrationRecord): Promise<number> {
  if (integration.kind === 'website') {
    const { rows } = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM crawl_pages WHERE integration_id = $1 AND chunked_hash IS NOT NULL',
      [integration.id],
    );
    return Number(rows[0]?.n ?? 0);
  }
  const { rows } = await ctx.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM chunks WHERE property_id = $1 AND source = $2 AND source_id = $3`,
    [integration.propertyId, integration.kind, integration.id],
  );
  return Number(rows[0]?.n ?? 0) > 0 ? integration.pages : 0;
}

function userMessage(err: unknown): string {
  if (err instanceof ConnectorError || err instanceof CrawlError) return err.message;
  return `The sync failed unexpectedly (${err instanceof Error ? err.message : String(err)})`;
}
