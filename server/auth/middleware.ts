import type { MiddlewareHandler } from 'hono';
import type { AppContext, AppEnv } from '../types.ts';
import { membershipCache } from './membership.ts';
import { verifySessionToken } from './session.ts';

/**
 * Every /api route after this needs the product token in the Authorization header (never in the
 * URL: it would land in browser history and logs) and a membership that still exists; handlers
 * read c.var.session (with the member's role).
 */
export function requireSession(ctx: AppContext): MiddlewareHandler<AppEnv> {
  const members = membershipCache(ctx);
  return async (c, next) => {
    const token = (c.req.header('authorization') ?? '').replace(/^Bearer\s+/i, '').trim();
    if (!token) return c.json({ message: 'Unauthorized' }, 401);
    const session = await verifySessionToken(ctx, token).catch(() => undefined);
    if (!session) return c.json({ message: 'Unauthorized' }, 401);
    const role = await members.roleOf(session.userId, session.propertyId);
    if (role === undefined) return c.json({ message: 'Unauthorized' }, 401);
    c.set('session', { ...session, role });
    await next();
  };
}
