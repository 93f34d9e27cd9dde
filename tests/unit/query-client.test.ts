import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { createQueryClient, MAX_QUERY_ATTEMPTS, retryDelay, UNUSED_DATA_GC_MS } from '../../src/providers/queryClient.ts';

afterEach(() => vi.useRealTimers());

/** Runs one query that always fails with `error` and counts how often it was tried. */
async function attemptsFor(error: Error): Promise<number> {
  vi.useFakeTimers();
  const client = createQueryClient();
  let attempts = 0;
  const run = client
    .fetchQuery({
      queryKey: ['thing', error.message],
      queryFn: async () => {
        attempts += 1;
        throw error;
      },
    })
    .catch((e: unknown) => e);
  await vi.runAllTimersAsync();
  expect(await run).toBe(error);
  client.clear();
  return attempts;
}

describe('queryClient retry policy', () => {
  it('never retries a 4xx', async () => {
    expect(await attemptsFor(new HttpError('Not Found', 404))).toBe(1);
    expect(await attemptsFor(new HttpError('Forbidden', 403))).toBe(1);
  });

  it('tries a 5xx up to 3 times in all', async () => {
    expect(await attemptsFor(new HttpError('Internal Server Error', 500))).toBe(MAX_QUERY_ATTEMPTS);
    expect(MAX_QUERY_ATTEMPTS).toBe(3);
  });

  it('retries network failures (no status) too', async () => {
    expect(await attemptsFor(new TypeError('Failed to fetch'))).toBe(3);
  });

  it('waits exponentially from 1 s, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('spaces the retries by that delay', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    let attempts = 0;
    const run = client
      .fetchQuery({
        queryKey: ['spaced'],
        queryFn: async () => {
          attempts += 1;
          throw new HttpError('Bad Gateway', 502);
        },
      })
      .catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(attempts).toBe(1);
    await vi.advanceTimersByTimeAsync(retryDelay(0) - 1);
    expect(attempts).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts).toBe(2);
    await vi.advanceTimersByTimeAsync(retryDelay(1));
    expect(attempts).toBe(3);
    await vi.runAllTimersAsync();
    await run;
    expect(attempts).toBe(3);
  });

  it('never retries mutations', async () => {
    const client = createQueryClient();
    let attempts = 0;
    const mutation = client.getMutationCache().build(client, {
      mutationFn: async () => {
        attempts += 1;
        throw new HttpError('Internal Server Error', 500);
      },
    });
    await expect(mutation.execute(undefined)).rejects.toBeInstanceOf(HttpError);
    expect(attempts).toBe(1);
  });

  it('discards unused data after 5 minutes', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(UNUSED_DATA_GC_MS).toBe(5 * 60 * 1000);
    expect(defaults.queries?.gcTime).toBe(UNUSED_DATA_GC_MS);
  });
});
