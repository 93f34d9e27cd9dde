import { Hono, type Context } from 'hono';
import { resources } from '../../src/resources/index.ts';
import type { ResourceDeclaration } from '../../src/resources/types.ts';
import { notFound } from '../http/errors.ts';
import type { AppContext, AppEnv } from '../types.ts';
import type { ResourceHooks } from './hooks.ts';
import { compileResource } from './model.ts';
import { parseListQuery } from './query.ts';
import { resourceStore } from './store.ts';
import { buildValidator } from './validation.ts';

/** ra-data-simple-rest reads the total after the slash; an empty page has no first-last pair. */
export function contentRange(name: string, offset: number, count: number, total: number): string {
  return count ? `${name} ${offset}-${offset + count - 1}/${total}` : `${name} */${total}`;
}

/**
 * The simple-rest routes of every declared resource (mounted under /api, after requireSession):
 * GET /<name>, GET/PUT/DELETE /<name>/:id, POST /<name>. Features add behaviour through hooks
 * (by resource name, gathered from server/features.ts); custom actions (decl.actions) are mounted
 * by their owners before this router. A resource without hooks is plain CRUD.
 */
export function resourceRoutes(
  ctx: AppContext,
  decls: readonly ResourceDeclaration[] = resources,
  hooks: Record<string, ResourceHooks> = {},
) {
  const app = new Hono<AppEnv>();
  for (const decl of decls) mountResource(app, ctx, decl, hooks[decl.name] ?? {});
  return app;
}

function mountResource(app: Hono<AppEnv>, ctx: AppContext, decl: ResourceDeclaration, hooks: ResourceHooks) {
  const model = compileResource(decl);
  const store = resourceStore(ctx.db, model);
  const validator = buildValidator(decl);
  const base = `/${decl.name}`;
  const load = async (c: Context<AppEnv>) => {
    const record = await store.get(c.var.session.propertyId, c.req.param('id') ?? '');
    if (!record) throw notFound();
    return record;
  };

  app.get(base, async (c) => {
    const q = parseListQuery(
      model,
      { sort: c.req.query('sort'), range: c.req.query('range'), filter: c.req.query('filter') },
      c.var.session.propertyId,
    );
    const { records, total } = await store.list(q);
    c.header('Content-Range', contentRange(decl.name, q.offset, records.length, total));
    c.header('X-Total-Count', String(total));
    return c.json(records);
  });

  app.get(`${base}/:id`, async (c) => c.json(await load(c)));

  app.post(base, async (c) => {
    const session = c.var.session;
    let input = validator.create(await c.req.json());
    if (hooks.beforeCreate) input = await hooks.beforeCreate(ctx, session, input);
    const record = await store.insert(session.propertyId, input);
    await hooks.afterCreate?.(ctx, session, record);
    return c.json(record, 201);
  });

  app.put(`${base}/:id`, async (c) => {
    const session = c.var.session;
    const body: unknown = await c.req.json();
    const before = await load(c);
    let patch = validator.update(before, body);
    if (hooks.beforeUpdate) patch = await hooks.beforeUpdate(ctx, session, before, patch);
    const record = await store.update(session.propertyId, before.id, patch);
    if (!record) throw notFound();
    await hooks.afterUpdate?.(ctx, session, record, before);
    return c.json(record);
  });

  // react-admin's delete expects the deleted record back (never 204).
  app.delete(`${base}/:id`, async (c) => {
    const session = c.var.session;
    const record = await load(c);
    await hooks.beforeDelete?.(ctx, session, record);
    const deleted = await store.remove(session.propertyId, record.id);
    if (!deleted) throw notFound();
    await hooks.afterDelete?.(ctx, session, deleted);
    return c.json(deleted);
  });
}
