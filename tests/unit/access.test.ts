import { describe, expect, it } from 'vitest';
import { canRoleAccess, createCanAccess, ROLE_TTL_MS } from '../../src/providers/auth/access.ts';

describe('who sees which controls (authProvider.canAccess)', () => {
  it('keeps inviting, editing and removing members to admins, and everything else open to both roles', () => {
    for (const action of ['create', 'edit', 'delete']) {
      expect(canRoleAccess('staff', 'members', action)).toBe(false);
      expect(canRoleAccess('admin', 'members', action)).toBe(true);
      expect(canRoleAccess(null, 'members', action)).toBe(false);
    }
    expect(canRoleAccess('staff', 'members', 'list')).toBe(true);
    expect(canRoleAccess('staff', 'documents', 'delete')).toBe(true);
    expect(canRoleAccess('staff', 'faq-questions', 'edit')).toBe(true);
  });

  it('reads the role only for guarded actions, once per period, and asks again after a failure', async () => {
    let clock = 0;
    const answers: Array<() => Promise<string>> = [() => Promise.reject(new Error('offline')), async () => 'staff', async () => 'admin'];
    let reads = 0;
    const canAccess = createCanAccess(
      () => answers[reads++]!(),
      () => clock,
    );

    expect(await canAccess({ action: 'delete', resource: 'documents' })).toBe(true);
    expect(reads).toBe(0);

    expect(await canAccess({ action: 'delete', resource: 'members' })).toBe(false); // no answer: refused
    expect(await canAccess({ action: 'delete', resource: 'members' })).toBe(false); // staff
    expect(await canAccess({ action: 'edit', resource: 'members' })).toBe(false);
    expect(reads).toBe(2);

    clock += ROLE_TTL_MS + 1; // promoted to admin since: seen once the period is over
    expect(await canAccess({ action: 'edit', resource: 'members' })).toBe(true);
    expect(reads).toBe(3);
  });
});
