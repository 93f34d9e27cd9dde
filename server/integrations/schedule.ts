import type { Db } from '../db.ts';
import { cancelQueued, enqueue } from '../jobs/queue.ts';

export const syncJobKind = 'integration.sync';
export const dailyMs = 24 * 60 * 60 * 1000;

/**
 * One key per integration: at most one sync queued or running. A sync about to schedule its own
 * successor releases its key first (releaseSyncKey), since its row still holds it while running.
 */
export const syncKey = (integrationId: string) => `integration.sync:${integrationId}`;

export type SyncReason = 'create' | 'refresh' | 'activate' | 'update' | 'schedule';

export async function enqueueSync(
  ctx: { db: Db },
  integration: { id: string; propertyId: string },
  reason: SyncReason,
  runAt?: Date,
): Promise<number> {
  return enqueue(
    ctx,
    syncJobKind,
    { integrationId: integration.id, reason },
    { propertyId: integration.propertyId, dedupeKey: syncKey(integration.id), runAt },
  );
}

export async function isSyncRunning(db: Db, integrationId: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM jobs WHERE kind = $1 AND payload->>'integrationId' = $2 AND state = 'running' LIMIT 1`, [
    syncJobKind,
    integrationId,
  ]);
  return rows.length > 0;
}

/** Runs the integration's sync now: a queued one (e.g. tomorrow's daily run) is brought forward. */
export async function syncNow(ctx: { db: Db }, integration: { id: string; propertyId: string }, reason: SyncReason): Promise<void> {
  await ctx.db.query(`UPDATE jobs SET run_at = now() WHERE dedupe_key = $1 AND state = 'queued' AND run_at > now()`, [
    syncKey(integration.id),
  ]);
  await enqueueSync(ctx, integration, reason);
}

/** The next daily run, 24 h after the last sync (or now, when that is already past). */
export async function scheduleNextDaily(
  ctx: { db: Db },
  integration: { id: string; propertyId: string },
  lastSyncedAt: Date | string | null,
): Promise<void> {
  const base = lastSyncedAt ? new Date(lastSyncedAt).getTime() : Date.now();
  await enqueueSync(ctx, integration, 'schedule', new Date(Math.max(Date.now(), base + dailyMs)));
}

export async function releaseSyncKey(db: Db, jobId: number): Promise<void> {
  await db.query('UPDATE jobs SET dedupe_key = NULL WHERE id = $1', [jobId]);
}

export async function cancelQueuedSync(db: Db, integrationId: string): Promise<void> {
  await cancelQueued(db, syncKey(integrationId));
}
