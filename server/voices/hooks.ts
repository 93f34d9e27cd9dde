import { normaliseProfile } from '../../src/resources/voices/styleProfile.ts';
import type { ResourceHooks } from '../resources/hooks.ts';
import type { AppContext } from '../types.ts';
import { parseSources, resolveSources, sourceTexts } from './sources.ts';
import { deriveProfile } from './style.ts';

const sameSources = (a: unknown, b: unknown) => JSON.stringify(parseSources(a)) === JSON.stringify(parseSources(b));

async function withProfile(ctx: AppContext, propertyId: string, input: Record<string, unknown>, derive: boolean) {
  const sources = await resolveSources(ctx.db, propertyId, parseSources(input.knowledgeSources));
  const out: Record<string, unknown> = { ...input, knowledgeSources: sources };
  // A profile sent by the user is their correction and wins; otherwise the sources speak.
  if (input.styleProfile !== undefined && input.styleProfile !== null) out.styleProfile = normaliseProfile(input.styleProfile);
  else if (derive) out.styleProfile = deriveProfile(await sourceTexts(ctx.db, propertyId, sources));
  return out;
}

/**
 * Brand voices keep only sources of their own property (with current names) and a style profile:
 * derived from the sources on create and whenever the sources change, unless the user sends one.
 */
export const voiceHooks: ResourceHooks = {
  beforeCreate: (ctx, session, input) => withProfile(ctx, session.propertyId, input, true),
  async beforeUpdate(ctx, session, existing, patch) {
    if (patch.knowledgeSources === undefined) {
      return patch.styleProfile !== undefined ? { ...patch, styleProfile: normaliseProfile(patch.styleProfile) } : patch;
    }
    const changed = !sameSources(patch.knowledgeSources, existing.knowledgeSources);
    return withProfile(ctx, session.propertyId, patch, changed);
  },
};
