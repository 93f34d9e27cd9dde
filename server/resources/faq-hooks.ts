import { faqQuestions } from '../../src/resources/faq-questions/declaration.ts';
import { faqSections } from '../../src/resources/faq-sections/declaration.ts';
import { HttpError } from '../http/errors.ts';
import type { AppContext } from '../types.ts';
import type { ResourceHooks } from './hooks.ts';
import { compileResource } from './model.ts';

const sections = compileResource(faqSections);
const questions = compileResource(faqQuestions);
const sectionColumn = questions.bySource.get('sectionId')!.sql;

/** Spec 5: a section containing questions cannot be deleted. */
export const faqSectionHooks: ResourceHooks = {
  async beforeDelete(ctx, session, record) {
    const { rows } = await ctx.db.query(`SELECT 1 FROM ${questions.table} WHERE "property_id" = $1 AND ${sectionColumn} = $2 LIMIT 1`, [session.propertyId, record.id]);
    if (rows.length) throw new HttpError(409, 'Cannot delete section that contains questions');
  },
};

async function assertSection(ctx: AppContext, propertyId: string, sectionId: unknown) {
  const { rows } = await ctx.db.query(`SELECT 1 FROM ${sections.table} WHERE "property_id" = $1 AND "id" = $2`, [propertyId, String(sectionId)]);
  if (!rows.length) throw new HttpError(400, 'Invalid input', { sectionId: 'Section not found' });
}

/** A question belongs to a section of the same property, on create and when moved. */
export const faqQuestionHooks: ResourceHooks = {
  async beforeCreate(ctx, session, input) {
    await assertSection(ctx, session.propertyId, input.sectionId);
    return input;
  },
  async beforeUpdate(ctx, session, existing, patch) {
    if (patch.sectionId !== undefined && patch.sectionId !== existing.sectionId) await assertSection(ctx, session.propertyId, patch.sectionId);
    return patch;
  },
};
