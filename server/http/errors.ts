import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * What a failure says to the SPA. `message` is English for logs and API users; `code` (a key under
 * `app.errors.` in the SPA catalogues) and `params` let the SPA say it in the user's language.
 */
export interface ErrorDetail {
  code?: string;
  params?: Record<string, string | number>;
  /** Values the key of `errors[field]` fills in (e.g. `{ max: 120 }`), for the fields that have any. */
  errorParams?: Record<string, Record<string, string | number>>;
}

/**
 * Errors answer `{ message, code?, params?, errors?, errorParams? }`. `errors[field]` is an i18n key
 * (with `errorParams[field]`) that the SPA translates and react-admin shows under that field.
 */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string>,
    readonly detail: ErrorDetail = {},
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not Found') => new HttpError(404, what);
export const badRequest = (message: string, errors?: Record<string, string>, detail?: ErrorDetail) =>
  new HttpError(400, message, errors, detail);

export function errorBody(err: HttpError) {
  return { message: err.message, ...err.detail, ...(err.errors ? { errors: err.errors } : {}) };
}

export function errorResponse(err: unknown, c: Context) {
  if (err instanceof HttpError) return c.json(errorBody(err), err.status);
  if (err instanceof SyntaxError) return c.json({ message: 'Malformed JSON body', code: 'malformed_json' }, 400);
  return c.json({ message: 'Internal Server Error' }, 500);
}
