import type { Db } from '../../server/db.ts';
import { newRecordId } from '../../server/ids.ts';
import { caller, memberToken } from './faq-helpers.ts';
import type { TestServer } from './harness.ts';
import { seedChunks } from './search-seed.ts';

/** A ready document with its passages, as the upload pipeline leaves it. */
export async function seedDocument(
  db: Db,
  propertyId: string,
  name: string,
  text: string,
  access: 'staff' | 'public' = 'staff',
): Promise<string> {
  const { id, createdAt } = newRecordId();
  await db.query(
    `INSERT INTO documents (id, property_id, name, status, access, created_at, updated_at) VALUES ($1, $2, $3, 'ready', $4, $5, $5)`,
    [id, propertyId, name, access, createdAt],
  );
  const paragraphs = text.split(/\n{2,}/);
  await seedChunks(
    db,
    paragraphs.map((p, i) => ({ propertyId, source: 'documents' as const, sourceId: id, title: name, text: p, ordinal: i })),
  );
  return id;
}

export const newsletter = `Hi there,

We're so excited to welcome you back to the Seaside Inn! 🌊 Our cosy terrace is open again and the sunset cocktails are waiting for you.

Come and unwind by the sea. Our breakfast is homemade, our coffee is strong, and our team can't wait to see you! ☀️

Fancy a treat? Book the sunset dinner and enjoy the terrace with the people you love. 🌊

Cheers,
The Seaside Inn team`;

/**
 * A FAQ question taken through the product's own FAQ path, as an admin does it: a section, the
 * question, its answer written as a draft, then approve and publish (which indexes the answer for
 * search, agents and the chatbot). 'draft' stops before approval: written, never published.
 */
export async function seedFaq(
  t: TestServer,
  propertyId: string,
  question: string,
  answer: string,
  status: 'published' | 'draft' = 'published',
): Promise<string> {
  const call = caller(t, await memberToken(t, propertyId, 'faq-editor@test.example', 'admin'));
  const ok = async (method: string, path: string, body?: unknown) => {
    const r = await call(method, path, body);
    if (r.status >= 300) throw new Error(`${method} ${path} answered ${r.status}: ${JSON.stringify(r.body)}`);
    return r.body;
  };
  const section = await ok('POST', '/faq-sections', { title: 'Guests' });
  const { id } = await ok('POST', '/faq-questions', { sectionId: section.id, question });
  await ok('PUT', `/faq-questions/${id}`, { draftAnswer: answer });
  if (status === 'published') {
    await ok('POST', `/faq-questions/${id}/approve`);
    await ok('POST', '/faq/publish', { ids: [id] });
  }
  return String(id);
}
