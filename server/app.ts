import http from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { loadConfig, type Config } from './config.ts';
import { openDb, type Db } from './db.ts';
import { errorResponse } from './http/errors.ts';
import { createLogger } from './logger.ts';
import { migrate } from './migrations.ts';
import { requireSession } from './auth/middleware.ts';
import { assemble, type Feature } from './feature.ts';
import { features as allFeatures } from './features.ts';
import { jsonBodyGuard } from './http/body.ts';
import { urlGuard } from './http/guard.ts';
import { overloadGuard } from './http/overload.ts';
import { securityHeaders } from './http/security-headers.ts';
import { createDevIdp } from './idp/index.ts';
import { seedDevelopment } from './idp/seed.ts';
import type { GiveUpHandler, JobHandler } from './jobs/types.ts';
import { resourceMigrations } from './resources/schema.ts';
import { resourceRoutes } from './resources/routes.ts';
import { openApiRoutes } from './openapi.ts';
import { startWorkers } from './jobs/workers.ts';
import { staticUi } from './static.ts';
import type { ResourceDeclaration } from '../src/resources/types.ts';
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
  /** The features to serve; server/features.ts by default. */
  features?: readonly Feature[];
  /** Job kinds added to the features' ones (tests inject their own, e.g. a slow job to kill -9). */
  jobHandlers?: Record<string, JobHandler>;
  giveUpHandlers?: Record<string, GiveUpHandler>;
  /** The declared resources; the registry (src/resources/index.ts) by default. Tests add their own. */
  resources?: readonly ResourceDeclaration[];
}

export async function createServer(opts: ServerOptions = {}): Promise<Server> {
  const config = opts.config ?? loadConfig();
  const log = createLogger(config);
  const db = opts.db ?? (await openDb(config));
  const features = opts.features ?? allFeatures;
  const parts = assemble(features);
  await migrate(db, [...resourceMigrations(opts.resources), ...parts.migrations]);
  const ctx: AppContext = { config, db, log };
  if (config.devIdp) await seedDevelopment(ctx);

  const app = new Hono<AppEnv>();
  app.onError((err, c) => {
    if (!('status' in (err as object))) log.error({ err, path: c.req.path }, 'request failed');
    return errorResponse(err, c);
  });
  app.use('*', securityHeaders(config));
  // Browsers may call the API from the product's own origin and the configured ones only.
  app.use(
    '/api/*',
    cors({
      origin: (o) => (config.corsOrigins.includes(o) ? o : null),
      exposeHeaders: ['Content-Range', 'X-Total-Count'],
      credentials: true,
    }),
  );
  app.use('/api/*', urlGuard());

  // Health and config (the platform feature) answer even under overload: before the guards below.
  for (const f of features) if (f.openRoutes) app.route('/api', f.openRoutes(ctx));
  // Bodies are read (bounded) before a slot is taken, so a slow sender never holds one.
  app.use('/api/*', jsonBodyGuard(config.JSON_MAX_BYTES));
  // Everything below waits its turn.
  app.use(
    '/api/*',
    overloadGuard({ concurrency: config.API_MAX_CONCURRENT, queue: config.API_MAX_QUEUE, queueTimeoutMs: config.API_QUEUE_TIMEOUT_MS }),
  );
  app.route('/api', openApiRoutes(ctx, opts.resources, parts.openapi));
  for (const f of features) if (f.publicRoutes) app.route('/api', f.publicRoutes(ctx));

  app.use('/api/*', requireSession(ctx));
  for (const f of features) if (f.routes) app.route('/api', f.routes(ctx));
  app.route('/api', resourceRoutes(ctx, opts.resources, parts.resourceHooks));
  app.all('/api/*', (c) => c.json({ message: 'Not Found' }, 404));
  for (const f of features) if (f.siteRoutes) app.route('/', f.siteRoutes(ctx));
  app.route('/', staticUi(ctx));

  const idp = config.devIdp ? await createDevIdp(ctx) : undefined;
  const honoListener = getRequestListener(app.fetch);
  const listener: http.RequestListener = (req, res) => {
    if (idp && req.url && (req.url === '/idp' || req.url.startsWith('/idp/'))) return idp.handle(req, res);
    return honoListener(req, res);
  };
  const workers =
    opts.workers === false
      ? undefined
      : startWorkers(ctx, {
          handlers: { ...parts.jobHandlers, ...opts.jobHandlers },
          giveUp: { ...parts.giveUpHandlers, ...opts.giveUpHandlers },
          stopResources: parts.stopJobResources,
          leaseMs: config.JOB_LEASE_MS,
          heartbeatMs: config.JOB_LEASE_MS / 4,
        });

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
