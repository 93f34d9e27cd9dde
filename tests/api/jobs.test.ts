import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../server/db.ts';
import { enqueue, type JobRow } from '../../server/jobs/queue.ts';
import { PermanentJobError, type JobHandler } from '../../server/jobs/types.ts';
import { startWorkers, type Workers } from '../../server/jobs/workers.ts';
import { migrate } from '../../server/migrations.ts';
import { serverProcesses, type ServerProcess } from '../fixtures/server-process.ts';
import { startTestServer, type TestServer } from './harness.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** A latch a handler waits on, opened by the test. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  return { open, opened };
}

describe('job queue', () => {
  let t: TestServer;
  let workers: Workers;
  const calls: Record<string, number[]> = {};
  // Keyed by the job's payload, and set before enqueueing: a worker may start a job at once.
  const gates = new Map<string, ReturnType<typeof gate>>();
  let running = 0;
  let maxRunning = 0;

  const handlers: Record<string, JobHandler> = {
    async 'test.flaky'(_ctx, job) {
      (calls[job.id] ??= []).push(job.attempts);
      if (job.attempts <= Number(job.payload.failures)) throw new Error(`boom ${job.attempts}`);
    },
    async 'test.permanent'() {
      throw new PermanentJobError('bad input');
    },
    async 'test.gated'(_ctx, job, tools) {
      running++;
      maxRunning = Math.max(maxRunning, running);
      try {
        await tools.progress({ step: 1, of: 2 });
        await gates.get(String(job.payload.gate))?.opened;
        await tools.progress({ step: 2, of: 2 });
      } finally {
        running--;
      }
    },
  };
  // Run only by the short-lived workers of single tests, never by the shared ones above.
  // Waits for the stop; a stop that came before the handler started (the job shows 'running' as soon
  // as it is claimed) has already aborted the signal, and no 'abort' event will fire again.
  const stoppable: JobHandler = async (_ctx, _job, tools) => {
    await new Promise<void>((_, reject) => {
      if (tools.signal.aborted) reject(new Error('aborted'));
      tools.signal.addEventListener('abort', () => reject(new Error('aborted')));
    });
  };
  const job = async (id: number) => (await t.db.query<JobRow>('SELECT * FROM jobs WHERE id = $1', [id])).rows[0]!;
  const finished = (id: number) => until(`job ${id}`, async () => ['done', 'failed'].includes((await job(id)).state) && job(id));

  beforeAll(async () => {
    t = await startTestServer({}, { workers: false });
    workers = startWorkers(t.server.ctx, { handlers, pollMs: 50, backoffBaseMs: 20 });
  });
  afterAll(async () => {
    await workers?.stop();
    await t?.close();
  });

  it('retries a failing job with exponential backoff until it succeeds', async () => {
    const id = await enqueue(t.server.ctx, 'test.flaky', { failures: 2 });
    const row = await finished(id);
    expect(row).toMatchObject({ state: 'done', attempts: 3, last_error: null, locked_by: null });
    expect(calls[id]).toEqual([1, 2, 3]);
  });

  it('schedules the retry 2^attempts × base later, and gives up after max attempts', async () => {
    const slow = startWorkers(t.server.ctx, {
      handlers: { 'test.flaky-slow': handlers['test.flaky']! },
      pollMs: 50,
      backoffBaseMs: 60_000,
    });
    try {
      const id = await enqueue(t.server.ctx, 'test.flaky-slow', { failures: 99 }, { maxAttempts: 3 });
      const row = await until('first failure', async () => {
        const r = await job(id);
        return r.attempts === 1 && r.state === 'queued' && r;
      });
      expect(row.last_error).toBe('boom 1');
      const delay = new Date(row.run_at).getTime() - Date.now();
      expect(delay).toBeGreaterThan(100_000); // 2^1 × 60 s
      expect(delay).toBeLessThanOrEqual(120_000);
    } finally {
      await slow.stop();
    }
    const id = await enqueue(t.server.ctx, 'test.flaky', { failures: 99 }, { maxAttempts: 2 });
    expect(await finished(id)).toMatchObject({ state: 'failed', attempts: 2, last_error: 'boom 2' });
    expect((await job(id)).finished_at).not.toBeNull();
  });

  it('fails at once on a permanent error', async () => {
    const id = await enqueue(t.server.ctx, 'test.permanent', {});
    expect(await finished(id)).toMatchObject({ state: 'failed', attempts: 1, last_error: 'bad input' });
  });

  it('saves progress readable through GET /api/jobs/:id, for its property only', async () => {
    const token = await t.tokenFor('hotel-a');
    const other = await t.tokenFor('hotel-b');
    gates.set('progress', gate());
    const id = await enqueue(t.server.ctx, 'test.gated', { gate: 'progress' }, { propertyId: 'hotel-a' });
    const seen = await until('progress', async () => {
      const r = await fetch(`${t.api}/jobs/${id}`, { headers: { Authorization: `Bearer ${token}` } });
      const body = (await r.json()) as { state: string; progress: { step: number } | null };
      return body.progress?.step === 1 && body;
    });
    expect(seen).toMatchObject({ id, kind: 'test.gated', state: 'running', progress: { step: 1, of: 2 }, attempts: 1 });
    expect((await fetch(`${t.api}/jobs/${id}`, { headers: { Authorization: `Bearer ${other}` } })).status).toBe(404);
    gates.get('progress')!.open();
    await finished(id);
    const done = await (await fetch(`${t.api}/jobs/${id}`, { headers: { Authorization: `Bearer ${token}` } })).json();
    expect(done).toMatchObject({ state: 'done', progress: { step: 2, of: 2 } });
    expect(done.finishedAt).toBeTruthy();
  });

  it('runs two jobs at a time', async () => {
    maxRunning = 0;
    const keys = ['two-1', 'two-2', 'two-3'];
    for (const k of keys) gates.set(k, gate());
    const ids = await Promise.all(keys.map((k) => enqueue(t.server.ctx, 'test.gated', { gate: k })));
    await until('two running', async () => running === 2);
    await sleep(300); // give a third worker the chance to (wrongly) start
    expect(running).toBe(2);
    for (const k of keys) gates.get(k)!.open();
    await Promise.all(ids.map(finished));
    expect(maxRunning).toBe(2);
  });

  it('does not queue a job twice under one dedupe key', async () => {
    gates.set('dedupe', gate());
    const a = await enqueue(t.server.ctx, 'test.gated', { gate: 'dedupe' }, { dedupeKey: 'same' });
    const b = await enqueue(t.server.ctx, 'test.gated', { gate: 'dedupe' }, { dedupeKey: 'same' });
    expect(b).toBe(a);
    gates.get('dedupe')!.open();
    await finished(a);
    // Once the first is finished, the key is free again.
    const c = await enqueue(t.server.ctx, 'test.gated', {}, { dedupeKey: 'same' });
    expect(c).not.toBe(a);
    await finished(c);
  });

  it('on graceful stop, hands a running job back to the queue without counting the attempt', async () => {
    const own = startWorkers(t.server.ctx, { handlers: { 'test.stoppable': stoppable }, pollMs: 50 });
    const id = await enqueue(t.server.ctx, 'test.stoppable', {});
    await until('running', async () => (await job(id)).state === 'running');
    await own.stop();
    expect(await job(id)).toMatchObject({ state: 'queued', attempts: 0, locked_by: null });
    await t.db.query('DELETE FROM jobs WHERE id = $1', [id]);
  });
});

