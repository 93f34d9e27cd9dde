import fs from 'node:fs';
import { openPglite } from '../server/db.ts';
import { migrate } from '../server/migrations.ts';
const dir = '/tmp/g/benchdb';
const fresh = !fs.existsSync(dir);
const db = await openPglite(dir);
if (fresh) {
  await migrate(db);
  const { generate } = await import('./search.ts');
  await generate(db, 20000);
}
const n = (await db.query<{ n: number }>('select count(*)::int n from chunks')).rows[0].n;
console.log('rows', n);
const time = async (label: string, sql: string, params: unknown[]) => {
  for (let i = 0; i < 2; i++) await db.query(sql, params);
  const t0 = performance.now();
  for (let i = 0; i < 5; i++) await db.query(sql, params);
  console.log(label.padEnd(40), ((performance.now() - t0) / 5).toFixed(1), 'ms');
};
for (const term of ['zephyrine', 'balcony', 'room']) {
  console.log('--', term);
  await time('unranked', `SELECT id FROM chunks WHERE property_id = $1 AND tsv @@ websearch_to_tsquery('english', $2) LIMIT 10`, ['bench', term]);
  await time('match1000 english', `SELECT count(*) FROM (SELECT id FROM chunks WHERE property_id = $1 AND tsv @@ websearch_to_tsquery('english', $2) LIMIT 1000) x`, ['bench', term]);
  await time('match1000 or4', `SELECT count(*) FROM (SELECT id FROM chunks WHERE property_id = $1 AND tsv @@ (websearch_to_tsquery('english', $2) || websearch_to_tsquery('french', $2) || websearch_to_tsquery('german', $2) || websearch_to_tsquery('simple', $2)) LIMIT 1000) x`, ['bench', term]);
  await time('rank1000 english', `SELECT id FROM (SELECT id, tsv FROM chunks WHERE property_id = $1 AND tsv @@ websearch_to_tsquery('english', $2) LIMIT 1000) x ORDER BY ts_rank_cd(tsv, websearch_to_tsquery('english', $2)) DESC LIMIT 10`, ['bench', term]);
  await time('rank1000 perrow lang', `SELECT id FROM (SELECT id, tsv, language FROM chunks WHERE property_id = $1 AND tsv @@ websearch_to_tsquery('english', $2) LIMIT 1000) x ORDER BY ts_rank_cd(tsv, websearch_to_tsquery(language, $2)) DESC LIMIT 10`, ['bench', term]);
  const plan = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ANALYZE SELECT count(*) FROM (SELECT id FROM chunks WHERE property_id = $1 AND tsv @@ (websearch_to_tsquery('english', $2) || websearch_to_tsquery('simple', $2)) LIMIT 1000) x`, ['bench', term]);
  console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
}
await db.close();
