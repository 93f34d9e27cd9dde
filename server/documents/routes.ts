import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { accessChoices } from '../../src/resources/types.ts';
import { detectFileType } from '../extract/detect.ts';
import { isImageKind } from '../extract/types.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { jobRoutes } from '../jobs/routes.ts';
import { enqueue } from '../jobs/queue.ts';
import { storageFor } from '../storage/index.ts';
import type { Row } from '../resources/hooks.ts';
import type { AppContext, AppEnv } from '../types.ts';
import { contentDisposition } from './filename.ts';
import { failOrphanedDocuments, getDocument, insertDocument, processJobKey } from './records.ts';
import { receiveUpload, type ReceivedFile } from './upload.ts';

/** "50 MB": the limit as people read it. */
export function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${Math.round((n / 1024 / 1024) * 10) / 10} MB`;
  if (n >= 1024) return `${Math.round((n / 1024) * 10) / 10} KB`;
  return `${n} bytes`;
}

export const tooLargeMessage = (limit: number) => `File too large: the limit is ${formatBytes(limit)}`;

// Multipart framing (boundaries, part headers, an `access` field) on top of the file itself.
const multipartOverhead = 64 * 1024;

/**
 * POST /documents: multipart with one or more parts named `file` (and an optional `access` field,
 * `staff` by default). Answers 201 with the created record when one file was sent, or an array of
 * records for several. Every file gets a record: accepted ones are `uploaded` and queued for
 * processing; a rejected one (type, empty, encrypted, too large) is `failed` with its `error`,
 * without failing the others. A single rejected file answers 415 (413 when too large) with its
 * record and `message`. GET /documents/:id/file streams the original. GET /jobs/:id reads progress.
 */
export function documentRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const storage = storageFor(ctx.config);
  const limit = ctx.config.UPLOAD_MAX_BYTES;
  // Once per boot, before any request: the jobs of a crashed process are still `running` then,
  // so only documents whose job is really gone are touched.
  failOrphanedDocuments(ctx.db).catch((err) => ctx.log.error({ err }, 'could not check documents left in processing'));

  app.post('/documents', async (c) => {
    const session = c.var.session;
    const contentType = c.req.header('content-type') ?? '';
    if (!/^multipart\/form-data/i.test(contentType) || !c.req.raw.body) {
      throw new HttpError(400, 'Choose a file to upload', { file: 'Choose a file to upload' });
    }
    const length = Number(c.req.header('content-length') ?? NaN);
    if (length > limit + multipartOverhead) throw new HttpError(413, tooLargeMessage(limit));

    const { files, fields } = await receiveUpload(c.req.raw.body, contentType, storage, limit);
    const discard = () => Promise.all(files.map((f) => storage.delete(f.key).catch(() => undefined)));
    if (!files.length) throw new HttpError(400, 'Choose a file to upload', { file: 'Choose a file to upload' });
    const access = fields.access || 'staff';
    if (!(accessChoices as readonly string[]).includes(access)) {
      await discard();
      throw new HttpError(400, 'Invalid input', { access: `Must be one of: ${accessChoices.join(', ')}` });
    }
    if (files.length === 1 && files[0]!.tooLarge) {
      await discard();
      throw new HttpError(413, tooLargeMessage(limit));
    }

    const records: Row[] = [];
    for (const f of files) records.push(await accept(session.propertyId, f, access));
    if (files.length > 1) return c.json(records, 201);
    const record = records[0]!;
    if (record.status === 'failed') return c.json({ ...record, message: record.error }, 415);
    return c.json(record, 201);
  });

  /** Records one received file: `failed` with the reason, or `uploaded` and queued for processing. */
  async function accept(propertyId: string, f: ReceivedFile, access: string): Promise<Row> {
    const detection = f.tooLarge ? { ok: false as const, error: tooLargeMessage(limit) } : await detectFileType(storage.localPath!(f.key), f.name, f.size);
    if (!detection.ok) {
      await storage.delete(f.key);
      return insertDocument(ctx.db, propertyId, { name: f.name, access, mimeType: null, size: f.size, key: f.key, kind: null, status: 'failed', error: detection.error });
    }
    // The record and its job commit together: no document is left without a job to process it.
    return ctx.db.transaction(async (tx) => {
      const r = await insertDocument(tx, propertyId, { name: f.name, access, mimeType: detection.mimeType, size: f.size, key: f.key, kind: detection.kind, status: 'uploaded' });
      await enqueue({ db: tx }, 'document.process', { documentId: r.id }, { propertyId, dedupeKey: processJobKey(r.id) });
      return r;
    });
  }

  app.get('/documents/:id/file', async (c) => {
    const doc = await getDocument(ctx.db, c.var.session.propertyId, c.req.param('id'));
    if (!doc?.file?.key || !(await storage.exists(doc.file.key))) throw notFound();
    const kind = doc.file.kind;
    // Uploaded HTML would run as this site if shown inline: it is only ever downloaded.
    const inline = kind !== null && (kind === 'pdf' || isImageKind(kind) || kind === 'txt' || kind === 'md' || kind === 'csv');
    const textual = kind === 'txt' || kind === 'md' || kind === 'csv' || kind === 'html';
    const type = doc.mime_type ?? 'application/octet-stream';
    const headers: Record<string, string> = {
      'Content-Type': textual ? `${type}; charset=utf-8` : type,
      'Content-Disposition': contentDisposition(inline ? 'inline' : 'attachment', doc.name),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, max-age=0, must-revalidate',
      'Content-Length': String(doc.size),
    };
    if (kind !== 'pdf') headers['Content-Security-Policy'] = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";
    const stream = Readable.toWeb(storage.get(doc.file.key)) as unknown as ReadableStream<Uint8Array>;
    return c.body(stream, 200, headers);
  });

  app.route('/', jobRoutes(ctx));
  return app;
}
