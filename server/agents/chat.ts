import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { detectLanguage, languageName, langs, notFoundMessage, type Lang } from '../ai/language.ts';
import { compose } from '../ai/offline.ts';
import { groundedRequest, type Passage } from '../ai/prompt.ts';
import { modelProvider } from '../ai/provider.ts';
import { ModelError, type ChatMessage, type GenerateRequest } from '../ai/types.ts';
import type { ModelProvider } from '../ai/types.ts';
import { badRequest } from '../http/errors.ts';
import { retrieve } from '../search/retrieve.ts';
import type { AppContext, AppEnv, Session } from '../types.ts';
import { normaliseProfile, type StyleProfile } from '../../src/resources/voices/styleProfile.ts';
import { describeProfile } from '../voices/prompt.ts';
import { draftPieces, writeDraft, writeReviewReply } from '../voices/templates.ts';
import { draftKindOf, draftTopic, factsOf, filePassages, pickFilePassages, quotedReview, renumber, type DraftKind } from './compose.ts';
import { agents, passageGuard, type AgentDefinition } from './definitions.ts';
import { retrieveForGuests } from './guest-retrieval.ts';
import { addMessage, filesOf, getConversation, messagesOf, renameConversation } from './store.ts';

const maxMessageChars = 4000;
const passagesPerAnswer = 6;
const historyTurns = 6;

