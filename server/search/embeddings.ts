import type { Db } from '../db.ts';

/**
 * Chunk vectors, computed on first need and kept in chunk_embeddings (deleted with their chunk).
 * Embedding lazily at query time keeps ingestion independent of the model server; a query embeds
 * at most `maxNewPerQuery` chunks so a freshly indexed property warms up over a few searches.
 */
export const maxNewPerQuery = 128;
const maxEmbedChars = 2000;

export type Embed = (texts: string[], signal?: AbortSignal) => Promise<number[][]>;

export async function chunkVectors(
  db: Db,
  opts: { propertyId: string; model: string; ids: string[]; embed: Embed; signal?: AbortSignal },
): Promise<Map<string, number[]>> {
  const vectors = new Map<string, number[]>();
  if (opts.ids.length === 0) return vectors;
  const stored = await db.query<{ chunk_id: string | number; embedding: number[] }>(
    `SELECT chunk_id, embedding FROM chunk_embeddings WHERE property_id = $1 AND model = $2 AND chunk_id = ANY($3::bigint[])`,
    [opts.propertyId, opts.model, opts.ids],
  );
  for (const row of stored.rows) vectors.set(String(row.chunk_id), row.embedding.map(Number));
  const missing = opts.ids.filter((id) => !vectors.has(id)).slice(0, maxNewPerQuery);
  if (missing.length === 0) return vectors;

  const texts = await db.query<{ id: string | number; title: string; text: string }>(
    `SELECT id, title, text FROM chunks WHERE property_id = $1 AND id = ANY($2::bigint[])`,
    [opts.propertyId, missing],
  );
  const rows = texts.rows.map((r) => ({ id: String(r.id), input: `${r.title}\n${r.text}`.slice(0, maxEmbedChars) }));
  const fresh = await opts.embed(
    rows.map((r) => r.input),
    opts.signal,
  );
  for (const [i, r] of rows.entries()) {
    vectors.set(r.id, fresh[i]);
    await db
      .query(
        `INSERT INTO chunk_embeddings (chunk_id, property_id, model, embedding) VALUES ($1, $2, $3, $4::real[])
         ON CONFLICT (chunk_id) DO UPDATE SET model = EXCLUDED.model, embedding = EXCLUDED.embedding, created_at = now()`,
        [r.id, opts.propertyId, opts.model, fresh[i]],
      )
      .catch((err: unknown) => {
        // A chunk replaced meanwhile has gone: the foreign key refuses its vector, and that is fine.
        if ((err as { code?: string }).code !== '23503') throw err;
      });
  }
  return vectors;
}

export function cosine(a: number[], b: number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    dot += a[i] * b[i];
    na += a[i] * a[i];
    nb += b[i] * b[i];
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}
