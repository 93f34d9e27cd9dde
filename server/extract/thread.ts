import { parentPort } from 'node:worker_threads';
import { extractFile } from './extract-file.ts';
import { ExtractionError, type FileKind } from './types.ts';

// Runs in a worker thread (see pool.ts): a parser stuck in a loop or eating memory takes this
// thread down, never the server.
parentPort!.on('message', async (msg: { id: number; file: string; kind: FileKind }) => {
  try {
    const result = await extractFile(msg.file, msg.kind);
    parentPort!.postMessage({ id: msg.id, ok: true, result });
  } catch (err) {
    const userFacing = err instanceof ExtractionError;
    parentPort!.postMessage({ id: msg.id, ok: false, userFacing, error: err instanceof Error ? err.message : String(err) });
  }
});
