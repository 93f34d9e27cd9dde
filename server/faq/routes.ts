import { Hono, type Context } from 'hono';
import { requireAdmin } from '../auth/roles.ts';
import { badRequest, HttpError, notFound } from '../http/errors.ts';
import { enqueue, jobToWire, type JobRow } from '../jobs/queue.ts';
import type { AppContext, AppEnv } from '../types.ts';
import { faqGenerateKind } from './generate.ts';
import { readHistory, recordHistory, type Actor } from './history.ts';
import { indexAnswer } from './index-answers.ts';

/** Statuses Auto Populate writes a draft for when no ids are given ("questions that need one"). */
export const needsDraft = ['unanswered', 'generation_failed', 'rejected'] as const;
const maxIds = 5000;

const warn = (status: 400 | 409, message: string, code: string) => new HttpError(status, message, undefined, { code });

async function body(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('Malformed JSON body', undefined, { code: 'malformed_json' });
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw badRequest('The request body must be a JSON object');
  return parsed as Record<string, unknown>;
}

function idList(raw: unknown, required: boolean): string[] | undefined {
  if (raw === undefined || raw === null) {
    if (required) throw badRequest('ids is required', { ids: 'A list of question ids is required' });
    return undefined;
  }
  if (!Array.isArray(raw) || !raw.every((x) => typeof x === 'string' && x.length > 0 && x.length <= 100))
    throw badRequest('ids must be a list of question ids', { ids: 'A list of question ids' });
  if (raw.length > maxIds) throw badRequest(`At most ${maxIds} questions per call`, { ids: `At most ${maxIds}` });
  return [...new Set(raw as string[])];
}

const actorOf = (c: Context<AppEnv>): Actor => ({ id: c.var.session.userId, name: c.var.session.name || c.var.session.email });

/**
 * FAQ actions beside the generic CRUD of faq-sections and faq-questions (mounted before them):
 * Auto Populate as a durable job, review (approve/reject one or many: admins), publish (admins),
 * and each answer's history. Every statement is scoped to the session's property.
 */
