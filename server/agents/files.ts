import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Context } from 'hono';
import { detectFileType, isImageKind, runExtraction } from '../extract/index.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import type { AppContext, AppEnv } from '../types.ts';
import { addFile, getConversation } from './store.ts';

const maxChatFileBytes = 20 * 1024 * 1024;
const extractionTimeoutMs = 60_000;
const maxTextChars = 200_000;

/**
 * POST /agents/conversations/{id}/files (multipart, one part `file`): the file is read with the
 * same extractors as documents and its text kept with the conversation only: it answers this
 * conversation's questions and does not join the property's documents.
 */
export async function uploadHandler(ctx: AppContext, c: Context<AppEnv>) {
  const conversation = await getConversation(ctx.db, c.var.session, c.req.param('id')!);
  const limit = Math.min(ctx.config.UPLOAD_MAX_BYTES, maxChatFileBytes);
  const declared = Number(c.req.header('content-length') ?? 0);
  if (declared > limit + 64 * 1024) throw new HttpError(413, 'File too large');
  const form = await c.req.parseBody().catch(() => {
    throw badRequest('Malformed multipart body');
  });
  const file = form.file;
  if (!(file instanceof File)) throw badRequest('Attach a file', { file: 'Required' });
  if (file.size > limit) throw new HttpError(413, 'File too large');
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'chat-file-'));
  const tmp = path.join(dir, crypto.randomUUID());
  try {
    await fs.writeFile(tmp, Buffer.from(await file.arrayBuffer()));
    const detection = await detectFileType(tmp, file.name, file.size);
    if (!detection.ok) throw badRequest(detection.error, { file: detection.error });
    if (isImageKind(detection.kind))
      throw badRequest('Images cannot be read in a conversation; upload them to Documents', { file: 'Unsupported file type' });
    const outcome = await runExtraction(tmp, detection.kind, extractionTimeoutMs);
    if (!outcome.ok) throw badRequest(outcome.error, { file: outcome.error });
    const text = outcome.extraction.blocks
      .map((b) => b.text)
      .join('\n\n')
      .slice(0, maxTextChars);
    if (!text.trim()) throw badRequest('No text could be read from this file', { file: 'No text' });
    const name = file.name.replace(/[\\/]/g, '_').slice(0, 255) || 'file';
    const id = await addFile(ctx.db, conversation.id, name, text);
    return c.json({ id, name, chars: text.length }, 201);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
