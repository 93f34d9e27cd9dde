/**
 * Load: the real server under 50, 100 and 200 concurrent connections on a 1,000-row list (one
 * react-admin page) and on search (10,000 passages), printing p50/p95/p99 latency, throughput and
 * errors (non-2xx, time-outs) per step. Under overload the server should answer some requests
 * 503 + Retry-After at once (the /api admission queue) rather than let every request slow down
 * until clients time out. Not a test. Run: npx tsx bench/load.ts   (about 1 minute)
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { createServer } from '../server/app.ts';
import { signSessionToken } from '../server/auth/session.ts';
import { loadConfig } from '../server/config.ts';
import { openPglite } from '../server/db.ts';

const LIST_ROWS = 1_000;
const PASSAGES = 10_000;
const STEPS = [50, 100, 200];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
// A client gives up after this long (what a browser tab's user would do, roughly).
const TIMEOUT_S = 5;
const PROPERTY = 'bench-hotel';

const require = createRequire(import.meta.url);

interface Result {
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  ok: number;
  busy503: number;
  otherNon2xx: number;
  timeouts: number;
  errors: number;
}

/** autocannon in a worker thread so the load generator does not share the server's event loop. */
function load(url: string, headers: Record<string, string>, connections: number): Promise<Result> {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    const autocannon = require(workerData.autocannon);
    const times = [];
    const codes = {};
    const run = autocannon({ url: workerData.url, connections: workerData.c, duration: workerData.d, timeout: workerData.t, headers: workerData.headers }, (err, res) => {
      if (err) throw err;
      times.sort((a, b) => a - b);
      const pct = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0;
      const ok = Object.entries(codes).filter(([s]) => s.startsWith('2')).reduce((n, [, v]) => n + v, 0);
      parentPort.postMessage({ connections: workerData.c, requests: times.length, rps: Math.round(times.length / workerData.d), p50: Math.round(pct(0.5)), p95: Math.round(pct(0.95)), p99: Math.round(pct(0.99)),
        ok, busy503: codes['503'] ?? 0, otherNon2xx: times.length - ok - (codes['503'] ?? 0), timeouts: res.timeouts, errors: res.errors - res.timeouts });
    });
    run.on('response', (_client, status, _bytes, time) => { times.push(time); codes[status] = (codes[status] ?? 0) + 1; });
  `;
  return new Promise((resolve, reject) => {
    const w = new Worker(code, {
      eval: true,
      workerData: { autocannon: require.resolve('autocannon'), url, c: connections, d: SECONDS, t: TIMEOUT_S, headers },
    });
    w.once('message', (m: Result) => {
      resolve(m);
      void w.terminate();
    });
    w.once('error', reject);
  });
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-bench-load-'));
  // API_MAX_CONCURRENT, API_MAX_QUEUE and API_QUEUE_TIMEOUT_MS from the environment apply, to compare settings.
  const config = loadConfig(process.env, { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: undefined });
  const db = await openPglite();
  const server = await createServer({ config, db, workers: false });
  await db.query(`INSERT INTO properties (id, name) VALUES ($1, 'Bench Hotel')`, [PROPERTY]);
  await db.query(`INSERT INTO users (id, subject, email, name) VALUES ('u-bench', 'u-bench', 'bench@hotel.example', 'Bench')`);
  await db.query(`INSERT INTO memberships (user_id, property_id) VALUES ('u-bench', $1)`, [PROPERTY]);
  await db.query(
    `INSERT INTO voices (id, property_id, name, description, created_at, updated_at)
     SELECT 'v' || lpad(g::text, 5, '0'), $1, 'Voice ' || g, 'Warm, concise, welcoming voice number ' || g, now() - g * interval '1 minute', now() FROM generate_series(1, $2::int) g`,
    [PROPERTY, LIST_ROWS],
  );
  await db.query(
    `INSERT INTO chunks (property_id, source, source_id, ordinal, title, language, text)
     SELECT $1, 'documents', 'doc-' || (i / 10), i % 10, 'Passage ' || i, 'english',
       concat_ws(' ', 'The hotel offers', (ARRAY['breakfast','spa','pool','parking','late check-out','shuttle'])[1 + i % 6], 'to guests from', 6 + i % 5, 'am; ask reception for details about room', i)
     FROM generate_series(1, $2::int) i`,
    [PROPERTY, PASSAGES],
  );
  const { token } = await signSessionToken(server.ctx, {
    userId: 'u-bench',
    propertyId: PROPERTY,
    email: 'bench@hotel.example',
    name: 'Bench',
  });
  const { url } = await server.listen(0, '127.0.0.1');
  const headers = { Authorization: `Bearer ${token}` };
  const targets = {
    list: `${url}/api/voices?sort=${encodeURIComponent('["name","ASC"]')}&range=${encodeURIComponent('[100,124]')}`,
    search: `${url}/api/search?q=${encodeURIComponent('spa breakfast')}&range=${encodeURIComponent('[0,9]')}`,
  };
  for (const [name, target] of Object.entries(targets)) {
    const check = await fetch(target, { headers });
    if (!check.ok) throw new Error(`${name} answered ${check.status}: ${await check.text()}`);
  }
  console.log(
    `server: concurrency ${config.API_MAX_CONCURRENT}, queue ${config.API_MAX_QUEUE} (wait at most ${config.API_QUEUE_TIMEOUT_MS} ms); client time-out ${TIMEOUT_S} s; ${SECONDS} s per step`,
  );
  // The server's event loop delay: with embedded PGlite the queries run on this thread, and while
  // they do, nothing else (not even a quick 503) is answered.
  console.log('target  conns  req/s   p50 ms  p95 ms  p99 ms   2xx    503  other  timeouts  errors  loop p99/max ms');
  for (const [name, target] of Object.entries(targets)) {
    for (const c of STEPS) {
      const lag = monitorEventLoopDelay({ resolution: 10 });
      lag.enable();
      const r = await load(target, headers, c);
      lag.disable();
      const loop = `${Math.round(lag.percentile(99) / 1e6)}/${Math.round(lag.max / 1e6)}`;
      console.log(
        `${name.padEnd(7)} ${String(c).padStart(5)} ${String(r.rps).padStart(6)} ${String(r.p50).padStart(8)} ${String(r.p95).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.ok).padStart(6)} ${String(r.busy503).padStart(6)} ${String(r.otherNon2xx).padStart(6)} ${String(r.timeouts).padStart(9)} ${String(r.errors).padStart(7)} ${loop.padStart(16)}`,
      );
    }
  }
  await server.close();
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