export function faqRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const { db } = ctx;

  app.post('/faq-questions/generate', async (c) => {
    const session = c.var.session;
    const b = await body(c);
    const ids = idList(b.ids, false);
    const sectionId = b.sectionId === undefined || b.sectionId === null ? undefined : String(b.sectionId);
    if (ids && sectionId) throw badRequest('Give either ids or sectionId, not both');
    const params: unknown[] = [session.propertyId];
    let where = `property_id = $1 AND enabled`;
    if (ids) {
      // Named questions are (re)generated whatever their state, except while one is being written.
      params.push(ids);
      where += ` AND id = ANY($2::text[]) AND status <> 'generating'`;
    } else {
      if (sectionId) {
        params.push(sectionId);
        where += ` AND section_id = $2`;
      }
      where += ` AND status IN (${needsDraft.map((s) => `'${s}'`).join(', ')})`;
    }
    const jobId = await db.transaction(async (tx) => {
      const all = await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM faq_questions WHERE property_id = $1 AND enabled${sectionId ? ' AND section_id = $2' : ''}`,
        sectionId ? [session.propertyId, sectionId] : [session.propertyId],
      );
      const picked = await tx.query<{ id: string }>(
        `UPDATE faq_questions SET status = 'generating', error = NULL, updated_at = now() WHERE ${where} RETURNING id`,
        params,
      );
      if (!picked.rows.length) {
        if (!ids && Number(all.rows[0]?.n ?? 0) > 0) throw warn(409, 'All questions already have answers', 'faq_all_answered');
        throw warn(409, 'No questions to generate answers for', 'faq_nothing_to_generate');
      }
      return enqueue(
        { db: tx },
        faqGenerateKind,
        { ids: picked.rows.map((r) => r.id), actorId: session.userId, actorName: session.name || session.email },
        { propertyId: session.propertyId, maxAttempts: 5 },
      );
    });
    return c.json({ jobId }, 202);
  });

  // The property's Auto Populate job still queued or running, if any: the screen resumes showing its
  // progress after a reload, and every member sees a generation another member started.
  app.get('/faq/generation', async (c) => {
    const { rows } = await db.query<JobRow>(
      `SELECT * FROM jobs WHERE property_id = $1 AND kind = $2 AND state IN ('queued', 'running') ORDER BY id DESC LIMIT 1`,
      [c.var.session.propertyId, faqGenerateKind],
    );
    return c.json({ job: rows[0] ? jobToWire(rows[0]) : null });
  });

  /** Moves drafts to approved or rejected; answers the ids that moved. */
  async function review(c: Context<AppEnv>, ids: string[], to: 'approved' | 'rejected') {
    const session = c.var.session;
    await requireAdmin(ctx, session);
    const moved = await db.transaction(async (tx) => {
      const r = await tx.query<{ id: string; draft_answer: string | null }>(
        `UPDATE faq_questions SET status = $3, updated_at = now() WHERE property_id = $1 AND id = ANY($2::text[]) AND status = 'draft' RETURNING id, draft_answer`,
        [session.propertyId, ids, to],
      );
      await recordHistory(
        tx,
        session.propertyId,
        to,
        actorOf(c),
        r.rows.map((row) => ({ questionId: row.id, answer: row.draft_answer })),
      );
      return r.rows.map((row) => row.id);
    });
    return moved;
  }

  for (const [verb, to] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    const failed = verb === 'approve' ? 'faq_approve_failed' : 'faq_reject_failed';
    app.post(`/faq-questions/${verb}`, async (c) => {
      const ids = idList((await body(c)).ids, true)!;
      const moved = await review(c, ids, to);
      if (!moved.length) throw warn(409, 'No answers to approve or reject', 'faq_nothing_to_review');
      return c.json({ ids: moved, count: moved.length, skipped: ids.filter((id) => !moved.includes(id)) });
    });
    app.post(`/faq-questions/:id/${verb}`, async (c) => {
      const id = c.req.param('id');
      const moved = await review(c, [id], to);
      if (!moved.length) {
        const { rows } = await db.query<{ status: string }>(`SELECT status FROM faq_questions WHERE property_id = $1 AND id = $2`, [
          c.var.session.propertyId,
          id,
        ]);
        if (!rows[0]) throw notFound();
        throw new HttpError(409, `Only a draft answer can be ${to} (this question is ${rows[0].status})`, undefined, {
          code: failed,
          params: { status: rows[0].status },
        });
      }
      const { rows } = await db.query(`SELECT id FROM faq_questions WHERE property_id = $1 AND id = $2`, [c.var.session.propertyId, id]);
      return c.json({ id: rows[0]?.id, status: to });
    });
  }

  app.post('/faq/publish', async (c) => {
    const session = c.var.session;
    await requireAdmin(ctx, session);
    const ids = idList((await body(c)).ids, false);
    const published = await db.transaction(async (tx) => {
      const r = await tx.query<{ id: string; question: string; answer: string; enabled: boolean }>(
        `UPDATE faq_questions SET answer = draft_answer, draft_answer = NULL, status = 'published', updated_at = now()
         WHERE property_id = $1 AND status = 'approved' AND draft_answer IS NOT NULL${ids ? ' AND id = ANY($2::text[])' : ''}
         RETURNING id, question, answer, enabled`,
        ids ? [session.propertyId, ids] : [session.propertyId],
      );
      for (const q of r.rows) await indexAnswer(tx, session.propertyId, q);
      await recordHistory(
        tx,
        session.propertyId,
        'published',
        actorOf(c),
        r.rows.map((q) => ({ questionId: q.id, answer: q.answer })),
      );
      return r.rows.map((q) => q.id);
    });
    if (!published.length) throw warn(409, 'No questions to publish', 'faq_nothing_to_publish');
    return c.json({ ids: published, count: published.length });
  });

  app.get('/faq-questions/:id/history', async (c) => {
    const session = c.var.session;
    const id = c.req.param('id');
    const exists = await db.query(`SELECT 1 FROM faq_questions WHERE property_id = $1 AND id = $2`, [session.propertyId, id]);
    const history = await readHistory(db, session.propertyId, id);
    // A deleted question's history stays readable (who published what, when).
    if (!exists.rows.length && !history.length) throw notFound();
    return c.json({ id, history });
  });

  return app;
}
