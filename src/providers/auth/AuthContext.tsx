import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { AuthCore } from './authCore.ts';
import type { SessionUser } from './types.ts';

export interface AuthContextValue {
  isAuthenticated: boolean;
  isLoading: boolean;
  user: SessionUser | null;
  /** Why the last sign-in failed, if it did. */
  error: string | null;
  login: (returnTo?: string) => Promise<void>;
  logout: () => Promise<void>;
  getToken: () => string | null;
  /** Where a finished sign-in lands: the page the user asked for, else /home. */
  returnTo: () => string;
  switchProperty: AuthCore['switchProperty'];
  takeSwitchNotice: AuthCore['takeSwitchNotice'];
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ core, children }: { core: AuthCore; children: ReactNode }) {
  const state = useSyncExternalStore(core.subscribe, core.getState);
  const value = useMemo<AuthContextValue>(
    () => ({
      isAuthenticated: state.isAuthenticated,
      isLoading: state.isLoading,
      user: state.user,
      error: state.error,
      login: core.login,
      logout: core.logout,
      getToken: core.getToken,
      returnTo: core.returnTo,
      switchProperty: core.switchProperty,
      takeSwitchNotice: core.takeSwitchNotice,
    }),
    [state, core],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
