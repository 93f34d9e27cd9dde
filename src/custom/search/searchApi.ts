import { AUTH_TOKEN_KEY, buildHeaders, httpClient, redirectToLogin, toHttpError } from '../../providers/httpClient.ts';
import type { AiStatus, AskSource, SearchResponse, SearchSource } from './searchModel.ts';
import { searchUrl } from './searchModel.ts';
import { readSse } from './sse.ts';

export const productToken = () => localStorage.getItem(AUTH_TOKEN_KEY);

export const fetchSearch = async (q: string, source: SearchSource, offset: number, signal?: AbortSignal) => {
  const { json } = await httpClient<SearchResponse>(searchUrl(q, source, offset), { signal });
  return { results: json?.results ?? [], total: json?.total ?? 0 };
};

export const fetchAiStatus = async (): Promise<AiStatus> => (await httpClient<AiStatus>('/api/ai/status')).json;

export type AskEvent =
  | { type: 'sources'; sources: AskSource[] }
  | { type: 'delta'; text: string }
  | { type: 'done'; provider: AiStatus['provider']; model: string | null }
  | { type: 'error'; message: string };

const parseData = (data: string): unknown => {
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
};

const toAskEvent = (event: string, data: string): AskEvent | null => {
  const payload = parseData(data);
  if (event === 'sources' && Array.isArray(payload)) return { type: 'sources', sources: payload as AskSource[] };
  if (typeof payload !== 'object' || payload === null) return null;
  const fields = payload as Record<string, unknown>;
  if (event === 'delta' && typeof fields.text === 'string') return { type: 'delta', text: fields.text };
  if (event === 'done') {
    return {
      type: 'done',
      provider: fields.provider === 'openai-compatible' ? 'openai-compatible' : 'offline',
      model: typeof fields.model === 'string' ? fields.model : null,
    };
  }
  if (event === 'error') return { type: 'error', message: typeof fields.message === 'string' ? fields.message : '' };
  return null;
};

/**
 * POST /api/ask answers text/event-stream, which the JSON http client cannot read as it
 * arrives; this is plain fetch with the same headers and 401 policy. No time-out: a long
 * answer legitimately streams for longer than an API call, and the user has a Stop button.
 */
export async function* streamAsk(question: string, source: SearchSource, signal: AbortSignal): AsyncGenerator<AskEvent> {
  // The screen's language answers a question too short to tell its own ("einfahrtshoehe tiefgarage").
  const language = typeof document !== 'undefined' ? document.documentElement.lang || undefined : undefined;
  const body = JSON.stringify({ question, source, language });
  const headers = buildHeaders({ Accept: 'text/event-stream' }, body, productToken());
  const response = await fetch('/api/ask', { method: 'POST', headers, body, signal });
  if (response.status === 401) {
    localStorage.removeItem(AUTH_TOKEN_KEY);
    redirectToLogin();
  }
  if (!response.ok || !response.body) {
    const text = await response.text();
    throw toHttpError(response.status, response.statusText, text, parseData(text));
  }
  for await (const { event, data } of readSse(response.body)) {
    const parsed = toAskEvent(event, data);
    if (parsed) yield parsed;
  }
}
