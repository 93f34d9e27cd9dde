/**
 * Scale: one property's list and search among 500 properties × 2,000 documents (1M rows, and as
 * many passages) on a Postgres server, against the same property alone in a database of its own;
 * then list throughput with one and with two server processes (WORKERS) on the crowded database.
 * Loopback only. Run: npx tsx bench/scale.ts   (a Debian Postgres is started in a temporary
 * directory unless BENCH_DATABASE_URL names a server; SCALE_PROPERTIES / SCALE_DOCS shrink it).
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { createServer } from '../server/app.ts';
import { signSessionToken } from '../server/auth/session.ts';
import { loadConfig } from '../server/config.ts';
import { openDb } from '../server/db.ts';
import { migrate } from '../server/migrations.ts';
import { resourceMigrations } from '../server/resources/schema.ts';
import type { AppContext } from '../server/types.ts';
// @ts-expect-error plain ESM helper shared with scripts/test.mjs
import { startPostgres } from '../scripts/postgres.mjs';

const PROPERTIES = Number(process.env.SCALE_PROPERTIES ?? 500);
const DOCS = Number(process.env.SCALE_DOCS ?? 2000);
const TARGET = 'prop-0042';
const SECRET = 'scale-bench-secret-0123456789abcdef0123456789';
const require = createRequire(import.meta.url);

const words = ['breakfast', 'spa', 'pool', 'parking', 'checkout', 'laundry', 'shuttle', 'wellness', 'terrace', 'minibar', 'sauna', 'gym'];

/** Documents and one passage each for the given properties, written by the database itself. */
async function seed(url: string, properties: string[]) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(`INSERT INTO properties (id, name) SELECT p, p FROM unnest($1::text[]) p ON CONFLICT DO NOTHING`, [properties]);
  await c.query(
    `INSERT INTO documents (id, property_id, name, status, access, size, chunks, created_at, updated_at)
     SELECT p || '-' || i, p, (ARRAY[${words.map((w) => `'${w}'`).join(',')}])[1 + (i % ${words.length})] || ' guide ' || i || '.pdf',
            CASE WHEN i % 10 = 0 THEN 'failed' ELSE 'ready' END, 'staff', 1000 + i, 1,
            now() - make_interval(secs => i), now() - make_interval(secs => i)
     FROM unnest($1::text[]) p, generate_series(1, $2::int) i`,
    [properties, DOCS],
  );
  await c.query(
    `INSERT INTO chunks (property_id, source, source_id, ordinal, title, language, text)
     SELECT p, 'documents', p || '-' || i, 0, 'Guide ' || i, 'english',
            'The ' || (ARRAY[${words.map((w) => `'${w}'`).join(',')}])[1 + (i % ${words.length})] || ' opens at ' || (6 + i % 5) || ' am. Room ' || i || ' has a lake view and a quiet balcony.'
     FROM unnest($1::text[]) p, generate_series(1, $2::int) i`,
    [properties, DOCS],
  );
  await c.query(`INSERT INTO users (id, subject, email, name) VALUES ('u-bench', 'u-bench', 'bench@x', 'Bench') ON CONFLICT DO NOTHING`);
  await c.query(`INSERT INTO memberships (user_id, property_id, role) VALUES ('u-bench', $1, 'admin') ON CONFLICT DO NOTHING`, [TARGET]);
  await c.query('ANALYZE');
  await c.end();
}

async function database(admin: string, name: string): Promise<string> {
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await c.query(`CREATE DATABASE ${name}`);
  await c.end();
  const u = new URL(admin);
  u.pathname = `/${name}`;
  const url = u.toString();
  const db = await openDb({ DATABASE_URL: url, dataDir: os.tmpdir() });
  await migrate(db, resourceMigrations());
  await db.close();
  return url;
}

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;

/** Sequential latency of one request (after a warm-up), in ms. */
async function latency(url: string, token: string, n = 60): Promise<{ p50: number; p95: number }> {
  const headers = { Authorization: `Bearer ${token}` };
  for (let i = 0; i < 5; i++) await (await fetch(url, { headers })).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const r = await fetch(url, { headers });
    await r.arrayBuffer();
    if (!r.ok) throw new Error(`${url}: ${r.status}`);
    times.push(performance.now() - t0);
  }
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

