import type { AppContext } from '../types.ts';

// STUB (documents helper replaces): starts the durable job workers.
export function startWorkers(_ctx: AppContext): { stop(): Promise<void> } {
  return { stop: async () => undefined };
}
