/**
 * Fixed-window request counters in memory: enough for one server process, which is how the product
 * runs. Each key may make `limit` requests per `windowMs`; `hit` answers how long to wait when over.
 */
export class WindowLimiter {
  private windows = new Map<string, { start: number; count: number }>();
  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private now: () => number = Date.now,
  ) {}

  /** Counts a request; null when allowed, else the seconds until the window resets. */
  hit(key: string): number | null {
    const t = this.now();
    let w = this.windows.get(key);
    if (!w || t - w.start >= this.windowMs) {
      w = { start: t, count: 0 };
      this.windows.set(key, w);
      if (this.windows.size > 10_000) this.sweep(t);
    }
    if (w.count >= this.limit) return Math.max(1, Math.ceil((w.start + this.windowMs - t) / 1000));
    w.count += 1;
    return null;
  }

  private sweep(t: number) {
    for (const [k, w] of this.windows) if (t - w.start >= this.windowMs) this.windows.delete(k);
  }
}

/** Per visitor, per address and per chatbot: one noisy visitor cannot exhaust a hotel's chatbot alone. */
export interface ChatbotLimits {
  visitor: WindowLimiter;
  address: WindowLimiter;
  chatbot: WindowLimiter;
}

export const chatbotLimits = (): ChatbotLimits => ({
  visitor: new WindowLimiter(10, 60_000),
  address: new WindowLimiter(40, 60_000),
  chatbot: new WindowLimiter(30, 60_000),
});