export interface CitedSource {
  n: number;
  id: string;
  source: string;
  title: string;
  url: string | null;
  snippet: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Numbered passages for a message: the conversation's own files first, then the property's knowledge. */
export async function gatherPassages(
  ctx: AppContext,
  session: Session,
  agent: AgentDefinition,
  conversationId: string | null,
  question: string,
  query: string,
) {
  const files = conversationId ? await filesOf(ctx.db, conversationId) : [];
  const fromFiles = pickFilePassages(
    question,
    files.flatMap((f) => filePassages(f.name, f.text).map((p) => ({ ...p, id: f.id }))),
  );
  const hits =
    agent.reach === 'guests'
      ? await retrieveForGuests(ctx.db, { propertyId: session.propertyId, q: query, limit: passagesPerAnswer })
      : (await retrieve(ctx, { propertyId: session.propertyId, q: query, limit: passagesPerAnswer, match: 'any', withText: true })).results;
  const passages = renumber([
    ...fromFiles.map((p) => ({ title: p.title, text: p.text, source: 'upload' })),
    ...hits.map((h) => ({ title: h.title, text: h.text ?? '', language: h.language, source: h.source })),
  ]);
  const sources: CitedSource[] = [
    ...fromFiles.map((p, i) => ({
      n: i + 1,
      id: p.id,
      source: 'upload',
      title: p.title,
      url: null,
      snippet: escapeHtml(p.text.slice(0, 240)),
    })),
    ...hits.map((h, i) => ({ n: fromFiles.length + i + 1, id: h.id, source: h.source, title: h.title, url: h.url, snippet: h.snippet })),
  ];
  return { passages, sources };
}

async function voiceProfile(
  ctx: AppContext,
  session: Session,
  voiceId: string | null,
  kind: DraftKind,
): Promise<{ name: string; profile: StyleProfile } | null> {
  const use = kind === 'email' || kind === 'review' ? 'emails' : kind === 'blog' ? 'blogs' : 'social';
  const r = await ctx.db.query<{ name: string; style_profile: unknown }>(
    voiceId
      ? `SELECT name, style_profile FROM voices WHERE property_id = $1 AND id = $2`
      : `SELECT name, style_profile FROM voices WHERE property_id = $1 ORDER BY ($2 = ANY(used_for)) DESC, created_at DESC LIMIT 1`,
    [session.propertyId, voiceId ?? use],
  );
  const row = r.rows[0];
  return row ? { name: row.name, profile: normaliseProfile(row.style_profile) } : null;
}

/** The Marketing agent's draft on the offline writer: the voice's template around the cited facts. */
function offlineDraft(kind: DraftKind, message: string, passages: Passage[], language: Lang, voice: StyleProfile | null): string {
  const facts = passages.length ? factsOf(compose({ question: message, passages, language }).sentences) : [];
  if (kind === 'review') return writeReviewReply(quotedReview(message), voice, facts, language);
  return writeDraft({ contentType: kind, topic: draftTopic(message), outline: facts.join('\n'), profile: voice, language });
}

function draftRequest(
  agent: AgentDefinition,
  kind: DraftKind,
  message: string,
  passages: Passage[],
  voice: { name: string; profile: StyleProfile } | null,
  history: ChatMessage[],
  language: Lang,
): GenerateRequest {
  const system = [
    agent.instructions,
    passageGuard,
    `Write a ${kind === 'review' ? 'reply to the guest review quoted in the request' : kind === 'social' ? 'social media post' : kind === 'email' ? 'marketing email' : 'blog post'}.`,
    kind === 'review'
      ? `Reply in the language the review is written in (${languageName[language]} if unclear).`
      : `Write in ${languageName[language]}.`,
    'Cite the passages you take facts from as [n].',
    voice ? `Write in the brand voice "${voice.name}".\n${describeProfile(voice.profile)}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  const block = passages.map((p) => `[${p.n}] ${p.title}\n${p.text.slice(0, 1500)}`).join('\n\n');
  return {
    system,
    messages: [...history, { role: 'user', content: `Passages:\n\n${block || '(none)'}\n\nRequest: ${message}` }],
    temperature: 0.6,
    maxTokens: 900,
  };
}

async function* pieces(provider: ModelProvider, req: GenerateRequest, signal: AbortSignal) {
  yield* provider.stream(req, signal);
}

/**
 * POST /agents/conversations/{id}/messages {content, voiceId?}: stores the message, then streams the
 * agent's answer as server-sent events `sources`, `delta` ({text}), then `done`
 * ({provider, model, messageId}) or `error` ({message}); the answer is stored with its sources.
 * Answers follow Ask's rules: grounded in numbered passages, cited as [n], and "not found" rather
 * than an invented policy. Drafts (Marketing) are written in the chosen or best-fitting brand voice.
 */
export async function chatHandler(ctx: AppContext, c: Context<AppEnv>) {
  const session = c.var.session;
  const conversation = await getConversation(ctx.db, session, c.req.param('id')!);
  const body = (await c.req.json().catch(() => {
    throw badRequest('Malformed JSON body');
  })) as { content?: unknown; voiceId?: unknown; locale?: unknown } | null;
  const content = typeof body?.content === 'string' ? body.content.trim() : '';
  if (!content) throw badRequest('Type a message', { content: 'Required' });
  if (content.length > maxMessageChars)
    throw badRequest(`The message is too long (${maxMessageChars} characters at most)`, { content: 'Too long' });
  const voiceId = typeof body?.voiceId === 'string' ? body.voiceId : null;

  const agent = agents[conversation.agent];
  const earlier = await messagesOf(ctx.db, conversation.id);
  const history: ChatMessage[] = earlier.slice(-historyTurns).map((m) => ({ role: m.role, content: m.content }));
  await addMessage(ctx.db, conversation.id, 'user', content);
  // The first message names an unnamed conversation in the history list.
  if (earlier.length === 0 && conversation.title === 'New conversation')
    await renameConversation(ctx.db, session, conversation.id, content.replace(/\s+/g, ' ').slice(0, 60));
  // A short follow-up ("and on Sundays?") is searched together with the question before it.
  const lastQuestion = [...earlier].reverse().find((m) => m.role === 'user')?.content;
  const query = content.split(/\s+/).length < 5 && lastQuestion ? `${lastQuestion} ${content}` : content;
  // The message's own language, else the user's screen language (`locale`), else English.
  const language = detectLanguage(content) ?? (langs.includes(body?.locale as Lang) ? (body!.locale as Lang) : 'en');
  const kind = agent.drafts ? draftKindOf(content) : null;
  const { passages, sources } = await gatherPassages(ctx, session, agent, conversation.id, content, query);
  const voice = kind ? await voiceProfile(ctx, session, voiceId, kind) : null;
  const provider = modelProvider(ctx.config);

  return streamSSE(c, async (stream) => {
    const abort = new AbortController();
    stream.onAbort(() => abort.abort());
    const send = (event: string, data: unknown) => stream.writeSSE({ event, data: JSON.stringify(data) });
    await send('sources', sources);
    let answer = '';
    try {
      let source: AsyncIterable<string> | Iterable<string>;
      if (kind && provider.name === 'offline')
        source = draftPieces(offlineDraft(kind, content, passages, language, voice?.profile ?? null));
      else if (kind) source = pieces(provider, draftRequest(agent, kind, content, passages, voice, history, language), abort.signal);
      else if (passages.length === 0) source = [notFoundMessage[language]];
      else {
        const req = groundedRequest({ question: content, passages, language, instructions: `${agent.instructions}\n${passageGuard}` });
        source = pieces(provider, { ...req, messages: [...history, ...req.messages] }, abort.signal);
      }
      for await (const text of source) {
        if (stream.aborted) break;
        answer += text;
        await send('delta', { text });
      }
      const messageId = await addMessage(ctx.db, conversation.id, 'assistant', answer, sources, voice?.name ?? null);
      if (!stream.aborted) await send('done', { provider: provider.name, model: provider.model, messageId, voice: voice?.name ?? null });
    } catch (err) {
      if (abort.signal.aborted) return;
      if (!(err instanceof ModelError)) ctx.log.error({ err }, 'agent answer failed');
      await send('error', { message: err instanceof ModelError ? err.message : 'The answer could not be written' });
    }
  });
}
