/**
 * Ingestion throughput: mixed documents through the real upload route and the job workers (type
 * detection, extraction threads, OCR, chunking, full-text index). Each type runs as its own
 * phase, timed from the first upload until its last document is ready; plain-text documents,
 * measured in the same run, are the baseline. Bounded: each phase stops waiting after 3 minutes.
 *
 *   npx tsx bench/ingest.ts            (BENCH_DOCS=100 by default)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServer } from '../server/app.ts';
import { signSessionToken } from '../server/auth/session.ts';
import { loadConfig } from '../server/config.ts';
import { makeCsv, makeDocx, makePdf, makePng, makePptx, makeXlsx } from '../tests/fixtures/files.ts';
import { settled, upload, type UploadFile } from '../tests/fixtures/upload.ts';

const total = Number(process.env.BENCH_DOCS ?? 100);
const phaseTimeoutMs = 180_000;
const uploadConcurrency = 4;

const words =
  'room breakfast pool spa terrace parking check-in checkout guest reception concierge garden view suite shuttle airport dinner menu wine towel laundry'.split(
    ' ',
  );
/** Distinct, readable prose per document, so no two documents index the same text. */
const prose = (seed: number, sentences: number) =>
  Array.from({ length: sentences }, (_, i) => {
    const pick = (k: number) => words[(seed * 7 + i * 13 + k * 5) % words.length];
    return `The ${pick(0)} near the ${pick(1)} is available for every ${pick(2)} on day ${seed}-${i}, ask the ${pick(3)} about the ${pick(4)}.`;
  }).join(' ');

type Kind = 'txt' | 'md' | 'html' | 'csv' | 'docx' | 'xlsx' | 'pdf' | 'pptx' | 'png';

// Shares of the mix (sum 1); txt is the baseline.
const mix: [Kind, number][] = [
  ['txt', 0.2],
  ['md', 0.1],
  ['html', 0.1],
  ['csv', 0.1],
  ['docx', 0.15],
  ['xlsx', 0.1],
  ['pdf', 0.1],
  ['pptx', 0.1],
  ['png', 0.05],
];

async function makeFile(kind: Kind, n: number): Promise<UploadFile> {
  const name = `doc-${n}.${kind}`;
  switch (kind) {
    case 'txt':
      return { name, data: Buffer.from(prose(n, 40)) };
    case 'md':
      return { name, data: Buffer.from(`# Section ${n}\n\n${prose(n, 15)}\n\n## More\n\n${prose(n + 1, 15)}\n`) };
    case 'html':
      return {
        name,
        data: Buffer.from(
          `<html><head><title>Page ${n}</title></head><body><nav>Menu</nav><main><h1>Page ${n}</h1><p>${prose(n, 30)}</p></main></body></html>`,
        ),
      };
    case 'csv':
      return {
        name,
        data: Buffer.concat([
          makeCsv(),
          Buffer.from(Array.from({ length: 50 }, (_, i) => `Service ${n}-${i},08:00-20:00,"${prose(n + i, 1)}"\r\n`).join('')),
        ]),
      };
    case 'docx':
      return { name, data: await makeDocx([prose(n, 20), prose(n + 1, 20)]) };
    case 'xlsx':
      return { name, data: await makeXlsx(50) };
    case 'pdf':
      return { name, data: await makePdf([prose(n, 12), prose(n + 1, 12), prose(n + 2, 12)]) };
    case 'pptx':
      return {
        name,
        data: await makePptx([
          ['Welcome', prose(n, 4)],
          ['Dining', prose(n + 1, 4)],
          ['Spa', prose(n + 2, 4)],
        ]),
      };
    case 'png':
      return { name, data: makePng([`ROOM ${n} OPEN DAILY`]).buffer };
  }
}

async function pool<T>(items: T[], size: number, fn: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: size }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await fn(item);
    }),
  );
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-bench-ingest-'));
  const config = loadConfig({}, { NODE_ENV: 'test', PORT: 0, DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  const server = await createServer({ config });
  const { url } = await server.listen(0, '127.0.0.1');
  const api = `${url}/api`;
  await server.ctx.db.query(`INSERT INTO properties (id, name) VALUES ('bench', 'Bench') ON CONFLICT DO NOTHING`);
  await server.ctx.db.query(
    `INSERT INTO users (id, subject, email, name) VALUES ('u-bench', 'u-bench', 'bench@example.test', 'Bench') ON CONFLICT DO NOTHING`,
  );
  await server.ctx.db.query(`INSERT INTO memberships (user_id, property_id) VALUES ('u-bench', 'bench') ON CONFLICT DO NOTHING`);
  const { token } = await signSessionToken(server.ctx, {
    userId: 'u-bench',
    propertyId: 'bench',
    email: 'bench@example.test',
    name: 'Bench',
  });

  console.log(
    `Ingest benchmark: ${total} documents, upload concurrency ${uploadConcurrency}, ${os.cpus().length} CPUs, ${server.ctx.db.kind}`,
  );
  // Warm-up: the first document of a type pays for loading its parser and starting a thread.
  // Two at once, so that both extraction threads are started.
  const warm = await upload(api, token, [
    await makeFile('txt', 0),
    await makeFile('txt', 0),
    await makeFile('pdf', 0),
    await makeFile('png', 0),
  ]);
  await settled(
    api,
    token,
    (warm.body as { id: string }[]).map((d) => d.id),
    phaseTimeoutMs,
  );

  const rows: { kind: Kind; docs: number; seconds: number; perSecond: number; chunks: number; failed: number }[] = [];
  let n = 1;
  const started = Date.now();
  for (const [kind, share] of mix) {
    const count = Math.max(1, Math.round(total * share));
    const files = await Promise.all(Array.from({ length: count }, () => makeFile(kind, n++)));
    const ids: string[] = [];
    const t0 = performance.now();
    await pool(files, uploadConcurrency, async (f) => {
      const r = await upload(api, token, [f]);
      if (r.status !== 201) throw new Error(`upload of ${f.name} answered ${r.status}: ${JSON.stringify(r.body)}`);
      ids.push((r.body as { id: string }).id);
    });
    const done = await settled(api, token, ids, phaseTimeoutMs, 50);
    const seconds = (performance.now() - t0) / 1000;
    const docs = [...done.values()];
    rows.push({
      kind,
      docs: count,
      seconds,
      perSecond: count / seconds,
      chunks: docs.reduce((s, d) => s + (d.chunks ?? 0), 0),
      failed: docs.filter((d) => d.status === 'failed').length,
    });
  }
  const elapsed = (Date.now() - started) / 1000;
  const baseline = rows.find((r) => r.kind === 'txt')!.perSecond;
  console.log('\ntype   docs   seconds   docs/s   vs txt   chunks  failed');
  for (const r of rows) {
    console.log(
      `${r.kind.padEnd(6)} ${String(r.docs).padStart(4)} ${r.seconds.toFixed(2).padStart(9)} ${r.perSecond.toFixed(2).padStart(8)} ${(r.perSecond / baseline).toFixed(2).padStart(8)} ${String(r.chunks).padStart(7)} ${String(r.failed).padStart(7)}`,
    );
  }
  const docs = rows.reduce((s, r) => s + r.docs, 0);
  console.log(
    `\nall    ${String(docs).padStart(4)} ${elapsed.toFixed(2).padStart(9)} ${(docs / elapsed).toFixed(2).padStart(8)} ${(docs / elapsed / baseline).toFixed(2).padStart(8)}   (baseline: plain text ${baseline.toFixed(2)} docs/s)`,
  );
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (rows.some((r) => r.failed)) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
