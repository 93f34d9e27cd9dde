import type { ResourceHooks } from './hooks.ts';

// STUB: replaced by the feature's owner.
export const faqSectionHooks: ResourceHooks = {};
