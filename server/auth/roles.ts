import type { MemberRole } from '../../src/resources/members/declaration.ts';
import { HttpError } from '../http/errors.ts';
import type { AppContext, Session } from '../types.ts';

/**
 * The signed-in member's role in the token's property. The per-request membership check
 * (server/auth/middleware.ts) puts it on the session; routes mounted without that check read it here.
 */
export async function roleOf(ctx: AppContext, session: Session): Promise<MemberRole | null> {
  const known = session.role;
  if (known === 'admin' || known === 'staff') return known;
  const { rows } = await ctx.db.query<{ role: string }>(`SELECT role FROM memberships WHERE user_id = $1 AND property_id = $2`, [
    session.userId,
    session.propertyId,
  ]);
  const role = rows[0]?.role;
  return role === 'admin' || role === 'staff' ? role : null;
}

export const adminOnly = () => new HttpError(403, 'Forbidden', undefined, { code: 'admin_only' });

/** Refuses (403) anyone but an admin of the session's property. */
export async function requireAdmin(ctx: AppContext, session: Session): Promise<void> {
  const role = await roleOf(ctx, session);
  if (role === null) throw new HttpError(403, 'Forbidden');
  if (role !== 'admin') throw adminOnly();
}
