import { Worker } from 'node:worker_threads';
import type { Extraction, FileKind } from './types.ts';

export type ExtractionOutcome =
  | { ok: true; extraction: Extraction }
  /** `userFacing`: a problem with the file (shown on the document); otherwise ours (retry). */
  | { ok: false; error: string; userFacing: boolean };

interface Thread {
  worker: Worker;
  online: boolean;
  busy?: { id: number; settle(o: ExtractionOutcome): void };
  idleTimer?: NodeJS.Timeout;
}

const maxThreads = 2;
const idleMs = 30_000;
const threads = new Set<Thread>();
const waiting: ((t: Thread) => void)[] = [];
let nextId = 1;

const bootUrl = new URL('./thread-boot.mjs', import.meta.url);
const entry = new URL('./thread.ts', import.meta.url).href;

function spawn(): Thread {
  const worker = new Worker(bootUrl, {
    workerData: { entry },
    // A runaway parser hits this ceiling and dies alone instead of taking the server's memory.
    resourceLimits: { maxOldGenerationSizeMb: 1024, maxYoungGenerationSizeMb: 64 },
    stdout: false,
    stderr: false,
  });
  const t: Thread = { worker, online: false };
  worker.on('online', () => (t.online = true));
  worker.on('message', (msg: { id: number; ok: boolean; result?: Extraction; error?: string; userFacing?: boolean }) => {
    const job = t.busy;
    if (!job || job.id !== msg.id) return;
    t.busy = undefined;
    job.settle(msg.ok ? { ok: true, extraction: msg.result! } : { ok: false, error: msg.error ?? 'Extraction failed', userFacing: !!msg.userFacing });
    release(t);
  });
  const died = (err?: Error) => {
    threads.delete(t);
    const job = t.busy;
    t.busy = undefined;
    if (!job) return;
    const oom = (err as { code?: string } | undefined)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
    // Before `online` the thread failed to start: our problem, not the file's.
    if (!t.online) job.settle({ ok: false, error: err?.message ?? 'The extraction thread did not start', userFacing: false });
    else job.settle({ ok: false, userFacing: true, error: oom ? 'The file could not be read: it needs too much memory' : 'The file could not be read: the reader stopped unexpectedly' });
    pump();
  };
  worker.on('error', died);
  worker.on('exit', () => died());
  threads.add(t);
  return t;
}

function release(t: Thread) {
  const next = waiting.shift();
  if (next) return next(t);
  t.worker.unref();
  t.idleTimer = setTimeout(() => {
    threads.delete(t);
    void t.worker.terminate();
  }, idleMs);
  t.idleTimer.unref();
}

function pump() {
  if (waiting.length && threads.size < maxThreads) waiting.shift()!(spawn());
}

function acquire(): Promise<Thread> {
  for (const t of threads) {
    if (!t.busy && t.idleTimer) {
      clearTimeout(t.idleTimer);
      t.idleTimer = undefined;
      return Promise.resolve(t);
    }
  }
  if (threads.size < maxThreads) return Promise.resolve(spawn());
  return new Promise((resolve) => waiting.push(resolve));
}

/**
 * Extracts a file in a worker thread, with a time limit: a thread over time is terminated and
 * the file reported as too slow to read. Threads are reused, and stop after being idle.
 */
export async function runExtraction(file: string, kind: FileKind, timeoutMs = 120_000): Promise<ExtractionOutcome> {
  const t = await acquire();
  t.worker.ref();
  const id = nextId++;
  return new Promise<ExtractionOutcome>((resolve) => {
    const timer = setTimeout(() => {
      if (t.busy?.id !== id) return;
      t.busy = undefined;
      threads.delete(t);
      void t.worker.terminate();
      resolve({ ok: false, userFacing: true, error: 'The file took too long to read' });
      pump();
    }, timeoutMs);
    t.busy = {
      id,
      settle(o) {
        clearTimeout(timer);
        resolve(o);
      },
    };
    t.worker.postMessage({ id, file, kind });
  });
}

export async function stopExtractionThreads(): Promise<void> {
  const all = [...threads];
  threads.clear();
  for (const t of all) {
    const job = t.busy;
    t.busy = undefined;
    clearTimeout(t.idleTimer);
    // Not the file's fault: the job runs again later.
    job?.settle({ ok: false, userFacing: false, error: 'Extraction stopped' });
  }
  await Promise.all(all.map((t) => t.worker.terminate()));
}
