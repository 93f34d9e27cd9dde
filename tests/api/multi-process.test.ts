import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signSessionToken } from '../../server/auth/session.ts';
import { loadConfig } from '../../server/config.ts';
import type { AppContext } from '../../server/types.ts';
import { serverProcesses } from '../fixtures/server-process.ts';
import { settled, upload, type DocumentRecord } from '../fixtures/upload.ts';

// Two real server processes on one Postgres server and one files directory, booted at the same
// moment (they race to migrate): uploads through either are each processed exactly once, and a
// job whose process is killed mid-run is finished by the other. Embedded PGlite belongs to one
// process, so this runs on the Postgres pass of `npm test` only.
const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(!!serverUrl)('several server processes on one Postgres server', () => {
  const servers = serverProcesses();
  const dirs: string[] = [];
  const databases: string[] = [];

  const sql = async <T>(url: string, text: string, params: unknown[] = []): Promise<T[]> => {
    const { default: pg } = await import('pg');
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      return (await c.query(text, params)).rows as T[];
    } finally {
      await c.end();
    }
  };

  async function healthy(api: string, timeoutMs = 60_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const ok = await fetch(`${api}/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`server at ${api} did not start:\n${servers.started.map((p) => p.stderr()).join('\n')}`);
  }

  /**
   * A database and files directory of the test's own (so tests pass in any order, and a process one
   * test kills is never another test's), with `count` server processes booted at the same moment:
   * they race to migrate, and the later ones wait on the migration lock instead of failing.
   */
  async function cluster(count: number, extra: NodeJS.ProcessEnv = {}) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-multi-'));
    const secret = crypto.randomBytes(32).toString('hex');
    const dbName = `multi_${Date.now().toString(36)}_${crypto.randomBytes(3).toString('hex')}`;
    dirs.push(dataDir);
    await sql(serverUrl!, `CREATE DATABASE ${dbName}`);
    databases.push(dbName);
    const u = new URL(serverUrl!);
    u.pathname = `/${dbName}`;
    const databaseUrl = u.toString();
    const procs = await Promise.all(
      Array.from({ length: count }, () =>
        servers.spawn({ dataDir, env: { DATABASE_URL: databaseUrl, SESSION_SECRET: secret, JOB_LEASE_MS: '2000', ...extra } }),
      ),
    );
    await Promise.all(procs.map((p) => healthy(p.api)));
    const property = 'group-hotel-7';
    const userId = 'u-multi';
    await sql(databaseUrl, `INSERT INTO properties (id, name) VALUES ($1, $1)`, [property]);
    await sql(databaseUrl, `INSERT INTO users (id, subject, email, name) VALUES ($1, $1, 'multi@test.example', 'Multi')`, [userId]);
    await sql(databaseUrl, `INSERT INTO memberships (user_id, property_id, role) VALUES ($1, $2, 'admin')`, [userId, property]);
    const config = loadConfig({}, { NODE_ENV: 'test', DATA_DIR: dataDir, SESSION_SECRET: secret });
    const { token } = await signSessionToken({ config } as AppContext, {
      userId,
      propertyId: property,
      email: 'multi@test.example',
      name: 'Multi',
    });
    return { procs, token, dataDir, query: <T>(text: string, params: unknown[] = []) => sql<T>(databaseUrl, text, params) };
  }

  afterAll(async () => {
    await servers.killAll();
    for (const db of databases) await sql(serverUrl!, `DROP DATABASE IF EXISTS ${db} WITH (FORCE)`).catch(() => undefined);
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('processes 200 documents uploaded through both processes exactly once', async () => {
    const {
      procs: [a, b],
      token,
      query: sql,
    } = await cluster(2);
    const batches = Array.from({ length: 20 }, (_, i) =>
      upload(
        i % 2 ? b.api : a.api,
        token,
        Array.from({ length: 10 }, (_, j) => ({
          name: `room-${i}-${j}.txt`,
          data: Buffer.from(`Room ${i * 10 + j} has a balcony facing the lake. Towels are changed daily.`),
        })),
      ),
    );
    const docs = (await Promise.all(batches)).flatMap((r) => {
      expect(r, JSON.stringify(r.body).slice(0, 300)).toMatchObject({ status: 201 });
      return r.body as DocumentRecord[];
    });
    expect(docs).toHaveLength(200);
    const done = await settled(
      a.api,
      token,
      docs.map((d) => d.id),
      180_000,
    );
    expect([...done.values()].filter((d) => d.status !== 'ready').map((d) => `${d.name}: ${d.error}`)).toEqual([]);

    // One job per document, run once, and by both processes between them.
    const jobs = await sql<{ dedupe_key: string; attempts: number; state: string; runs: number }>(
      `SELECT dedupe_key, max(attempts) AS attempts, max(state) AS state, count(*)::int AS runs FROM jobs WHERE dedupe_key LIKE 'document:%' GROUP BY dedupe_key`,
    );
    expect(jobs).toHaveLength(200);
    expect(jobs.filter((j) => j.runs !== 1 || j.attempts !== 1 || j.state !== 'done')).toEqual([]);
    const duplicated = await sql(`SELECT source_id, ordinal FROM chunks WHERE source = 'documents' GROUP BY 1, 2 HAVING count(*) > 1`);
    expect(duplicated).toEqual([]);
  }, 240_000);

  it('finishes a job on the other process when the one running it is killed', async () => {
    const { procs, dataDir, query: sql } = await cluster(2);
    const logFile = path.join(dataDir, 'test-jobs.log');
    const [{ id }] = await sql<{ id: number }>(
      `INSERT INTO jobs (kind, payload) VALUES ('test.slow', '{"steps": 16, "stepMs": 250}') RETURNING id`,
    );
    const lines = () =>
      fs.existsSync(logFile)
        ? fs
            .readFileSync(logFile, 'utf8')
            .split('\n')
            .filter((l) => l.includes(` ${id} `))
        : [];
    const deadline = Date.now() + 60_000;
    let owner: string | undefined;
    while (Date.now() < deadline && !(owner && lines().some((l) => l.startsWith(`step ${id} 2`)))) {
      owner = (await sql<{ locked_by: string | null }>(`SELECT locked_by FROM jobs WHERE id = $1`, [id]))[0]?.locked_by ?? undefined;
      await new Promise((r) => setTimeout(r, 100));
    }
    const pid = Number(owner?.split(':')[1]);
    const victim = procs.find((p) => p.child.pid === pid);
    expect(victim, `job owner ${owner}`).toBeDefined();
    victim!.child.kill('SIGKILL');
    await victim!.exited;

    const finishBy = Date.now() + 60_000;
    while (Date.now() < finishBy && !lines().some((l) => l.startsWith(`done ${id}`))) await new Promise((r) => setTimeout(r, 200));
    const [row] = await sql<{ state: string; attempts: number; locked_by: string | null }>(
      `SELECT state, attempts, locked_by FROM jobs WHERE id = $1`,
      [id],
    );
    expect(row).toMatchObject({ state: 'done', attempts: 2 });
    expect(lines().filter((l) => l.startsWith('done'))).toEqual([`done ${id} 2`]);
    // The survivor keeps serving.
    const survivor = procs.find((p) => p !== victim)!;
    expect((await fetch(`${survivor.api}/health`)).status).toBe(200);
  }, 180_000);

  it('WORKERS=2 runs two server processes on one port, replaces one that dies, and stops them all on SIGTERM', async () => {
    const { execFileSync } = await import('node:child_process');
    const children = (pid: number) => {
      try {
        return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
          .split('\n')
          .filter(Boolean)
          .map(Number);
      } catch {
        return []; // pgrep exits 1 when there are none
      }
    };
    const until = async (what: string, check: () => boolean | Promise<boolean>) => {
      const deadline = Date.now() + 60_000;
      while (!(await check())) {
        if (Date.now() > deadline)
          throw new Error(
            `timed out waiting for ${what}: ${JSON.stringify(children(primary.child.pid!))} ${primary.stderr().slice(-1500)}`,
          );
        await new Promise((r) => setTimeout(r, 200));
      }
    };
    const {
      procs: [primary],
    } = await cluster(1, { WORKERS: '2' });
    const pid = primary.child.pid!;
    await until('two server processes', () => children(pid).length === 2);
    const [first] = children(pid);
    process.kill(first, 'SIGKILL');
    await until('a replacement', () => {
      const now = children(pid);
      return now.length === 2 && !now.includes(first);
    });
    await healthy(primary.api);
    primary.child.kill('SIGTERM');
    await primary.exited;
    expect(primary.child.exitCode).toBe(0);
    expect(children(pid)).toEqual([]);
  }, 180_000);
});
