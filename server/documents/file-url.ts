import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { signText } from '../auth/session.ts';
import { isImageKind } from '../extract/types.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { storageFor } from '../storage/index.ts';
import type { AppContext, AppEnv } from '../types.ts';
import { contentDisposition } from './filename.ts';
import { getDocument } from './records.ts';

/** How long a file link works: long enough to open it, too short to be worth stealing from history. */
export const fileUrlTtlSeconds = 60;

const signed = (ctx: AppContext, propertyId: string, documentId: string, expires: number) =>
  signText(ctx, `file\n${propertyId}\n${documentId}\n${expires}`);

/** A link to one document's original, for one property, valid `fileUrlTtlSeconds`. */
export function signFileUrl(ctx: AppContext, propertyId: string, documentId: string, now = Date.now()): { url: string; expiresAt: string } {
  const expires = Math.floor(now / 1000) + fileUrlTtlSeconds;
  const q = new URLSearchParams({ pid: propertyId, expires: String(expires), sig: signed(ctx, propertyId, documentId, expires) });
  return { url: `/api/documents/${encodeURIComponent(documentId)}/file?${q}`, expiresAt: new Date(expires * 1000).toISOString() };
}

const linkExpired = () =>
  new HttpError(403, 'This link has expired: open the file again from the app', undefined, { code: 'file_link_expired' });

/** The property a file link was signed for, when its signature is right and it has not expired. */
function verifiedProperty(ctx: AppContext, documentId: string, q: Record<string, string>): string {
  const { pid, expires, sig } = q;
  if (!pid || !expires || !sig || !/^\d{1,12}$/.test(expires)) throw new HttpError(401, 'Unauthorized');
  const expected = Buffer.from(signed(ctx, pid, documentId, Number(expires)));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw new HttpError(401, 'Unauthorized');
  if (Number(expires) * 1000 < Date.now()) throw linkExpired();
  return pid;
}

/**
 * GET /documents/:id/file-url (also POST), behind the session: `{ url, expiresAt }`, a signed
 * link the browser can open in a tab or an <img> (which cannot send the Authorization header).
 */
export function fileUrlRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const issue = async (c: import('hono').Context<AppEnv>) => {
    const { propertyId } = c.var.session;
    const doc = await getDocument(ctx.db, propertyId, c.req.param('id') ?? '');
    if (!doc?.file?.key) throw notFound();
    return c.json(signFileUrl(ctx, propertyId, doc.id));
  };
  app.get('/documents/:id/file-url', issue);
  app.post('/documents/:id/file-url', issue);
  return app;
}

/**
 * GET /documents/:id/file?pid=&expires=&sig=: the original, for a signed link only (mounted
 * before the session check; a product token is not accepted here, in a header or in the URL).
 */
export function signedFileRoute(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const storage = storageFor(ctx.config);
  app.get('/documents/:id/file', async (c) => {
    const id = c.req.param('id');
    const propertyId = verifiedProperty(ctx, id, c.req.query());
    const doc = await getDocument(ctx.db, propertyId, id);
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
  return app;
}
