import { Hono } from 'hono';
import { members } from '../../src/resources/members/declaration.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { newRecordId } from '../ids.ts';
import type { Db } from '../db.ts';
import { contentRange } from '../resources/routes.ts';
import { compileResource, type ResourceModel } from '../resources/model.ts';
import { parseListQuery } from '../resources/query.ts';
import { resourceStore } from '../resources/store.ts';
import { buildValidator } from '../resources/validation.ts';
import { membershipCache } from '../auth/membership.ts';
import { requireAdmin } from '../auth/roles.ts';
import type { AppContext, AppEnv, Session } from '../types.ts';

/**
 * The `members` resource in the simple-rest convention, over the `memberships` rows sign-in uses.
 * Reads go through a view of memberships joined with users (the user's current email and name), so
 * the generic list parser and store serve them; writes are membership statements. Everyone signed
 * in may read the list; only admins invite, change roles and remove. Mounted before resourceRoutes.
 */
const view = `(SELECT m.id, m.property_id, COALESCE(u.email, m.email) AS email, u.name, m.role, m.origin, m.user_id, m.created_at, m.updated_at
  FROM memberships m JOIN users u ON u.id = m.user_id) AS members_view`;

export function membersModel(): ResourceModel {
  return { ...compileResource(members), table: view };
}

const validator = buildValidator(members);

/** The user an invitation names: an existing one by email, else a new one whose subject is the email
 *  until their first sign-in binds it to the provider's subject (server/auth/routes.ts userFor). */
async function userForEmail(db: Db, email: string): Promise<string> {
  const found = await db.query<{ id: string }>(`SELECT id FROM users WHERE lower(email) = $1 ORDER BY created_at LIMIT 1`, [email]);
  if (found.rows[0]) return found.rows[0].id;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO users (id, subject, email, name) VALUES ($1, $2, $2, $3) ON CONFLICT (subject) DO UPDATE SET email = EXCLUDED.email RETURNING id`,
    [newRecordId().id, email, email.split('@')[0]],
  );
  return rows[0].id;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function adminCount(db: Db, propertyId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM memberships WHERE property_id = $1 AND role = 'admin'`, [
    propertyId,
  ]);
  return Number(rows[0]?.n ?? 0);
}

/** An admin cannot leave the property without any admin (nobody could approve or manage members). */
async function keepAnAdmin(db: Db, session: Session, before: Record<string, unknown>) {
  if (before.role === 'admin' && (await adminCount(db, session.propertyId)) <= 1) {
    throw new HttpError(409, 'The property must keep at least one admin', undefined, { code: 'members_last_admin' });
  }
}

export function memberRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const model = membersModel();
  const store = resourceStore(ctx.db, model);
  const load = async (propertyId: string, id: string) => {
    const record = await store.get(propertyId, id);
    if (!record) throw notFound();
    return record;
  };

  app.get('/members', async (c) => {
    const q = parseListQuery(
      model,
      { sort: c.req.query('sort'), range: c.req.query('range'), filter: c.req.query('filter') },
      c.var.session.propertyId,
    );
    const { records, total } = await store.list(q);
    c.header('Content-Range', contentRange('members', q.offset, records.length, total));
    c.header('X-Total-Count', String(total));
    return c.json(records);
  });

  // The signed-in member's own role, so the UI shows admin actions to admins only.
  app.get('/members/me', async (c) => {
    const session = c.var.session;
    const { rows } = await ctx.db.query<{ id: string; role: string }>(
      `SELECT id, role FROM memberships WHERE user_id = $1 AND property_id = $2`,
      [session.userId, session.propertyId],
    );
    if (!rows[0]) throw new HttpError(403, 'Forbidden');
    return c.json({ id: rows[0].id, userId: session.userId, role: rows[0].role });
  });

  app.get('/members/:id', async (c) => c.json(await load(c.var.session.propertyId, c.req.param('id'))));

  app.post('/members', async (c) => {
    const session = c.var.session;
    await requireAdmin(ctx, session);
    const input = validator.create(await c.req.json());
    const email = String(input.email).trim().toLowerCase();
    if (!EMAIL.test(email))
      throw new HttpError(400, 'Invalid input', { email: 'Please enter a valid email address' }, { code: 'members_invalid_email' });
    const userId = await userForEmail(ctx.db, email);
    const { id, createdAt } = newRecordId();
    const inserted = await ctx.db.query(
      `INSERT INTO memberships (id, user_id, property_id, role, origin, created_at, updated_at) VALUES ($1, $2, $3, $4, 'invite', $5, $5)
       ON CONFLICT (user_id, property_id) DO NOTHING RETURNING id`,
      [id, userId, session.propertyId, input.role, createdAt.toISOString()],
    );
    if (!inserted.rows[0])
      throw new HttpError(409, 'This person is already a member', { email: 'Already a member' }, { code: 'members_exists' });
    return c.json(await load(session.propertyId, id), 201);
  });

  app.put('/members/:id', async (c) => {
    const session = c.var.session;
    await requireAdmin(ctx, session);
    const before = await load(session.propertyId, c.req.param('id'));
    const patch = validator.update(before, await c.req.json());
    if (patch.role !== undefined && patch.role !== before.role) {
      await keepAnAdmin(ctx.db, session, before);
      await ctx.db.query(`UPDATE memberships SET role = $3, updated_at = now() WHERE property_id = $1 AND id = $2`, [
        session.propertyId,
        before.id,
        patch.role,
      ]);
      membershipCache(ctx).invalidate(String(before.userId), session.propertyId);
    }
    return c.json(await load(session.propertyId, before.id));
  });

  // Removal counts from the member's next request: the per-request membership check is told at once.
  app.delete('/members/:id', async (c) => {
    const session = c.var.session;
    await requireAdmin(ctx, session);
    const before = await load(session.propertyId, c.req.param('id'));
    await keepAnAdmin(ctx.db, session, before);
    await ctx.db.query(`DELETE FROM memberships WHERE property_id = $1 AND id = $2`, [session.propertyId, before.id]);
    membershipCache(ctx).invalidate(String(before.userId), session.propertyId);
    return c.json(before);
  });

  return app;
}
