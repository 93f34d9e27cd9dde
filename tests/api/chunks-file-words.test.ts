import { describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db.ts';
import { migrate } from '../../server/migrations.ts';

// A passage title begins with its document's file name, which the text search parser reads as one
// token ("kurabgabe-2025.csv"): the name's words are indexed apart so that a query word finds them.
describe('the words of a document file name in the search index', () => {
  it('indexes them for new passages and recomputes the passages stored before the migration', async () => {
    const db = await openPglite();
    try {
      await migrate(db);
      // The index as it was before: the title as written, the file name one token.
      await db.exec(`
        ALTER TABLE chunks DROP COLUMN tsv;
        ALTER TABLE chunks ADD COLUMN tsv tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector(language, coalesce(title, '')), 'A') || setweight(to_tsvector(language, text), 'B')) STORED;
        DELETE FROM schema_migrations WHERE name = 'chunks_search_words';
      `);
      const insert = (title: string) =>
        db.query(
          `INSERT INTO chunks (property_id, source, source_id, ordinal, title, language, text) VALUES ('p', 'documents', $1, 0, $1, 'german', 'Kinder 6 bis 13 Jahre: 1,00')`,
          [title],
        );
      const found = async (word: string) =>
        (
          await db.query<{ title: string }>(`SELECT title FROM chunks WHERE tsv @@ to_tsquery('german', $1) ORDER BY title`, [word])
        ).rows.map((r) => r.title);
      await insert('kurabgabe-2025.csv › Tabelle');
      expect(await found('kurabgabe')).toEqual([]);

      expect(await migrate(db)).toEqual(['chunks_search_words']);
      await insert('Spa-Preise_2025.XLSX › Behandlungen');
      await insert('Kurabgabe (Auszug)');
      expect(await found('kurabgabe')).toEqual(['Kurabgabe (Auszug)', 'kurabgabe-2025.csv › Tabelle']);
      expect(await found('preise')).toEqual(['Spa-Preise_2025.XLSX › Behandlungen']);
      // Weight C: the name matches, but is not read as the passage's heading (weight A).
      const weights = await db.query<{ v: string }>(`SELECT ts_filter(tsv, '{a}')::text AS v FROM chunks WHERE title LIKE 'kurabgabe%'`);
      expect(weights.rows[0]!.v).not.toMatch(/'kurabgab'/);
    } finally {
      await db.close();
    }
  });
});
