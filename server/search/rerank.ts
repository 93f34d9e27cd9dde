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

/** `ranked` with the passages holding the kind of fact the question asks (a price, a time…) boosted. */
export async function rerankByAnswerType(db: Db, propertyId: string, q: string, ranked: RankedId[]): Promise<RankedId[]> {
  const type = answerTypeOf(q);
  if (!type || ranked.length < 2) return ranked;
  const head = ranked.slice(0, rerankWindow);
  const r = await db.query<{ id: string | number; text: string }>(
    `SELECT c.id, c.text FROM chunks c WHERE c.property_id = $1 AND c.id = ANY($2::bigint[])`,
    [propertyId, head.map((h) => h.id)],
  );
  const texts = new Map(r.rows.map((row) => [String(row.id), row.text]));
  const boosted = head
    .map((h, i) => ({ ...h, rank: hasAnswerType(texts.get(h.id) ?? '', type) ? h.rank * answersBoost : h.rank, i }))
    .sort((a, b) => b.rank - a.rank || a.i - b.i)
    .map(({ id, rank }) => ({ id, rank }));
  return [...boosted, ...ranked.slice(rerankWindow)];
}
