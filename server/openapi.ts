import { Hono } from 'hono';
import { resources } from '../src/resources/index.ts';
import type { ResourceDeclaration } from '../src/resources/types.ts';
import { json, ref } from './http/openapi-parts.ts';
import { openApiPage } from './resources/openapi-page.ts';
import { resourcePaths, resourceSchemas, type PathItem, type Schema } from './resources/openapi-resources.ts';
import type { AppContext, AppEnv } from './types.ts';

/** The features' descriptions of their own routes, given the declared resources (server/feature.ts). */
export type FeaturePaths = (decls: readonly ResourceDeclaration[]) => readonly Record<string, PathItem>[];

const methods = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'];

/** Operation tags in order of first use, so the reference page groups by owner. */
function tagsOf(paths: Record<string, PathItem>): { name: string }[] {
  const seen = new Set<string>();
  for (const item of Object.values(paths)) {
    for (const m of methods) for (const tag of (item[m] as { tags?: string[] } | undefined)?.tags ?? []) seen.add(tag);
  }
  return [...seen].map((name) => ({ name }));
}

/**
 * The API description: paths derived from the declarations, then each feature's own paths merged
 * per method (a feature may replace a generated operation, e.g. documents' multipart POST).
 */
export function buildOpenApiDocument(
  decls: readonly ResourceDeclaration[] = resources,
  info: { version?: string } = {},
  featurePaths: FeaturePaths = () => [],
) {
  const paths: Record<string, PathItem> = {};
  const schemas: Record<string, Schema> = {
    Error: {
      type: 'object',
      properties: {
        message: { type: 'string', description: 'English, for logs and API users' },
        code: { type: 'string', description: 'Names the failure; the UI shows `app.errors.<code>` in the user’s language' },
        params: { type: 'object', description: 'Values the translated text of `code` fills in' },
        errors: {
          type: 'object',
          additionalProperties: { type: 'string' },
          description: 'Per field: an i18n key (e.g. `app.validation.url_invalid`) the UI translates',
        },
        errorParams: {
          type: 'object',
          additionalProperties: { type: 'object' },
          description: 'Per field: the values its key fills in (e.g. `{ "max": 120 }`), when it has any',
        },
      },
      required: ['message'],
    },
  };
  for (const decl of decls) {
    Object.assign(paths, resourcePaths(decl));
    Object.assign(schemas, resourceSchemas(decl));
  }
  for (const own of featurePaths(decls)) {
    for (const [path, item] of Object.entries(own)) paths[path] = { ...paths[path], ...item };
  }

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
    tags: tagsOf(paths),
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

/** Public: GET /api/openapi.json and a browsable page at GET /api/docs (no CDN, no token). */
export function openApiRoutes(_ctx: AppContext, decls: readonly ResourceDeclaration[] = resources, featurePaths?: FeaturePaths) {
  const app = new Hono<AppEnv>();
  let doc: ReturnType<typeof buildOpenApiDocument> | undefined;
  app.get('/openapi.json', (c) => c.json((doc ??= buildOpenApiDocument(decls, {}, featurePaths))));
  app.get('/docs', (c) => c.html(openApiPage('openapi.json')));
  return app;
}
