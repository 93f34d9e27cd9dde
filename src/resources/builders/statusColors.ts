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

/** Statuses that move on their own: the chip shows a spinner so the row reads as "in progress". */
export const isWorking = (value: string): boolean => statusColor(value) === 'info';
