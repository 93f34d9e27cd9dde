import type { Db } from '../db.ts';

/** A knowledge source a voice learns from: one of the property's documents or connections. */
export interface VoiceSource {
  type: 'document' | 'integration';
  id: string;
  name: string;
}

const maxSources = 20;
const maxChars = 60_000;

/** Ready documents (their text is known) and connections of the property whose name matches `q`, for the Knowledge tab. */
export async function findSources(db: Db, propertyId: string, q: string): Promise<VoiceSource[]> {
  const like = `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const docs = await db.query<{ id: string; name: string }>(
    `SELECT id, name FROM documents WHERE property_id = $1 AND status = 'ready' AND name ILIKE $2 ORDER BY created_at DESC LIMIT 50`,
    [propertyId, like],
  );
  const ints = await db.query<{ id: string; name: string }>(
    `SELECT id, name FROM integrations WHERE property_id = $1 AND coalesce(name, '') ILIKE $2 ORDER BY created_at DESC LIMIT 50`,
    [propertyId, like],
  );
  return [
    ...ints.rows.map((r) => ({ type: 'integration' as const, id: String(r.id), name: r.name ?? '' })),
    ...docs.rows.map((r) => ({ type: 'document' as const, id: String(r.id), name: r.name })),
  ];
}

/** Parses a body's `knowledgeSources`, keeping only well-formed entries (names are re-read from the db). */
export function parseSources(value: unknown): { type: 'document' | 'integration'; id: string }[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((s): s is { type: string; id: string } => !!s && typeof s === 'object' && typeof (s as { id?: unknown }).id === 'string')
    .filter((s) => s.type === 'document' || s.type === 'integration')
    .slice(0, maxSources)
    .map((s) => ({ type: s.type as 'document' | 'integration', id: s.id }));
}

/** The picked sources that exist in this property, with their current names. */
export async function resolveSources(db: Db, propertyId: string, picked: { type: string; id: string }[]): Promise<VoiceSource[]> {
  const docIds = picked.filter((s) => s.type === 'document').map((s) => s.id);
  const intIds = picked.filter((s) => s.type === 'integration').map((s) => s.id);
  const docs = docIds.length
    ? (
        await db.query<{ id: string; name: string }>(
          `SELECT id, name FROM documents WHERE property_id = $1 AND id::text = ANY($2::text[])`,
          [propertyId, docIds],
        )
      ).rows
    : [];
  const ints = intIds.length
    ? (
        await db.query<{ id: string; name: string }>(
          `SELECT id, name FROM integrations WHERE property_id = $1 AND id::text = ANY($2::text[])`,
          [propertyId, intIds],
        )
      ).rows
    : [];
  return [
    ...docs.map((r) => ({ type: 'document' as const, id: String(r.id), name: r.name })),
    ...ints.map((r) => ({ type: 'integration' as const, id: String(r.id), name: r.name ?? '' })),
  ];
}

/** The text of the sources' passages (bounded), in reading order, one entry per source. */
export async function sourceTexts(db: Db, propertyId: string, sources: VoiceSource[]): Promise<string[]> {
  if (sources.length === 0) return [];
  const r = await db.query<{ source_id: string; text: string }>(
    `SELECT source_id, text FROM chunks WHERE property_id = $1 AND source_id = ANY($2::text[]) ORDER BY source_id, ordinal, id LIMIT 2000`,
    [propertyId, sources.map((s) => s.id)],
  );
  const bySource = new Map<string, string[]>();
  for (const row of r.rows) bySource.set(row.source_id, [...(bySource.get(row.source_id) ?? []), row.text]);
  let budget = maxChars;
  const out: string[] = [];
  for (const s of sources) {
    const text = (bySource.get(s.id) ?? []).join('\n\n').slice(0, Math.max(budget, 0));
    budget -= text.length;
    if (text) out.push(text);
  }
  return out;
}
