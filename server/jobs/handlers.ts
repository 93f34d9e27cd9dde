import type { JobHandler } from './types.ts';

/** Job kinds and their handlers; each feature adds its own entries. */
export const jobHandlers: Record<string, JobHandler> = {};
