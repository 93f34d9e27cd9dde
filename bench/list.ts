/**
 * List throughput: one page of a filtered, searched, sorted list of 10,000 documents, the request
 * react-admin makes, served by (1) a hand-written node:http handler doing one parameterised SELECT,
 * (2) our server (Hono + generic resource routes), (3) json-server 0.17. Same rows, same machine,
 * same run; loopback only. Run: npx tsx bench/list.ts   (about 40 s)
 */
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { documents } from '../src/resources/documents/declaration.ts';
import { createServer } from '../server/app.ts';
import { signSessionToken } from '../server/auth/session.ts';
import { loadConfig } from '../server/config.ts';
import { openPglite, type Db } from '../server/db.ts';
import { compileResource, toWire } from '../server/resources/model.ts';

const ROWS = 10_000;
const CONNECTIONS = 20;
const SECONDS = 5;
const PROPERTY = 'bench-hotel';
const SEARCH = 'spa';
const STATUS = 'ready';
const RANGE: [number, number] = [100, 124];

const require = createRequire(import.meta.url);

interface Result {
  rps: number;
  p50: number;
  p95: number;
  requests: number;
  failures: number;
}

/** autocannon in a worker thread so the load generator does not share the servers' event loop. */
function load(url: string, headers: Record<string, string>, seconds: number): Promise<Result> {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    const autocannon = require(workerData.autocannon);
    const times = [];
    const run = autocannon({ url: workerData.url, connections: workerData.c, duration: workerData.d, headers: workerData.headers }, (err, res) => {
      if (err) throw err;
      times.sort((a, b) => a - b);
      const pct = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0;
      parentPort.postMessage({ rps: times.length / workerData.d, p50: pct(0.5), p95: pct(0.95), requests: times.length, failures: res.non2xx + res.errors + res.timeouts });
    });
    run.on('response', (_client, _status, _bytes, time) => times.push(time));
  `;
  return new Promise((resolve, reject) => {
    const w = new Worker(code, {
      eval: true,
      workerData: { autocannon: require.resolve('autocannon'), url, c: CONNECTIONS, d: seconds, headers },
    });
    w.once('message', (m: Result) => {
      resolve(m);
      void w.terminate();
    });
    w.once('error', reject);
  });
}

async function seed(db: Db) {
  // Names cycle through eight titles, two of them with "spa"; status changes every eight rows.
  await db.query(
    `INSERT INTO documents (id, property_id, name, status, access, mime_type, size, chunks, created_at, updated_at)
     SELECT gen_random_uuid()::text, $1,
            (ARRAY['Spa menu','Breakfast guide','Pool rules','Room service','Parking map','Wellness spa prices','Check-in policy','Minibar list'])[1 + i % 8] || ' ' || i,
            (ARRAY['uploaded','processing','ready','failed'])[1 + (i / 8) % 4],
            CASE WHEN i % 3 = 0 THEN 'public' ELSE 'staff' END, 'application/pdf', 1000 + i, i % 40,
            now() - i * interval '1 minute', now() - i * interval '1 minute'
     FROM generate_series(1, $2::int) AS i`,
    [PROPERTY, ROWS],
  );
}

/** The baseline: what a developer would write by hand for this one request. */
function baseline(db: Db): http.Server {
  return http.createServer(async (req, res) => {
    const u = new URL(req.url ?? '/', 'http://x');
    const start = Number(u.searchParams.get('start') ?? 0);
    const end = Number(u.searchParams.get('end') ?? 24);
    const { rows } = await db.query<Record<string, unknown>>(
      `SELECT id, name, status, access, mime_type, size, file, error, meta, chunks, created_at, updated_at, count(*) OVER ()::int AS total
       FROM documents WHERE property_id = $1 AND status = $2 AND name ILIKE $3
       ORDER BY created_at DESC LIMIT $4 OFFSET $5`,
      [PROPERTY, u.searchParams.get('status'), `%${u.searchParams.get('q')}%`, end - start + 1, start],
    );
    const body = rows.map((r) => ({
      id: r.id,
      name: r.name,
      status: r.status,
      access: r.access,
      mimeType: r.mime_type,
      size: r.size,
      file: r.file,
      error: r.error,
      meta: r.meta,
      chunks: r.chunks,
      createdAt: (r.created_at as Date).toISOString(),
      updatedAt: (r.updated_at as Date).toISOString(),
    }));
    const total = rows.length ? Number(rows[0].total) : 0;
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Range': `documents ${start}-${start + body.length - 1}/${total}` });
    res.end(JSON.stringify(body));
  });
}

type JsonServer = {
  create(): { use(h: unknown): void; listen(port: number, host: string, cb: () => void): http.Server };
  router(db: object): unknown;
  defaults(opts: { logger: boolean }): unknown;
};

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

async function main() {
  const t0 = Date.now();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-list-'));
  // An Okta-mode configuration skips the development sign-in provider; nothing here calls the issuer.
  const config = loadConfig(
    {},
    {
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      SESSION_SECRET: 'b'.repeat(48),
      PORT: 0,
      OKTA_ISSUER: 'https://bench.invalid/oauth2/default',
      OKTA_CLIENT_ID: 'bench',
    },
  );
  const db = await openPglite();
  const app = await createServer({ config, db, workers: false });
  await seed(db);
  await db.exec('ANALYZE documents');
  // Every request checks the membership: the bench user is a real member.
  await db.query(`INSERT INTO properties (id, name) VALUES ($1, $1) ON CONFLICT DO NOTHING`, [PROPERTY]);
  await db.query(
    `INSERT INTO users (id, subject, email, name) VALUES ('bench', 'bench', 'bench@example.com', 'Bench') ON CONFLICT DO NOTHING`,
  );
  await db.query(`INSERT INTO memberships (user_id, property_id) VALUES ('bench', $1) ON CONFLICT DO NOTHING`, [PROPERTY]);
  const { token } = await signSessionToken(app.ctx, { userId: 'bench', propertyId: PROPERTY, email: 'bench@example.com', name: 'Bench' });

  const model = compileResource(documents);
  const all = await db.query<Record<string, unknown>>(`SELECT ${model.selectList} FROM documents WHERE property_id = $1`, [PROPERTY]);
  const jsonServer = require('json-server') as JsonServer;
  const js = jsonServer.create();
  js.use(jsonServer.defaults({ logger: false }));
  js.use(jsonServer.router({ documents: all.rows.map((r) => toWire(model, r)) }));
  const jsServer = await new Promise<http.Server>((resolve) => {
    const s = js.listen(0, '127.0.0.1', () => resolve(s));
  });

  const ours = (await app.listen(0, '127.0.0.1')).url;
  const baseServer = baseline(db);
  const base = await listen(baseServer);
  const jsUrl = `http://127.0.0.1:${(jsServer.address() as { port: number }).port}`;

  const q = (o: Record<string, string>) => new URLSearchParams(o).toString();
  const targets: { name: string; url: string; headers: Record<string, string> }[] = [
    {
      name: 'hand-written node:http + SQL',
      url: `${base}/documents?${q({ q: SEARCH, status: STATUS, start: String(RANGE[0]), end: String(RANGE[1]) })}`,
      headers: {},
    },
    {
      name: 'our server (Hono, generic routes)',
      url: `${ours}/api/documents?${q({ sort: '["createdAt","DESC"]', range: JSON.stringify(RANGE), filter: JSON.stringify({ q: SEARCH, status: STATUS }) })}`,
      headers: { Authorization: `Bearer ${token}` },
    },
    {
      name: 'json-server 0.17',
      url: `${jsUrl}/documents?${q({ q: SEARCH, status: STATUS, _sort: 'createdAt', _order: 'desc', _start: String(RANGE[0]), _end: String(RANGE[1] + 1) })}`,
      headers: {},
    },
  ];

  // Same answer first: a faster wrong answer would not be a result.
  const answers = await Promise.all(
    targets.map(async (t) => {
      const r = await fetch(t.url, { headers: t.headers });
      const ids = ((await r.json()) as { id: string }[]).map((x) => x.id);
      return { ids, total: r.headers.get('content-range')?.split('/').pop() ?? r.headers.get('x-total-count') };
    }),
  );
  const same = answers.every((a) => JSON.stringify(a.ids) === JSON.stringify(answers[0].ids));
  console.log(
    `\nlist benchmark: ${ROWS} documents, page [${RANGE}] sorted by createdAt DESC, filter q="${SEARCH}" status="${STATUS}" (${answers[0].total} matches)`,
  );
  console.log(
    `${CONNECTIONS} connections x ${SECONDS} s each, loopback; same page from all three: ${same ? 'yes' : 'NO'} (setup ${((Date.now() - t0) / 1000).toFixed(1)} s)\n`,
  );

  const results: Result[] = [];
  for (const t of targets) {
    await load(t.url, t.headers, 1); // warm-up, not measured: JIT and the first query plans
    results.push(await load(t.url, t.headers, SECONDS));
  }

  const b = results[0];
  const pad = (s: string, n: number) => s.padEnd(n);
  console.log(`${pad('server', 36)}${pad('req/s', 10)}${pad('p50 ms', 9)}${pad('p95 ms', 9)}${pad('vs baseline', 14)}failures`);
  targets.forEach((t, i) => {
    const r = results[i];
    const ratio = i === 0 ? '1.00x' : `${(r.rps / b.rps).toFixed(2)}x req/s`;
    console.log(
      `${pad(t.name, 36)}${pad(r.rps.toFixed(0), 10)}${pad(r.p50.toFixed(1), 9)}${pad(r.p95.toFixed(1), 9)}${pad(ratio, 14)}${r.failures}`,
    );
  });
  console.log(
    `\np95 vs baseline: ours ${(results[1].p95 / b.p95).toFixed(2)}x, json-server ${(results[2].p95 / b.p95).toFixed(2)}x. Total ${((Date.now() - t0) / 1000).toFixed(0)} s.`,
  );

  jsServer.close();
  baseServer.close();
  await app.close();
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
