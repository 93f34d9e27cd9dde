import { modelProvider } from '../ai/provider.ts';
import type { AppContext } from '../types.ts';
import { hybridSearch } from './hybrid.ts';
import { searchChunks, type SearchInput } from './query.ts';

/** The retrieval every feature uses (search page, ask, answer drafts): hybrid when vectors exist. */
export function retrieve(ctx: AppContext, input: SearchInput) {
  const provider = modelProvider(ctx.config);
  const model = ctx.config.EMBEDDING_MODEL;
  if (provider.embed && model) return hybridSearch({ db: ctx.db, log: ctx.log, model, embed: provider.embed }, input);
  return searchChunks(ctx.db, input);
}
