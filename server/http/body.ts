import type { MiddlewareHandler } from 'hono';
import { HttpError } from './errors.ts';

/** Deeper JSON than this is refused before parsing: recursive code (validation, jsonb) would overflow. */
export const maxJsonDepth = 64;

/** "1 MB": a limit as people read it. */
const formatBytes = (n: number) =>
  n >= 1024 * 1024 ? `${Math.round((n / 1024 / 1024) * 10) / 10} MB` : n >= 1024 ? `${Math.round((n / 1024) * 10) / 10} KB` : `${n} bytes`;

export const nulMessage = 'Text must not contain NUL characters (\\u0000)';
export const nulError = () => new HttpError(400, nulMessage, undefined, { code: 'nul_character' });

export const tooLargeBody = (limit: number) =>
  new HttpError(413, `The request body is too large: the limit is ${formatBytes(limit)}`, undefined, {
    code: 'body_too_large',
    params: { limit: formatBytes(limit) },
  });

/** Reads a body stream, stopping (and cancelling the stream) as soon as it passes `limit` bytes. */
export async function readLimited(body: ReadableStream<Uint8Array>, limit: number): Promise<string> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLargeBody(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Nesting depth of JSON text, counted without parsing (linear, no recursion). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92 /* \ */) i++;
      else if (ch === 34 /* " */) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 123 /* { */ || ch === 91 /* [ */) {
      if (++depth > max) max = depth;
    } else if (ch === 125 || ch === 93) depth--;
  }
  return max;
}

/** True when any string (key or value) of a parsed JSON value holds U+0000, which Postgres text refuses. */
export function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v));
  return false;
}

/** Parses JSON text with the shared rules: depth bound, clear message when malformed, no NUL. */
export function parseJsonText(text: string, what = 'JSON body'): unknown {
  if (jsonDepth(text) > maxJsonDepth) {
    throw new HttpError(400, `The ${what} is nested too deeply (${maxJsonDepth} levels at most)`, undefined, {
      code: 'json_too_deep',
      params: { max: maxJsonDepth },
    });
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, `Malformed ${what}`, undefined, { code: 'malformed_json' });
  }
  if (hasNul(value)) throw nulError();
  return value;
}

/**
 * The one reader of request bodies under /api (uploads excepted: multipart streams to storage
 * with its own limit). A declared Content-Length over the limit is refused before reading; a
 * chunked body is counted while it streams and refused as soon as it passes the limit. The text
 * is checked (depth, NUL) and left in Hono's body cache, so handlers' c.req.json()/text() read it.
 */
export function jsonBodyGuard(limit: number): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.raw;
    if (!raw.body || /^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) return next();
    const declared = c.req.header('content-length');
    if (declared !== undefined && Number(declared) > limit) throw tooLargeBody(limit);
    const text = await readLimited(raw.body, limit);
    if (text.trim()) parseJsonText(text);
    (c.req.bodyCache as Record<string, Promise<unknown>>).text = Promise.resolve(text);
    return next();
  };
}
