import type { AppContext } from '../types.ts';

export interface Job<P = Record<string, unknown>> {
  id: number;
  kind: string;
  propertyId: string | null;
  payload: P;
  /** Runs so far, this one included (1 on the first run). */
  attempts: number;
  maxAttempts: number;
  /** Progress saved by an earlier, interrupted run: lets a handler resume instead of starting over. */
  progress: Record<string, unknown> | null;
}

export interface JobTools {
  /** Saves progress (any JSON) on the job row, readable by the UI. */
  progress(p: Record<string, unknown>): Promise<void>;
  /** Aborted when the server shuts down: stop early, the job will be retried after restart. */
  signal: AbortSignal;
}

export type JobHandler = (ctx: AppContext, job: Job, tools: JobTools) => Promise<void>;

/** Runs once when a job is failed for good (out of attempts, permanent error, interrupted too often). */
export type GiveUpHandler = (ctx: AppContext, job: Job) => Promise<void>;

export interface EnqueueOptions {
  propertyId?: string | null;
  runAt?: Date;
  /** While a job with this key is queued or running, enqueueing another is a no-op. */
  dedupeKey?: string;
  maxAttempts?: number;
}

/** Thrown by a handler when retrying cannot help (bad input): the job fails at once. */
export class PermanentJobError extends Error {}
