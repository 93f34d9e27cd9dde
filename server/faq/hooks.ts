import { faqQuestions } from '../../src/resources/faq-questions/declaration.ts';
import { faqSections } from '../../src/resources/faq-sections/declaration.ts';
import { validationKeys } from '../../src/resources/validation/keys.ts';
import { HttpError } from '../http/errors.ts';
import type { AppContext } from '../types.ts';
import type { ResourceHooks } from '../resources/hooks.ts';
import { compileResource } from '../resources/model.ts';
import { recordHistory } from './history.ts';
import { indexAnswer, unindexAnswer } from './index-answers.ts';

const sections = compileResource(faqSections);
const questions = compileResource(faqQuestions);
const sectionColumn = questions.bySource.get('sectionId')!.sql;

/** Spec 5: a section containing questions cannot be deleted. */
export const faqSectionHooks: ResourceHooks = {
  async beforeDelete(ctx, session, record) {
    const { rows } = await ctx.db.query(`SELECT 1 FROM ${questions.table} WHERE "property_id" = $1 AND ${sectionColumn} = $2 LIMIT 1`, [
      session.propertyId,
      record.id,
    ]);
    if (rows.length)
      throw new HttpError(409, 'Cannot delete section that contains questions', undefined, { code: 'faq_section_not_empty' });
  },
};

async function assertSection(ctx: AppContext, propertyId: string, sectionId: unknown) {
  const { rows } = await ctx.db.query(`SELECT 1 FROM ${sections.table} WHERE "property_id" = $1 AND "id" = $2`, [
    propertyId,
    String(sectionId),
  ]);
  if (!rows.length) throw new HttpError(400, 'Invalid input', { sectionId: validationKeys.notFound }, { code: 'invalid_input' });
}

/** A question belongs to a section of the same property, on create and when moved. */
export const faqQuestionHooks: ResourceHooks = {
  async beforeCreate(ctx, session, input) {
    await assertSection(ctx, session.propertyId, input.sectionId);
    // A new question starts unanswered: drafts are written on it afterwards (Auto Populate or staff).
    const { draftAnswer: _ignored, ...rest } = input;
    return rest;
  },
  async beforeUpdate(ctx, session, existing, patch) {
    if (patch.sectionId !== undefined && patch.sectionId !== existing.sectionId)
      await assertSection(ctx, session.propertyId, patch.sectionId);
    if (patch.draftAnswer !== undefined && patch.draftAnswer !== existing.draftAnswer) {
      // Answers change through drafts: staff write one (e.g. for 'Needs an answer'), admins approve it.
      if (existing.status === 'generating')
        throw new HttpError(409, 'A draft is being generated for this question', undefined, { code: 'faq_generating' });
      const text = typeof patch.draftAnswer === 'string' ? patch.draftAnswer.trim() : '';
      if (!text)
        throw new HttpError(
          400,
          'Answer text is required',
          { draftAnswer: 'app.errors.faq_answer_required' },
          { code: 'faq_answer_required' },
        );
      return {
        ...patch,
        draftAnswer: text,
        status: 'draft',
        needsAnswer: false,
        confidence: null,
        citations: [],
        conflicts: [],
        error: null,
      };
    }
    return patch;
  },
  async afterUpdate(ctx, session, record, before) {
    if (record.draftAnswer !== before.draftAnswer && record.status === 'draft') {
      await recordHistory(ctx.db, session.propertyId, 'edited', { id: session.userId, name: session.name || session.email }, [
        { questionId: record.id, answer: String(record.draftAnswer) },
      ]);
    }
    // Disabling a question takes its published answer out of search; enabling puts it back.
    if (record.enabled !== before.enabled) {
      await indexAnswer(ctx.db, session.propertyId, {
        id: record.id,
        question: String(record.question),
        answer: (record.answer as string | null) ?? null,
        enabled: record.enabled === true,
      });
    }
  },
  async afterDelete(ctx, session, record) {
    await unindexAnswer(ctx.db, session.propertyId, record.id);
  },
};
