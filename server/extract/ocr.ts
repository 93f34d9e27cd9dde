import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';

// The English model ships in an npm package: OCR never downloads anything.
const langPath = path.join(path.dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

let worker: Promise<Worker> | undefined;
let queue: Promise<unknown> = Promise.resolve();
let idleTimer: NodeJS.Timeout | undefined;
const idleMs = 60_000;

async function terminate() {
  const w = worker;
  worker = undefined;
  if (w) await (await w.catch(() => undefined))?.terminate().catch(() => undefined);
}

export class OcrTimeout extends Error {}

/**
 * Recognises English text in an image with one shared tesseract worker (its own thread), one
 * image at a time. A run longer than `timeoutMs` kills the worker; the next call starts a new one.
 */
export function recognise(image: string | Buffer, timeoutMs = 60_000): Promise<{ text: string; confidence: number }> {
  const run = async () => {
    clearTimeout(idleTimer);
    // Without an errorHandler tesseract.js rethrows a failed job's error from its message handler,
    // outside any promise: an uncaught exception that ends the process (a PNG with a bad CRC does
    // it). With one, the job's promise rejects and the error stays ours to handle.
    worker ??= createWorker('eng', OEM.LSTM_ONLY, { langPath, cacheMethod: 'none', gzip: true, errorHandler: () => undefined });
    let timer: NodeJS.Timeout | undefined;
    try {
      const w = await worker;
      const result = await Promise.race([
        w.recognize(image),
        new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new OcrTimeout('OCR took too long')), timeoutMs))),
      ]);
      return { text: result.data.text, confidence: result.data.confidence };
    } catch (err) {
      await terminate();
      throw err;
    } finally {
      clearTimeout(timer);
      idleTimer = setTimeout(() => void terminate(), idleMs);
      idleTimer.unref();
    }
  };
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}

export async function stopOcr(): Promise<void> {
  clearTimeout(idleTimer);
  await queue;
  await terminate();
}
