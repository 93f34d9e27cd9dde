import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthCore, type OktaClient } from '../../src/providers/auth/authCore.ts';
import { OKTA_TOKEN_STORAGE_KEY, readQuickToken } from '../../src/providers/auth/storedToken.ts';
import type { SessionUser } from '../../src/providers/auth/types.ts';
import { AUTH_TOKEN_KEY } from '../../src/providers/httpClient.ts';
import { fakeOkta } from './support/fakeOkta.ts';

const NOW = Date.UTC(2026, 10, 25, 6, 0, 0);
const inAnHour = NOW / 1000 + 3600;

const session: SessionUser = {
  accessToken: 'product-token',
  user: { id: 'u1', name: 'Ada Lovelace', email: 'ada@hotel.test', initials: 'AL' },
  property: { id: 'p1', name: 'Grand Hotel' },
};

/** okta-auth-js's own storage shape (what its TokenManager writes to localStorage). */
const storeOktaTokens = (accessToken: Record<string, unknown>) =>
  localStorage.setItem(OKTA_TOKEN_STORAGE_KEY, JSON.stringify({ accessToken, idToken: { idToken: 'id', expiresAt: inAnHour } }));

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('reading the stored Okta token without okta-auth-js', () => {
  const home = { pathname: '/home', search: '' };

  it('answers a valid access token on an ordinary page', () => {
    storeOktaTokens({ accessToken: 'okta-access', expiresAt: inAnHour, tokenType: 'Bearer' });
    expect(readQuickToken(localStorage, home, '/callback', NOW)).toEqual({ accessToken: 'okta-access', expiresAt: inAnHour });
  });

  it('leaves the sign-in redirect, a token near expiry, one flagged at sign-out and bad storage to okta-auth-js', () => {
    storeOktaTokens({ accessToken: 'okta-access', expiresAt: inAnHour });
    expect(readQuickToken(localStorage, { pathname: '/callback', search: '?code=c&state=s' }, '/callback', NOW)).toBeUndefined();
    expect(readQuickToken(localStorage, { pathname: '/home', search: '?code=c&state=s' }, '/callback', NOW)).toBeUndefined();
    storeOktaTokens({ accessToken: 'okta-access', expiresAt: NOW / 1000 + 60 });
    expect(readQuickToken(localStorage, home, '/callback', NOW)).toBeUndefined();
    storeOktaTokens({ accessToken: 'okta-access', expiresAt: inAnHour, pendingRemove: true });
    expect(readQuickToken(localStorage, home, '/callback', NOW)).toBeUndefined();
    localStorage.setItem(OKTA_TOKEN_STORAGE_KEY, '{not json');
    expect(readQuickToken(localStorage, home, '/callback', NOW)).toBeUndefined();
    localStorage.removeItem(OKTA_TOKEN_STORAGE_KEY);
    expect(readQuickToken(localStorage, home, '/callback', NOW)).toBeUndefined();
  });
});

function setup(quick: { accessToken: string; expiresAt: number } | undefined, okta: OktaClient) {
  const load = vi.fn(async () => okta);
  const exchange = vi.fn(async (_token: string, _property: string | undefined) => session);
  const core = createAuthCore({
    okta: load,
    quickAccessToken: () => quick,
    exchange,
    storage: localStorage,
    location: () => ({ pathname: '/home', search: '' }),
    postLogoutRedirectUri: '/auth/logout',
    scopes: ['openid'],
    log: () => {},
  });
  return { core, load, exchange };
}

describe('auth core with okta-auth-js loaded on demand', () => {
  it('signs a returning user in from the stored token without loading the client', async () => {
    const { core, load, exchange } = setup({ accessToken: 'okta-access', expiresAt: Date.now() / 1000 + 3600 }, fakeOkta());
    await core.initialize({ redirectWhenSignedOut: false });
    expect(core.getState()).toMatchObject({ isAuthenticated: true, user: session });
    expect(exchange).toHaveBeenCalledWith('okta-access', undefined);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('product-token');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the client for sign-out, and for start-up without a usable stored token', async () => {
    const okta = fakeOkta();
    const { core, load } = setup({ accessToken: 'okta-access', expiresAt: Date.now() / 1000 + 3600 }, okta);
    await core.initialize();
    await core.logout();
    expect(load).toHaveBeenCalledTimes(1);
    expect(okta.signOut).toHaveBeenCalled();

    const signedOut = fakeOkta({ authenticated: false });
    const cold = setup(undefined, signedOut);
    await cold.core.initialize({ redirectWhenSignedOut: false });
    expect(cold.load).toHaveBeenCalledTimes(1);
    expect(signedOut.isAuthenticated).toHaveBeenCalled();
    expect(cold.core.getState()).toMatchObject({ isAuthenticated: false });
  });

  it('hands renewal to the client shortly before the stored token expires', async () => {
    vi.useFakeTimers({ now: NOW });
    const okta = fakeOkta();
    const { core, load } = setup({ accessToken: 'okta-access', expiresAt: NOW / 1000 + 600 }, okta);
    await core.initialize();
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(600_000 - 120_000 - 1);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(okta.start).toHaveBeenCalled();
  });

  it('a failed exchange forgets the stored Okta tokens too', async () => {
    const okta = fakeOkta();
    const quick = { accessToken: 'okta-access', expiresAt: Date.now() / 1000 + 3600 };
    const { core, exchange } = setup(quick, okta);
    exchange.mockRejectedValueOnce(new Error('refused'));
    await core.initialize({ redirectWhenSignedOut: false });
    expect(core.getState()).toMatchObject({ isAuthenticated: false, error: 'refused' });
    await vi.waitFor(() => expect(okta.tokenManager.clear).toHaveBeenCalled());
  });
});