describe('job queue across a crash (kill -9)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-jobs-'));
  const logFile = path.join(dataDir, 'test-jobs.log');
  const servers = serverProcesses();
  const log = () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n').filter(Boolean) : []);

  async function boot(): Promise<ServerProcess> {
    const server = await servers.spawn({ dataDir });
    void server.exited.then((code) => {
      if (code) console.error(`server exited with ${code}:\n${server.stderr()}`);
    });
    return server;
  }

  afterAll(async () => {
    await servers.killAll();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('picks the interrupted job up again at boot and completes it exactly once', async () => {
    // The job is queued before the server ever runs, as if enqueued by the previous process.
    const seed = await openDb({ dataDir, DATABASE_URL: undefined });
    await migrate(seed);
    const id = await enqueue({ db: seed }, 'test.slow', { steps: 12, stepMs: 250 });
    await seed.close();

    const first = await boot();
    await until('the first run to be under way', async () => log().includes(`step ${id} 2`), 90_000);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(log().filter((l) => l.startsWith('done'))).toEqual([]);

    const second = await boot();
    await until('the job to finish', async () => log().some((l) => l.startsWith('done')), 90_000);
    second.child.kill('SIGTERM');
    await second.exited;

    const lines = log();
    expect(lines.filter((l) => l.startsWith('start'))).toEqual([`start ${id} 1`, `start ${id} 2`]);
    expect(lines.filter((l) => l.startsWith('done'))).toEqual([`done ${id} 2`]);
    const db = await openDb({ dataDir, DATABASE_URL: undefined });
    try {
      const row = (await db.query<JobRow>('SELECT * FROM jobs WHERE id = $1', [id])).rows[0]!;
      expect(row).toMatchObject({ state: 'done', attempts: 2, progress: { step: 12, steps: 12 } });
    } finally {
      await db.close();
    }
  }, 240_000);
});
