import { describe, expect, it } from 'vitest';
import { openDb } from '../../server/db.ts';

// A Postgres server may close idle connections (restart, failover, an administrator): the server
// must shrug that off and keep answering, not die of an unhandled 'error' event.
const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(!!serverUrl)('a Postgres server that drops idle connections', () => {
  it('costs one connection, not the process', async () => {
    const db = await openDb({ DATABASE_URL: serverUrl, dataDir: '/nonexistent' });
    try {
      const { rows } = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      const { default: pg } = await import('pg');
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
      await admin.end();
      // Give the pool's idle client time to receive the termination.
      await new Promise((r) => setTimeout(r, 300));
      expect((await db.query<{ ok: number }>('SELECT 1 AS ok')).rows).toEqual([{ ok: 1 }]);
    } finally {
      await db.close();
    }
  });
});
