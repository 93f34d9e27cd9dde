import { json, unauthorized, type PathItem } from '../http/openapi-parts.ts';

/** OpenAPI of GET /ai/status (server/ai/routes.ts). */
export function aiPaths(): Record<string, PathItem> {
  return {
    '/ai/status': {
      get: {
        tags: ['knowledge'],
        operationId: 'aiStatus',
        summary: 'Which writer answers (the built-in offline writer or an OpenAI-compatible server), so the UI can say so',
        responses: {
          200: {
            description: 'The model layer',
            content: json({
              type: 'object',
              properties: {
                provider: { enum: ['offline', 'openai-compatible'] },
                model: { type: ['string', 'null'] },
                embeddings: { type: 'boolean', description: 'Whether an embedding model adds vector search' },
              },
              required: ['provider', 'model', 'embeddings'],
            }),
          },
          401: unauthorized,
        },
      },
    },
  };
}
