import type { Db } from '../db.ts';
import type { EnqueueOptions, Job } from './types.ts';

export type JobState = 'queued' | 'running' | 'done' | 'failed';

export interface JobRow {
  id: string | number;
  property_id: string | null;
  kind: string;
  payload: Record<string, unknown>;
  state: JobState;
  attempts: number;
  max_attempts: number;
  /** Runs cut short by the process dying. */
  interruptions?: number;
  run_at: Date | string;
  locked_at: Date | string | null;
  locked_by: string | null;
  progress: Record<string, unknown> | null;
  last_error: string | null;
  dedupe_key: string | null;
  created_at: Date | string;
  finished_at: Date | string | null;
}

// Workers of this process sleep between polls; an enqueue wakes them at once instead.
const wakeListeners = new Set<() => void>();

export function onEnqueue(listener: () => void): () => void {
  wakeListeners.add(listener);
  return () => wakeListeners.delete(listener);
}

/**
 * Adds a job to the durable queue and answers its id. With a `dedupeKey`, while a job with that key
 * is queued or running, the existing job's id is answered and nothing is added.
 * Works inside a transaction (pass the transaction as `ctx.db`): the job exists only if it commits.
 */
export async function enqueue(
  ctx: { db: Db },
  kind: string,
  payload: Record<string, unknown> = {},
  opts: EnqueueOptions = {},
): Promise<number> {
  const params = [
    opts.propertyId ?? null,
    kind,
    JSON.stringify(payload),
    opts.runAt ?? new Date(),
    opts.maxAttempts ?? 5,
    opts.dedupeKey ?? null,
  ];
  const inserted = await ctx.db.query<{ id: string | number }>(
    `INSERT INTO jobs (property_id, kind, payload, run_at, max_attempts, dedupe_key)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6)
     ON CONFLICT (dedupe_key) WHERE dedupe_key IS NOT NULL AND state IN ('queued', 'running') DO NOTHING
     RETURNING id`,
    params,
  );
  let id = inserted.rows[0]?.id;
  if (id === undefined) {
    const existing = await ctx.db.query<{ id: string | number }>(
      `SELECT id FROM jobs WHERE dedupe_key = $1 AND state IN ('queued', 'running') ORDER BY id DESC LIMIT 1`,
      [opts.dedupeKey],
    );
    id = existing.rows[0]?.id;
    // The other job finished between the two statements: try once more.
    if (id === undefined) return enqueue(ctx, kind, payload, opts);
  }
  for (const wake of wakeListeners) wake();
  return Number(id);
}

/** Removes queued (not yet running) jobs with this dedupe key, e.g. when their subject is deleted. */
export async function cancelQueued(db: Db, dedupeKey: string): Promise<number> {
  const r = await db.query(`DELETE FROM jobs WHERE dedupe_key = $1 AND state = 'queued'`, [dedupeKey]);
  return r.rowCount;
}

export async function getJob(db: Db, id: number): Promise<JobRow | undefined> {
  return (await db.query<JobRow>('SELECT * FROM jobs WHERE id = $1', [id])).rows[0];
}

export function toJob(row: JobRow): Job {
  return {
    id: Number(row.id),
    kind: row.kind,
    propertyId: row.property_id,
    payload: row.payload ?? {},
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    progress: row.progress,
  };
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The job as the API shows it. */
export function jobToWire(row: JobRow) {
  return {
    id: Number(row.id),
    kind: row.kind,
    state: row.state,
    progress: row.progress,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    lastError: row.last_error,
    runAt: iso(row.run_at),
    createdAt: iso(row.created_at),
    finishedAt: iso(row.finished_at),
  };
}
