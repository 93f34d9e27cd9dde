import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

type Doc = { paths: Record<string, Record<string, unknown>> };

/**
 * Routes under /api that are not API operations, and why. Everything else the server mounts under
 * /api must be in /api/openapi.json, so a route added without its description fails here.
 */
const notApi: Record<string, string> = {
  'GET /openapi.json': 'the description itself',
  'GET /docs': 'the HTML page that browses the description',
  'OPTIONS /public/*': "the CORS preflight of the chatbot's public routes (browsers send it, not callers)",
};

/** Hono's `/documents/:id/file` as OpenAPI's `/documents/{id}/file`; `:action{a|b}` becomes one path per choice. */
function openApiPaths(honoPath: string): string[] {
  let paths = [''];
  for (const segment of honoPath.split('/').slice(1)) {
    const m = /^:(\w+)(?:\{(.+)\})?$/.exec(segment);
    const choices = m?.[2] && /^[\w-]+(\|[\w-]+)*$/.test(m[2]) ? m[2].split('|') : [m ? `{${m[1]}}` : segment];
    paths = paths.flatMap((p) => choices.map((c) => `${p}/${c}`));
  }
  return paths;
}

describe('OpenAPI covers every /api route', () => {
  let t: TestServer;
  let doc: Doc;
  let routes: { method: string; path: string }[];
  beforeAll(async () => {
    t = await startTestServer({}, { workers: false });
    doc = (await (await fetch(`${t.api}/openapi.json`)).json()) as Doc;
    const seen = new Set<string>();
    routes = t.server.app.routes
      .filter((r) => r.path.startsWith('/api/'))
      .map((r) => ({ method: r.method, path: r.path.slice('/api'.length) }))
      .filter((r) => !seen.has(`${r.method} ${r.path}`) && !!seen.add(`${r.method} ${r.path}`));
  });
  afterAll(() => t.close());

  it('turns Hono paths into OpenAPI paths', () => {
    expect(openApiPaths('/documents/:id/file')).toEqual(['/documents/{id}/file']);
    expect(openApiPaths('/integrations/:id/:action{activate|deactivate}')).toEqual([
      '/integrations/{id}/activate',
      '/integrations/{id}/deactivate',
    ]);
  });

  it('describes each route mounted under /api (middleware and the not-found answer aside)', () => {
    const undescribed: string[] = [];
    for (const { method, path } of routes) {
      // `use` middleware and the /api/* not-found answer are registered for every method, on wildcards.
      if (method === 'ALL' && path.endsWith('*')) continue;
      if (notApi[`${method} ${path}`]) continue;
      for (const p of openApiPaths(path)) if (!doc.paths[p]?.[method.toLowerCase()]) undescribed.push(`${method} ${p}`);
    }
    expect(undescribed).toEqual([]);
    // The ones that were missing before each feature described its own routes.
    for (const [p, m] of [
      ['/me', 'get'],
      ['/ai/status', 'get'],
      ['/jobs/{id}', 'get'],
      ['/documents/{id}/file', 'get'],
    ] as const)
      expect(doc.paths[p]?.[m], p).toBeTruthy();
  });

  it('describes no operation the server does not mount', () => {
    const mounted = new Set(routes.flatMap(({ method, path }) => openApiPaths(path).map((p) => `${method.toLowerCase()} ${p}`)));
    const stale = Object.entries(doc.paths).flatMap(([p, item]) =>
      Object.keys(item)
        .filter((m) => ['get', 'put', 'post', 'delete', 'patch'].includes(m))
        .map((m) => `${m} ${p}`)
        .filter((op) => !mounted.has(op)),
    );
    expect(stale).toEqual([]);
  });
});
