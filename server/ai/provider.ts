import type { Config } from '../config.ts';
import { offlineProvider } from './offline.ts';
import { openAiProvider } from './openai.ts';
import type { ModelProvider } from './types.ts';

export type ModelConfig = Pick<Config, 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL' | 'EMBEDDING_MODEL'>;

const cache = new WeakMap<object, ModelProvider>();

/** LLM_BASE_URL selects an OpenAI-compatible server; unset means the built-in offline writer. */
export function modelProvider(config: ModelConfig): ModelProvider {
  const cached = cache.get(config);
  if (cached) return cached;
  const provider = config.LLM_BASE_URL
    ? openAiProvider({
        baseUrl: config.LLM_BASE_URL,
        apiKey: config.LLM_API_KEY,
        model: config.LLM_MODEL ?? null,
        embeddingModel: config.EMBEDDING_MODEL ?? null,
      })
    : offlineProvider();
  cache.set(config, provider);
  return provider;
}

export interface ModelStatus {
  provider: ModelProvider['name'];
  model: string | null;
  embeddings: boolean;
}

export function modelStatus(config: ModelConfig): ModelStatus {
  const p = modelProvider(config);
  return { provider: p.name, model: p.model, embeddings: typeof p.embed === 'function' };
}
