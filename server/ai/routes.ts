import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../types.ts';
import { modelStatus } from './provider.ts';

/** GET /ai/status: which writer answers, so the UI can say so. */
export function aiRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  app.get('/ai/status', (c) => c.json(modelStatus(ctx.config)));
  return app;
}
