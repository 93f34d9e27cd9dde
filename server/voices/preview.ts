import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { normaliseProfile } from '../../src/resources/voices/styleProfile.ts';
import { modelProvider } from '../ai/provider.ts';
import { ModelError } from '../ai/types.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { AppContext, AppEnv } from '../types.ts';
import { previewRequest } from './prompt.ts';
import { contentTypes, draftLanguage, draftPieces, writeDraft, type ContentType } from './templates.ts';

async function readInput(c: Context<AppEnv>) {
  const body = (await c.req.json().catch(() => {
    throw badRequest('Malformed JSON body');
  })) as Record<string, unknown> | null;
  const b = body && typeof body === 'object' ? body : {};
  const errors: Record<string, string> = {};
  const contentType = contentTypes.includes(b.contentType as ContentType) ? (b.contentType as ContentType) : null;
  if (!contentType) errors.contentType = `Must be one of: ${contentTypes.join(', ')}`;
  const topic = typeof b.topic === 'string' ? b.topic.trim() : '';
  if (!topic) errors.topic = 'Required';
  else if (topic.length > 300) errors.topic = 'Must be 300 characters or fewer';
  const outline = typeof b.outline === 'string' ? b.outline.trim() : '';
  if (outline.length > 4000) errors.outline = 'Must be 4000 characters or fewer';
  if (Object.keys(errors).length) throw badRequest('Please fill in all required fields', errors);
  // The topic's own language, else the screen's (`locale`: en, fr or de), else English.
  return { contentType: contentType!, topic, outline, language: draftLanguage(`${topic}\n${outline}`, b.locale) };
}

/**
 * POST /voices/{id}/preview: the same content written twice, without and with the voice, streamed
 * side by side as server-sent events `delta` ({side: 'plain'|'voice', text}), then `done`
 * ({provider, model}) or `error` ({message}). Both sides run at once on a model server.
 */
export async function previewHandler(ctx: AppContext, c: Context<AppEnv>) {
  const input = await readInput(c);
  const r = await ctx.db.query<{ name: string; description: string | null; style_profile: unknown }>(
    `SELECT name, description, style_profile FROM voices WHERE id = $1 AND property_id = $2`,
    [c.req.param('id'), c.var.session.propertyId],
  );
  const row = r.rows[0];
  if (!row) throw notFound();
  const profile = normaliseProfile(row.style_profile);
  const provider = modelProvider(ctx.config);

  return streamSSE(c, async (stream) => {
    const abort = new AbortController();
    stream.onAbort(() => abort.abort());
    // One writer at a time: the two sides' pieces interleave but never tear an event.
    let queue = Promise.resolve();
    const send = (event: string, data: unknown) => (queue = queue.then(() => stream.writeSSE({ event, data: JSON.stringify(data) })));
    const side = async (name: 'plain' | 'voice') => {
      const voice = name === 'voice' ? { name: row.name, description: row.description, profile } : null;
      if (provider.name === 'offline') {
        for (const text of draftPieces(writeDraft({ ...input, profile: voice ? profile : null })))
          await send('delta', { side: name, text });
        return;
      }
      for await (const text of provider.stream(previewRequest({ ...input, voice }), abort.signal)) {
        if (stream.aborted) return;
        await send('delta', { side: name, text });
      }
    };
    try {
      await Promise.all([side('plain'), side('voice')]);
      if (!stream.aborted) await send('done', { provider: provider.name, model: provider.model });
    } catch (err) {
      if (abort.signal.aborted) return;
      abort.abort();
      if (!(err instanceof ModelError)) ctx.log.error({ err }, 'voice preview failed');
      await send('error', { message: err instanceof ModelError ? err.message : 'The preview could not be written' });
    }
  });
}
