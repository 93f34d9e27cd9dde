import type { Job, JobHandler } from '../jobs/types.ts';
import type { AppContext } from '../types.ts';
import { recordHistory } from './history.ts';
import { writeDraft } from './draft.ts';

export const faqGenerateKind = 'faq.generate';

interface GeneratePayload {
  ids?: unknown;
  actorId?: unknown;
  actorName?: unknown;
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

/**
 * Writes a draft for each question of the job that is still `generating`. The questions' own
 * status is the durable record of what is left: a run interrupted (kill -9) is retried by the
 * queue and picks up where it stopped, without writing a draft twice.
 */
export const faqGenerateJob: JobHandler = async (ctx, job, tools) => {
  const payload = job.payload as GeneratePayload;
  const ids = Array.isArray(payload.ids) ? payload.ids.filter((x): x is string => typeof x === 'string') : [];
  const propertyId = job.propertyId;
  if (!propertyId || ids.length === 0) return;
  const actor = {
    id: typeof payload.actorId === 'string' ? payload.actorId : null,
    name: typeof payload.actorName === 'string' ? payload.actorName : null,
  };
  const total = ids.length;
  const pending = async () =>
    (
      await ctx.db.query<{ id: string; question: string }>(
        `SELECT id, question FROM faq_questions WHERE property_id = $1 AND id = ANY($2::text[]) AND status = 'generating' ORDER BY position, id`,
        [propertyId, ids],
      )
    ).rows;
  let failed = 0;
  let todo = await pending();
  await tools.progress({ done: total - todo.length, total, failed });
  for (const q of todo) {
    if (tools.signal.aborted) throw new Error('Stopped by shutdown');
    try {
      const draft = await writeDraft(ctx, propertyId, q.question, tools.signal);
      const r = await ctx.db.query(
        `UPDATE faq_questions SET status = $3, draft_answer = $4, needs_answer = $5, confidence = $6, citations = $7::jsonb, conflicts = $8::jsonb, error = NULL, updated_at = now()
         WHERE property_id = $1 AND id = $2 AND status = 'generating'`,
        [
          propertyId,
          q.id,
          draft.needsAnswer ? 'unanswered' : 'draft',
          draft.answer,
          draft.needsAnswer,
          draft.confidence,
          JSON.stringify(draft.citations),
          JSON.stringify(draft.conflicts),
        ],
      );
      if (r.rowCount)
        await recordHistory(ctx.db, propertyId, draft.needsAnswer ? 'needs_answer' : 'generated', actor, [
          { questionId: q.id, answer: draft.answer },
        ]);
    } catch (err) {
      if (tools.signal.aborted) throw err;
      failed += 1;
      ctx.log.warn({ err: errorText(err), question: q.id }, 'FAQ draft failed');
      await ctx.db.query(
        `UPDATE faq_questions SET status = 'generation_failed', error = $3, updated_at = now() WHERE property_id = $1 AND id = $2 AND status = 'generating'`,
        [propertyId, q.id, errorText(err)],
      );
      await recordHistory(ctx.db, propertyId, 'generation_failed', actor, [{ questionId: q.id, answer: null }]);
    }
    todo = todo.filter((t) => t.id !== q.id);
    await tools.progress({ done: total - todo.length, total, failed });
  }
};

/** When the queue gives the job up (out of attempts), its questions must not stay `generating`. */
export async function abandonFaqGenerateJob(ctx: AppContext, job: Job): Promise<void> {
  const ids = Array.isArray((job.payload as GeneratePayload).ids)
    ? ((job.payload as GeneratePayload).ids as unknown[]).filter((x): x is string => typeof x === 'string')
    : [];
  if (!job.propertyId || !ids.length) return;
  await ctx.db.query(
    `UPDATE faq_questions SET status = 'generation_failed', error = 'Generation failed', updated_at = now() WHERE property_id = $1 AND id = ANY($2::text[]) AND status = 'generating'`,
    [job.propertyId, ids],
  );
}
