import { extractFile } from './extract-file.ts';
import { ExtractionError, type FileKind } from './types.ts';

// Runs in a reader process (see pool.ts): whatever a parser or the OCR engine does with a hostile
// file (throw from a callback, loop, exhaust memory, abort) ends this process, never the server.

interface Request {
  id: number;
  file: string;
  kind: FileKind;
  name: string;
}

// Tests (NODE_ENV=test only) make a reader die the hard way, as a parser bug would.
const crashName = process.env.NODE_ENV === 'test' ? '__crash_reader__.txt' : undefined;

process.on('message', async (msg: Request) => {
  if (crashName && msg.name === crashName) {
    setImmediate(() => {
      throw new Error('test: a parser threw from a callback');
    });
    return;
  }
  try {
    const result = await extractFile(msg.file, msg.kind, msg.name);
    process.send!({ id: msg.id, ok: true, result });
  } catch (err) {
    const known = err instanceof ExtractionError;
    process.send!({
      id: msg.id,
      ok: false,
      userFacing: known,
      error: err instanceof Error ? err.message : String(err),
      ...(known ? { code: err.code, params: err.params } : {}),
    });
  }
});

// The server went away (even by kill -9): nothing is left to read for.
process.on('disconnect', () => process.exit(0));
process.send!({ ready: true });
