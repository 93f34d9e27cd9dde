import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchAiStatus, streamAsk } from './searchApi.ts';
import type { AiStatus, AskSource, SearchSource } from './searchModel.ts';

export type AskStatus = 'idle' | 'streaming' | 'done' | 'stopped' | 'error';

export interface AskState {
  status: AskStatus;
  question: string;
  source: SearchSource;
  text: string;
  sources: AskSource[];
  /** Who answers: from /api/ai/status while streaming, then from the `done` event. */
  answeredBy: Pick<AiStatus, 'provider' | 'model'> | null;
  error: string | null;
}

const idle: AskState = {
  status: 'idle',
  question: '',
  source: 'all',
  text: '',
  sources: [],
  answeredBy: null,
  error: null,
};

const errorMessage = (error: unknown) => (error instanceof Error && error.message ? error.message : String(error));

/** Streams POST /api/ask into state; one answer at a time, a new question or Stop aborts the old one. */
export const useAsk = () => {
  const [state, setState] = useState<AskState>(idle);
  const controller = useRef<AbortController | null>(null);
  const status = useRef<Promise<AiStatus | null> | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const ask = useCallback(async (question: string, source: SearchSource) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    const update = (change: (previous: AskState) => AskState) => {
      if (controller.current === current) setState(change);
    };
    setState({ ...idle, status: 'streaming', question, source });

    status.current ??= fetchAiStatus().catch(() => {
      status.current = null;
      return null;
    });
    void status.current.then((ai) => {
      if (ai) update((s) => (s.answeredBy ? s : { ...s, answeredBy: ai }));
    });

    try {
      for await (const event of streamAsk(question, source, current.signal)) {
        if (event.type === 'sources') update((s) => ({ ...s, sources: event.sources }));
        else if (event.type === 'delta') update((s) => ({ ...s, text: s.text + event.text }));
        else if (event.type === 'done') {
          update((s) => ({ ...s, status: 'done', answeredBy: { provider: event.provider, model: event.model } }));
        } else update((s) => ({ ...s, status: 'error', error: event.message }));
      }
      // A stream that ends without `done` (proxy cut, server restart) still leaves what arrived.
      update((s) => (s.status === 'streaming' ? { ...s, status: 'done' } : s));
    } catch (error) {
      if (current.signal.aborted) return;
      update((s) => ({ ...s, status: 'error', error: errorMessage(error) }));
    }
  }, []);

  const stop = useCallback(() => {
    const current = controller.current;
    if (!current) return;
    setState((s) => (s.status === 'streaming' ? { ...s, status: 'stopped' } : s));
    current.abort();
  }, []);

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState(idle);
  }, []);

  return { state, ask, stop, reset };
};
