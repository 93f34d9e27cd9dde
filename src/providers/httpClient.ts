import { HttpError } from 'react-admin';
import { reasonPhrase } from './httpStatus.ts';
import { localFieldMessage, localMessage, type ServerErrorBody } from './serverErrors.ts';

export const AUTH_TOKEN_KEY = 'authToken';
export const REQUEST_TIMEOUT_MS = 10_000;
export const LOGIN_PATH = '/login';
export const REQUEST_TIMEOUT_MESSAGE = 'The server did not answer in time. Please try again.';

/** The shape react-admin's `fetchUtils.fetchJson` answers, so simple-rest and screens can share it. */
export interface HttpResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: string;
  json: T;
}

export type HttpClient = <T = unknown>(url: string, options?: RequestInit) => Promise<HttpResponse<T>>;

/** Thrown when the server does not answer within the time-out; retriable, unlike a 4xx. */
export class RequestTimeoutError extends Error {
  readonly timeoutMs: number;
  constructor(timeoutMs: number) {
    super(REQUEST_TIMEOUT_MESSAGE);
    this.name = 'RequestTimeoutError';
    this.timeoutMs = timeoutMs;
  }
}

export interface HttpClientOptions {
  fetch?: typeof fetch;
  storage?: Pick<Storage, 'getItem' | 'removeItem'>;
  timeoutMs?: number;
  /** Where a 401 sends the browser; a full navigation so every cached query is dropped. */
  onUnauthorized?: () => void;
}

export const bearer = (token: string): string => (/^Bearer\s/i.test(token) ? token : `Bearer ${token}`);

/** Adds the product's default headers without overriding what the caller set. */
export function buildHeaders(init: HeadersInit | undefined, body: unknown, token: string | null): Headers {
  const headers = new Headers(init);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  // The browser must write the multipart boundary itself.
  if (!(body instanceof FormData) && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  if (token && !headers.has('Authorization')) headers.set('Authorization', bearer(token));
  return headers;
}

const parseJson = (text: string): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * The server answers `{ message, code?, params?, errors? }`; `errors` reaches react-admin forms
 * through `body`. The message is `app.errors.<code>` in the user's language when there is a code,
 * so every toast and screen that shows `error.message` is translated.
 */
export function toHttpError(status: number, statusText: string, text: string, json: unknown): HttpError {
  const body = typeof json === 'object' && json !== null ? (json as ServerErrorBody) : undefined;
  const english = typeof body?.message === 'string' ? body.message : reasonPhrase(status, statusText);
  const message = localMessage(body?.code, body?.params, english);
  return new HttpError(message, status, body?.errors ? { ...body, errors: localFieldErrors(body, english, message) } : (json ?? text));
}

/**
 * Field errors are keys with params (server/resources/validation.ts): each is shown in the user's
 * language, so forms and screens get text. One that repeats the failure's own message shows the
 * translated headline.
 */
function localFieldErrors(body: ServerErrorBody, english: string, local: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(body.errors ?? {}).map(([field, text]) => [
      field,
      text === english ? local : localFieldMessage(text, body.errorParams?.[field]),
    ]),
  );
}

export function redirectToLogin(): void {
  if (window.location.pathname !== LOGIN_PATH) window.location.assign(LOGIN_PATH);
}

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const {
    fetch: fetchImpl = (...args) => globalThis.fetch(...args),
    storage = globalThis.localStorage,
    timeoutMs = REQUEST_TIMEOUT_MS,
    onUnauthorized = redirectToLogin,
  } = options;

  return async <T = unknown>(url: string, init: RequestInit = {}): Promise<HttpResponse<T>> => {
    const headers = buildHeaders(init.headers, init.body, storage.getItem(AUTH_TOKEN_KEY));
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    // react-query cancels stale queries through the caller's signal; honour it as well as ours.
    const callerSignal = init.signal;
    const forwardAbort = () => controller.abort();
    if (callerSignal?.aborted) controller.abort();
    callerSignal?.addEventListener('abort', forwardAbort);

    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(url, { ...init, headers, signal: controller.signal });
      text = await response.text();
    } catch (error) {
      if (timedOut) throw new RequestTimeoutError(timeoutMs);
      throw error;
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', forwardAbort);
    }

    const json = parseJson(text);
    if (response.status === 401) {
      storage.removeItem(AUTH_TOKEN_KEY);
      onUnauthorized();
    }
    if (response.status < 200 || response.status >= 300) {
      throw toHttpError(response.status, response.statusText, text, json);
    }
    return { status: response.status, headers: response.headers, body: text, json: json as T };
  };
}

export const httpClient = createHttpClient();
