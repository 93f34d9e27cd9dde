import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { langs, notFoundMessage, type Lang } from '../ai/language.ts';
import { groundedRequest, numberedPassages } from '../ai/prompt.ts';
import { modelProvider } from '../ai/provider.ts';
import { ModelError } from '../ai/types.ts';
import { badRequest } from '../http/errors.ts';
import type { AppContext, AppEnv } from '../types.ts';
import { parseSource } from './params.ts';
import type { SearchHit } from './query.ts';
import { retrieve } from './retrieve.ts';

const passagesPerAnswer = 6;

/**
 * The record a passage comes from, so the answer can link to it: its id and kind (documents,
 * website, faqs…) and its title. Passage titles are "<document name> › <heading>" (documents) and
 * "<page title> — <section>" (web pages): the record's title is the part before the separator.
 */
export function sourceRecord(hit: Pick<SearchHit, 'source' | 'sourceId' | 'title'>): { id: string; kind: string; title: string } {
  const separator = hit.source === 'website' ? ' — ' : ' › ';
  const cut = hit.title.indexOf(separator);
  return { id: hit.sourceId, kind: hit.source, title: (cut > 0 ? hit.title.slice(0, cut) : hit.title).trim() };
}
const maxQuestionChars = 2000;

async function readQuestion(c: Context<AppEnv>) {
  const body: unknown = await c.req.json().catch(() => {
    throw badRequest('Malformed JSON body');
  });
  const b = (body && typeof body === 'object' ? body : {}) as { question?: unknown; source?: unknown; language?: unknown };
  const question = typeof b.question === 'string' ? b.question.trim() : '';
  if (!question) throw badRequest('Type a question to ask', { question: 'Type a question to ask' });
  if (question.length > maxQuestionChars)
    throw badRequest(`The question is too long (${maxQuestionChars} characters at most)`, { question: 'Too long' });
  return { question, source: parseSource(b.source), uiLanguage: uiLanguage(b.language) };
}

/** The screen's language ("fr", "de-CH"…): the answer's language when the question's cannot be told ("einfahrtshoehe tiefgarage"). */
function uiLanguage(value: unknown): Lang | null {
  const code = typeof value === 'string' ? value.slice(0, 2).toLowerCase() : '';
  return (langs as readonly string[]).includes(code) ? (code as Lang) : null;
}

/**
 * POST /ask: retrieve the best passages (same scoping and exclusions as search), then stream a
 * grounded answer as server-sent events: `sources` (numbered passages), `delta` ({text}) pieces,
 * then `done` ({provider, model}) or `error` ({message}).
 */
export async function askHandler(ctx: AppContext, c: Context<AppEnv>) {
  const { question, source, uiLanguage } = await readQuestion(c);
  const { results, language } = await retrieve(ctx, {
    propertyId: c.var.session.propertyId,
    q: question,
    source,
    limit: passagesPerAnswer,
    match: 'any',
    withText: true,
  });
  const lang = language ?? uiLanguage ?? 'en';
  const passages = numberedPassages(results);
  const provider = modelProvider(ctx.config);

  return streamSSE(c, async (stream) => {
    const abort = new AbortController();
    stream.onAbort(() => abort.abort());
    const send = (event: string, data: unknown) => stream.writeSSE({ event, data: JSON.stringify(data) });
    await send(
      'sources',
      results.map((r, i) => ({
        n: i + 1,
        id: r.id,
        source: r.source,
        sourceId: r.sourceId,
        title: r.title,
        url: r.url,
        snippet: r.snippet,
        record: sourceRecord(r),
      })),
    );
    try {
      if (passages.length === 0) {
        // Nothing to ground an answer on: say so rather than let a model improvise.
        await send('delta', { text: notFoundMessage[lang] });
      } else {
        for await (const text of provider.stream(groundedRequest({ question, passages, language: lang }), abort.signal)) {
          if (stream.aborted) break;
          await send('delta', { text });
        }
      }
      if (!stream.aborted) await send('done', { provider: provider.name, model: provider.model });
    } catch (err) {
      if (abort.signal.aborted) return;
      if (!(err instanceof ModelError)) ctx.log.error({ err }, 'answer failed');
      await send('error', { message: err instanceof ModelError ? err.message : 'The answer could not be written' });
    }
  });
}
