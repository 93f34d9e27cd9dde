import type { Db } from '../db.ts';
import { hydrate, rankChunks, rankScore, type SearchHit } from '../search/query.ts';

export type GuestSource = 'faqs' | 'documents' | 'website';
export const guestSources: readonly GuestSource[] = ['faqs', 'documents', 'website'];

/**
 * Passages a guest may be answered from, and nothing else: published, enabled FAQ answers;
 * documents whose Access is "Staff and guests" (public); website, PMS or review connections whose
 * Access is public and which are not deactivated. The check runs in SQL on every candidate, so a
 * staff-only or unpublished passage never reaches a prompt, whatever the question says.
 */
const guestVisible = `(
  (c.source = 'faqs' AND EXISTS (SELECT 1 FROM faq_questions q WHERE q.property_id = c.property_id AND q.id::text = c.source_id AND q.status = 'published' AND q.enabled))
  OR (c.source IN ('documents', 'images') AND EXISTS (SELECT 1 FROM documents d WHERE d.property_id = c.property_id AND d.id::text = c.source_id AND d.access = 'public' AND d.status = 'ready'))
  OR (c.source IN ('website', 'pms', 'reviews') AND EXISTS (SELECT 1 FROM integrations i WHERE i.property_id = c.property_id AND i.id::text = c.source_id AND i.access = 'public' AND i.status <> 'inactive'))
)`;

const kindsOf: Record<GuestSource, string[]> = {
  faqs: ['faqs'],
  documents: ['documents', 'images'],
  website: ['website', 'pms', 'reviews'],
};

/** The best guest-visible passages for a question, limited to the chosen kinds of source. */
export async function retrieveForGuests(
  db: Db,
  input: { propertyId: string; q: string; limit: number; sources?: readonly GuestSource[] },
): Promise<SearchHit[]> {
  const kinds = (input.sources?.length ? input.sources : guestSources).flatMap((s) => kindsOf[s]);
  // Rank a wide candidate set, then keep the guest-visible ones: ranking stays on the shared index.
  const { ranked } = await rankChunks(db, { propertyId: input.propertyId, q: input.q, match: 'any', top: 300 });
  if (ranked.length === 0) return [];
  const visible = await db.query<{ id: string | number }>(
    `SELECT c.id FROM chunks c WHERE c.property_id = $1 AND c.id = ANY($2::bigint[]) AND c.source = ANY($3::text[]) AND ${guestVisible}`,
    [input.propertyId, ranked.map((r) => r.id), kinds],
  );
  const ok = new Set(visible.rows.map((r) => String(r.id)));
  const top = ranked.filter((r) => ok.has(r.id)).slice(0, input.limit);
  return hydrate(
    db,
    { propertyId: input.propertyId, q: input.q, match: 'any', withText: true },
    top.map((r) => ({ id: r.id, score: rankScore(r.rank) })),
  );
}
