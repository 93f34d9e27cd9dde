import type { Db } from '../db.ts';
import { passageLanguage, searchLanguages, tableLanguage, type SearchLanguage } from './language.ts';
import type { Passage } from './split.ts';

export interface ChunkSet {
  propertyId: string;
  /** 'documents' | 'images' | 'faqs' | 'website' | 'pms' | 'reviews' */
  source: string;
  sourceId: string;
  passages: readonly Passage[];
  language: SearchLanguage;
}

const batchSize = 500;

// Postgres text cannot hold NUL; other control characters only add noise to snippets.
const clean = (s: string) => s.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, ' ');

/**
 * Replaces every chunk of one source item in one transaction, so re-running an ingestion never
 * duplicates passages and readers see either the old set or the new one. Answers the count written.
 */
export async function replaceChunks(db: Db, set: ChunkSet): Promise<number> {
  const passages = set.passages.filter((p) => p.text.trim());
  let language = searchLanguages.includes(set.language) ? set.language : 'simple';
  const table = passages.length > 0 && passages.every((p) => typeof p.location?.row === 'number');
  if (language === 'simple' && table) language = tableLanguage(passages.map((p) => p.text).join('\n'));
  // Rows of one table share its language; prose passages may each be written in another.
  const languages = passages.map((p) => (table ? language : passageLanguage(p.text, language)));
  return db.transaction(async (tx) => {
    await tx.query('DELETE FROM chunks WHERE property_id = $1 AND source = $2 AND source_id = $3', [
      set.propertyId,
      set.source,
      set.sourceId,
    ]);
    for (let start = 0; start < passages.length; start += batchSize) {
      const batch = passages.slice(start, start + batchSize);
      await tx.query(
        `INSERT INTO chunks (property_id, source, source_id, language, ordinal, title, location, url, text)
         SELECT $1, $2, $3, g::regconfig, o, t, l::jsonb, u, x
         FROM unnest($4::text[], $5::int[], $6::text[], $7::text[], $8::text[], $9::text[]) AS p(g, o, t, l, u, x)`,
        [
          set.propertyId,
          set.source,
          set.sourceId,
          languages.slice(start, start + batchSize),
          batch.map((_, i) => start + i),
          batch.map((p) => clean(p.title ?? '')),
          batch.map((p) => JSON.stringify(p.location ?? {})),
          batch.map((p) => p.url ?? null),
          batch.map((p) => clean(p.text)),
        ],
      );
    }
    return passages.length;
  });
}

export async function deleteChunks(
  db: Db,
  where: { propertyId: string; source: string | readonly string[]; sourceId: string },
): Promise<number> {
  const sources = typeof where.source === 'string' ? [where.source] : [...where.source];
  const r = await db.query('DELETE FROM chunks WHERE property_id = $1 AND source = ANY($2::text[]) AND source_id = $3', [
    where.propertyId,
    sources,
    where.sourceId,
  ]);
  return r.rowCount;
}
