import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signSessionToken } from '../../server/auth/session.ts';
import { loadConfig } from '../../server/config.ts';
import { openDb, openPglite } from '../../server/db.ts';
import { migrate } from '../../server/migrations.ts';
import { resourceMigrations } from '../../server/resources/schema.ts';
import type { AppContext } from '../../server/types.ts';
import { startSite, type FixtureSite } from '../fixtures/site.ts';
import { freePort } from './harness.ts';

const root = path.resolve(import.meta.dirname, '../..');
const concurrency = 2;

/** The real server as its own process (its own process group, so kill -9 takes tsx and node). */
async function startChild(env: Record<string, string>): Promise<{ child: ChildProcess; api: string }> {
  const port = await freePort();
  // The child always uses its own embedded database in DATA_DIR, whatever this process was given.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const log = fs.openSync(path.join(env.DATA_DIR, 'server.log'), 'a');
  const child = spawn('npx', ['tsx', 'server/index.ts'], {
    cwd: root,
    env: { ...inherited, ...env, PORT: String(port), HOST: '127.0.0.1' },
    detached: true,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const api = `http://127.0.0.1:${port}/api`;
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null)
      throw new Error(
        `server exited with ${child.exitCode}: ${fs.readFileSync(path.join(env.DATA_DIR, 'server.log'), 'utf8').slice(-2000)}`,
      );
    const up = await fetch(`${api}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { child, api };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

const exited = (child: ChildProcess) =>
  new Promise<void>((r) => (child.exitCode !== null || child.signalCode !== null ? r() : child.once('exit', () => r())));

describe('website crawl survives kill -9', () => {
  let site: FixtureSite | undefined;
  const children: ChildProcess[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-resume-'));
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) process.kill(-c.pid!, 'SIGKILL');
    await site?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('resumes the crawl after a restart and counts every page exactly once', { timeout: 300_000 }, async () => {
    const generated = 40;
    site = await startSite({ bare: true, generatedPages: generated, delayMs: 250 });
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SESSION_SECRET: 'resume-test-secret-resume-test-secret-0123',
      CRAWL_ALLOW_HOSTS: '127.0.0.1',
      CRAWL_POLITENESS_MS: '0',
      CRAWL_CONCURRENCY: String(concurrency),
    };
    const config = loadConfig(env);
    // Every request checks the membership: the member exists in the database the server will open.
    const seed = await openDb({ dataDir, DATABASE_URL: undefined });
    await migrate(seed, resourceMigrations());
    await seed.query(`INSERT INTO properties (id, name) VALUES ('resume-property', 'Resume')`);
    await seed.query(`INSERT INTO users (id, subject, email, name) VALUES ('u-resume', 'u-resume', 'r@test.example', 'R')`);
    await seed.query(`INSERT INTO memberships (user_id, property_id, role) VALUES ('u-resume', 'resume-property', 'admin')`);
    await seed.close();
    const { token } = await signSessionToken({ config } as AppContext, {
      userId: 'u-resume',
      propertyId: 'resume-property',
      email: 'r@test.example',
      name: 'R',
    });
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };

    const first = await startChild(env);
    children.push(first.child);
    const created = await fetch(`${first.api}/integrations`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ kind: 'website', url: `${site.url}/`, schedule: 'snapshot' }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const read = async (api: string) =>
      (await (await fetch(`${api}/integrations/${id}`, { headers })).json()) as { status: string; pages: number };

    let atKill = { status: '', pages: 0 };
    for (let i = 0; i < 3000 && !(atKill.status === 'gathering_data' && atKill.pages >= 9); i++) {
      atKill = await read(first.api);
      await new Promise((r) => setTimeout(r, 30));
    }
    expect(atKill.status).toBe('gathering_data');
    process.kill(-first.child.pid!, 'SIGKILL');
    await exited(first.child);
    const fetchedBefore = new Set(site.requests.filter((r) => r.status === 200 && r.path.startsWith('/p/')).map((r) => r.path));
    const requestsAtKill = site.requests.length;
    expect(fetchedBefore.size).toBeLessThan(generated);

    const second = await startChild(env);
    children.push(second.child);
    let done = { status: '', pages: 0 };
    for (let i = 0; i < 6000 && done.status !== 'active' && done.status !== 'failed'; i++) {
      done = await read(second.api);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(done).toMatchObject({ status: 'active', pages: generated + 1 });
    // It resumed: pages finished before the kill were not fetched again (only those in flight).
    const refetched = site.requests.slice(requestsAtKill).filter((r) => r.path.startsWith('/p/') && fetchedBefore.has(r.path));
    expect(refetched.length).toBeLessThanOrEqual(concurrency);

    process.kill(-second.child.pid!, 'SIGTERM');
    await exited(second.child);
    const db = await openPglite(path.join(dataDir, 'pglite'));
    try {
      const pages = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM crawl_pages WHERE integration_id = $1', [id]);
      expect(pages.rows[0].n).toBe(generated + 1);
      const chunks = await db.query<{ urls: number; dups: number }>(
        `SELECT count(DISTINCT url)::int AS urls, (count(*) - count(DISTINCT (url, ordinal)))::int AS dups FROM chunks WHERE source = 'website' AND source_id = $1`,
        [id],
      );
      expect(chunks.rows[0]).toEqual({ urls: generated + 1, dups: 0 });
    } finally {
      await db.close();
    }
  });
});
