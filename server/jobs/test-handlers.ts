import fs from 'node:fs';
import path from 'node:path';
import type { JobHandler } from './types.ts';

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(new Error('aborted'))), { once: true });
  });

/**
 * Job kinds that exist only when NODE_ENV=test, so tests can drive a real server process through
 * a slow job (kill -9 recovery). Each run appends `start`, `step` and `done` lines to DATA_DIR/test-jobs.log.
 */
export const testJobHandlers: Record<string, JobHandler> = {
  async 'test.slow'(ctx, job, tools) {
    const log = path.join(ctx.config.dataDir, 'test-jobs.log');
    fs.appendFileSync(log, `start ${job.id} ${job.attempts}\n`);
    const steps = Number(job.payload.steps ?? 5);
    const stepMs = Number(job.payload.stepMs ?? 200);
    for (let step = 1; step <= steps; step++) {
      await sleep(stepMs, tools.signal);
      await tools.progress({ step, steps });
      fs.appendFileSync(log, `step ${job.id} ${step}\n`);
    }
    fs.appendFileSync(log, `done ${job.id} ${job.attempts}\n`);
  },
  /** Ends the whole process with an uncaught exception, like a library throwing from a callback. */
  async 'test.crash'(ctx, job) {
    fs.appendFileSync(path.join(ctx.config.dataDir, 'test-jobs.log'), `crash ${job.id} ${job.attempts}\n`);
    setImmediate(() => {
      throw new Error('test.crash: an uncaught exception');
    });
    await new Promise(() => undefined); // never finishes: the process ends first
  },
};
