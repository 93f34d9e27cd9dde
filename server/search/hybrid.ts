import type { Db } from '../db.ts';
import type { Logger } from 'pino';
import { chunkVectors, cosine, type Embed } from './embeddings.ts';
import { chunkFilters, hydrate, rankForSearch, rankScore, type SearchHit, type SearchInput, type ScoredId } from './query.ts';
import type { Lang } from '../ai/language.ts';

/**
 * Hybrid retrieval when an embedding model is configured: full-text ranks and vector ranks fused by
 * reciprocal rank fusion (score = Σ 1/(k + rank), k = 60). Vectors are compared in JavaScript over
 * a bounded pool, the full-text candidates plus the property's most recent chunks, because
 * pgvector is not available everywhere this runs (TECH-NOTES). Passages outside both sets are only
 * found by words; that is the price of needing no vector index.
 */
export const rrfK = 60;
const fullTextDepth = 200;
const recentDepth = 300;
const vectorDepth = 50;
/** Below this cosine a passage is not offered on meaning alone. */
export const minSimilarity = 0.3;

const queryVectors = new Map<string, number[]>();
const maxCachedQueries = 200;

async function queryVector(model: string, q: string, embed: Embed): Promise<number[]> {
  const key = `${model}\u0000${q}`;
  const cached = queryVectors.get(key);
  if (cached) return cached;
  const [v] = await embed([q]);
  if (queryVectors.size >= maxCachedQueries) queryVectors.delete(queryVectors.keys().next().value as string);
  queryVectors.set(key, v);
  return v;
}

export interface HybridDeps {
  db: Db;
  log: Logger;
  model: string;
  embed: Embed;
}

export async function hybridSearch(
  deps: HybridDeps,
  input: SearchInput,
): Promise<{ results: SearchHit[]; total: number; language: Lang | null }> {
  const { db } = deps;
  const offset = input.offset ?? 0;
  const limit = input.limit ?? 10;
  const ft = await rankForSearch(db, { ...input, top: Math.max(fullTextDepth, offset + limit) });
  let fused: ScoredId[];
  let total = ft.total;
  try {
    const params: unknown[] = [input.propertyId];
    const filters = await chunkFilters(db, input.source, params);
    // Newest by id (bigserial): a backward primary-key scan that stops early, no sort of the table.
    const recent = await db.query<{ id: string | number }>(
      `SELECT c.id FROM chunks c WHERE c.property_id = $1${filters} ORDER BY c.id DESC LIMIT ${recentDepth}`,
      params,
    );
    const pool = [...new Set([...ft.ranked.map((r) => r.id), ...recent.rows.map((r) => String(r.id))])];
    const qv = await queryVector(deps.model, input.q, deps.embed);
    const vectors = await chunkVectors(db, { propertyId: input.propertyId, model: deps.model, ids: pool, embed: deps.embed });
    const byMeaning = pool
      .flatMap((id) => {
        const v = vectors.get(id);
        const sim = v ? cosine(qv, v) : 0;
        return sim >= minSimilarity ? [{ id, sim }] : [];
      })
      .sort((a, b) => b.sim - a.sim)
      .slice(0, vectorDepth);

    const scores = new Map<string, number>();
    const add = (id: string, rank: number) => scores.set(id, (scores.get(id) ?? 0) + 1 / (rrfK + rank));
    ft.ranked.forEach((r, i) => add(r.id, i + 1));
    byMeaning.forEach((r, i) => add(r.id, i + 1));
    const best = 2 / (rrfK + 1); // first in both lists
    fused = [...scores].sort((a, b) => b[1] - a[1]).map(([id, s]) => ({ id, score: Number((s / best).toFixed(4)) }));
    const inFullText = new Set(ft.ranked.map((r) => r.id));
    total += byMeaning.filter((r) => !inFullText.has(r.id)).length;
  } catch (err) {
    // Search keeps working on words alone when the embedding server fails.
    deps.log.warn({ err }, 'vector search failed; answering with full-text results');
    fused = ft.ranked.map((r) => ({ id: r.id, score: rankScore(r.rank) }));
  }
  const results = await hydrate(db, input, fused.slice(offset, offset + limit));
  return { results, total, language: ft.language };
}
