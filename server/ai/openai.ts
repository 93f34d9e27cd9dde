import { httpModelError, notJson, timedOut, unexpectedShape, unreachable } from './model-errors.ts';
import { ModelError, type GenerateRequest, type ModelProvider } from './types.ts';

/**
 * Any server speaking OpenAI's chat-completions wire format (OpenAI, Azure-style gateways, vLLM,
 * llama.cpp, Ollama's /v1, LiteLLM...), through plain fetch: no SDK, so no surprises on Node 20.
 */
export interface OpenAiOptions {
  baseUrl: string;
  apiKey?: string;
  model?: string | null;
  embeddingModel?: string | null;
  /** Whole answer for generate/embed, first byte for stream. */
  timeoutMs?: number;
  /** Longest silence allowed between two streamed chunks. */
  idleTimeoutMs?: number;
}

const embedBatch = 64;

interface Link {
  signal: AbortSignal;
  arm(ms: number): void;
  disarm(): void;
  readonly timedOut: boolean;
  dispose(): void;
}

/** One abort signal for a call: the caller's abort or our own time-out, telling which one fired. */
function link(external?: AbortSignal): Link {
  const ctrl = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let fired = false;
  const onAbort = () => ctrl.abort(external?.reason);
  if (external?.aborted) ctrl.abort(external.reason);
  else external?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: ctrl.signal,
    arm(ms) {
      clearTimeout(timer);
      timer = setTimeout(() => {
        fired = true;
        ctrl.abort(new DOMException('timed out', 'TimeoutError'));
      }, ms);
    },
    disarm() {
      clearTimeout(timer);
    },
    get timedOut() {
      return fired;
    },
    dispose() {
      clearTimeout(timer);
      external?.removeEventListener('abort', onAbort);
    },
  };
}

function failure(err: unknown, l: Link, external?: AbortSignal): Error {
  if (err instanceof ModelError) return err;
  if (l.timedOut) return timedOut();
  if (external?.aborted)
    return external.reason instanceof Error ? external.reason : new DOMException('The operation was aborted', 'AbortError');
  return unreachable(err);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw notJson();
  }
}

type ChatChunk = { choices?: { delta?: { content?: unknown }; message?: { content?: unknown } }[]; error?: { message?: string } | string };

export function openAiProvider(opts: OpenAiOptions): ModelProvider {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const timeoutMs = opts.timeoutMs ?? 60_000;
  const idleMs = opts.idleTimeoutMs ?? 30_000;
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (opts.apiKey) headers.Authorization = `Bearer ${opts.apiKey}`;

  const chatBody = (req: GenerateRequest, stream: boolean) => ({
    ...(opts.model ? { model: opts.model } : {}),
    messages: [...(req.system ? [{ role: 'system', content: req.system }] : []), ...req.messages],
    ...(req.maxTokens ? { max_tokens: req.maxTokens } : {}),
    ...(req.temperature !== undefined ? { temperature: req.temperature } : {}),
    stream,
  });

  async function post(path: string, body: unknown, l: Link, accept = 'application/json'): Promise<Response> {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { ...headers, Accept: accept },
      body: JSON.stringify(body),
      signal: l.signal,
    });
    if (!res.ok) throw httpModelError(res.status, await res.text(), res.headers.get('retry-after'));
    return res;
  }

  function contentOf(json: unknown): string {
    const c = (json as ChatChunk).choices?.[0]?.message?.content;
    if (typeof c !== 'string') throw unexpectedShape('no choices[0].message.content');
    return c;
  }

  const provider: ModelProvider = {
    name: 'openai-compatible',
    model: opts.model ?? null,

    async generate(req, signal) {
      const l = link(signal);
      l.arm(timeoutMs);
      try {
        const res = await post('/chat/completions', chatBody(req, false), l);
        return contentOf(parseJson(await res.text()));
      } catch (err) {
        throw failure(err, l, signal);
      } finally {
        l.dispose();
      }
    },

    async *stream(req, signal) {
      const l = link(signal);
      l.arm(timeoutMs);
      let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
      let finished = false;
      try {
        const res = await post('/chat/completions', chatBody(req, true), l, 'text/event-stream');
        const type = res.headers.get('content-type') ?? '';
        if (!type.includes('text/event-stream')) {
          // A server that ignores `stream: true` answers one JSON completion: still an answer.
          const content = contentOf(parseJson(await res.text()));
          if (content) yield content;
          finished = true;
          return;
        }
        if (!res.body) throw unexpectedShape('empty body');
        reader = res.body.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        for (;;) {
          l.arm(idleMs);
          const { done, value } = await reader.read();
          // The caller's own pace between reads is not the server's silence.
          l.disarm();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          const events = buffer.split(/\r?\n\r?\n/);
          buffer = events.pop() ?? '';
          for (const event of events) {
            const data = event
              .split(/\r?\n/)
              .filter((line) => line.startsWith('data:'))
              .map((line) => line.slice(5).replace(/^ /, ''))
              .join('\n');
            if (!data) continue;
            if (data.trim() === '[DONE]') {
              finished = true;
              return;
            }
            const chunk = parseJson(data) as ChatChunk;
            if (chunk.error) throw httpModelError(500, JSON.stringify({ error: chunk.error }));
            const delta = chunk.choices?.[0]?.delta?.content;
            if (typeof delta === 'string' && delta) yield delta;
          }
        }
        if (buffer.trim() && !buffer.trim().startsWith('data:')) throw notJson();
        finished = true;
      } catch (err) {
        throw failure(err, l, signal);
      } finally {
        l.dispose();
        if (!finished) await reader?.cancel().catch(() => undefined);
      }
    },
  };

  if (opts.embeddingModel) {
    const model = opts.embeddingModel;
    provider.embed = async (texts, signal) => {
      const out: number[][] = [];
      for (let i = 0; i < texts.length; i += embedBatch) {
        const batch = texts.slice(i, i + embedBatch);
        const l = link(signal);
        l.arm(timeoutMs);
        try {
          const res = await post('/embeddings', { model, input: batch }, l);
          const json = parseJson(await res.text()) as { data?: { index?: number; embedding?: unknown }[] };
          const data = Array.isArray(json.data) ? [...json.data].sort((a, b) => (a.index ?? 0) - (b.index ?? 0)) : null;
          if (!data || data.length !== batch.length || !data.every((d) => Array.isArray(d.embedding)))
            throw unexpectedShape('embeddings do not match the input');
          out.push(...data.map((d) => d.embedding as number[]));
        } catch (err) {
          throw failure(err, l, signal);
        } finally {
          l.dispose();
        }
      }
      return out;
    };
  }
  return provider;
}
