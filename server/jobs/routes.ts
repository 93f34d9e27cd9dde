import { Hono } from 'hono';
import { notFound } from '../http/errors.ts';
import type { AppContext, AppEnv } from '../types.ts';
import { jobToWire, type JobRow } from './queue.ts';

/** GET /jobs/:id: a job's state and progress, for the signed-in property's jobs only. */
export function jobRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  app.get('/jobs/:id', async (c) => {
    const id = c.req.param('id');
    if (!/^\d{1,18}$/.test(id)) throw notFound();
    const { rows } = await ctx.db.query<JobRow>('SELECT * FROM jobs WHERE id = $1 AND property_id = $2', [id, c.var.session.propertyId]);
    if (!rows[0]) throw notFound();
    return c.json(jobToWire(rows[0]));
  });
  return app;
}
