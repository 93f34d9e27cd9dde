import type { AppContext } from '../types.ts';

/** How long a membership answer is reused: removing someone takes effect within this time. */
export const membershipTtlMs = 30_000;

export interface MembershipCache {
  /** The member's role, or undefined when the user (or property) is gone or no longer a member. */
  roleOf(userId: string, propertyId: string): Promise<string | undefined>;
  /** Forget what is cached (for one user/property, or everything): the next request reads the database. */
  invalidate(userId?: string, propertyId?: string): void;
}

const caches = new WeakMap<AppContext, MembershipCache>();

/**
 * A product token proves who signed in and for which property when it was issued; each request
 * also checks the membership still exists (a deleted user or property has none), cached briefly.
 */
export function membershipCache(ctx: AppContext): MembershipCache {
  const existing = caches.get(ctx);
  if (existing) return existing;
  const entries = new Map<string, { role: string | undefined; until: number }>();
  const key = (u: string, p: string) => `${u}\u0000${p}`;
  const cache: MembershipCache = {
    async roleOf(userId, propertyId) {
      const k = key(userId, propertyId);
      const hit = entries.get(k);
      if (hit && hit.until > Date.now()) return hit.role;
      const { rows } = await ctx.db.query<{ role: string }>(`SELECT role FROM memberships WHERE user_id = $1 AND property_id = $2`, [
        userId,
        propertyId,
      ]);
      if (entries.size > 50_000) entries.clear();
      entries.set(k, { role: rows[0]?.role, until: Date.now() + membershipTtlMs });
      return rows[0]?.role;
    },
    invalidate(userId, propertyId) {
      if (userId === undefined && propertyId === undefined) return entries.clear();
      for (const k of [...entries.keys()]) {
        const [u, p] = k.split('\u0000');
        if ((userId === undefined || u === userId) && (propertyId === undefined || p === propertyId)) entries.delete(k);
      }
    },
  };
  caches.set(ctx, cache);
  return cache;
}
