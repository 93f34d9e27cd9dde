import { defineResource } from '../types.ts';

export const faqQuestionStatuses = ['unanswered', 'generating', 'draft', 'approved', 'published', 'rejected', 'generation_failed'] as const;

export const faqQuestions = defineResource({
  name: 'faq-questions',
  table: 'faq_questions',
  icon: 'QuestionAnswer',
  recordRepresentation: 'question',
  fields: [
    { source: 'sectionId', kind: 'reference', reference: 'faq-sections', required: true, filter: true },
    {
      source: 'question',
      kind: 'longText',
      required: true,
      createOnly: true,
      maxLength: 1000,
      searchable: true,
      sortable: true,
      message: 'app.faq.question_required',
    },
    // The published answer: set only by publishing an approved draft (spec 5: not modified directly).
    { source: 'answer', kind: 'longText', maxLength: 10000, searchable: true, readOnly: true },
    // The proposed answer: written by Auto Populate or by staff, approved or rejected by admins.
    { source: 'draftAnswer', kind: 'longText', maxLength: 10000 },
    { source: 'enabled', kind: 'boolean', default: true, filter: true },
    {
      source: 'status',
      kind: 'enum',
      choices: faqQuestionStatuses,
      status: true,
      readOnly: true,
      filter: true,
      sortable: true,
      default: 'unanswered',
    },
    { source: 'position', kind: 'number', min: 0, sortable: true, default: 0 },
    { source: 'error', kind: 'longText', readOnly: true },
    /** 0..1: how well the draft's sources cover the question; below 0.5 the draft is marked for attention. */
    { source: 'confidence', kind: 'number', min: 0, max: 1, readOnly: true, filter: true, sortable: true },
    /** Set when the knowledge does not answer the question: no draft is invented, staff write it. */
    { source: 'needsAnswer', kind: 'boolean', readOnly: true, default: false, filter: true },
    /** The passages the draft cites, or the closest ones when it needs an answer. */
    { source: 'citations', kind: 'json', readOnly: true, default: [] },
    /** Sources that disagree (e.g. two check-in times), shown side by side on the draft. */
    { source: 'conflicts', kind: 'json', readOnly: true, default: [] },
  ],
  list: ['question', 'enabled', 'status', 'updatedAt'],
  defaultSort: { field: 'position', order: 'ASC' },
  search: true,
  menu: false,
  views: { create: true, edit: true, show: true },
});
