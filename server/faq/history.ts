import type { Db } from '../db.ts';
import { newRecordId } from '../ids.ts';

export type HistoryAction = 'generated' | 'needs_answer' | 'generation_failed' | 'edited' | 'approved' | 'rejected' | 'published';

export interface Actor {
  id: string | null;
  name: string | null;
}

export const systemActor: Actor = { id: null, name: null };

/** Appends one entry per question (one statement, so bulk approval of hundreds stays one call). */
export async function recordHistory(
  db: Db,
  propertyId: string,
  action: HistoryAction,
  actor: Actor,
  entries: { questionId: string; answer: string | null }[],
): Promise<void> {
  if (!entries.length) return;
  const ids = entries.map(() => newRecordId());
  await db.query(
    `INSERT INTO faq_answer_history (id, property_id, question_id, action, answer, actor_id, actor_name, created_at)
     SELECT i, $1, q, $2, a, $3, $4, c FROM unnest($5::text[], $6::text[], $7::text[], $8::timestamptz[]) AS e(i, q, a, c)`,
    [
      propertyId,
      action,
      actor.id,
      actor.name,
      ids.map((x) => x.id),
      entries.map((e) => e.questionId),
      entries.map((e) => e.answer),
      ids.map((x) => x.createdAt.toISOString()),
    ],
  );
}

export interface HistoryEntry {
  id: string;
  action: HistoryAction;
  answer: string | null;
  actorId: string | null;
  actorName: string | null;
  createdAt: string;
}

export async function readHistory(db: Db, propertyId: string, questionId: string): Promise<HistoryEntry[]> {
  const { rows } = await db.query<{
    id: string;
    action: HistoryAction;
    answer: string | null;
    actor_id: string | null;
    actor_name: string | null;
    created_at: Date | string;
  }>(
    `SELECT id, action, answer, actor_id, actor_name, created_at FROM faq_answer_history WHERE property_id = $1 AND question_id = $2 ORDER BY created_at DESC, id DESC LIMIT 200`,
    [propertyId, questionId],
  );
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    answer: r.answer,
    actorId: r.actor_id,
    actorName: r.actor_name,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
