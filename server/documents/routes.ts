import { Hono } from 'hono';
import { accessChoices } from '../../src/resources/types.ts';
import { detectFileType } from '../extract/detect.ts';
import type { Failure } from '../extract/types.ts';
import { HttpError } from '../http/errors.ts';
import { enqueue } from '../jobs/queue.ts';
import { storageFor, sweepPartialFiles } from '../storage/index.ts';
import type { Row } from '../resources/hooks.ts';
import type { AppContext, AppEnv } from '../types.ts';
import { fileUrlRoutes } from './file-url.ts';
import { failOrphanedDocuments, insertDocument, processJobKey } from './records.ts';
import { maxUploadFiles, receiveUpload, type ReceivedFile } from './upload.ts';

/** "50 MB": the limit as people read it. */
export function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${Math.round((n / 1024 / 1024) * 10) / 10} MB`;
  if (n >= 1024) return `${Math.round((n / 1024) * 10) / 10} KB`;
  return `${n} bytes`;
}

export const tooLargeMessage = (limit: number) => `File too large: the limit is ${formatBytes(limit)}`;

/** `max` as English text ("50 MB") and `maxBytes` for a translation that formats the size itself. */
export const tooLargeFailure = (limit: number): Failure => ({
  message: tooLargeMessage(limit),
  code: 'file_too_large',
  params: { max: formatBytes(limit), maxBytes: limit },
});

const tooLargeError = (limit: number) => {
  const f = tooLargeFailure(limit);
  return new HttpError(413, f.message, undefined, { code: f.code, params: f.params });
};

// Multipart framing (boundaries, part headers, an `access` field) on top of each file.
const multipartOverhead = 64 * 1024;

/**
 * POST /documents: multipart with one or more parts named `file` (and an optional `access` field,
 * `staff` by default). Answers 201 with the created record when one file was sent, or an array of
 * records for several. Every file gets a record: accepted ones are `uploaded` and queued for
 * processing; a rejected one (type, empty, encrypted, too large) is `failed` with its `error`,
 * without failing the others. A single rejected file answers 415 (413 when too large) with its
 * record and `message`. GET /documents/:id/file-url signs a link to the original.
 */
export function documentRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const storage = storageFor(ctx.config);
  const limit = ctx.config.UPLOAD_MAX_BYTES;
  // Once per boot, before any request: the jobs of a crashed process are still `running` then,
  // so only documents whose job is really gone are touched.
  failOrphanedDocuments(ctx.db).catch((err) => ctx.log.error({ err }, 'could not check documents left in processing'));
  // Uploads cut short by a process that died left `.part` files: nothing will finish them.
  sweepPartialFiles(ctx.config.filesDir).catch((err) => ctx.log.error({ err }, 'could not sweep partial uploads'));

  app.post('/documents', async (c) => {
    const session = c.var.session;
    const contentType = c.req.header('content-type') ?? '';
    if (!/^multipart\/form-data/i.test(contentType) || !c.req.raw.body) {
      throw new HttpError(400, 'Choose a file to upload', { file: 'Choose a file to upload' }, { code: 'no_file' });
    }
    // The limit is per file: only a body larger than the largest batch is refused before reading.
    const length = Number(c.req.header('content-length') ?? NaN);
    if (length > maxUploadFiles * (limit + multipartOverhead)) {
      throw new HttpError(413, `The upload is too large: at most ${maxUploadFiles} files of ${formatBytes(limit)} each`, undefined, {
        code: 'upload_too_large',
        params: { maxFiles: maxUploadFiles, max: formatBytes(limit), maxBytes: limit },
      });
    }

    const { files, fields } = await receiveUpload(c.req.raw.body, contentType, storage, limit, c.req.raw.signal);
    const discard = () => Promise.all(files.map((f) => storage.delete(f.key).catch(() => undefined)));
    if (!files.length) throw new HttpError(400, 'Choose a file to upload', { file: 'Choose a file to upload' }, { code: 'no_file' });
    const access = fields.access || 'staff';
    if (!(accessChoices as readonly string[]).includes(access)) {
      await discard();
      throw new HttpError(400, 'Invalid input', { access: `Must be one of: ${accessChoices.join(', ')}` });
    }
    if (files.length === 1 && files[0]!.tooLarge) {
      await discard();
      throw tooLargeError(limit);
    }

    const records: Row[] = [];
    for (const f of files) records.push(await accept(session.propertyId, f, access));
    if (files.length > 1) return c.json(records, 201);
    const record = records[0]!;
    if (record.status === 'failed')
      return c.json({ ...record, message: record.error, code: record.errorCode, params: record.errorParams ?? undefined }, 415);
    return c.json(record, 201);
  });

  /** Records one received file: `failed` with the reason, or `uploaded` and queued for processing. */
  async function accept(propertyId: string, f: ReceivedFile, access: string): Promise<Row> {
    const detection = f.tooLarge
      ? ({ ok: false, ...tooLargeFailure(limit), error: tooLargeMessage(limit) } as const)
      : await storage.withLocalFile(f.key, (file) => detectFileType(file, f.name, f.size));
    if (!detection.ok) {
      await storage.delete(f.key);
      const failure: Failure = {
        message: detection.error,
        code: detection.code,
        ...(detection.params ? { params: detection.params } : {}),
      };
      return insertDocument(ctx.db, propertyId, {
        name: f.name,
        access,
        mimeType: null,
        size: f.size,
        key: f.key,
        kind: null,
        status: 'failed',
        failure,
      });
    }
    // The record and its job commit together: no document is left without a job to process it.
    return ctx.db.transaction(async (tx) => {
      const r = await insertDocument(tx, propertyId, {
        name: f.name,
        access,
        mimeType: detection.mimeType,
        size: f.size,
        key: f.key,
        kind: detection.kind,
        status: 'uploaded',
      });
      await enqueue({ db: tx }, 'document.process', { documentId: r.id }, { propertyId, dedupeKey: processJobKey(r.id) });
      return r;
    });
  }

  // GET /documents/:id/file (signed links only) and /documents/:id/file-url live in ./file-url.ts.
  app.route('/', fileUrlRoutes(ctx));
  return app;
}
