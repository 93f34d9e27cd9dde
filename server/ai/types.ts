/** The one interface every feature uses to talk to a language model (or to the offline writer). */
export interface ChatMessage {
  role: 'user' | 'assistant' | 'system';
  content: string;
}

export interface GenerateRequest {
  system?: string;
  messages: ChatMessage[];
  maxTokens?: number;
  temperature?: number;
}

export interface ModelProvider {
  name: 'offline' | 'openai-compatible';
  /** The model answering, as configured; null for the offline writer. */
  model: string | null;
  generate(req: GenerateRequest, signal?: AbortSignal): Promise<string>;
  /** Text deltas in order; ends when the answer is complete. */
  stream(req: GenerateRequest, signal?: AbortSignal): AsyncIterable<string>;
  /** Present only when an embedding model is configured. */
  embed?(texts: string[], signal?: AbortSignal): Promise<number[][]>;
}

/** A model-server failure with a message fit to show to the user. */
export class ModelError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ModelError';
  }
}
