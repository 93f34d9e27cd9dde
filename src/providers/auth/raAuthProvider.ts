import type { AuthProvider, UserIdentity } from 'react-admin';
import { statusOf } from '../httpStatus.ts';
import { httpClient, LOGIN_PATH } from '../httpClient.ts';
import { createCanAccess } from './access.ts';
import type { AuthCore } from './authCore.ts';

/**
 * react-admin's view of the same session. Its `logout` is only reached for a failed check or a
 * 401, so it forgets the local session; signing out at the provider is the user menu's job.
 */
export function createRaAuthProvider(core: AuthCore): AuthProvider {
  return {
    login: () => core.login(),
    async logout() {
      core.clearSession();
      return LOGIN_PATH;
    },
    async checkAuth() {
      await core.whenReady();
      // Read the live state: a 401 may have cleared the session since start-up.
      if (!core.getState().isAuthenticated) throw { redirectTo: LOGIN_PATH, message: false };
    },
    async checkError(error: unknown) {
      if (statusOf(error) === 401) throw { redirectTo: LOGIN_PATH, message: false };
    },
    // Staff do not see the controls only admins may use (members' invite, edit, remove).
    canAccess: createCanAccess(async () => (await httpClient<{ role: string }>('/api/members/me')).json.role),
    async getIdentity(): Promise<UserIdentity> {
      await core.whenReady();
      const session = core.getState().user;
      if (!session) throw new Error('Not signed in');
      return {
        id: session.user.id,
        fullName: session.user.name,
        avatar: session.user.picture ?? undefined,
        email: session.user.email,
        initials: session.user.initials,
        property: session.property,
      };
    },
  };
}
