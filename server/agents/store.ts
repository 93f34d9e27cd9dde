import type { Db } from '../db.ts';
import { notFound } from '../http/errors.ts';
import { newRecordId } from '../ids.ts';
import type { Session } from '../types.ts';
import type { AgentId } from './definitions.ts';

export interface Conversation {
  id: string;
  agent: AgentId;
  title: string;
  createdAt: string;
  updatedAt: string;
}

export interface StoredMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  sources: unknown[];
  /** The brand voice a Marketing draft was written in. */
  voice?: string;
  createdAt: string;
}

type Row = { id: string; agent: AgentId; title: string; created_at: Date | string; updated_at: Date | string };
const toConversation = (r: Row): Conversation => ({
  id: r.id,
  agent: r.agent,
  title: r.title,
  createdAt: new Date(r.created_at).toISOString(),
  updatedAt: new Date(r.updated_at).toISOString(),
});

// Every query names the user and the property: a conversation is private to the person who had it.
const owner = `property_id = $1 AND user_id = $2`;

export async function listConversations(db: Db, s: Session, agent?: AgentId): Promise<Conversation[]> {
  const r = await db.query<Row>(
    `SELECT id, agent, title, created_at, updated_at FROM agent_conversations WHERE ${owner} ${agent ? 'AND agent = $3' : ''} ORDER BY updated_at DESC, id DESC LIMIT 200`,
    agent ? [s.propertyId, s.userId, agent] : [s.propertyId, s.userId],
  );
  return r.rows.map(toConversation);
}

export async function getConversation(db: Db, s: Session, id: string): Promise<Conversation> {
  const r = await db.query<Row>(`SELECT id, agent, title, created_at, updated_at FROM agent_conversations WHERE ${owner} AND id = $3`, [
    s.propertyId,
    s.userId,
    id,
  ]);
  if (!r.rows[0]) throw notFound();
  return toConversation(r.rows[0]);
}

export async function createConversation(db: Db, s: Session, agent: AgentId, title: string): Promise<Conversation> {
  const { id, createdAt } = newRecordId();
  await db.query(
    `INSERT INTO agent_conversations (id, property_id, user_id, agent, title, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $6)`,
    [id, s.propertyId, s.userId, agent, title, createdAt],
  );
  return getConversation(db, s, id);
}

export async function renameConversation(db: Db, s: Session, id: string, title: string): Promise<Conversation> {
  const r = await db.query(`UPDATE agent_conversations SET title = $4, updated_at = now() WHERE ${owner} AND id = $3`, [
    s.propertyId,
    s.userId,
    id,
    title,
  ]);
  if (!r.rowCount) throw notFound();
  return getConversation(db, s, id);
}

export async function deleteConversation(db: Db, s: Session, id: string): Promise<void> {
  const r = await db.query(`DELETE FROM agent_conversations WHERE ${owner} AND id = $3`, [s.propertyId, s.userId, id]);
  if (!r.rowCount) throw notFound();
}

export async function messagesOf(db: Db, conversationId: string): Promise<StoredMessage[]> {
  const r = await db.query<{
    id: string;
    role: 'user' | 'assistant';
    content: string;
    sources: unknown[];
    voice: string | null;
    created_at: Date | string;
  }>(`SELECT id, role, content, sources, voice, created_at FROM agent_messages WHERE conversation_id = $1 ORDER BY id`, [conversationId]);
  return r.rows.map((m) => ({
    id: m.id,
    role: m.role,
    content: m.content,
    sources: m.sources ?? [],
    ...(m.voice ? { voice: m.voice } : {}),
    createdAt: new Date(m.created_at).toISOString(),
  }));
}

export async function addMessage(
  db: Db,
  conversationId: string,
  role: 'user' | 'assistant',
  content: string,
  sources: unknown[] = [],
  voice: string | null = null,
): Promise<string> {
  const { id, createdAt } = newRecordId();
  await db.query(
    `INSERT INTO agent_messages (id, conversation_id, role, content, sources, voice, created_at) VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7)`,
    [id, conversationId, role, content, JSON.stringify(sources), voice, createdAt],
  );
  await db.query(`UPDATE agent_conversations SET updated_at = now() WHERE id = $1`, [conversationId]);
  return id;
}

export interface ConversationFile {
  id: string;
  name: string;
  text: string;
}

export async function filesOf(db: Db, conversationId: string): Promise<ConversationFile[]> {
  return (
    await db.query<ConversationFile>(`SELECT id, name, text FROM agent_files WHERE conversation_id = $1 ORDER BY id`, [conversationId])
  ).rows;
}

export async function addFile(db: Db, conversationId: string, name: string, text: string): Promise<string> {
  const { id, createdAt } = newRecordId();
  await db.query(`INSERT INTO agent_files (id, conversation_id, name, text, created_at) VALUES ($1, $2, $3, $4, $5)`, [
    id,
    conversationId,
    name,
    text,
    createdAt,
  ]);
  return id;
}
