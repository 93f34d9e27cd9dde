import { detectLanguage } from '../chunking/language.ts';
import { deleteChunks, replaceChunks } from '../chunking/store.ts';
import type { Db } from '../db.ts';

/**
 * Published answers are passages of source 'faqs' (one per question), so search under FAQs, Ask
 * and the guest chatbot read them like any other knowledge. A disabled question leaves the index.
 */
export async function indexAnswer(
  db: Db,
  propertyId: string,
  q: { id: string; question: string; answer: string | null; enabled: boolean },
): Promise<void> {
  if (!q.enabled || !q.answer?.trim()) {
    await deleteChunks(db, { propertyId, source: 'faqs', sourceId: q.id });
    return;
  }
  const text = `${q.question.trim()}\n${q.answer.trim()}`;
  await replaceChunks(db, {
    propertyId,
    source: 'faqs',
    sourceId: q.id,
    language: detectLanguage(text),
    passages: [{ title: q.question.trim(), text: q.answer.trim(), location: { question: q.id } }],
  });
}

export const unindexAnswer = (db: Db, propertyId: string, questionId: string) =>
  deleteChunks(db, { propertyId, source: 'faqs', sourceId: questionId });
