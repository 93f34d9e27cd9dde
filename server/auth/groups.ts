import type { Db } from '../db.ts';
import { newRecordId } from '../ids.ts';
import type { AppContext } from '../types.ts';
import { membershipCache } from './membership.ts';

export type GroupRole = 'admin' | 'staff';

/**
 * `hotel:{property}:{role}` → a matcher: hotel IT grants access with Okta groups named after the
 * property and the role (e.g. `hotel:grand-hotel:admin`). The pattern is OKTA_GROUP_PATTERN.
 */
export function groupMatcher(pattern: string): (group: string) => { propertyId: string; role: GroupRole } | null {
  const escaped = pattern.replace(/[.*+?^${}()|[\]\\]/g, (ch) => (ch === '{' || ch === '}' ? ch : `\\${ch}`));
  const source = escaped.replace('{property}', '(?<property>[A-Za-z0-9._-]{1,64})').replace('{role}', '(?<role>admin|staff)');
  const re = new RegExp(`^${source}$`, 'i');
  return (group) => {
    const m = re.exec(group.trim());
    if (!m?.groups?.property || !m.groups.role) return null;
    return { propertyId: m.groups.property, role: m.groups.role.toLowerCase() as GroupRole };
  };
}

/** Property → role from the claim's groups; admin wins when both are granted. */
export function rolesFromGroups(groups: unknown, pattern: string): Map<string, GroupRole> | null {
  if (!Array.isArray(groups)) return null;
  const match = groupMatcher(pattern);
  const out = new Map<string, GroupRole>();
  for (const g of groups) {
    if (typeof g !== 'string') continue;
    const hit = match(g);
    if (hit && out.get(hit.propertyId) !== 'admin') out.set(hit.propertyId, hit.role);
  }
  return out;
}

/**
 * At token exchange, when the access token carries the groups claim, memberships follow it: a
 * group creates or updates the membership and its role; a membership that came from groups and
 * whose group is gone is removed. Memberships invited on the Members screen are left alone (their
 * role may still be raised by a group). Without the claim nothing changes.
 */
export async function syncGroupMemberships(ctx: AppContext, userId: string, claims: Record<string, unknown>): Promise<void> {
  const claim = ctx.config.OKTA_GROUPS_CLAIM;
  if (!claim || !(claim in claims)) return;
  const roles = rolesFromGroups(claims[claim], ctx.config.OKTA_GROUP_PATTERN);
  if (!roles) return;
  await ctx.db.transaction(async (tx: Db) => {
    const known = await tx.query<{ id: string }>(`SELECT id FROM properties WHERE id = ANY($1::text[])`, [[...roles.keys()]]);
    for (const { id: propertyId } of known.rows) {
      await tx.query(
        `INSERT INTO memberships (id, user_id, property_id, role, origin) VALUES ($1, $2, $3, $4, 'groups')
         ON CONFLICT (user_id, property_id) DO UPDATE SET role = EXCLUDED.role, updated_at = now()
           WHERE memberships.role IS DISTINCT FROM EXCLUDED.role AND (memberships.origin = 'groups' OR EXCLUDED.role = 'admin')`,
        [newRecordId().id, userId, propertyId, roles.get(propertyId)],
      );
    }
    await tx.query(`DELETE FROM memberships WHERE user_id = $1 AND origin = 'groups' AND NOT (property_id = ANY($2::text[]))`, [
      userId,
      known.rows.map((r) => r.id),
    ]);
  });
  membershipCache(ctx).invalidate(userId);
}
