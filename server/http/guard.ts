import type { MiddlewareHandler } from 'hono';
import { nulError } from './body.ts';

/**
 * Path and query of every /api request: a NUL character (%00) in an id, a filter or a search
 * would reach Postgres, which refuses it with an internal error. Refused here once, clearly.
 */
export function urlGuard(): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.raw.url;
    if (/%00|\u0000/i.test(url)) throw nulError();
    return next();
  };
}
