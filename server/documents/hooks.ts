import type { ResourceHooks } from '../resources/hooks.ts';

// STUB: replaced by the feature's owner.
export const documentHooks: ResourceHooks = {};
