import type { AuthProvider } from 'react-admin';

/**
 * Who may use which controls. Two roles per property membership: staff and admin. Only admins
 * manage members (invite, change a role, remove): the server answers 403 to staff, so staff are
 * not shown those controls at all. react-admin asks `canAccess` before it shows create, edit and
 * delete buttons, row links and bulk actions, and before it opens an edit or create view.
 */
export const adminOnlyActions: Readonly<Record<string, readonly string[]>> = {
  members: ['create', 'edit', 'delete'],
};

export const canRoleAccess = (role: string | null, resource: string | undefined, action: string): boolean => {
  const guarded = resource ? adminOnlyActions[resource] : undefined;
  if (!guarded || !guarded.includes(action)) return true;
  return role === 'admin';
};

/** How long a role read from the server is trusted (the server's membership cache is 30 s too). */
export const ROLE_TTL_MS = 30_000;

/**
 * react-admin's `canAccess` over the signed-in member's role (GET /api/members/me), read only when a
 * guarded action is asked about. Without an answer (network, not a member) guarded actions are refused.
 */
export function createCanAccess(readRole: () => Promise<string>, now: () => number = Date.now): NonNullable<AuthProvider['canAccess']> {
  let cached: { at: number; role: Promise<string | null> } | null = null;
  const role = () => {
    if (!cached || now() - cached.at > ROLE_TTL_MS) {
      const reading = readRole().catch(() => null);
      cached = { at: now(), role: reading };
      // A failed read is not kept: the next question asks again.
      void reading.then((r) => {
        if (r === null && cached?.role === reading) cached = null;
      });
    }
    return cached.role;
  };
  return async ({ action, resource }) => {
    if (canRoleAccess('admin', resource, action) && canRoleAccess('staff', resource, action)) return true;
    return canRoleAccess(await role(), resource, action);
  };
}
