import { json, publicOp, type PathItem } from '../http/openapi-parts.ts';

/** OpenAPI of GET /health and GET /config (server/platform/routes.ts). */
export function platformPaths(): Record<string, PathItem> {
  return {
    '/health': {
      get: {
        ...publicOp,
        tags: ['platform'],
        operationId: 'health',
        summary: 'Liveness and database check',
        responses: {
          200: {
            description: 'Up',
            content: json({
              type: 'object',
              properties: {
                status: { const: 'ok' },
                database: { enum: ['pglite', 'postgres'] },
                auth: { enum: ['development', 'okta'] },
                model: { type: 'string' },
              },
              required: ['status', 'database'],
            }),
          },
        },
      },
    },
    '/config': {
      get: {
        ...publicOp,
        tags: ['platform'],
        operationId: 'config',
        summary: 'Public runtime configuration the SPA needs',
        responses: {
          200: {
            description: 'Configuration',
            content: json({
              type: 'object',
              properties: {
                issuer: { type: 'string', format: 'uri' },
                clientId: { type: 'string' },
                scopes: { type: 'array', items: { type: 'string' } },
                redirectPath: { type: 'string' },
                logoutUrl: { type: 'string' },
                devIdp: { type: 'boolean' },
                uploadMaxBytes: { type: 'integer' },
                model: {
                  type: 'object',
                  properties: { provider: { enum: ['offline', 'openai-compatible'] }, name: { type: ['string', 'null'] } },
                },
              },
            }),
          },
        },
      },
    },
  };
}
