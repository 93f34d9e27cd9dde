import crypto from 'node:crypto';
import os from 'node:os';
import type { AppContext } from '../types.ts';
import { onEnqueue, toJob, type JobRow } from './queue.ts';
import { PermanentJobError, type GiveUpHandler, type JobHandler } from './types.ts';

export interface WorkerOptions {
  concurrency?: number;
  pollMs?: number;
  /** Handlers by kind (the features' ones, from server/features.ts; tests pass their own). Other kinds stay queued. */
  handlers?: Record<string, JobHandler>;
  /** A failed run is retried after backoffBaseMs * 2^attempts. */
  backoffBaseMs?: number;
  /** A running job whose lock is older than this belongs to a dead process (Postgres server). */
  leaseMs?: number;
  heartbeatMs?: number;
  /** How long stop() waits for running jobs before leaving them to the next boot. */
  stopTimeoutMs?: number;
  /**
   * A job whose runs were cut short this many times by its process dying (or its lease running
   * out) is failed rather than run again: it may well be what kills the process.
   */
  maxInterruptions?: number;
  /** Called when a job of the kind is failed for good (e.g. to fail the document it was processing). */
  giveUp?: Record<string, GiveUpHandler>;
  /** Releases what handlers keep between jobs (OCR engine, parser threads); called by stop(). */
  stopResources?: () => Promise<void>;
}

export interface Workers {
  readonly id: string;
  stop(): Promise<void>;
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 2000);

/**
 * Durable job workers. Jobs are claimed with FOR UPDATE SKIP LOCKED, so several processes (on a
 * Postgres server) can share the queue; each boot gets its own worker id.
 */
