import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

// One property's list must not cost more because other properties exist: the indexes lists use
// lead with the property (btree for sorts and filters, trigram GIN for `q`), on PGlite and on the
// Postgres server.

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({}, { workers: false });
});
afterAll(() => t.close());

const indexes = async (table: string) =>
  new Map(
    (
      await t.db.query<{ indexname: string; indexdef: string }>(`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = $1`, [table])
    ).rows.map((r) => [r.indexname, r.indexdef]),
  );

describe('list indexes', () => {
  it('exist for search, sorts, filters and references, each leading with the property', async () => {
    const docs = await indexes('documents');
    expect(docs.get('documents_q_name')).toMatch(/USING gin \(property_id, name gin_trgm_ops\)/);
    expect(docs.get('documents_property_name_ci')).toMatch(/\(property_id, lower\(name\)\)/);
    expect(docs.get('documents_property_created_at')).toMatch(/\(property_id, created_at\)/);
    expect(docs.get('documents_property_status')).toMatch(/\(property_id, status\)/);
    const questions = await indexes('faq_questions');
    expect(questions.get('faq_questions_property_section_id')).toMatch(/\(property_id, section_id\)/);
    for (const [name, def] of [...docs, ...questions]) {
      if (name.endsWith('_pkey')) continue;
      expect(def, name).toMatch(/\(property_id, /);
    }
  });
});
