import { Hono } from 'hono';
import { HttpError, notFound } from '../http/errors.ts';
import type { Row } from '../resources/hooks.ts';
import type { AppContext, AppEnv } from '../types.ts';
import { integrationStore } from './records.ts';
import { cancelQueuedSync, isSyncRunning, scheduleNextDaily, syncNow } from './schedule.ts';

type Action = (ctx: AppContext, propertyId: string, record: Row) => Promise<Row>;

const busy = new Set(['pending', 'gathering_data', 'chunking']);

/** Back in search at once when it has content; otherwise (never synced, or failed) it syncs now. */
const activate: Action = async (ctx, propertyId, record) => {
  if (record.status === 'active' || busy.has(String(record.status))) return record;
  const store = integrationStore(ctx.db);
  const integration = { id: record.id, propertyId };
  if (record.status === 'inactive' && record.lastSyncedAt && !record.error) {
    const updated = await store.update(propertyId, record.id, { status: 'active' });
    if (record.schedule === 'daily') await scheduleNextDaily(ctx, integration, record.lastSyncedAt as string);
    return updated ?? record;
  }
  const updated = await store.update(propertyId, record.id, { status: 'pending', error: null });
  await syncNow(ctx, integration, 'activate');
  return updated ?? record;
};

/** Out of search results (chunks are kept, so activating again is instant); scheduled runs stop. */
const deactivate: Action = async (ctx, propertyId, record) => {
  if (record.status === 'inactive') return record;
  await cancelQueuedSync(ctx.db, record.id);
  return (await integrationStore(ctx.db).update(propertyId, record.id, { status: 'inactive' })) ?? record;
};

const refresh: Action = async (ctx, propertyId, record) => {
  if (record.status === 'inactive') throw new HttpError(409, 'Activate the integration before refreshing it');
  if (await isSyncRunning(ctx.db, record.id)) throw new HttpError(409, 'This integration is already being refreshed');
  const updated = await integrationStore(ctx.db).update(propertyId, record.id, { status: 'pending', error: null });
  await syncNow(ctx, { id: record.id, propertyId }, 'refresh');
  return updated ?? record;
};

const actions: Record<string, Action> = { activate, deactivate, refresh };

/** POST /integrations/:id/activate|deactivate|refresh, answering the updated record. */
export function integrationRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  app.post('/integrations/:id/:action{activate|deactivate|refresh}', async (c) => {
    const { propertyId } = c.var.session;
    const record = await integrationStore(ctx.db).get(propertyId, c.req.param('id'));
    if (!record) throw notFound();
    const action = actions[c.req.param('action')]!;
    return c.json(await action(ctx, propertyId, record));
  });
  return app;
}
