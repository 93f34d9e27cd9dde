import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Errors answer `{ message, errors? }`: react-admin shows `errors[field]` under that field. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not Found') => new HttpError(404, what);
export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);

export function errorResponse(err: unknown, c: Context) {
  if (err instanceof HttpError) {
    return c.json(err.errors ? { message: err.message, errors: err.errors } : { message: err.message }, err.status);
  }
  if (err instanceof SyntaxError) return c.json({ message: 'Malformed JSON body' }, 400);
  return c.json({ message: 'Internal Server Error' }, 500);
}
