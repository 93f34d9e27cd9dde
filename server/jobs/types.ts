import type { AppContext } from '../types.ts';

export interface Job<P = Record<string, unknown>> {
  id: number;
  kind: string;
  propertyId: string | null;
  payload: P;
  attempts: number;
}

export interface JobTools {
  /** Saves progress (any JSON) on the job row, readable by the UI. */
  progress(p: Record<string, unknown>): Promise<void>;
  /** Aborted when the server shuts down: stop early, the job will be retried after restart. */
  signal: AbortSignal;
}

export type JobHandler = (ctx: AppContext, job: Job, tools: JobTools) => Promise<void>;

export interface EnqueueOptions {
  propertyId?: string | null;
  runAt?: Date;
  /** While a job with this key is queued or running, enqueueing another is a no-op. */
  dedupeKey?: string;
  maxAttempts?: number;
}
