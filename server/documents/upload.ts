import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { HttpError } from '../http/errors.ts';
import type { Storage } from '../storage/index.ts';
import { displayName } from './filename.ts';

export interface ReceivedFile {
  key: string;
  name: string;
  size: number;
  /** Longer than the limit: only the first `limit` bytes were kept (and must be discarded). */
  tooLarge: boolean;
}

export interface ReceivedUpload {
  files: ReceivedFile[];
  fields: Record<string, string>;
}

const maxFiles = 50;

/**
 * Streams a multipart body straight to storage: each part named `file` is written under a
 * generated key while it arrives, counting bytes, so a large upload is never held in memory.
 * Other text fields are collected (they may come before or after the files).
 */
export function receiveUpload(body: ReadableStream<Uint8Array>, contentType: string, storage: Storage, limit: number): Promise<ReceivedUpload> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: { 'content-type': contentType }, limits: { fileSize: limit, files: maxFiles, fields: 20, fieldSize: 4096 }, defParamCharset: 'utf8' });
    } catch {
      reject(new HttpError(400, 'Malformed multipart body'));
      return;
    }
    const files: ReceivedFile[] = [];
    const writes: Promise<unknown>[] = [];
    const fields: Record<string, string> = {};
    let failed = false;

    const fail = async (err: unknown) => {
      if (failed) return;
      failed = true;
      await Promise.allSettled(writes);
      await Promise.all(files.map((f) => storage.delete(f.key).catch(() => undefined)));
      reject(err instanceof HttpError ? err : new HttpError(400, 'The upload was interrupted or malformed'));
    };

    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || failed) {
        stream.resume();
        return;
      }
      const file: ReceivedFile = { key: `documents/${crypto.randomUUID()}`, name: displayName(info.filename), size: 0, tooLarge: false };
      files.push(file);
      stream.on('limit', () => (file.tooLarge = true));
      writes.push(
        storage.put(file.key, stream).then(
          ({ size }) => (file.size = size),
          (err) => void fail(err),
        ),
      );
    });
    parser.on('field', (name, value) => (fields[name] = value));
    parser.on('filesLimit', () => void fail(new HttpError(400, `Upload at most ${maxFiles} files at once`)));
    parser.on('error', (err) => void fail(err));
    parser.on('close', async () => {
      await Promise.allSettled(writes);
      if (!failed) resolve({ files, fields });
    });

    const source = Readable.fromWeb(body as unknown as WebReadableStream<Uint8Array>);
    source.on('error', (err) => void fail(err));
    source.pipe(parser);
  });
}
