import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../types.ts';
import { askHandler } from './ask.ts';
import { parseQuery, parseRange, parseSource } from './params.ts';
import { retrieve } from './retrieve.ts';

/** GET /search and POST /ask; mounted under /api behind the session check. */
export function searchRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  app.get('/search', async (c) => {
    const q = parseQuery(c.req.query('q'));
    const source = parseSource(c.req.query('source'));
    const { offset, limit } = parseRange(c.req.query('range'));
    const { results, total } = await retrieve(ctx, { propertyId: c.var.session.propertyId, q, source, offset, limit, perDocument: 1 });
    return c.json({ results: results.map(({ language: _language, text: _text, ...hit }) => hit), total });
  });
  app.post('/ask', (c) => askHandler(ctx, c));
  return app;
}
