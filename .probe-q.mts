import { openPglite } from '/work/main/server/db.ts';
import { migrate } from '/work/main/server/migrations.ts';
import { resourceMigrations } from '/work/main/server/resources/schema.ts';
const db = await openPglite();
await migrate(db, resourceMigrations());
await db.query(`INSERT INTO documents (id, property_id, name, status, access, mime_type, size, chunks, created_at, updated_at)
     SELECT gen_random_uuid()::text, 'p',
            (ARRAY['Spa menu','Breakfast guide','Pool rules','Room service','Parking map','Wellness spa prices','Check-in policy','Minibar list'])[1 + i % 8] || ' ' || i,
            (ARRAY['uploaded','processing','ready','failed'])[1 + (i / 8) % 4],
            'staff', 'application/pdf', 1000 + i, i % 40, now() - i * interval '1 minute', now() - i * interval '1 minute'
     FROM generate_series(1, 10000) AS i`);
const sqls = {
  base: [`SELECT id, name, count(*) OVER ()::int AS total FROM documents WHERE property_id = $1 AND status = $2 AND name ILIKE $3 ORDER BY created_at DESC LIMIT 25 OFFSET 100`, ['p','ready','%spa%']],
  ours: [`SELECT "id","name","status","access","mime_type","size","file","error","meta","chunks","created_at","updated_at", count(*) OVER ()::int AS "__total" FROM "documents" WHERE "property_id" = $1 AND ("name" ILIKE $2 ESCAPE '\\') AND "status" = $3::text ORDER BY "created_at" DESC NULLS LAST, "id" DESC LIMIT 25 OFFSET 100`, ['p','%spa%','ready']],
};
for (const [k,[sql,params]] of Object.entries(sqls)) {
  for (let i=0;i<5;i++) await db.query(sql as string, params as unknown[]);
  const t=performance.now(); for (let i=0;i<50;i++) await db.query(sql as string, params as unknown[]); console.log(k, ((performance.now()-t)/50).toFixed(2),'ms');
}
console.log((await db.query('EXPLAIN ANALYZE ' + sqls.ours[0], sqls.ours[1] as unknown[])).rows.map(r=>Object.values(r)[0]).join('\n'));
await db.close();
