import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../types.ts';

/** GET /health and GET /config: public, and they answer even when the server is busy. */
export function platformRoutes(ctx: AppContext) {
  const { config, db } = ctx;
  const app = new Hono<AppEnv>();
  app.get('/health', async (c) => {
    await db.query('select 1');
    return c.json({
      status: 'ok',
      database: db.kind,
      auth: config.devIdp ? 'development' : 'okta',
      model: config.LLM_BASE_URL ? 'openai-compatible' : 'offline',
    });
  });
  app.get('/config', (c) =>
    c.json({
      issuer: config.issuer,
      clientId: config.clientId,
      scopes: config.OKTA_SCOPES.split(/\s+/),
      redirectPath: '/callback',
      logoutUrl: config.LOGOUT_URL ?? `${config.publicUrl}/auth/logout`,
      devIdp: config.devIdp,
      uploadMaxBytes: config.UPLOAD_MAX_BYTES,
      model: config.LLM_BASE_URL ? { provider: 'openai-compatible', name: config.LLM_MODEL ?? null } : { provider: 'offline', name: null },
    }),
  );
  return app;
}
