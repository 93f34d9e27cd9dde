import { vi } from 'vitest';
import type { OktaClient } from '../../../src/providers/auth/authCore.ts';

interface FakeOktaOptions {
  loginRedirect?: boolean;
  /** Tokens the redirect yields; an Error makes parseFromUrl reject with it. */
  redirectTokens?: { accessToken?: { accessToken: string } } | Error;
  authenticated?: boolean;
  storedTokens?: { accessToken?: { accessToken: string } };
  originalUri?: string;
}

/** Stands in for OktaAuth (Okta itself is out of reach here) with the calls the core makes. */
export function fakeOkta(options: FakeOktaOptions = {}) {
  let stored = options.storedTokens ?? {};
  const okta = {
    isLoginRedirect: vi.fn(() => options.loginRedirect ?? false),
    token: {
      parseFromUrl: vi.fn(async () => {
        const tokens = options.redirectTokens ?? {};
        if (tokens instanceof Error) throw tokens;
        return { tokens };
      }),
    },
    tokenManager: {
      setTokens: vi.fn((tokens: typeof stored) => {
        stored = tokens;
      }),
      getTokens: vi.fn(async () => stored),
      clear: vi.fn(() => {
        stored = {};
      }),
    },
    isAuthenticated: vi.fn(async () => options.authenticated ?? false),
    signInWithRedirect: vi.fn(async (_options?: { originalUri?: string; scopes?: string[] }) => {}),
    signOut: vi.fn(
      async (_options?: { postLogoutRedirectUri?: string; revokeAccessToken?: boolean; revokeRefreshToken?: boolean }) => true,
    ),
    getOriginalUri: vi.fn(() => options.originalUri),
    start: vi.fn(async () => {}),
  };
  return okta satisfies OktaClient;
}
