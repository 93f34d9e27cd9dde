import { QueryClient } from '@tanstack/react-query';
import { isClientError } from './httpStatus.ts';

export const MAX_QUERY_ATTEMPTS = 3;
export const RETRY_BASE_DELAY_MS = 1_000;
export const RETRY_MAX_DELAY_MS = 30_000;
export const UNUSED_DATA_GC_MS = 5 * 60 * 1_000;

/** A 4xx will not change on its own (bad input, no access, gone), so retrying only delays the message. */
export const shouldRetryQuery = (failureCount: number, error: unknown): boolean =>
  !isClientError(error) && failureCount + 1 < MAX_QUERY_ATTEMPTS;

/** `failureCount` is 0 after the first failure: 1 s, 2 s, 4 s … capped at 30 s. */
export const retryDelay = (failureCount: number): number => Math.min(RETRY_BASE_DELAY_MS * 2 ** failureCount, RETRY_MAX_DELAY_MS);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, retryDelay, gcTime: UNUSED_DATA_GC_MS },
      mutations: { retry: false, gcTime: UNUSED_DATA_GC_MS },
    },
  });
}
