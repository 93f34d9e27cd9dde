import { describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db.ts';
import { migrate } from '../../server/migrations.ts';

// What search matches (migration chunks_search_words): a passage title begins with its document's
// file name, which the text search parser reads as one token ("kurabgabe-2025.csv"), and the French
// stemmer keeps an accent inside a word ("réveillon"). Both are indexed so that query words meet them.
describe('the words search matches in a passage', () => {
  it('indexes file-name words and folded accents, for new passages and for those stored before the migration', async () => {
    const db = await openPglite();
    try {
      await migrate(db);
      // The index as it was before: the title as written, accents kept.
      await db.exec(`
        ALTER TABLE chunks DROP COLUMN tsv;
        ALTER TABLE chunks ADD COLUMN tsv tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector(language, coalesce(title, '')), 'A') || setweight(to_tsvector(language, text), 'B')) STORED;
        DELETE FROM schema_migrations WHERE name = 'chunks_search_words';
      `);
      const insert = (title: string, language: string, text: string) =>
        db.query(
          `INSERT INTO chunks (property_id, source, source_id, ordinal, title, language, text) VALUES ('p', 'documents', $1, 0, $1, $2, $3)`,
          [title, language, text],
        );
      const found = async (config: string, word: string) =>
        (
          await db.query<{ title: string }>(
            `SELECT title FROM chunks WHERE tsv @@ websearch_to_tsquery($1::regconfig, search_folded($2)) ORDER BY title`,
            [config, word],
          )
        ).rows.map((r) => r.title);
      await insert('kurabgabe-2025.csv › Tabelle', 'german', 'Kinder 6 bis 13 Jahre: 1,00');
      await insert('fetes.md › Décembre', 'french', 'Dîner du Réveillon : 95 €');
      await db.exec(
        // Queries fold accents as the server's do (the migration defines the function for good).
        `CREATE EXTENSION IF NOT EXISTS unaccent; CREATE OR REPLACE FUNCTION search_folded(text) RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT unaccent($1) $$;`,
      );
      expect(await found('german', 'kurabgabe')).toEqual([]);
      expect(await found('french', 'reveillon')).toEqual([]);

      expect(await migrate(db)).toEqual(['chunks_search_words']);
      await insert('Spa-Preise_2025.XLSX › Behandlungen', 'german', 'Massage 50 Minuten: 80 €');
      await insert('Kurabgabe (Auszug)', 'german', 'Erwachsene: 3,40');
      expect(await found('german', 'kurabgabe')).toEqual(['Kurabgabe (Auszug)', 'kurabgabe-2025.csv › Tabelle']);
      expect(await found('german', 'preise')).toEqual(['Spa-Preise_2025.XLSX › Behandlungen']);
      expect(await found('french', 'reveillon')).toEqual(['fetes.md › Décembre']);
      expect(await found('french', 'Réveillon')).toEqual(['fetes.md › Décembre']);
      // Weight C: the name matches, but is not read as the passage's heading (weight A).
      const weights = await db.query<{ v: string }>(`SELECT ts_filter(tsv, '{a}')::text AS v FROM chunks WHERE title LIKE 'kurabgabe%'`);
      expect(weights.rows[0]!.v).not.toMatch(/'kurabgab'/);
    } finally {
      await db.close();
    }
  });
});
