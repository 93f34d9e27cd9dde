import { ModelError } from './types.ts';

/** The model server's own explanation, from OpenAI's `{error:{message}}` or whatever else it sent. */
function detailOf(body: string): string {
  try {
    const json = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown; detail?: unknown };
    const e = json.error;
    const m =
      typeof e === 'string'
        ? e
        : typeof e?.message === 'string'
          ? e.message
          : typeof json.message === 'string'
            ? json.message
            : typeof json.detail === 'string'
              ? json.detail
              : null;
    if (m) return m.slice(0, 300);
  } catch {
    // not JSON: fall through to the raw text
  }
  return body
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
}

/** A failed HTTP answer as a message staff can act on. */
export function httpModelError(status: number, body: string, retryAfter?: string | null): ModelError {
  const detail = detailOf(body);
  if (status === 401 || status === 403) return new ModelError('The model server rejected the API key', status);
  if (status === 429) {
    const wait = retryAfter && /^\d+$/.test(retryAfter) ? ` Try again in ${retryAfter} s.` : ' Try again in a moment.';
    return new ModelError(`The model server is rate limiting requests.${wait}`, status);
  }
  if (status === 404) return new ModelError(`The model server does not know this model or endpoint: ${detail || status}`, status);
  if (status >= 500) return new ModelError(`The model server failed: ${detail || `HTTP ${status}`}`, status);
  return new ModelError(`The model server refused the request: ${detail || `HTTP ${status}`}`, status);
}

export const notJson = () => new ModelError('The model server sent an answer that is not valid JSON', 502);
export const unexpectedShape = (what: string) => new ModelError(`The model server sent an unexpected answer (${what})`, 502);
export const timedOut = () => new ModelError('The model server did not answer in time', 504);

export function unreachable(err: unknown): ModelError {
  const cause = err instanceof Error ? ((err.cause as Error | undefined)?.message ?? err.message) : String(err);
  return new ModelError(`The model server could not be reached: ${cause}`, 502);
}
