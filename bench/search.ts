/**
 * Search benchmark: 100k generated passages (~75 words of hotel vocabulary) in PGlite, and on a
 * Postgres server when BENCH_DATABASE_URL is set (a throwaway database is created and dropped).
 * Measures p50/p95 of the real search function for a rare, a medium and a common term against two
 * baselines in the same run: an unranked `tsv @@ q LIMIT 10` and ranking every match.
 *
 *   npx tsx bench/search.ts            BENCH_ROWS=20000 BENCH_RUNS=20 npx tsx bench/search.ts
 */
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { openDb, openPglite, type Db } from '../server/db.ts';
import { migrate } from '../server/migrations.ts';
import { clearFrequencyCache, rankChunks, searchChunks } from '../server/search/query.ts';

const vocabulary = `hotel guest reception lobby suite bed pillow towel shower bath breakfast lunch dinner restaurant bar
  terrace garden pool spa sauna massage gym parking garage shuttle airport station taxi checkin checkout key card wifi
  password television minibar coffee tea kettle safe iron hairdryer laundry housekeeping cleaning linen duvet blanket
  window view sea lake mountain city quiet noise air conditioning heating elevator stairs floor corridor accessible
  wheelchair family child baby cot crib dog pet smoking policy cancellation deposit invoice payment card cash price
  rate discount offer package weekend night stay booking reservation group meeting conference wedding event menu wine
  vegan vegetarian gluten allergy dessert cake fruit juice bread cheese local market museum beach hiking bike rental
  tour ticket concierge luggage storage umbrella charger adapter plug desk chair sofa lamp curtain blackout
  early late arrival departure staff manager team service request complaint feedback review rating star clean
  comfortable friendly helpful modern renovated historic charming cozy spacious bright`
  .split(/\s+/)
  .filter(Boolean);

// The question is what staff type into Search: ranked any-word retrieval with idf weights (its
// baselines still parse it as web-search syntax, every word required).
const terms = {
  rare: 'zephyrine',
  medium: 'balcony',
  common: 'room',
  question: 'How much does a late checkout cost at the lake hotel?',
} as const;

