import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Extraction, Failure, FailureCode, FileKind } from './types.ts';

export type ExtractionOutcome =
  | { ok: true; extraction: Extraction }
  /** `userFacing`: a problem with the file (shown on the document); otherwise ours (retry). */
  | ({ ok: false; userFacing: boolean } & { error: string; code: FailureCode; params?: Failure['params'] });

type ReaderMessage =
  | { ready: true }
  | { id: number; ok: true; result: Extraction }
  | { id: number; ok: false; error: string; userFacing: boolean; code?: FailureCode; params?: Failure['params'] };

interface Reader {
  child: ChildProcess;
  ready: boolean;
  /** The end of the reader's stderr: tells an out-of-memory death from another crash. */
  stderr: string;
  busy?: { id: number; settle(o: ExtractionOutcome): void };
  idleTimer?: NodeJS.Timeout;
}

const maxReaders = 2;
const idleMs = 30_000;
const heapMb = 1024;
const readers = new Set<Reader>();
const waiting: ((r: Reader) => void)[] = [];
let nextId = 1;

const boot = fileURLToPath(new URL('./reader-boot.mjs', import.meta.url));
const entry = new URL('./reader.ts', import.meta.url).href;

export const readerStoppedMessage = 'The file could not be read: the reader stopped unexpectedly';
export const tooMuchMemoryMessage = 'The file could not be read: it needs too much memory';
export const tooSlowMessage = 'The file took too long to read';

// While a reader works it keeps the server's event loop alive; idle, it does not.
function hold(r: Reader, on: boolean) {
  const handles = [r.child, r.child.channel, r.child.stderr] as ({ ref?(): void; unref?(): void } | null | undefined)[];
  for (const h of handles) (on ? h?.ref : h?.unref)?.call(h);
}

function spawn(): Reader {
  // A separate process, not a thread: a V8 fatal error, a native abort or memory exhaustion in a
  // parser would take every thread of the server with it, but only ever ends this child.
  const child = fork(boot, [entry], {
    execArgv: [`--max-old-space-size=${heapMb}`],
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    serialization: 'advanced',
  });
  const r: Reader = { child, ready: false, stderr: '' };
  child.stderr!.on('data', (c: Buffer) => (r.stderr = (r.stderr + c.toString()).slice(-4000)));
  child.on('message', (msg: ReaderMessage) => {
    if ('ready' in msg) {
      r.ready = true;
      return;
    }
    const job = r.busy;
    if (!job || job.id !== msg.id) return;
    r.busy = undefined;
    if (msg.ok) job.settle({ ok: true, extraction: msg.result });
    else
      job.settle({
        ok: false,
        error: msg.error || 'Extraction failed',
        userFacing: msg.userFacing,
        code: msg.code ?? (msg.userFacing ? 'corrupt_file' : 'processing_failed'),
        params: msg.params,
      });
    release(r);
  });
  let gone = false;
  const died = (err?: Error) => {
    if (gone) return;
    gone = true;
    readers.delete(r);
    clearTimeout(r.idleTimer);
    const job = r.busy;
    r.busy = undefined;
    if (job) {
      // Dead before it said `ready`: it could not start, our problem (the job is retried).
      if (!r.ready)
        job.settle({
          ok: false,
          userFacing: false,
          code: 'processing_failed',
          error: err?.message ?? `The reader process did not start: ${r.stderr.trim().split('\n').pop() ?? ''}`,
        });
      else if (/heap out of memory|Allocation failed|invalid array length|Invalid typed array length/i.test(r.stderr))
        job.settle({ ok: false, userFacing: true, code: 'too_much_memory', error: tooMuchMemoryMessage });
      // The file made it die: the same file would do it again, so it is the file's failure.
      else job.settle({ ok: false, userFacing: true, code: 'corrupt_file', error: readerStoppedMessage });
    }
    pump();
  };
  child.on('error', died);
  child.on('exit', () => died());
  readers.add(r);
  return r;
}

function release(r: Reader) {
  const next = waiting.shift();
  if (next) return next(r);
  hold(r, false);
  r.idleTimer = setTimeout(() => {
    readers.delete(r);
    r.child.kill('SIGKILL');
  }, idleMs);
  r.idleTimer.unref();
}

function pump() {
  if (waiting.length && readers.size < maxReaders) waiting.shift()!(spawn());
}

function acquire(): Promise<Reader> {
  for (const r of readers) {
    if (!r.busy && r.idleTimer) {
      clearTimeout(r.idleTimer);
      r.idleTimer = undefined;
      return Promise.resolve(r);
    }
  }
  if (readers.size < maxReaders) return Promise.resolve(spawn());
  return new Promise((resolve) => waiting.push(resolve));
}

/**
 * Extracts a file (OCR for images) in a reader process, with a time limit: a reader over time is
 * killed and the file reported as too slow to read. Readers are reused, and stop after being idle.
 * Never rejects: every outcome, a reader's crash included, is an ExtractionOutcome.
 */
export async function runExtraction(file: string, kind: FileKind, timeoutMs = 120_000, name = ''): Promise<ExtractionOutcome> {
  const r = await acquire();
  hold(r, true);
  const id = nextId++;
  return new Promise<ExtractionOutcome>((resolve) => {
    const timer = setTimeout(() => {
      if (r.busy?.id !== id) return;
      r.busy = undefined;
      readers.delete(r);
      r.child.kill('SIGKILL');
      resolve({ ok: false, userFacing: true, code: 'too_slow', error: tooSlowMessage });
      pump();
    }, timeoutMs);
    r.busy = {
      id,
      settle(o) {
        clearTimeout(timer);
        resolve(o);
      },
    };
    r.child.send({ id, file, kind, name }, (err) => {
      if (err && r.busy?.id === id) {
        r.busy = undefined;
        clearTimeout(timer);
        resolve({
          ok: false,
          userFacing: false,
          code: 'processing_failed',
          error: `The reader process could not be reached: ${err.message}`,
        });
      }
    });
  });
}

/** Stops every reader (on shutdown); a file being read is handed back as "not the file's fault". */
export async function stopExtraction(): Promise<void> {
  const all = [...readers];
  readers.clear();
  await Promise.all(
    all.map((r) => {
      const job = r.busy;
      r.busy = undefined;
      clearTimeout(r.idleTimer);
      job?.settle({ ok: false, userFacing: false, code: 'processing_failed', error: 'Extraction stopped' });
      if (r.child.exitCode !== null || r.child.signalCode) return undefined;
      return new Promise<void>((resolve) => {
        hold(r, true); // an idle reader is unref'd: keep the loop alive until it is really gone
        r.child.once('exit', () => resolve());
        r.child.kill('SIGKILL');
      });
    }),
  );
}
