import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueue } from '../../server/jobs/queue.ts';
import { assemble } from '../../server/feature.ts';
import { features } from '../../server/features.ts';
import { startWorkers } from '../../server/jobs/workers.ts';
import { startTestServer, type TestServer } from './harness.ts';

// Issue 7, "nothing stays processing": a job that a dying process interrupted too often is failed
// at the next boot, and what it was working on shows failed too (here an integration's sync; the
// document case runs a real server process in security-extract.test.ts).

describe('security: jobs interrupted by a dying process', () => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer({}, { workers: false });
    token = await t.tokenFor('hotel-jobs');
  });
  afterAll(() => t?.close());

  it('fails a sync interrupted twice, and its integration with it', async () => {
    const res = await fetch(`${t.api}/integrations`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ kind: 'website', url: 'https://hotel.example/', schedule: 'snapshot' }),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    await t.db.query(`UPDATE integrations SET status = 'gathering_data' WHERE id = $1`, [id]);
    // As a process that died during its second run left it, long enough ago that its lease ran out
    // (a Postgres server releases by lease; embedded PGlite releases everything at boot).
    const job = await enqueue(
      { db: t.db },
      'integration.sync',
      { integrationId: id },
      { propertyId: 'hotel-jobs', dedupeKey: `stuck-sync:${id}` },
    );
    await t.db.query(
      `UPDATE jobs SET state = 'running', attempts = 2, interruptions = 1, locked_at = now() - interval '1 hour', locked_by = 'dead' WHERE id = $1`,
      [job],
    );

    // A boot: the workers first release what the dead process left running (PGlite: all of it).
    const workers = startWorkers(t.server.ctx, {
      handlers: { 'integration.sync': async () => expect.fail('must not run again') },
      giveUp: assemble(features).giveUpHandlers,
    });
    try {
      const integration = async () =>
        (await (await fetch(`${t.api}/integrations/${id}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
          status: string;
          error: string;
        };
      const deadline = Date.now() + 30_000;
      while ((await integration()).status !== 'failed' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(await integration()).toMatchObject({
        status: 'failed',
        error: 'The sync was interrupted too many times: refresh to try again',
      });
      const row = (await t.db.query<{ state: string; interruptions: number }>('SELECT state, interruptions FROM jobs WHERE id = $1', [job]))
        .rows[0]!;
      expect(row).toEqual({ state: 'failed', interruptions: 2 });
    } finally {
      await workers.stop();
    }
  });
});
