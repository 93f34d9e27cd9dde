// The model layer's public surface: other features import from here.
export type { ChatMessage, GenerateRequest, ModelProvider } from './types.ts';
export { ModelError } from './types.ts';
export { modelProvider, modelStatus, type ModelStatus } from './provider.ts';
export { compose, composeFromRequest, offlineProvider, type Composition } from './offline.ts';
export { groundedRequest, parseGroundedPrompt, type Passage } from './prompt.ts';
export { detectLanguage, notFoundMessage, regconfigOf, type Lang } from './language.ts';
