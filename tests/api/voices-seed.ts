import type { Db } from '../../server/db.ts';
import { newRecordId } from '../../server/ids.ts';
import { seedChunks } from './search-seed.ts';

/** A ready document with its passages, as the upload pipeline leaves it. */
export async function seedDocument(db: Db, propertyId: string, name: string, text: string, access: 'staff' | 'public' = 'staff'): Promise<string> {
  const { id, createdAt } = newRecordId();
  await db.query(`INSERT INTO documents (id, property_id, name, status, access, created_at, updated_at) VALUES ($1, $2, $3, 'ready', $4, $5, $5)`, [id, propertyId, name, access, createdAt]);
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
 * A FAQ question with its answer indexed as a `faqs` passage, as FAQ publishing leaves it (seeded
 * directly: these tests do not depend on the FAQ manager's own routes).
 */
export async function seedFaq(db: Db, propertyId: string, question: string, answer: string, status: 'published' | 'draft' = 'published'): Promise<string> {
  const section = newRecordId();
  await db.query(`INSERT INTO faq_sections (id, property_id, title, created_at, updated_at) VALUES ($1, $2, 'Guests', $3, $3)`, [section.id, propertyId, section.createdAt]);
  const { id, createdAt } = newRecordId();
  await db.query(
    `INSERT INTO faq_questions (id, property_id, section_id, question, answer, status, enabled, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, true, $7, $7)`,
    [id, propertyId, section.id, question, answer, status, createdAt],
  );
  await seedChunks(db, [{ propertyId, source: 'faqs', sourceId: id, title: question, text: `${question}\n${answer}` }]);
  return id;
}