export interface BenchOptions {
  rows?: number;
  runs?: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

type Timing = { min: number; p50: number; p95: number; cpu50: number; cpu95: number };

/**
 * Wall-clock percentiles, and the process's CPU time per run: PGlite computes on this thread, so
 * its CPU time is the query's cost, which a loaded machine (other processes queued for the two
 * cores) inflates much less than the wall clock. `before` runs untimed ahead of every run.
 */
async function timeIt(runs: number, fn: () => Promise<unknown>, before?: () => void): Promise<Timing> {
  for (let i = 0; i < 3; i++) await fn(); // warm caches and plans
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    before?.();
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return { min: times[0], p50: percentile(times, 50), p95: percentile(times, 95), cpu50: percentile(cpu, 50), cpu95: percentile(cpu, 95) };
}

/** One INSERT ... SELECT generate_series: fast, deterministic (hashtext), no round trip per row. */
export async function generate(db: Db, rows: number): Promise<number> {
  const t0 = performance.now();
  await db.exec(`CREATE TABLE IF NOT EXISTS integrations (id text PRIMARY KEY, property_id text NOT NULL, kind text, status text)`);
  await db.exec(`INSERT INTO integrations (id, property_id, kind, status)
    SELECT 'int-' || g, 'bench', 'website', CASE WHEN g = 3 THEN 'inactive' ELSE 'active' END FROM generate_series(0, 19) g`);
  const vocab = `ARRAY[${vocabulary.map((w) => `'${w}'`).join(',')}]`;
  await db.query(
    `INSERT INTO chunks (property_id, source, source_id, ordinal, title, language, text)
     SELECT 'bench',
       (ARRAY['documents','website','faqs'])[1 + i % 3],
       CASE i % 3 WHEN 1 THEN 'int-' || (i % 20) ELSE 'src-' || (i / 10) END,
       i % 10,
       'Passage ' || i,
       'english',
       concat_ws(' ',
         CASE WHEN i % 500 <> 0 THEN '${terms.common}' END,
         CASE WHEN i % 8 = 0 THEN '${terms.medium}' END,
         CASE WHEN i % 400 = 0 THEN '${terms.rare}' END,
         (SELECT string_agg((${vocab})[1 + abs(hashtext(i::text || ':' || j::text)) % ${vocabulary.length}], ' ')
          FROM generate_series(1, 72) j))
     FROM generate_series(1, $1::int) i`,
    [rows],
  );
  // What autovacuum does on a server (PGlite has none): merge the GIN pending list, gather statistics.
  await db.exec('VACUUM ANALYZE chunks');
  return performance.now() - t0;
}

async function measure(db: Db, label: string, rows: number, runs: number): Promise<void> {
  console.log(`\n${label}: generating ${rows} passages...`);
  const ms = await generate(db, rows);
  console.log(`  generated in ${(ms / 1000).toFixed(1)} s`);
  // min next to the percentiles: on a shared machine it shows the cost without the neighbours' noise.
  const line = (name: string, s: Timing) =>
    `${name.padEnd(32)} p50 ${s.p50.toFixed(1).padStart(7)} ms   p95 ${s.p95.toFixed(1).padStart(7)} ms   min ${s.min.toFixed(1).padStart(6)} ms` +
    (label === 'PGlite' ? `   cpu p50 ${s.cpu50.toFixed(1).padStart(6)} ms p95 ${s.cpu95.toFixed(1).padStart(6)} ms` : '');
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
  console.log(`  load average ${load()}`);
  for (const [kind, term] of Object.entries(terms)) {
    const hits = (
      await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM chunks WHERE tsv @@ websearch_to_tsquery('english', $1)`, [term])
    ).rows[0].n;
    // As the search page asks: one passage per document first (see server/search/rerank.ts).
    const search = await timeIt(runs, () => searchChunks(db, { propertyId: 'bench', q: term, limit: 10, perDocument: 1 }));
    const rankOnly = await timeIt(runs, () => rankChunks(db, { propertyId: 'bench', q: term, top: 10 }));
    const unranked = await timeIt(runs, () =>
      db.query(`SELECT id FROM chunks WHERE property_id = $1 AND tsv @@ websearch_to_tsquery('english', $2) LIMIT 10`, ['bench', term]),
    );
    const rankAll = await timeIt(runs, () =>
      db.query(
        `SELECT id FROM chunks, websearch_to_tsquery('english', $2) q WHERE property_id = $1 AND tsv @@ q ORDER BY ts_rank_cd(tsv, q) DESC LIMIT 10`,
        ['bench', term],
      ),
    );
    console.log(`  ${kind} term "${term}" (${hits} hits)`);
    console.log(`    ${line('search (ranked, snippets)', search)}`);
    console.log(`    ${line('  of which ranking (no snippets)', rankOnly)}`);
    console.log(`    ${line('baseline: unranked LIMIT 10', unranked)}`);
    console.log(`    ${line('baseline: rank every match', rankAll)}`);
    const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;
    console.log(
      `    ratios p50 (min): search/unranked ${ratio(search.p50, unranked.p50)} (${ratio(search.min, unranked.min)}), search/rank-all ${ratio(search.p50, rankAll.p50)} (${ratio(search.min, rankAll.min)})`,
    );
    if (kind === 'question') {
      // Asked for the first time: the document frequencies are counted, not read from the cache.
      const fresh = await timeIt(
        runs,
        () => searchChunks(db, { propertyId: 'bench', q: term, limit: 10, perDocument: 1 }),
        clearFrequencyCache,
      );
      console.log(`    ${line('search, asked the first time', fresh)}`);
    }
  }
  console.log(`  load average ${load()}`);
}

export async function runSearchBench(opts: BenchOptions = {}): Promise<void> {
  const rows = opts.rows ?? Number(process.env.BENCH_ROWS ?? 100_000);
  const runs = opts.runs ?? Number(process.env.BENCH_RUNS ?? 30);
  const lite = await openPglite();
  try {
    await migrate(lite);
    await measure(lite, 'PGlite', rows, runs);
  } finally {
    await lite.close();
  }
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    console.log('\n(set BENCH_DATABASE_URL=postgres://... to measure a Postgres server too)');
    return;
  }
  const { default: pg } = await import('pg');
  const name = `bench_search_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDb({ DATABASE_URL: url.toString(), dataDir: '' });
  try {
    await migrate(db);
    await measure(db, 'Postgres server', rows, runs);
  } finally {
    await db.close();
    // The pool's sockets may still be closing: wait for them rather than FORCE, which would kill
    // a closing connection and make the pool emit an unhandled error.
    let dropError: unknown;
    for (let attempt = 0; attempt <= 20; attempt++) {
      try {
        await admin.query(`DROP DATABASE IF EXISTS ${name}`);
        dropError = undefined;
        break;
      } catch (err) {
        dropError = err;
        await new Promise((r) => setTimeout(r, 250));
      }
    }
    await admin.end();
    if (dropError) console.error('could not drop the bench database', name, dropError);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runSearchBench().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
