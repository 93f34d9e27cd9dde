import type { MiddlewareHandler } from 'hono';
import type { AppContext, AppEnv } from '../types.ts';
import { verifySessionToken } from './session.ts';

/** Every /api route after this needs the product token; handlers read c.var.session. */
export function requireSession(ctx: AppContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const token = header.replace(/^Bearer\s+/i, '').trim() || c.req.query('access_token');
    if (!token) return c.json({ message: 'Unauthorized' }, 401);
    try {
      c.set('session', await verifySessionToken(ctx, token));
    } catch {
      return c.json({ message: 'Unauthorized' }, 401);
    }
    await next();
  };
}
