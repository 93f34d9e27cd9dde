/** Status chip colours, by value, shared by every resource that declares a `status: true` enum. */
export type StatusColor = 'success' | 'info' | 'warning' | 'error' | 'default';

const colors: Record<string, StatusColor> = {
  ready: 'success',
  active: 'success',
  approved: 'success',
  published: 'success',
  processing: 'info',
  gathering_data: 'info',
  chunking: 'info',
  generating: 'info',
  pending: 'warning',
  uploaded: 'warning',
  draft: 'warning',
  failed: 'error',
  generation_failed: 'error',
};

export const statusColor = (value: string): StatusColor => colors[value] ?? 'default';

/**
 * Statuses a background job is still moving (queued or running): the chip shows a spinner and a
 * list showing one polls until it settles. The one notion of "busy" for every resource.
 */
const working = new Set(['pending', 'uploaded', 'processing', 'gathering_data', 'chunking', 'generating']);

export const isWorking = (value: unknown): boolean => typeof value === 'string' && working.has(value);

/** Whether any row of a list is still moving (its `status`), so the list keeps polling. */
export const anyWorking = (rows: readonly Record<string, unknown>[] | undefined): boolean =>
  (rows ?? []).some((row) => isWorking(row.status));

/** How often a list or record still moving is read again. */
export const LIVE_REFRESH_MS = 2000;
