import { idParam, json, notFound, unauthorized, type PathItem } from '../http/openapi-parts.ts';

/** OpenAPI of GET /jobs/{id} (server/jobs/routes.ts). */
export function jobPaths(): Record<string, PathItem> {
  return {
    '/jobs/{id}': {
      get: {
        tags: ['platform'],
        operationId: 'getJob',
        summary: 'A background job of this property: its state and progress (e.g. Auto Populate, a document being read)',
        parameters: [{ ...idParam, schema: { type: 'string', pattern: '^\\d{1,18}$' } }],
        responses: {
          200: {
            description: 'The job',
            content: json({
              type: 'object',
              properties: {
                id: { type: 'integer' },
                kind: { type: 'string' },
                state: { enum: ['queued', 'running', 'done', 'failed'] },
                progress: { type: ['object', 'null'], description: 'What the job reports, e.g. {done, total, failed}' },
                attempts: { type: 'integer' },
                maxAttempts: { type: 'integer' },
                lastError: { type: ['string', 'null'] },
                runAt: { type: ['string', 'null'], format: 'date-time' },
                createdAt: { type: ['string', 'null'], format: 'date-time' },
                finishedAt: { type: ['string', 'null'], format: 'date-time' },
              },
            }),
          },
          401: unauthorized,
          404: notFound,
        },
      },
    },
  };
}
