import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { appCsp } from './http/security-headers.ts';
import type { AppContext } from './types.ts';

/** The built SPA from dist/, with index.html for every path the client router owns. */
export function staticUi(ctx: AppContext) {
  const app = new Hono();
  const root = path.resolve(ctx.config.UI_DIR);
  const index = path.join(root, 'index.html');
  // Sign-in runs at PUBLIC_URL's origin: a page opened through another name of this machine
  // ("localhost" for "127.0.0.1") could not reach it, so the page is sent there first.
  app.use('*', async (c, next) => {
    const to = loopbackAlias(ctx.config.publicUrl, c.req.header('host'));
    if (!to || c.req.method !== 'GET') return next();
    const url = new URL(c.req.url);
    return c.redirect(`${to}${url.pathname}${url.search}`, 302);
  });
  // The page's CSP names its inline script by hash, so it is read from the page being served
  // (serveStatic answers `/` with index.html itself).
  app.use('*', async (c, next) => {
    await next();
    if (/^text\/html/i.test(c.res.headers.get('content-type') ?? '') && fs.existsSync(index)) {
      c.res.headers.set('Content-Security-Policy', appCsp(ctx.config, fs.readFileSync(index, 'utf8')));
    }
  });
  if (fs.existsSync(root)) app.use('*', serveStatic({ root: path.relative(process.cwd(), root) }));
  app.get('*', (c) => {
    if (!fs.existsSync(index)) return c.text('The UI is not built yet: run `npm run build` (npm start does it for you).', 503);
    return c.html(fs.readFileSync(index, 'utf8'));
  });
  return app;
}

const loopbackNames = new Set(['localhost', '127.0.0.1', '[::1]']);

/** PUBLIC_URL's origin when `host` is another loopback name for it (same port), else null. */
export function loopbackAlias(publicUrl: string, host: string | undefined): string | null {
  if (!host || !URL.canParse(`http://${host}`)) return null;
  const target = new URL(publicUrl);
  const asked = new URL(`http://${host}`);
  const alias = asked.hostname !== target.hostname && asked.port === target.port;
  return alias && loopbackNames.has(asked.hostname) && loopbackNames.has(target.hostname) ? target.origin : null;
}
