import type { Db } from '../db.ts';
import { answerTypeOf, hasAnswerType } from '../ai/question.ts';

/** A passage's id with its full-text rank (higher is better). */
export interface RankedId {
  id: string;
  rank: number;
}

/**
 * How many of the best matches a question's kind of fact re-ranks: the passage that answers ("20 €
 * par nuit") comes before the one that merely mentions the subject ("dogs are welcome"). Deeper
 * results keep the full-text order, so paging stays stable.
 */
export const rerankWindow = 24;
const answersBoost = 1.5;

/**
 * `ranked` with the passages holding the kind of fact the question asks (a price, a time…) boosted,
 * then, with `perDocument`, no more passages of one document than that ahead of the other
 * documents' passages in the window: a price list cut into many passages would otherwise fill the
 * first results and push down the one document that answers (web search calls this host crowding).
 */
export async function rerankByAnswerType(
  db: Db,
  propertyId: string,
  q: string,
  ranked: RankedId[],
  perDocument = Infinity,
): Promise<RankedId[]> {
  const type = answerTypeOf(q);
  if (ranked.length < 2 || (!type && perDocument === Infinity)) return ranked;
  const head = ranked.slice(0, rerankWindow);
  const r = await db.query<{ id: string | number; source_id: string; url: string | null; text: string }>(
    `SELECT c.id, c.source_id, c.url, c.text FROM chunks c WHERE c.property_id = $1 AND c.id = ANY($2::bigint[])`,
    [propertyId, head.map((h) => h.id)],
  );
  const rows = new Map(r.rows.map((row) => [String(row.id), row]));
  const boosted = head
    .map((h, i) => ({ ...h, rank: type && hasAnswerType(rows.get(h.id)?.text ?? '', type) ? h.rank * answersBoost : h.rank, i }))
    .sort((a, b) => b.rank - a.rank || a.i - b.i);
  const seen = new Map<string, number>();
  const crowded = boosted.map((h) => {
    // A website's pages share their integration's id: each page is a document of its own.
    const row = rows.get(h.id);
    const doc = row ? `${row.source_id} ${row.url ?? ''}` : h.id;
    seen.set(doc, (seen.get(doc) ?? 0) + 1);
    return { ...h, late: seen.get(doc)! > perDocument };
  });
  const ordered = [...crowded.filter((h) => !h.late), ...crowded.filter((h) => h.late)];
  return [...ordered.map(({ id, rank }) => ({ id, rank })), ...ranked.slice(rerankWindow)];
}
