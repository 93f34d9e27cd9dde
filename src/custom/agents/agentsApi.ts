import { httpClient } from '../../providers/httpClient.ts';

export const agentIds = ['operations', 'marketing', 'customer-service'] as const;
export type AgentId = (typeof agentIds)[number];
export type AgentTab = 'all' | AgentId;
export const agentTabs: readonly AgentTab[] = ['all', ...agentIds];
/** The All tab answers from everything staff may see: the Operations agent's reach. */
export const agentOfTab = (tab: AgentTab): AgentId => (tab === 'all' ? 'operations' : tab);
export const parseTab = (v: string | null): AgentTab => (agentTabs.includes(v as AgentTab) ? (v as AgentTab) : 'all');

export interface Conversation {
  id: string;
  agent: AgentId;
  title: string;
  updatedAt: string;
}

export interface ChatSource {
  n: number;
  id: string;
  source: string;
  title: string;
  url: string | null;
  snippet: string;
}

export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  sources: ChatSource[];
  /** The brand voice a Marketing draft was written in (shown under the answer as it arrives). */
  voice?: string;
}

export interface ConversationDetail extends Conversation {
  messages: ChatMessage[];
  files: { id: string; name: string }[];
}

const base = '/api/agents/conversations';

export const listConversations = async (agent?: AgentId) =>
  (await httpClient<{ data: Conversation[] }>(agent ? `${base}?agent=${agent}` : base)).json.data;
export const getConversation = async (id: string) => (await httpClient<ConversationDetail>(`${base}/${encodeURIComponent(id)}`)).json;
export const createConversation = async (agent: AgentId) =>
  (await httpClient<Conversation>(base, { method: 'POST', body: JSON.stringify({ agent }) })).json;
export const renameConversation = async (id: string, title: string) =>
  (await httpClient<Conversation>(`${base}/${encodeURIComponent(id)}`, { method: 'PUT', body: JSON.stringify({ title }) })).json;
export const deleteConversation = async (id: string) => {
  await httpClient(`${base}/${encodeURIComponent(id)}`, { method: 'DELETE' });
};
export const uploadToConversation = async (id: string, file: File) => {
  const body = new FormData();
  body.append('file', file);
  return (await httpClient<{ id: string; name: string }>(`${base}/${encodeURIComponent(id)}/files`, { method: 'POST', body })).json;
};
export const messagesUrl = (id: string) => `${base}/${encodeURIComponent(id)}/messages`;
