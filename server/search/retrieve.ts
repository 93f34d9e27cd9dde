import type { AppContext } from '../types.ts';
import { searchChunks, type SearchInput } from './query.ts';

/** The retrieval every feature uses (search page, ask, answer drafts). */
export function retrieve(ctx: AppContext, input: SearchInput) {
  return searchChunks(ctx.db, input);
}
