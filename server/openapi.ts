import { Hono } from 'hono';
import { faqPaths } from './faq/openapi.ts';
import { resources } from '../src/resources/index.ts';
import type { ResourceDeclaration } from '../src/resources/types.ts';
import { openApiPage } from './resources/openapi-page.ts';
import { pascal, resourcePaths, resourceSchemas, type PathItem, type Schema } from './resources/openapi-resources.ts';
import type { AppContext, AppEnv } from './types.ts';
import { voiceAgentPaths } from './agents/openapi.ts';

const json = (schema: Schema) => ({ 'application/json': { schema } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const errorResponse = (description: string) => ({ description, content: json(ref('Error')) });
const publicOp = { security: [] as unknown[] };

/** Routes that are not declared resources, described by hand (their owners' contracts in DESIGN.md). */
function platformPaths(): Record<string, PathItem> {
  const paths: Record<string, PathItem> = {
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
              properties: { status: { const: 'ok' }, database: { enum: ['pglite', 'postgres'] }, auth: { enum: ['development', 'okta'] }, model: { type: 'string' } },
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
                model: { type: 'object', properties: { provider: { enum: ['offline', 'openai-compatible'] }, name: { type: ['string', 'null'] } } },
              },
            }),
          },
        },
      },
    },
    '/authentication/token': {
      post: {
        ...publicOp,
        tags: ['platform'],
        operationId: 'exchangeToken',
        summary: "Exchange the identity provider's access token for the product token",
        requestBody: {
          required: true,
          content: json({ type: 'object', properties: { accessToken: { type: 'string' }, mfdPropertyId: { type: 'string' } }, required: ['accessToken'] }),
        },
        responses: {
          200: {
            description: 'The signed-in user object; its accessToken is the product token (Bearer)',
            content: json({ type: 'object', properties: { accessToken: { type: 'string' }, user: { type: 'object' } }, required: ['accessToken'] }),
          },
          401: { $ref: '#/components/responses/Unauthorized' },
          403: errorResponse('Unknown property, or not a member of it'),
        },
      },
    },
    '/search': {
      get: {
        tags: ['knowledge'],
        operationId: 'search',
        summary: 'Full-text search over the property’s knowledge',
        parameters: [
          { name: 'q', in: 'query', required: true, schema: { type: 'string' } },
          { name: 'source', in: 'query', schema: { enum: ['all', 'documents', 'images', 'faqs', 'website', 'pms', 'reviews'], default: 'all' } },
          { name: 'range', in: 'query', content: json({ type: 'array', items: { type: 'integer', minimum: 0 }, minItems: 2, maxItems: 2 }), example: '[0,9]' },
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
          400: { $ref: '#/components/responses/BadRequest' },
          401: { $ref: '#/components/responses/Unauthorized' },
        },
      },
    },
    '/ask': {
      post: {
        tags: ['knowledge'],
        operationId: 'ask',
        summary: 'Answer a question from the property’s knowledge, streamed',
        requestBody: { required: true, content: json({ type: 'object', properties: { question: { type: 'string', minLength: 1 }, source: { type: 'string' } }, required: ['question'] }) },
        responses: {
          200: { description: 'Server-sent events: `sources`, `delta` ({text}), `done` ({provider, model}), `error` ({message})', content: { 'text/event-stream': { schema: { type: 'string' } } } },
          400: { $ref: '#/components/responses/BadRequest' },
          401: { $ref: '#/components/responses/Unauthorized' },
        },
      },
    },
  };
  return paths;
}

/** Documents are created by upload, not by a JSON body (DESIGN.md contract). */
function documentUpload(): Record<string, unknown> {
  return {
    tags: ['documents'],
    operationId: 'uploadDocuments',
    summary: 'Upload one or more documents',
    requestBody: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { file: { type: 'array', items: { type: 'string', format: 'binary' } }, access: { enum: ['staff', 'public'] } },
            required: ['file'],
          },
        },
      },
    },
    responses: {
      201: { description: 'The created record(s)', content: json({ anyOf: [ref('Documents'), { type: 'array', items: ref('Documents') }] }) },
      400: { $ref: '#/components/responses/BadRequest' },
      401: { $ref: '#/components/responses/Unauthorized' },
      413: errorResponse('File too large'),
    },
  };
}

