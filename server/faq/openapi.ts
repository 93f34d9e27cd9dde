/** OpenAPI of the FAQ verbs (server/faq/routes.ts); the faq feature hands it to the OpenAPI engine. */
type PathItem = Record<string, unknown>;

const json = (schema: unknown) => ({ 'application/json': { schema } });
const error = (description: string) => ({ description, content: json({ $ref: '#/components/schemas/Error' }) });
const ids = { type: 'array', items: { type: 'string' }, maxItems: 5000, description: 'Question ids' };
const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
const tags = ['faq-questions'];
const common = { 401: { $ref: '#/components/responses/Unauthorized' } };
const adminOnly = { 403: error('Staff may not do this: admins only (`code: admin_only`)') };
const moved = json({ type: 'object', properties: { ids, count: { type: 'integer' }, skipped: ids }, required: ['ids', 'count'] });

export function faqPaths(): Record<string, PathItem> {
  return {
    '/faq-questions/generate': {
      post: {
        tags,
        operationId: 'generateFaqDrafts',
        summary: 'Auto Populate: write draft answers as a durable job',
        description:
          'Without `ids`, drafts every enabled question that needs one (unanswered, generation failed, rejected), in one section with `sectionId` or in all. ' +
          'With `ids`, (re)drafts those questions (e.g. a retry after Generation failed). Each draft is grounded in the property’s active knowledge with the same ' +
          'retrieval as Ask and carries `citations`, a `confidence` (0..1) and `conflicts`; a question the knowledge does not answer gets no draft but ' +
          '`needsAnswer: true` and its closest sources. Progress: GET /jobs/{jobId} (`progress: {done, total, failed}`). Staff and admins.',
        requestBody: { content: json({ type: 'object', properties: { ids, sectionId: { type: 'string' } } }) },
        responses: {
          202: {
            description: 'The job started',
            content: json({ type: 'object', properties: { jobId: { type: 'integer' } }, required: ['jobId'] }),
          },
          400: { $ref: '#/components/responses/BadRequest' },
          409: error(
            "Nothing to draft: 'No questions to generate answers for' (`faq_nothing_to_generate`) or 'All questions already have answers' (`faq_all_answered`)",
          ),
          ...common,
        },
      },
    },
    '/faq-questions/approve': {
      post: {
        tags,
        operationId: 'approveFaqDrafts',
        summary: 'Approve many drafts in one call (admins)',
        description:
          'Drafts among `ids` become `approved`; other ids are answered in `skipped`. Each approval is written to the answer history.',
        requestBody: { required: true, content: json({ type: 'object', properties: { ids }, required: ['ids'] }) },
        responses: {
          200: { description: 'The approved ids', content: moved },
          400: { $ref: '#/components/responses/BadRequest' },
          409: error("'No answers to approve or reject' (`faq_nothing_to_review`)"),
          ...adminOnly,
          ...common,
        },
      },
    },
    '/faq-questions/reject': {
      post: {
        tags,
        operationId: 'rejectFaqDrafts',
        summary: 'Reject many drafts in one call (admins)',
        requestBody: { required: true, content: json({ type: 'object', properties: { ids }, required: ['ids'] }) },
        responses: {
          200: { description: 'The rejected ids', content: moved },
          400: { $ref: '#/components/responses/BadRequest' },
          409: error("'No answers to approve or reject' (`faq_nothing_to_review`)"),
          ...adminOnly,
          ...common,
        },
      },
    },
    '/faq-questions/{id}/approve': {
      parameters: [idParam],
      post: {
        tags,
        operationId: 'approveFaqDraft',
        summary: 'Approve one draft (admins)',
        responses: {
          200: { description: 'Approved' },
          404: { $ref: '#/components/responses/NotFound' },
          409: error('Not a draft (`faq_approve_failed`)'),
          ...adminOnly,
          ...common,
        },
      },
    },
    '/faq-questions/{id}/reject': {
      parameters: [idParam],
      post: {
        tags,
        operationId: 'rejectFaqDraft',
        summary: 'Reject one draft (admins)',
        responses: {
          200: { description: 'Rejected' },
          404: { $ref: '#/components/responses/NotFound' },
          409: error('Not a draft (`faq_reject_failed`)'),
          ...adminOnly,
          ...common,
        },
      },
    },
    '/faq-questions/{id}/history': {
      parameters: [idParam],
      get: {
        tags,
        operationId: 'faqAnswerHistory',
        summary: 'Who generated, wrote, approved, rejected and published which answer, and when (newest first)',
        responses: {
          200: {
            description: 'The history',
            content: json({
              type: 'object',
              properties: {
                id: { type: 'string' },
                history: {
                  type: 'array',
                  items: {
                    type: 'object',
                    properties: {
                      id: { type: 'string' },
                      action: { enum: ['generated', 'needs_answer', 'generation_failed', 'edited', 'approved', 'rejected', 'published'] },
                      answer: { type: ['string', 'null'] },
                      actorId: { type: ['string', 'null'] },
                      actorName: { type: ['string', 'null'] },
                      createdAt: { type: 'string', format: 'date-time' },
                    },
                  },
                },
              },
            }),
          },
          404: { $ref: '#/components/responses/NotFound' },
          ...common,
        },
      },
    },
    '/faq/generation': {
      get: {
        tags,
        operationId: 'currentFaqGeneration',
        summary: 'The Auto Populate job still queued or running for the property, if any',
        description:
          'So a screen opened after the job started (a reload, another member) shows its progress: `job` is the same shape as GET /jobs/{id}, or null when no generation is under way.',
        responses: {
          200: {
            description: 'The running job or null',
            content: json({
              type: 'object',
              properties: {
                job: {
                  type: ['object', 'null'],
                  properties: { id: { type: 'integer' }, state: { enum: ['queued', 'running'] }, progress: { type: ['object', 'null'] } },
                },
              },
              required: ['job'],
            }),
          },
          ...common,
        },
      },
    },
    '/faq/publish': {
      post: {
        tags,
        operationId: 'publishFaq',
        summary: 'Publish approved answers (admins)',
        description:
          'Each approved draft becomes the question’s answer, searchable under the `faqs` source (GET /search?source=faqs) and used by Ask and the guest chatbot. Optional `ids` limits it to those questions.',
        requestBody: { content: json({ type: 'object', properties: { ids } }) },
        responses: {
          200: { description: 'The published ids', content: moved },
          409: error("'No questions to publish' (`faq_nothing_to_publish`)"),
          ...adminOnly,
          ...common,
        },
      },
    },
  };
}
