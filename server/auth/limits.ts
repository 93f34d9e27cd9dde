import type { Context } from 'hono';
import { HttpError } from '../http/errors.ts';
import { rateLimiter, type RateLimiter } from '../http/rate-limit.ts';
import type { AppContext } from '../types.ts';

export interface SignInLimits {
  /** Password-form posts per client address per minute. */
  formPerIp: RateLimiter;
  /** Wrong passwords per account per 15 minutes. */
  formPerAccount: RateLimiter;
  /** Token exchanges per client address per minute. */
  exchangePerIp: RateLimiter;
  /** Token exchanges per user per minute (a signed-in SPA exchanges a few times an hour). */
  exchangePerAccount: RateLimiter;
}

const byContext = new WeakMap<AppContext, SignInLimits>();

/** One set of counters per server (the development provider and the token exchange share it). */
export function signInLimits(ctx: AppContext): SignInLimits {
  let limits = byContext.get(ctx);
  if (!limits) {
    const { AUTH_RATE_LIMIT_PER_IP: perIp, AUTH_RATE_LIMIT_PER_ACCOUNT: perAccount } = ctx.config;
    limits = {
      formPerIp: rateLimiter(perIp, 60_000),
      formPerAccount: rateLimiter(perAccount, 15 * 60_000),
      exchangePerIp: rateLimiter(perIp, 60_000),
      exchangePerAccount: rateLimiter(perAccount * 3, 60_000),
    };
    byContext.set(ctx, limits);
  }
  return limits;
}

export const tooManyMessage = 'Too many sign-in attempts: try again later';

export class TooManyRequests extends HttpError {
  constructor(readonly retryAfter: number) {
    super(429, tooManyMessage, undefined, { code: 'too_many_attempts', params: { seconds: retryAfter } });
  }
}

/** Counts one attempt; throws 429 (with Retry-After) once the key is over its limit. */
export function checkRate(c: Context, limiter: RateLimiter, key: string): void {
  const r = limiter.hit(key);
  if (!r.ok) {
    c.header('Retry-After', String(r.retryAfter));
    throw new TooManyRequests(r.retryAfter);
  }
}

/**
 * The client's address: the socket's, or with `trustedHops` proxies in front (TRUST_PROXY_HOPS),
 * the address the outermost trusted proxy saw, read from the right of X-Forwarded-For (entries
 * further left are whatever the client chose to send).
 */
export function clientAddress(c: Context, trustedHops = 0): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return forwardedAddress(env?.incoming?.socket?.remoteAddress ?? 'unknown', c.req.header('x-forwarded-for'), trustedHops);
}

export function forwardedAddress(socket: string, forwardedFor: string | undefined, trustedHops: number): string {
  if (!trustedHops || !forwardedFor) return socket;
  const hops = forwardedFor
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  return hops[Math.max(0, hops.length - trustedHops)] ?? socket;
}
