import { deleteChunks } from '../chunking/index.ts';
import type { Db } from '../db.ts';
import { cancelQueuedSync } from './schedule.ts';

/** Everything an integration left behind: queued syncs, chunks, crawl state, secrets. */
export async function purgeIntegrationData(db: Db, integration: { id: string; propertyId: string }): Promise<void> {
  await cancelQueuedSync(db, integration.id);
  await deleteChunks(db, { propertyId: integration.propertyId, source: ['website', 'pms', 'reviews'], sourceId: integration.id });
  await db.query('DELETE FROM crawl_frontier WHERE integration_id = $1', [integration.id]);
  await db.query('DELETE FROM crawl_pages WHERE integration_id = $1', [integration.id]);
  await db.query('DELETE FROM integration_secrets WHERE integration_id = $1', [integration.id]);
}
