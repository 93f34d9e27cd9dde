import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { overloadGuard } from '../../server/http/overload.ts';

/**
 * The /api admission queue refuses at once a request that would wait longer than the queue allows
 * by the average handling time (issue 7: with PGlite the queries run on the server's own thread,
 * so a refusal that waits in the queue waits for them too, and clients time out instead).
 */
describe('overload guard', () => {
  it('answers 503 at once, with Retry-After from the expected wait, when handling is slower than the queue allows', async () => {
    let clock = 0;
    const gates: Array<() => void> = [];
    const app = new Hono();
    app.use('*', overloadGuard({ concurrency: 1, queue: 10, queueTimeoutMs: 60_000, now: () => clock }));
    app.get('/slow', async (c) => {
      await new Promise<void>((resolve) => gates.push(resolve));
      return c.text('done');
    });
    // One request took 10 minutes (by the guard's clock): the average is now 2 minutes.
    const first = app.request('/slow');
    await expect.poll(() => gates.length).toBe(1);
    clock += 600_000;
    gates.shift()!();
    expect((await first).status).toBe(200);
    // The next request holds the only slot; one more would wait ~2 minutes, longer than the queue's 60 s.
    const holding = app.request('/slow');
    await expect.poll(() => gates.length).toBe(1);
    const refused = await app.request('/slow');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(await refused.json()).toEqual({ message: 'The server is busy: try again in a moment', code: 'server_busy' });
    gates.shift()!();
    expect((await holding).status).toBe(200);
  });

  it('queues a request while handling is quick enough to serve it within the queue time', async () => {
    const gates: Array<() => void> = [];
    const app = new Hono();
    app.use('*', overloadGuard({ concurrency: 1, queue: 10, queueTimeoutMs: 60_000, now: () => 0 }));
    app.get('/slow', async (c) => {
      await new Promise<void>((resolve) => gates.push(resolve));
      return c.text('done');
    });
    const holding = app.request('/slow');
    await expect.poll(() => gates.length).toBe(1);
    const queued = app.request('/slow');
    gates.shift()!();
    expect((await holding).status).toBe(200);
    await expect.poll(() => gates.length).toBe(1);
    gates.shift()!();
    expect((await queued).status).toBe(200);
  });
});
