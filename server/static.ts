import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppContext } from './types.ts';

/** The built SPA from dist/, with index.html for every path the client router owns. */
export function staticUi(ctx: AppContext) {
  const app = new Hono();
  const root = path.resolve(ctx.config.UI_DIR);
  if (fs.existsSync(root)) app.use('*', serveStatic({ root: path.relative(process.cwd(), root) }));
  app.get('*', (c) => {
    const index = path.join(root, 'index.html');
    if (!fs.existsSync(index)) return c.text('The UI is not built yet: run `npm run build` (npm start does it for you).', 503);
    return c.html(fs.readFileSync(index, 'utf8'));
  });
  return app;
}
