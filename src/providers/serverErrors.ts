/**
 * The server answers a failure with `{ message, code?, params?, errors? }` (server/http/errors.ts):
 * `message` is English, `code` names an `app.errors.<code>` text and `params` fill it in. Failed
 * documents carry the same pair as `errorCode` / `errorParams` beside their English `error`.
 */
export type ErrorParams = Record<string, string | number>;
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface ServerErrorBody {
  message?: string;
  code?: string;
  params?: ErrorParams;
  /** Per field: an i18n key (`app.validation.*`, `ra.validation.*`, a declaration's message). */
  errors?: Record<string, string>;
  /** Per field: the values its key fills in, for the fields that have any. */
  errorParams?: Record<string, ErrorParams>;
}

export const errorCodeKey = (code: string): string => `app.errors.${code}`;

const isCode = (code: unknown): code is string => typeof code === 'string' && /^[a-z0-9_]+$/i.test(code);
const isParams = (params: unknown): params is ErrorParams => typeof params === 'object' && params !== null && !Array.isArray(params);

/** `app.errors.<code>` with its parameters, falling back to the English message the server sent. */
export function translateServerMessage(translate: Translate, code: unknown, params: unknown, fallback: string): string {
  if (!isCode(code)) return fallback;
  return translate(errorCodeKey(code), { ...(isParams(params) ? params : {}), _: fallback });
}

/** The `{ message, code, params }` an error thrown by the http client or upload carries, if any. */
export function serverErrorBody(error: unknown): ServerErrorBody | undefined {
  const body = typeof error === 'object' && error !== null ? (error as { body?: unknown }).body : undefined;
  return typeof body === 'object' && body !== null ? (body as ServerErrorBody) : undefined;
}

/** A failed document's reason in the user's language. */
export function documentFailureReason(translate: Translate, record: object | undefined): string {
  const { error, errorCode, errorParams } = (record ?? {}) as { error?: unknown; errorCode?: unknown; errorParams?: unknown };
  return translateServerMessage(translate, errorCode, errorParams, typeof error === 'string' ? error : '');
}

// The product's i18n provider registers itself here, so errors built far from React (the http
// client, uploads) read in the language the user chose when they happen.
let current: Translate | undefined;
export function setServerErrorTranslator(translate: Translate | undefined): void {
  current = translate;
}

/** The message an error raised now should show: translated when a translator is registered. */
export function localMessage(code: unknown, params: unknown, fallback: string): string {
  return current ? translateServerMessage(current, code, params, fallback) : fallback;
}

/**
 * A field error in the user's language: the server sends an i18n key (and its params), or, from
 * older routes, English text, which shows as sent. With no translator yet, the key goes on and
 * react-admin's ValidationError translates it when the field shows it.
 */
export function localFieldMessage(key: string, params: unknown): string {
  return current ? current(key, { ...(isParams(params) ? params : {}), _: key }) : key;
}
