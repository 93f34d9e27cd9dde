import type { IncomingMessage } from 'node:http';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { detectLanguage, type Lang } from '../ai/language.ts';
import { groundedRequest, numberedPassages } from '../ai/prompt.ts';
import { modelProvider } from '../ai/provider.ts';
import { ModelError } from '../ai/types.ts';
import { agents, isAgentId, passageGuard } from '../agents/definitions.ts';
import { guestSources, retrieveForGuests, type GuestSource } from '../agents/guest-retrieval.ts';
import { badRequest, HttpError, notFound } from '../http/errors.ts';
import type { AppContext, AppEnv } from '../types.ts';
import { chatbotLimits, type ChatbotLimits } from './limiter.ts';

const maxQuestionChars = 1000;

/** A guest is not staff: no "your property's knowledge", but where to turn instead. */
const guestNotFound: Record<Lang, string> = {
  en: "I'm sorry, I don't have that information. Please contact the hotel directly.",
  fr: "Désolé, je n'ai pas cette information. Merci de contacter directement l'hôtel.",
  de: 'Leider habe ich dazu keine Information. Bitte wenden Sie sich direkt an das Hotel.',
};
const passagesPerAnswer = 5;
const guestInstructions =
  'You are talking with a guest of the hotel on its website, not with staff. Answer only from the passages. Never mention internal matters, staff, or sources you were not given.';

interface ChatbotRow {
  id: string;
  property_id: string;
  name: string;
  agent: string;
  sources: string[] | null;
  welcome: string | null;
  primary_color: string | null;
  text_color: string | null;
  enabled: boolean;
}

async function loadChatbot(ctx: AppContext, id: string): Promise<ChatbotRow> {
  const r = await ctx.db.query<ChatbotRow>(
    `SELECT id, property_id, name, agent, sources, welcome, primary_color, text_color, enabled FROM chatbots WHERE id::text = $1`,
    [id],
  );
  const bot = r.rows[0];
  if (!bot) throw notFound('This chatbot does not exist');
  if (!bot.enabled) throw new HttpError(403, 'This chatbot is not available', undefined, { code: 'chatbot_disabled' });
  return bot;
}

const addressOf = (c: Context<AppEnv>) =>
  (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket?.remoteAddress ?? 'unknown';

/** Guests' citations: a web page keeps its link; files and FAQ answers are named, never linked (their links need a staff token). */
const guestUrl = (source: string, url: string | null) => (source === 'website' && url && /^https?:\/\//.test(url) ? url : null);

/**
 * The public chatbot API (no sign-in; mounted before the session check):
 * GET /public/chatbots/{id}: name, colours and welcome for the widget;
 * POST /public/chatbots/{id}/messages {message, visitorId}: a grounded answer with citations.
 * The body may be sent as text/plain so a widget on any site posts without a CORS preflight.
 */
export function chatbotPublicRoutes(ctx: AppContext, limits: ChatbotLimits = chatbotLimits()) {
  const app = new Hono<AppEnv>();
  app.use('/public/*', async (c, next) => {
    await next();
    // Any website may embed the widget; nothing here carries credentials.
    c.header('Access-Control-Allow-Origin', '*');
    c.header('Vary', 'Origin');
  });
  app.options('/public/*', (c) => {
    c.header('Access-Control-Allow-Methods', 'GET, POST');
    c.header('Access-Control-Allow-Headers', 'Content-Type');
    return c.body(null, 204);
  });

  app.get('/public/chatbots/:id', async (c) => {
    const bot = await loadChatbot(ctx, c.req.param('id'));
    return c.json({
      id: bot.id,
      name: bot.name,
      welcome: bot.welcome,
      primaryColor: bot.primary_color ?? '#1f6feb',
      textColor: bot.text_color ?? '#ffffff',
    });
  });

  app.post('/public/chatbots/:id/messages', async (c) => {
    const bot = await loadChatbot(ctx, c.req.param('id'));
    const raw = await c.req.text();
    let body: { message?: unknown; visitorId?: unknown } = {};
    try {
      body = JSON.parse(raw || '{}') as typeof body;
    } catch {
      throw badRequest('Malformed JSON body');
    }
    const message = typeof body.message === 'string' ? body.message.trim() : '';
    if (!message) throw badRequest('Type a question', { message: 'Required' });
    if (message.length > maxQuestionChars)
      throw badRequest(`The question is too long (${maxQuestionChars} characters at most)`, { message: 'Too long' });
    const visitor = typeof body.visitorId === 'string' && /^[\w-]{8,64}$/.test(body.visitorId) ? body.visitorId : null;
    const address = addressOf(c);

    // In turn, so a refused request does not also spend the wider budgets.
    const wait =
      limits.visitor.hit(`${bot.id}:${visitor ?? address}`) ?? limits.address.hit(`${bot.id}:${address}`) ?? limits.chatbot.hit(bot.id);
    if (wait) {
      c.header('Retry-After', String(wait));
      throw new HttpError(429, `Too many questions. Please try again in ${wait} s.`, undefined, {
        code: 'rate_limited',
        params: { seconds: wait },
      });
    }

    const language = detectLanguage(message) ?? 'en';
    const kinds = (bot.sources ?? []).filter((s): s is GuestSource => guestSources.includes(s as GuestSource));
    const hits = await retrieveForGuests(ctx.db, {
      propertyId: bot.property_id,
      q: message,
      limit: passagesPerAnswer,
      sources: kinds.length ? kinds : guestSources,
    });
    const passages = numberedPassages(hits);
    const sources = hits.map((h, i) => ({ n: i + 1, title: h.title, source: h.source, url: guestUrl(h.source, h.url) }));
    if (passages.length === 0) return c.json({ answer: guestNotFound[language], sources: [], language });
    const agent = agents[isAgentId(bot.agent) ? bot.agent : 'customer-service'];
    const provider = modelProvider(ctx.config);
    try {
      const written = await provider.generate(
        groundedRequest({
          question: message,
          passages,
          language,
          instructions: `${agent.instructions}\n${guestInstructions}\n${passageGuard}`,
        }),
      );
      // The grounded writers decline with the staff wording; guests get theirs.
      const declined = /^I could not find this|^Je n'ai pas trouvé cette information|^Ich konnte dazu nichts/.test(written);
      return c.json(declined ? { answer: guestNotFound[language], sources: [], language } : { answer: written, sources, language });
    } catch (err) {
      if (!(err instanceof ModelError)) throw err;
      throw new HttpError(502, 'The assistant could not answer just now. Please try again.');
    }
  });
  return app;
}
