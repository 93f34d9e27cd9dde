import { AUTH_TOKEN_KEY, buildHeaders, redirectToLogin, toHttpError } from '../../providers/httpClient.ts';
import { readSse } from '../search/sse.ts';

export interface StreamEvent {
  event: string;
  data: Record<string, unknown>;
}

const parse = (data: string): unknown => {
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
};

/**
 * POSTs JSON (or a FormData) and yields the server-sent events of the answer, parsed. Same headers
 * and 401 policy as the http client, but no time-out: answers stream for as long as they need and
 * the screens offer Stop.
 */
export async function* streamPost(url: string, body: unknown, signal: AbortSignal): AsyncGenerator<StreamEvent> {
  const json = JSON.stringify(body);
  const headers = buildHeaders({ Accept: 'text/event-stream' }, json, localStorage.getItem(AUTH_TOKEN_KEY));
  const response = await fetch(url, { method: 'POST', headers, body: json, signal });
  if (response.status === 401) {
    localStorage.removeItem(AUTH_TOKEN_KEY);
    redirectToLogin();
  }
  if (!response.ok || !response.body) {
    const text = await response.text();
    throw toHttpError(response.status, response.statusText, text, parse(text));
  }
  for await (const { event, data } of readSse(response.body)) {
    const payload = parse(data);
    yield {
      event,
      data: payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : { items: payload },
    };
  }
}
