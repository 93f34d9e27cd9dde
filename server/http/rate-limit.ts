/**
 * Fixed-window counters in memory (one process serves the product). `hit` counts one attempt and
 * says whether it is allowed; when not, `retryAfter` is the seconds until the window reopens.
 */
export interface RateLimiter {
  hit(key: string): { ok: true } | { ok: false; retryAfter: number };
  /** Whether `key` is already over its limit, without counting an attempt. */
  blocked(key: string): { ok: true } | { ok: false; retryAfter: number };
  reset(key: string): void;
}

export function rateLimiter(limit: number, windowMs: number): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string, now: number) => {
    let w = windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      windows.set(key, w);
      // Forget ended windows now and then, so the map stays as small as the live keys.
      if (windows.size > 10_000) for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k);
    }
    return w;
  };
  const answer = (w: { count: number; resetAt: number }, now: number) =>
    w.count > limit ? { ok: false as const, retryAfter: Math.max(1, Math.ceil((w.resetAt - now) / 1000)) } : { ok: true as const };
  return {
    hit(key) {
      const now = Date.now();
      const w = current(key, now);
      w.count++;
      return answer(w, now);
    },
    blocked(key) {
      const now = Date.now();
      const w = windows.get(key);
      return w && w.resetAt > now && w.count >= limit
        ? { ok: false, retryAfter: Math.max(1, Math.ceil((w.resetAt - now) / 1000)) }
        : { ok: true };
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
