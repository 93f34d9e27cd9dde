import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../types.ts';
import { previewHandler } from './preview.ts';
import { findSources, parseSources, resolveSources, sourceTexts } from './sources.ts';
import { deriveProfile } from './style.ts';

/**
 * Brand-voice routes beside the generic /voices CRUD (mounted before it, so /voices/sources is not
 * read as a record id): the Knowledge tab's source search, the profile of a selection before it is
 * saved, and the side-by-side preview.
 */
export function voiceRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  app.get('/voices/sources', async (c) =>
    c.json({ data: await findSources(ctx.db, c.var.session.propertyId, (c.req.query('q') ?? '').slice(0, 200)) }),
  );
  app.post('/voices/profile', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { knowledgeSources?: unknown };
    const sources = await resolveSources(ctx.db, c.var.session.propertyId, parseSources(body?.knowledgeSources));
    return c.json({ knowledgeSources: sources, styleProfile: deriveProfile(await sourceTexts(ctx.db, c.var.session.propertyId, sources)) });
  });
  app.post('/voices/:id/preview', (c) => previewHandler(ctx, c));
  return app;
}