export function buildOpenApiDocument(decls: readonly ResourceDeclaration[] = resources, info: { version?: string } = {}) {
  const paths: Record<string, PathItem> = { ...platformPaths() };
  const schemas: Record<string, Schema> = {
    Error: {
      type: 'object',
      properties: { message: { type: 'string' }, errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'Message per field' } },
      required: ['message'],
    },
  };
  Object.assign(paths, voiceAgentPaths() as Record<string, PathItem>);
  for (const decl of decls) {
    Object.assign(paths, resourcePaths(decl));
    Object.assign(schemas, resourceSchemas(decl));
  }
  // FAQ verbs and members/me exist only with their resources (tests build documents of other lists).
  if (decls.some((d) => d.name === 'faq-questions')) Object.assign(paths, faqPaths());
  const documentsPath = paths['/documents'];
  if (documentsPath && schemas[pascal('documents')]) documentsPath.post = documentUpload();
  if (documentsPath) Object.assign(paths, documentFilePaths());

  return {
    openapi: '3.1.0',
    info: {
      title: 'Hotel AI workspace API',
      version: info.version ?? '0.1.0',
      description:
        'CRUD resources follow the ra-data-simple-rest convention and are generated from the resource declarations (src/resources). ' +
        'Every call except the public ones needs `Authorization: Bearer <product token>` from POST /authentication/token; data is scoped to the token’s property.',
    },
    servers: [{ url: '/api' }],
    security: [{ bearer: [] }],
    tags: [{ name: 'platform' }, { name: 'knowledge' }, ...decls.map((d) => ({ name: d.name }))],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas,
      responses: {
        BadRequest: { description: 'Invalid input: `errors` names each field', content: json(ref('Error')) },
        Unauthorized: { description: 'Missing or invalid token', content: json(ref('Error')) },
        NotFound: { description: 'No such record in this property', content: json(ref('Error')) },
        Conflict: { description: 'Refused by a business rule (e.g. a section that contains questions)', content: json(ref('Error')) },
      },
    },
  };
}

/** Signed file links (issue 7): the product token never goes in a URL. */
function documentFilePaths(): Record<string, PathItem> {
  const id = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
  const link = {
    tags: ['documents'],
    summary: 'A link to the original file, signed for this document and property, valid 60 seconds',
    parameters: [id],
    responses: {
      200: { description: 'The link', content: json({ type: 'object', properties: { url: { type: 'string' }, expiresAt: { type: 'string', format: 'date-time' } }, required: ['url', 'expiresAt'] }) },
      404: errorResponse('No such document (with a file) in this property'),
    },
  };
  return {
    '/documents/{id}/file-url': { get: { ...link, operationId: 'documentFileUrl' }, post: { ...link, operationId: 'documentFileUrlPost' } },
    '/documents/{id}/file': {
      get: {
        ...publicOp,
        tags: ['documents'],
        operationId: 'documentFile',
        summary: 'The original file, through a signed link from /documents/{id}/file-url only (no Authorization header)',
        parameters: [id, ...['pid', 'expires', 'sig'].map((name) => ({ name, in: 'query', required: true, schema: { type: 'string' } }))],
        responses: { 200: { description: 'The file' }, 401: errorResponse('Missing or wrong signature'), 403: errorResponse('The link has expired'), 404: errorResponse('No such file') },
      },
    },
  };
}

/** Public: GET /api/openapi.json and a browsable page at GET /api/docs (no CDN, no token). */
export function openApiRoutes(_ctx: AppContext, decls: readonly ResourceDeclaration[] = resources) {
  const app = new Hono<AppEnv>();
  let doc: ReturnType<typeof buildOpenApiDocument> | undefined;
  app.get('/openapi.json', (c) => c.json((doc ??= buildOpenApiDocument(decls))));
  app.get('/docs', (c) => c.html(openApiPage('openapi.json')));
  return app;
}
