import { defineResource } from '../types.ts';

export const faqQuestionStatuses = ['unanswered', 'generating', 'draft', 'approved', 'published', 'rejected', 'generation_failed'] as const;

export const faqQuestions = defineResource({
  name: 'faq-questions',
  table: 'faq_questions',
  icon: 'QuestionAnswer',
  recordRepresentation: 'question',
  fields: [
    { source: 'sectionId', kind: 'reference', reference: 'faq-sections', required: true, filter: true },
    { source: 'question', kind: 'longText', required: true, createOnly: true, maxLength: 1000, searchable: true, sortable: true, message: 'app.faq.question_required' },
    { source: 'answer', kind: 'longText', maxLength: 10000, searchable: true, views: { edit: false } },
    { source: 'draftAnswer', kind: 'longText', readOnly: true },
    { source: 'enabled', kind: 'boolean', default: true, filter: true },
    { source: 'status', kind: 'enum', choices: faqQuestionStatuses, status: true, readOnly: true, filter: true, sortable: true, default: 'unanswered' },
    { source: 'position', kind: 'number', min: 0, sortable: true, default: 0 },
    { source: 'error', kind: 'longText', readOnly: true },
  ],
  list: ['question', 'enabled', 'status', 'updatedAt'],
  defaultSort: { field: 'position', order: 'ASC' },
  search: true,
  menu: false,
  views: { create: true, edit: true, show: true },
});