function throughput(url: string, token: string, seconds = 8): Promise<{ rps: number; errors: number }> {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    const autocannon = require(workerData.autocannon);
    autocannon({ url: workerData.url, connections: 32, duration: workerData.d, headers: { Authorization: 'Bearer ' + workerData.token } }, (err, res) => {
      if (err) throw err;
      parentPort.postMessage({ rps: res['2xx'] / workerData.d, errors: res.non2xx + res.errors + res.timeouts });
    });
  `;
  return new Promise((resolve, reject) => {
    const w = new Worker(code, { eval: true, workerData: { autocannon: require.resolve('autocannon'), url, token, d: seconds } });
    w.once('message', (m) => (resolve(m), void w.terminate()));
    w.once('error', reject);
  });
}

async function spawnServer(databaseUrl: string, workers: number, port: number): Promise<() => Promise<void>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-scale-'));
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: SECRET,
    WORKERS: String(workers),
    LOG_LEVEL: 'error',
    API_MAX_CONCURRENT: '64',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], { env, stdio: 'ignore' });
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

async function main() {
  const own = process.env.BENCH_DATABASE_URL ? undefined : await startPostgres(fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-scale-pg-')));
  const admin = process.env.BENCH_DATABASE_URL ?? own!.url;
  const all = Array.from({ length: PROPERTIES }, (_, i) => `prop-${String(i).padStart(4, '0')}`);
  if (!all.includes(TARGET)) all.push(TARGET);
  console.log(`Seeding ${all.length} properties × ${DOCS} documents and passages…`);
  let t0 = Date.now();
  const crowded = await database(admin, 'scale_crowded');
  await seed(crowded, all);
  console.log(`  crowded: ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  t0 = Date.now();
  const alone = await database(admin, 'scale_alone');
  await seed(alone, [TARGET]);
  console.log(`  alone: ${((Date.now() - t0) / 1000).toFixed(0)} s\n`);

  const queries: [string, string][] = [
    ['list, newest first', `/documents?sort=${encodeURIComponent('["createdAt","DESC"]')}&range=[0,24]&filter={}`],
    ['list, by name', `/documents?sort=${encodeURIComponent('["name","ASC"]')}&range=[100,124]&filter={}`],
    [
      'list, q + status',
      `/documents?sort=${encodeURIComponent('["createdAt","DESC"]')}&range=[0,24]&filter=${encodeURIComponent('{"q":"sauna","status":"ready"}')}`,
    ],
    [
      'list, rare q',
      `/documents?sort=${encodeURIComponent('["createdAt","DESC"]')}&range=[0,24]&filter=${encodeURIComponent('{"q":"guide 1234."}')}`,
    ],
    ['search, common words', `/search?q=${encodeURIComponent('lake view balcony')}`],
    ['search, rare words', `/search?q=${encodeURIComponent('sauna opens')}`],
  ];

  const rows: string[] = [];
  const servers = await Promise.all(
    [crowded, alone].map(async (url) => {
      const config = loadConfig(
        {},
        {
          NODE_ENV: 'test',
          DATABASE_URL: url,
          DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-scale-')),
          SESSION_SECRET: SECRET,
          LOG_LEVEL: 'error',
        },
      );
      const server = await createServer({ config, workers: false });
      const { url: base } = await server.listen(0, '127.0.0.1');
      const token = (
        await signSessionToken({ config } as AppContext, { userId: 'u-bench', propertyId: TARGET, email: 'bench@x', name: 'Bench' })
      ).token;
      return { server, api: `${base}/api`, token };
    }),
  );
  const [big, small] = servers;
  console.log('| query | 500 properties p50 / p95 | property alone p50 / p95 | ratio (p95) |');
  console.log('|---|---|---|---|');
  for (const [label, q] of queries) {
    const a = await latency(big.api + q, big.token);
    const b = await latency(small.api + q, small.token);
    const row = `| ${label} | ${a.p50.toFixed(1)} / ${a.p95.toFixed(1)} ms | ${b.p50.toFixed(1)} / ${b.p95.toFixed(1)} ms | ${(a.p95 / b.p95).toFixed(2)}x |`;
    rows.push(row);
    console.log(row);
  }
  await Promise.all(servers.map((s) => s.server.close()));

  console.log('\nList throughput on the crowded database (32 connections, 8 s):');
  const results: Record<number, { rps: number; errors: number }> = {};
  for (const workers of [1, 2]) {
    const port = 18600 + workers;
    const stop = await spawnServer(crowded, workers, port);
    results[workers] = await throughput(`http://127.0.0.1:${port}/api${queries[0][1]}`, big.token);
    await stop();
    console.log(`  WORKERS=${workers}: ${results[workers].rps.toFixed(0)} req/s, ${results[workers].errors} errors`);
  }
  console.log(`  2 processes / 1 process: ${(results[2].rps / results[1].rps).toFixed(2)}x`);
  await own?.stop();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
