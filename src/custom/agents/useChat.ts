import { useCallback, useEffect, useRef, useState } from 'react';
import { streamPost } from '../shared/streamPost.ts';
import { messagesUrl, type ChatMessage, type ChatSource } from './agentsApi.ts';

const errorText = (e: unknown) => (e instanceof Error && e.message ? e.message : String(e));

/** One conversation's messages; send() streams the agent's answer into the last message. */
export const useChat = (conversationId: string | null, initial: ChatMessage[]) => {
  const [messages, setMessages] = useState<ChatMessage[]>(initial);
  const [streaming, setStreaming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    setMessages(initial);
    setError(null);
  }, [conversationId, initial]);
  useEffect(() => () => controller.current?.abort(), [conversationId]);

  /** `extra`: the screen's language (`locale`) and, for Marketing, the chosen brand voice (`voiceId`). */
  const send = useCallback(async (id: string, content: string, extra: { locale?: string; voiceId?: string } = {}) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    const reply: ChatMessage = { id: `pending-${Date.now()}`, role: 'assistant', content: '', sources: [] };
    setMessages((m) => [...m, { id: `mine-${Date.now()}`, role: 'user', content, sources: [] }, reply]);
    setStreaming(true);
    setError(null);
    const update = (change: (m: ChatMessage) => ChatMessage) => setMessages((all) => all.map((m) => (m.id === reply.id ? change(m) : m)));
    try {
      for await (const { event, data } of streamPost(messagesUrl(id), { content, ...extra }, current.signal)) {
        if (event === 'sources' && Array.isArray(data.items)) update((m) => ({ ...m, sources: data.items as ChatSource[] }));
        else if (event === 'delta' && typeof data.text === 'string') {
          const text = data.text;
          update((m) => ({ ...m, content: m.content + text }));
        } else if (event === 'done' && typeof data.voice === 'string') {
          const voice = data.voice;
          update((m) => ({ ...m, voice }));
        } else if (event === 'error') setError(typeof data.message === 'string' ? data.message : '');
      }
    } catch (e) {
      if (!current.signal.aborted) setError(errorText(e));
    } finally {
      if (controller.current === current) setStreaming(false);
    }
  }, []);

  const stop = useCallback(() => controller.current?.abort(), []);
  return { messages, streaming, error, send, stop };
};
