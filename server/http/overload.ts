import type { MiddlewareHandler } from 'hono';
import { errorBody, HttpError } from './errors.ts';

export interface OverloadOptions {
  /** Requests handled at once; more wait in the queue. */
  concurrency: number;
  /** Requests that may wait; beyond that the answer is 503 at once. */
  queue: number;
  /** Longest wait in the queue before giving up with 503. */
  queueTimeoutMs: number;
  /** Milliseconds clock for the handling times (tests pass their own). */
  now?: () => number;
}

export const overloadMessage = 'The server is busy: try again in a moment';
const busy = () => new HttpError(503, overloadMessage, undefined, { code: 'server_busy' });

/** Weight of the latest request in the running average of handling times. */
const averageWeight = 0.2;

/**
 * A bounded admission queue for /api: under overload, requests beyond `concurrency + queue` answer
 * 503 with Retry-After at once instead of every request slowing down until clients time out.
 * A request that would wait longer than `queueTimeoutMs` by the running average of handling times
 * is refused at once too, rather than after waiting for nothing: with embedded PGlite the queries
 * run on the server's own thread, so a refusal that waits in the queue also waits for them.
 * A handler counts until it returns its response (a streamed body does not hold a slot); uploads
 * (multipart, streamed to storage with their own limits) are not counted.
 */
export function overloadGuard(opts: OverloadOptions): MiddlewareHandler {
  let active = 0;
  let averageMs = 0;
  const now = opts.now ?? (() => performance.now());
  const waiting: Array<() => void> = [];
  const release = () => {
    const nextInLine = waiting.shift();
    if (nextInLine) nextInLine();
    else active--;
  };
  return async (c, next) => {
    // Uploads stream to storage at the sender's pace: they must not hold a slot while they do.
    if (/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) return next();
    if (active >= opts.concurrency) {
      if (waiting.length >= opts.queue) return c.json(errorBody(busy()), 503, { 'Retry-After': '1' });
      const expectedWaitMs = ((waiting.length + 1) / opts.concurrency) * averageMs;
      if (expectedWaitMs > opts.queueTimeoutMs) {
        return c.json(errorBody(busy()), 503, { 'Retry-After': String(Math.min(30, Math.max(1, Math.ceil(expectedWaitMs / 1000)))) });
      }
      // The slot is handed over by release(): `active` stays the same. A client that gives up
      // while waiting leaves the queue, so abandoned requests never cost the database anything.
      const signal = c.req.raw.signal;
      const admitted = await new Promise<'in' | 'timeout' | 'gone'>((resolve) => {
        const leave = (why: 'timeout' | 'gone') => {
          const at = waiting.indexOf(wake);
          if (at !== -1) waiting.splice(at, 1);
          signal.removeEventListener('abort', onAbort);
          resolve(why);
        };
        const onAbort = () => {
          clearTimeout(timer);
          leave('gone');
        };
        function wake() {
          clearTimeout(timer);
          signal.removeEventListener('abort', onAbort);
          resolve('in');
        }
        const timer = setTimeout(() => leave('timeout'), opts.queueTimeoutMs);
        signal.addEventListener('abort', onAbort);
        waiting.push(wake);
      });
      if (admitted !== 'in') return c.json(errorBody(busy()), 503, { 'Retry-After': '2' });
      if (signal.aborted) {
        release();
        return c.json(errorBody(busy()), 503, { 'Retry-After': '2' });
      }
    } else active++;
    const started = now();
    try {
      await next();
    } finally {
      averageMs += averageWeight * (now() - started - averageMs);
      release();
    }
  };
}
