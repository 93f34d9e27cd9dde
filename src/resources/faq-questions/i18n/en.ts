/**
 * FAQ questions: labels of the resource and its validation message.
 * fr.ts and de.ts beside this file are typed against it; src/i18n/en.ts merges it.
 */
export const messages = {
  resources: {
    'faq-questions': {
      name: 'FAQ question |||| FAQ questions',
      fields: {
        id: 'ID',
        createdAt: 'Created At',
        updatedAt: 'Updated At',
        sectionId: 'Section',
        question: 'Question',
        answer: 'Answer',
        draftAnswer: 'Proposed draft',
        enabled: 'Enabled',
        status: 'Status',
        position: 'Position',
        error: 'Error',
        confidence: 'Confidence',
        needsAnswer: 'Needs an answer',
        citations: 'Sources',
        conflicts: 'Conflicting sources',
      },
      choices: {
        status: {
          unanswered: 'Unanswered',
          generating: 'Generating',
          draft: 'Draft',
          approved: 'Approved',
          published: 'Published',
          rejected: 'Rejected',
          generation_failed: 'Generation failed',
        },
      },
      empty: 'No FAQ questions yet',
      emptyHint: 'Add the questions your guests ask most often.',
      helper: {},
      locked: {
        question: 'Question text cannot be modified after creation',
      },
    },
  },
  app: {
    faq: {
      question_required: 'Question text is required',
    },
  },
};
