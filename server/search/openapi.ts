import { badRequest, json, unauthorized, type PathItem } from '../http/openapi-parts.ts';

/** OpenAPI of GET /search and POST /ask (server/search/routes.ts). */
export function searchPaths(): Record<string, PathItem> {
  return {
    '/search': {
      get: {
        tags: ['knowledge'],
        operationId: 'search',
        summary: 'Full-text search over the property’s knowledge',
        parameters: [
          { name: 'q', in: 'query', required: true, schema: { type: 'string' } },
          {
            name: 'source',
            in: 'query',
            schema: { enum: ['all', 'documents', 'images', 'faqs', 'website', 'pms', 'reviews'], default: 'all' },
          },
          {
            name: 'range',
            in: 'query',
            content: json({ type: 'array', items: { type: 'integer', minimum: 0 }, minItems: 2, maxItems: 2 }),
            example: '[0,9]',
          },
        ],
        responses: {
          200: {
            description: 'Ranked passages',
            content: json({
              type: 'object',
              properties: {
                results: {
                  type: 'array',
                  items: {
                    type: 'object',
                    properties: {
                      id: { type: 'string' },
                      source: { type: 'string' },
                      sourceId: { type: 'string' },
                      title: { type: 'string' },
                      snippet: { type: 'string', description: 'HTML-escaped text with <mark> around matches' },
                      url: { type: ['string', 'null'] },
                      score: { type: 'number' },
                    },
                  },
                },
                total: { type: 'integer' },
              },
            }),
          },
          400: badRequest,
          401: unauthorized,
        },
      },
    },
    '/ask': {
      post: {
        tags: ['knowledge'],
        operationId: 'ask',
        summary: 'Answer a question from the property’s knowledge, streamed',
        requestBody: {
          required: true,
          content: json({
            type: 'object',
            properties: {
              question: { type: 'string', minLength: 1 },
              source: { type: 'string' },
              language: {
                type: 'string',
                description: 'The screen language (en, fr, de): the answer language when the question’s own cannot be told',
              },
            },
            required: ['question'],
          }),
        },
        responses: {
          200: {
            description: 'Server-sent events: `sources`, `delta` ({text}), `done` ({provider, model}), `error` ({message})',
            content: { 'text/event-stream': { schema: { type: 'string' } } },
          },
          400: badRequest,
          401: unauthorized,
        },
      },
    },
  };
}
