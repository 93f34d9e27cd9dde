import http from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { loadConfig, type Config } from './config.ts';
import { openDb, type Db } from './db.ts';
import { errorResponse } from './http/errors.ts';
import { createLogger } from './logger.ts';
import { migrate } from './migrations.ts';
import { authRoutes } from './auth/routes.ts';
import { requireSession } from './auth/middleware.ts';
import { jsonBodyGuard } from './http/body.ts';
import { urlGuard } from './http/guard.ts';
import { overloadGuard } from './http/overload.ts';
import { securityHeaders } from './http/security-headers.ts';
import { signedFileRoute } from './documents/file-url.ts';
import { createDevIdp } from './idp/index.ts';
import { seedDevelopment } from './idp/seed.ts';
import { resourceMigrations } from './resources/schema.ts';
import { resourceRoutes } from './resources/routes.ts';
import { openApiRoutes } from './openapi.ts';
import { documentRoutes } from './documents/routes.ts';
import { integrationRoutes } from './integrations/routes.ts';
import { searchRoutes } from './search/routes.ts';
import { faqRoutes } from './faq/routes.ts';
import { memberRoutes } from './members/routes.ts';
import { voiceRoutes } from './voices/routes.ts';
import { agentRoutes } from './agents/routes.ts';
import { agentMigrations } from './agents/migrations.ts';
import { chatbotPublicRoutes } from './chatbot/routes.ts';
import { chatbotWidgetRoutes } from './chatbot/widget.ts';
import { startWorkers } from './jobs/workers.ts';
import { staticUi } from './static.ts';
import type { AppContext, AppEnv } from './types.ts';

export interface Server {
  ctx: AppContext;
  app: Hono<AppEnv>;
  /** Node listener: /idp goes to the development OpenID provider, everything else to Hono. */
  listener: http.RequestListener;
  listen(port?: number, host?: string): Promise<{ port: number; url: string }>;
  close(): Promise<void>;
}

export interface ServerOptions {
  config?: Config;
  db?: Db;
  /** Background workers (job queue). Tests of pure HTTP behaviour may turn them off. */
  workers?: boolean;
}

export async function createServer(opts: ServerOptions = {}): Promise<Server> {
  const config = opts.config ?? loadConfig();
  const log = createLogger(config);
  const db = opts.db ?? (await openDb(config));
  await migrate(db, [...resourceMigrations(), ...agentMigrations]);
  const ctx: AppContext = { config, db, log };
  if (config.devIdp) await seedDevelopment(ctx);

  const app = new Hono<AppEnv>();
  app.onError((err, c) => {
    if (!('status' in (err as object))) log.error({ err, path: c.req.path }, 'request failed');
    return errorResponse(err, c);
  });
  app.use('*', securityHeaders(config));
  // Browsers may call the API from the product's own origin and the configured ones only.
  app.use('/api/*', cors({ origin: (o) => (config.corsOrigins.includes(o) ? o : null), exposeHeaders: ['Content-Range', 'X-Total-Count'], credentials: true }));
  app.use('/api/*', urlGuard());

  app.get('/api/health', async (c) => {
    await db.query('select 1');
    return c.json({ status: 'ok', database: db.kind, auth: config.devIdp ? 'development' : 'okta', model: config.LLM_BASE_URL ? 'openai-compatible' : 'offline' });
  });
  app.get('/api/config', (c) =>
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
  // Bodies are read (bounded) before a slot is taken, so a slow sender never holds one.
  app.use('/api/*', jsonBodyGuard(config.JSON_MAX_BYTES));
  // Health and config above answer even under overload; everything below waits its turn.
  app.use('/api/*', overloadGuard({ concurrency: config.API_MAX_CONCURRENT, queue: config.API_MAX_QUEUE, queueTimeoutMs: config.API_QUEUE_TIMEOUT_MS }));
  app.route('/api', authRoutes(ctx));
  app.route('/api', openApiRoutes(ctx));
  app.route('/api', signedFileRoute(ctx));
  app.route('/api', chatbotPublicRoutes(ctx));

  app.use('/api/*', requireSession(ctx));
  app.route('/api', searchRoutes(ctx));
  app.route('/api', documentRoutes(ctx));
  app.route('/api', integrationRoutes(ctx));
  app.route('/api', voiceRoutes(ctx));
  app.route('/api', agentRoutes(ctx));
  app.route('/api', faqRoutes(ctx));
  app.route('/api', memberRoutes(ctx));
  app.route('/api', resourceRoutes(ctx));
  app.all('/api/*', (c) => c.json({ message: 'Not Found' }, 404));
  app.route('/', chatbotWidgetRoutes(ctx));
  app.route('/', staticUi(ctx));

  const idp = config.devIdp ? await createDevIdp(ctx) : undefined;
  const honoListener = getRequestListener(app.fetch);
  const listener: http.RequestListener = (req, res) => {
    if (idp && req.url && (req.url === '/idp' || req.url.startsWith('/idp/'))) return idp.handle(req, res);
    return honoListener(req, res);
  };
  const workers = opts.workers === false ? undefined : startWorkers(ctx, { leaseMs: config.JOB_LEASE_MS, heartbeatMs: config.JOB_LEASE_MS / 4 });

  let server: http.Server | undefined;
  return {
    ctx,
    app,
    listener,
    listen(port = config.PORT, host = config.HOST) {
      server = http.createServer(listener);
      return new Promise((resolve) => {
        server!.listen(port, host, () => {
          const addr = server!.address() as { port: number };
          resolve({ port: addr.port, url: `http://${host}:${addr.port}` });
        });
      });
    },
    async close() {
      await workers?.stop();
      if (server) await new Promise<void>((r) => server!.close(() => r()));
      server?.closeAllConnections?.();
      if (!opts.db) await db.close();
    },
  };
}
