import { Hono } from 'hono';
import { badRequest } from '../http/errors.ts';
import type { AppContext, AppEnv } from '../types.ts';
import { chatHandler } from './chat.ts';
import { isAgentId } from './definitions.ts';
import { uploadHandler } from './files.ts';
import {
  createConversation,
  deleteConversation,
  filesOf,
  getConversation,
  listConversations,
  messagesOf,
  renameConversation,
} from './store.ts';

const readTitle = (v: unknown) => {
  const title = typeof v === 'string' ? v.trim() : '';
  if (!title) throw badRequest('Enter a title', { title: 'Required' });
  if (title.length > 200) throw badRequest('The title is too long (200 characters at most)', { title: 'Too long' });
  return title;
};

/** The agents' conversations, private to the signed-in user within the signed-in property. */
export function agentRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  app.get('/agents/conversations', async (c) => {
    const agent = c.req.query('agent');
    if (agent !== undefined && !isAgentId(agent)) throw badRequest('Unknown agent', { agent: 'Unknown agent' });
    return c.json({ data: await listConversations(ctx.db, c.var.session, agent) });
  });
  app.post('/agents/conversations', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { agent?: unknown; title?: unknown };
    if (!isAgentId(body.agent)) throw badRequest('Unknown agent', { agent: 'Unknown agent' });
    const title = typeof body.title === 'string' && body.title.trim() ? readTitle(body.title) : 'New conversation';
    return c.json(await createConversation(ctx.db, c.var.session, body.agent, title), 201);
  });
  app.get('/agents/conversations/:id', async (c) => {
    const conversation = await getConversation(ctx.db, c.var.session, c.req.param('id'));
    const files = (await filesOf(ctx.db, conversation.id)).map(({ id, name, text }) => ({ id, name, chars: text.length }));
    return c.json({ ...conversation, messages: await messagesOf(ctx.db, conversation.id), files });
  });
  app.put('/agents/conversations/:id', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { title?: unknown };
    return c.json(await renameConversation(ctx.db, c.var.session, c.req.param('id'), readTitle(body.title)));
  });
  app.delete('/agents/conversations/:id', async (c) => {
    await deleteConversation(ctx.db, c.var.session, c.req.param('id'));
    return c.json({ id: c.req.param('id') });
  });
  app.post('/agents/conversations/:id/messages', (c) => chatHandler(ctx, c));
  app.post('/agents/conversations/:id/files', (c) => uploadHandler(ctx, c));
  return app;
}
