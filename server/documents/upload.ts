import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { HttpError } from '../http/errors.ts';
import { StorageUnavailableError, type Storage } from '../storage/index.ts';
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

export const maxUploadFiles = 50;

/**
 * Streams a multipart body straight to storage: each part named `file` is written under a
 * generated key while it arrives, counting bytes, so a large upload is never held in memory.
 * Other text fields are collected (they may come before or after the files).
 */
export function receiveUpload(
  body: ReadableStream<Uint8Array>,
  contentType: string,
  storage: Storage,
  limit: number,
  signal?: AbortSignal,
): Promise<ReceivedUpload> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // Busboy reports `limit` when a file *reaches* fileSize: one byte more lets a file of exactly
      // `limit` bytes through, and only a longer one is cut (and marked too large).
      parser = busboy({
        headers: { 'content-type': contentType },
        limits: { fileSize: limit + 1, files: maxUploadFiles, fields: 20, fieldSize: 4096 },
        defParamCharset: 'utf8',
      });
    } catch {
      reject(new HttpError(400, 'Malformed multipart body', undefined, { code: 'malformed_upload' }));
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
      reject(
        err instanceof HttpError
          ? err
          : err instanceof StorageUnavailableError
            ? new HttpError(503, 'File storage is unavailable: nothing was saved, try again shortly', undefined, {
                code: 'storage_unavailable',
              })
            : new HttpError(400, 'The upload was interrupted or malformed', undefined, { code: 'upload_interrupted' }),
      );
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
    parser.on(
      'filesLimit',
      () =>
        void fail(
          new HttpError(400, `Upload at most ${maxUploadFiles} files at once`, undefined, {
            code: 'too_many_files',
            params: { max: maxUploadFiles },
          }),
        ),
    );
    parser.on('error', (err) => void fail(err));
    parser.on('close', async () => {
      await Promise.allSettled(writes);
      signal?.removeEventListener('abort', aborted);
      if (!failed) resolve({ files, fields });
    });

    const source = Readable.fromWeb(body as unknown as WebReadableStream<Uint8Array>);
    source.on('error', (err) => void fail(err));
    source.pipe(parser);

    // The client went away mid-upload: the body will never end, so nothing else would close the
    // file being written. Destroying the parser destroys that file's stream, which makes storage
    // close and delete its `.part` file; `fail` then deletes the files already complete.
    const aborted = () => {
      const err = new HttpError(400, 'The upload was interrupted', undefined, { code: 'upload_interrupted' });
      source.destroy();
      parser.destroy(err);
      void fail(err);
    };
    if (signal?.aborted) aborted();
    else signal?.addEventListener('abort', aborted, { once: true });
  });
}