export function startWorkers(ctx: AppContext, opts: WorkerOptions = {}): Workers {
  const { db, log } = ctx;
  const handlers = opts.handlers ?? {};
  const kinds = Object.keys(handlers);
  const concurrency = opts.concurrency ?? 2;
  const pollMs = opts.pollMs ?? 400;
  const backoffBaseMs = opts.backoffBaseMs ?? 1000;
  const leaseMs = opts.leaseMs ?? 60_000;
  const heartbeatMs = opts.heartbeatMs ?? 15_000;
  const stopTimeoutMs = opts.stopTimeoutMs ?? 5000;
  const maxInterruptions = opts.maxInterruptions ?? 2;
  const giveUp = opts.giveUp ?? {};
  const id = `${os.hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`;

  const stopping = new AbortController();
  const running = new Map<number, Promise<void>>();
  let wake: (() => void) | undefined;
  let wakePending = false;
  const poke = () => {
    wakePending = true;
    wake?.();
  };
  const unsubscribe = onEnqueue(poke);

  /** Lets the job's feature clean up after a job that will never run again; never throws. */
  async function gaveUp(row: JobRow) {
    await giveUp[row.kind]?.(ctx, toJob(row)).catch((err) =>
      log.error({ err, job: Number(row.id) }, 'could not clean up after a failed job'),
    );
  }

  /**
   * Puts jobs abandoned by a dead process back in the queue, or fails them when out of attempts
   * or interrupted too often (the right-hand sides read the row as it was before the update).
   */
  async function releaseAbandoned(everyRunningJob: boolean) {
    const r = await db.query<JobRow>(
      `UPDATE jobs SET
         interruptions = interruptions + 1,
         state = CASE WHEN attempts >= max_attempts OR interruptions + 1 >= $3 THEN 'failed' ELSE 'queued' END,
         finished_at = CASE WHEN attempts >= max_attempts OR interruptions + 1 >= $3 THEN now() ELSE NULL END,
         last_error = CASE WHEN attempts >= max_attempts OR interruptions + 1 >= $3 THEN 'Interrupted too many times: the server stopped while running it' ELSE last_error END,
         run_at = now(), locked_at = NULL, locked_by = NULL
       WHERE state = 'running' AND ($1 OR locked_at < now() - make_interval(secs => $2))
       RETURNING *`,
      [everyRunningJob, leaseMs / 1000, maxInterruptions],
    );
    if (!r.rows.length) return;
    const failed = r.rows.filter((j) => j.state === 'failed');
    log.warn(
      { jobs: r.rows.map((j) => Number(j.id)), failed: failed.map((j) => Number(j.id)) },
      'released jobs interrupted by a process that stopped',
    );
    for (const row of failed) await gaveUp(row);
  }

  async function claim(): Promise<JobRow | undefined> {
    const r = await db.query<JobRow>(
      `UPDATE jobs SET state = 'running', attempts = attempts + 1, locked_at = now(), locked_by = $1
       WHERE id = (
         SELECT id FROM jobs WHERE state = 'queued' AND run_at <= now() AND kind = ANY($2::text[])
         ORDER BY run_at, id FOR UPDATE SKIP LOCKED LIMIT 1
       )
       RETURNING *`,
      [id, kinds],
    );
    return r.rows[0];
  }

  async function finish(row: JobRow, err: unknown) {
    const jobId = Number(row.id);
    if (err === undefined) {
      await db.query(
        `UPDATE jobs SET state = 'done', finished_at = now(), locked_at = NULL, locked_by = NULL, last_error = NULL WHERE id = $1 AND locked_by = $2`,
        [jobId, id],
      );
      return;
    }
    if (stopping.signal.aborted) {
      // Interrupted by shutdown, not a failure of its own: the attempt does not count.
      await db.query(
        `UPDATE jobs SET state = 'queued', attempts = greatest(attempts - 1, 0), run_at = now(), locked_at = NULL, locked_by = NULL WHERE id = $1 AND locked_by = $2`,
        [jobId, id],
      );
      return;
    }
    const permanent = err instanceof PermanentJobError;
    if (!permanent && row.attempts < row.max_attempts) {
      const delayMs = backoffBaseMs * 2 ** row.attempts;
      log.warn({ job: jobId, kind: row.kind, attempts: row.attempts, delayMs, err: errorText(err) }, 'job failed, will retry');
      await db.query(
        `UPDATE jobs SET state = 'queued', run_at = now() + make_interval(secs => $3), last_error = $4, locked_at = NULL, locked_by = NULL WHERE id = $1 AND locked_by = $2`,
        [jobId, id, delayMs / 1000, errorText(err)],
      );
      return;
    }
    log.error({ job: jobId, kind: row.kind, attempts: row.attempts, err: errorText(err) }, 'job failed');
    await db.query(
      `UPDATE jobs SET state = 'failed', finished_at = now(), last_error = $3, locked_at = NULL, locked_by = NULL WHERE id = $1 AND locked_by = $2`,
      [jobId, id, errorText(err)],
    );
    await gaveUp(row);
  }

  async function run(row: JobRow) {
    const job = toJob(row);
    const handler = handlers[row.kind]!;
    const tools = {
      signal: stopping.signal,
      async progress(p: Record<string, unknown>) {
        await db.query(`UPDATE jobs SET progress = $2::jsonb WHERE id = $1 AND locked_by = $3`, [job.id, JSON.stringify(p), id]);
      },
    };
    let error: unknown;
    try {
      await handler(ctx, job, tools);
    } catch (err) {
      error = err ?? new Error('Job failed');
    }
    await finish(row, error).catch((err) => log.error({ err, job: job.id }, 'could not record the end of a job'));
  }

  async function heartbeat() {
    if (running.size) await db.query(`UPDATE jobs SET locked_at = now() WHERE locked_by = $1 AND state = 'running'`, [id]);
    await releaseAbandoned(false);
  }

  async function loop() {
    // An embedded database belongs to this one process: whatever is still `running` was left by
    // a process that died, so it starts again right away. On a shared server only leases tell.
    await releaseAbandoned(db.kind === 'pglite').catch((err) => log.error({ err }, 'could not release interrupted jobs'));
    let lastBeat = Date.now();
    while (!stopping.signal.aborted) {
      wakePending = false;
      try {
        while (running.size < concurrency && !stopping.signal.aborted) {
          const row = await claim();
          if (!row) break;
          const p = run(row).finally(() => {
            running.delete(Number(row.id));
            poke();
          });
          running.set(Number(row.id), p);
        }
        if (Date.now() - lastBeat >= heartbeatMs) {
          lastBeat = Date.now();
          await heartbeat();
        }
      } catch (err) {
        if (stopping.signal.aborted) break;
        log.error({ err }, 'job worker loop error');
      }
      if (wakePending || stopping.signal.aborted) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, pollMs);
        function done() {
          clearTimeout(timer);
          wake = undefined;
          resolve();
        }
        wake = done;
      });
    }
  }

  const looping = loop().catch((err) => log.error({ err }, 'job workers stopped unexpectedly'));

  return {
    id,
    async stop() {
      if (stopping.signal.aborted) return;
      stopping.abort();
      unsubscribe();
      wake?.();
      await looping;
      const all = Promise.all(running.values());
      let timer: NodeJS.Timeout | undefined;
      const timedOut = await Promise.race([
        all.then(() => false),
        new Promise<boolean>((r) => (timer = setTimeout(() => r(true), stopTimeoutMs))),
      ]);
      clearTimeout(timer);
      if (timedOut) log.warn({ jobs: [...running.keys()] }, 'jobs still running at shutdown; they will run again at the next start');
      await opts.stopResources?.().catch((err) => log.error({ err }, 'could not release job resources'));
    },
  };
}
