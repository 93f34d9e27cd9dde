import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  createAuthCore,
  NO_REDIRECT_TOKEN_MESSAGE,
  NO_STORED_TOKEN_MESSAGE,
  SSL_CERTIFICATE_MESSAGE,
  type AuthCore,
} from '../../src/providers/auth/authCore.ts';
import { exchangeToken } from '../../src/providers/auth/exchange.ts';
import { PROPERTY_ID_KEY } from '../../src/providers/auth/propertyId.ts';
import { createRaAuthProvider } from '../../src/providers/auth/raAuthProvider.ts';
import type { SessionUser } from '../../src/providers/auth/types.ts';
import { AUTH_TOKEN_KEY } from '../../src/providers/httpClient.ts';
import { fakeOkta } from './support/fakeOkta.ts';

const session: SessionUser = {
  accessToken: 'product-token',
  expiresAt: '2030-01-01T00:00:00.000Z',
  user: { id: 'u1', name: 'Ada Lovelace', email: 'ada@hotel.test', initials: 'AL' },
  property: { id: 'p2', name: 'Harbour Hotel' },
  properties: [
    { id: 'p1', name: 'Grand Hotel' },
    { id: 'p2', name: 'Harbour Hotel' },
  ],
};

/** The product's exchange endpoint as the server speaks it; records every request body. */
const exchangeBodies: Array<Record<string, unknown>> = [];
let exchangeAnswer: () => Response = () => HttpResponse.json(session);
const server = setupServer(
  http.post('*/api/authentication/token', async ({ request }) => {
    exchangeBodies.push((await request.json()) as Record<string, unknown>);
    return exchangeAnswer();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  exchangeBodies.length = 0;
  exchangeAnswer = () => HttpResponse.json(session);
  localStorage.clear();
});
afterAll(() => server.close());

function setup(okta: ReturnType<typeof fakeOkta>, search = '') {
  const log = vi.fn();
  const core = createAuthCore({
    okta,
    exchange: (token, propertyId) => exchangeToken(token, propertyId),
    storage: localStorage,
    location: () => ({ pathname: '/callback', search }),
    postLogoutRedirectUri: 'http://localhost:8080/auth/logout',
    scopes: ['openid', 'profile', 'email'],
    log,
  });
  return { core, log };
}

/** Every state the core published while `run` ran, to prove loading was on and then ended. */
async function statesDuring(core: AuthCore, run: () => Promise<unknown>) {
  const seen = [core.getState()];
  const stop = core.subscribe(() => seen.push(core.getState()));
  await run();
  stop();
  return seen;
}

describe('auth core: start-up', () => {
  it('on a sign-in redirect stores the tokens, exchanges the access token and signs in', async () => {
    const tokens = { accessToken: { accessToken: 'okta-access' } };
    const okta = fakeOkta({ loginRedirect: true, redirectTokens: tokens, originalUri: '/home?id=p2' });
    const { core } = setup(okta);
    const states = await statesDuring(core, () => core.initialize());

    expect(states[0]).toMatchObject({ isLoading: true, isAuthenticated: false });
    expect(okta.tokenManager.setTokens).toHaveBeenCalledWith(tokens);
    expect(exchangeBodies).toEqual([{ accessToken: 'okta-access', mfdPropertyId: 'p2' }]);
    expect(core.getState()).toEqual({ isLoading: false, isAuthenticated: true, user: session, error: null });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('product-token');
    expect(localStorage.getItem(PROPERTY_ID_KEY)).toBe('p2');
    expect(core.getToken()).toBe('product-token');
    expect(okta.start).toHaveBeenCalled();
  });

  it('with an existing session exchanges the stored access token', async () => {
    const okta = fakeOkta({ authenticated: true, storedTokens: { accessToken: { accessToken: 'stored-access' } } });
    const { core } = setup(okta);
    await core.initialize();
    expect(okta.token.parseFromUrl).not.toHaveBeenCalled();
    // start() first: it drops tokens okta-auth-js flagged for removal at sign-out.
    expect(okta.start.mock.invocationCallOrder[0]).toBeLessThan(okta.isAuthenticated.mock.invocationCallOrder[0]!);
    expect(exchangeBodies).toEqual([{ accessToken: 'stored-access' }]);
    expect(core.getState()).toMatchObject({ isLoading: false, isAuthenticated: true, user: session });
  });

  it('takes the property from ?id, else from local storage, else leaves it to the server', async () => {
    localStorage.setItem(PROPERTY_ID_KEY, 'p-stored');
    const tokens = { accessToken: { accessToken: 'a' } };
    await setup(fakeOkta({ authenticated: true, storedTokens: tokens }), '?id=p-query').core.initialize();
    localStorage.setItem(PROPERTY_ID_KEY, 'p-stored');
    await setup(fakeOkta({ authenticated: true, storedTokens: tokens })).core.initialize();
    localStorage.removeItem(PROPERTY_ID_KEY);
    await setup(fakeOkta({ authenticated: true, storedTokens: tokens })).core.initialize();
    expect(exchangeBodies.map((b) => b.mfdPropertyId)).toEqual(['p-query', 'p-stored', undefined]);
    expect('mfdPropertyId' in exchangeBodies[2]!).toBe(false);
  });

  it('with no session sends the browser to the provider (code flow, openid) and ends loading', async () => {
    const okta = fakeOkta();
    const { core } = setup(okta);
    await core.initialize();
    expect(okta.signInWithRedirect).toHaveBeenCalledTimes(1);
    expect(okta.signInWithRedirect.mock.calls[0]![0]?.scopes).toContain('openid');
    expect(core.getState()).toMatchObject({ isLoading: false, isAuthenticated: false, user: null });
    expect(exchangeBodies).toEqual([]);
  });

  it('stays put on public pages', async () => {
    const okta = fakeOkta();
    const { core } = setup(okta);
    await core.initialize({ redirectWhenSignedOut: false });
    expect(okta.signInWithRedirect).not.toHaveBeenCalled();
    expect(core.getState().isLoading).toBe(false);
  });

  it("fails with 'No access token received from Okta' when the redirect carries none", async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'old');
    const okta = fakeOkta({ loginRedirect: true, redirectTokens: {} });
    const { core, log } = setup(okta);
    await core.initialize();
    expect(core.getState()).toEqual({ isLoading: false, isAuthenticated: false, user: null, error: NO_REDIRECT_TOKEN_MESSAGE });
    expect(okta.tokenManager.clear).toHaveBeenCalled();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(log).toHaveBeenCalled();
    expect(exchangeBodies).toEqual([]);
  });

  it("fails with 'No access token found in token manager' when the session holds none", async () => {
    const okta = fakeOkta({ authenticated: true, storedTokens: {} });
    const { core } = setup(okta);
    await core.initialize();
    expect(core.getState()).toMatchObject({ isLoading: false, isAuthenticated: false, error: NO_STORED_TOKEN_MESSAGE });
  });

  it("reports 'Token exchange failed: Unauthorized' and cleans up when the server refuses", async () => {
    exchangeAnswer = () => HttpResponse.json({ message: 'Invalid token' }, { status: 401, statusText: 'Unauthorized' });
    localStorage.setItem(AUTH_TOKEN_KEY, 'old');
    const okta = fakeOkta({ authenticated: true, storedTokens: { accessToken: { accessToken: 'a' } } });
    const { core } = setup(okta);
    const states = await statesDuring(core, () => core.initialize());
    expect(states.some((s) => s.isLoading)).toBe(true);
    expect(core.getState()).toEqual({
      isLoading: false,
      isAuthenticated: false,
      user: null,
      error: 'Token exchange failed: Unauthorized',
    });
    expect(okta.tokenManager.clear).toHaveBeenCalled();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('names the status when the answer carries no status text (HTTP/2)', async () => {
    exchangeAnswer = () => HttpResponse.json({ message: 'Not a member' }, { status: 403, statusText: '' });
    localStorage.setItem(PROPERTY_ID_KEY, 'gone');
    const { core } = setup(fakeOkta({ authenticated: true, storedTokens: { accessToken: { accessToken: 'a' } } }));
    await core.initialize();
    expect(core.getState().error).toBe('Token exchange failed: Forbidden');
    // A remembered property the user lost would fail every later sign-in.
    expect(localStorage.getItem(PROPERTY_ID_KEY)).toBeNull();
  });

  it('turns a certificate-date failure into the SSL message', async () => {
    for (const problem of ['certificate has expired', 'net::ERR_CERT_DATE_INVALID', 'CERT_DATE_INVALID']) {
      const okta = fakeOkta({ loginRedirect: true, redirectTokens: new Error(`request failed: ${problem}`) });
      const { core, log } = setup(okta);
      await core.initialize();
      expect(core.getState()).toMatchObject({ isLoading: false, isAuthenticated: false, error: SSL_CERTIFICATE_MESSAGE });
      expect(log).toHaveBeenCalled();
    }
  });

  it('logs and rethrows other redirect errors unchanged', async () => {
    const failure = new Error('OAuthError: invalid_grant');
    const { core, log } = setup(fakeOkta({ loginRedirect: true, redirectTokens: failure }));
    await core.initialize();
    expect(core.getState().error).toBe('OAuthError: invalid_grant');
    expect(log.mock.calls.some(([, error]) => error === failure)).toBe(true);
  });

  it('runs once however often it is asked, and whenReady settles with the outcome', async () => {
    const okta = fakeOkta({ authenticated: true, storedTokens: { accessToken: { accessToken: 'a' } } });
    const { core } = setup(okta);
    const ready = core.whenReady();
    await Promise.all([core.initialize(), core.initialize()]);
    expect(exchangeBodies).toHaveLength(1);
    expect((await ready).isAuthenticated).toBe(true);
  });
});

describe('auth core: login and logout', () => {
  it('starts one redirect even when asked twice', async () => {
    const okta = fakeOkta();
    const { core } = setup(okta);
    await Promise.all([core.login(), core.login()]);
    expect(okta.signInWithRedirect).toHaveBeenCalledTimes(1);
  });

  it('logs and rethrows a failed sign-in, and lets the user try again', async () => {
    const okta = fakeOkta();
    okta.signInWithRedirect.mockRejectedValueOnce(new Error('provider down'));
    const { core, log } = setup(okta);
    await expect(core.login()).rejects.toThrow('provider down');
    expect(log).toHaveBeenCalled();
    await core.login();
    expect(okta.signInWithRedirect).toHaveBeenCalledTimes(2);
  });

  it('signs out at the provider with the post-logout address and no revocation, then forgets the user', async () => {
    const okta = fakeOkta({ authenticated: true, storedTokens: { accessToken: { accessToken: 'a' } } });
    const { core } = setup(okta);
    await core.initialize();
    await core.logout();
    expect(okta.signOut).toHaveBeenCalledWith({
      postLogoutRedirectUri: 'http://localhost:8080/auth/logout',
      revokeAccessToken: false,
      revokeRefreshToken: false,
      clearTokensBeforeRedirect: true,
    });
    expect(core.getState()).toMatchObject({ isAuthenticated: false, user: null });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('drops the product token before the provider navigates away', async () => {
    const okta = fakeOkta();
    let tokenDuringSignOut: string | null = 'unset';
    okta.signOut.mockImplementationOnce(async () => {
      tokenDuringSignOut = localStorage.getItem(AUTH_TOKEN_KEY);
      return new Promise<boolean>(() => {}); // the browser leaves; this never settles
    });
    localStorage.setItem(AUTH_TOKEN_KEY, 'product-token');
    void setup(okta).core.logout();
    await vi.waitFor(() => expect(okta.signOut).toHaveBeenCalled());
    expect(tokenDuringSignOut).toBeNull();
  });

  it('logs and rethrows a failed sign-out, keeping the session usable', async () => {
    const okta = fakeOkta();
    okta.signOut.mockRejectedValueOnce(new Error('offline'));
    localStorage.setItem(AUTH_TOKEN_KEY, 'product-token');
    const { core, log } = setup(okta);
    await expect(core.logout()).rejects.toThrow('offline');
    expect(log).toHaveBeenCalled();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('product-token');
  });
});

describe("react-admin's authProvider over the same core", () => {
  it('lets a signed-in user through and describes them', async () => {
    const { core } = setup(fakeOkta({ authenticated: true, storedTokens: { accessToken: { accessToken: 'a' } } }));
    void core.initialize();
    const provider = createRaAuthProvider(core);
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    await expect(provider.getIdentity!()).resolves.toMatchObject({
      id: 'u1',
      fullName: 'Ada Lovelace',
      email: 'ada@hotel.test',
    });
  });

  it('sends a signed-out visitor to /login', async () => {
    const { core } = setup(fakeOkta());
    void core.initialize({ redirectWhenSignedOut: false });
    await expect(createRaAuthProvider(core).checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
  });

  it('treats a 401 as signed out, other errors as the screen’s business', async () => {
    const { core } = setup(fakeOkta({ authenticated: true, storedTokens: { accessToken: { accessToken: 'a' } } }));
    await core.initialize();
    const provider = createRaAuthProvider(core);
    await expect(provider.checkError({ status: 500 })).resolves.toBeUndefined();
    await expect(provider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(provider.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: '/login' });
    await expect(provider.logout({})).resolves.toBe('/login');
    expect(core.getState().isAuthenticated).toBe(false);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });
});

describe('auth core: the property and page a user arrives with', () => {
  const stored = { accessToken: { accessToken: 'okta-access' } };

  it('carries the page asked for (with its ?id=) through the provider, never /login or another site', async () => {
    for (const [asked, kept] of [
      ['/documents?id=seaside', '/documents?id=seaside'],
      ['/login', '/callback'],
      ['https://evil.example/x?id=seaside', '/callback'],
      ['//evil.example/x', '/callback'],
    ] as const) {
      const okta = fakeOkta();
      await setup(okta).core.login(asked);
      // Without a usable page, the current address (here /callback) is kept as before.
      expect(okta.signInWithRedirect.mock.calls[0]![0]?.originalUri).toBe(kept);
    }
  });

  it('after the redirect, lands on the page asked for and exchanges for its ?id=', async () => {
    const okta = fakeOkta({ loginRedirect: true, redirectTokens: stored, originalUri: '/documents?id=seaside' });
    const { core } = setup(okta, '?code=c&state=s1');
    await core.initialize();
    expect(exchangeBodies).toEqual([{ accessToken: 'okta-access', mfdPropertyId: 'seaside' }]);
    expect(core.returnTo()).toBe('/documents?id=seaside');
    // Read under the redirect's state, before parseFromUrl ends the transaction it is kept in.
    expect(okta.getOriginalUri).toHaveBeenCalledWith('s1');
    expect(okta.getOriginalUri.mock.invocationCallOrder[0]).toBeLessThan(okta.token.parseFromUrl.mock.invocationCallOrder[0]!);
  });

  it('lands on /home when the user asked for no page', async () => {
    const { core } = setup(fakeOkta({ loginRedirect: true, redirectTokens: stored, originalUri: '/login' }));
    await core.initialize();
    expect(core.returnTo()).toBe('/home');
  });

  it('signs a user in to their own property when the address names one they are not a member of', async () => {
    localStorage.setItem(PROPERTY_ID_KEY, 'p2');
    let calls = 0;
    const okta = fakeOkta({ authenticated: true, storedTokens: stored });
    const core = createAuthCore({
      okta,
      exchange: (token, propertyId) => {
        calls += 1;
        if (calls === 2) exchangeAnswer = () => HttpResponse.json(session);
        return exchangeToken(token, propertyId);
      },
      storage: localStorage,
      location: () => ({ pathname: '/home', search: '?id=elsewhere' }),
      postLogoutRedirectUri: '/auth/logout',
      scopes: ['openid'],
      log: () => {},
    });
    // The first answer refuses 'elsewhere'; the second (for the remembered property) succeeds.
    exchangeAnswer = () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 });
    await core.initialize();
    expect(exchangeBodies.map((b) => b.mfdPropertyId)).toEqual(['elsewhere', 'p2']);
    expect(core.getState()).toMatchObject({ isAuthenticated: true, user: session });
  });

  it('switches property on a later visit with another ?id=, and keeps the session when refused', async () => {
    localStorage.setItem(PROPERTY_ID_KEY, 'p2');
    const { core } = setup(fakeOkta({ authenticated: true, storedTokens: stored }));
    await core.initialize();
    const grand = { ...session, accessToken: 'grand-token', property: { id: 'p1', name: 'Grand Hotel' } };
    exchangeAnswer = () => HttpResponse.json(grand);
    await expect(core.switchProperty('p1')).resolves.toEqual(grand);
    expect(exchangeBodies.at(-1)).toEqual({ accessToken: 'okta-access', mfdPropertyId: 'p1' });
    expect(core.getState().user?.property.id).toBe('p1');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('grand-token');
    expect(localStorage.getItem(PROPERTY_ID_KEY)).toBe('p1');

    exchangeAnswer = () => HttpResponse.json({ message: 'Forbidden' }, { status: 403, statusText: 'Forbidden' });
    await expect(core.switchProperty('nope')).rejects.toThrow('Token exchange failed: Forbidden');
    expect(core.getState()).toMatchObject({ isAuthenticated: true, user: grand });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('grand-token');
  });

  it('tells once that start-up opened another property than the one remembered', async () => {
    localStorage.setItem(PROPERTY_ID_KEY, 'p1');
    const { core } = setup(fakeOkta({ authenticated: true, storedTokens: stored }), '?id=p2');
    await core.initialize();
    expect(core.takeSwitchNotice()).toEqual({ id: 'p2', name: 'Harbour Hotel' });
    expect(core.takeSwitchNotice()).toBeUndefined();

    localStorage.setItem(PROPERTY_ID_KEY, 'p2');
    const same = setup(fakeOkta({ authenticated: true, storedTokens: stored }), '?id=p2').core;
    await same.initialize();
    expect(same.takeSwitchNotice()).toBeUndefined();
  });

  it('keeps the session when the page is left while the exchange is under way', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'earlier-product-token');
    const okta = fakeOkta({ authenticated: true, storedTokens: stored });
    let fail: (error: unknown) => void = () => {};
    const core = createAuthCore({
      okta,
      exchange: () => new Promise<SessionUser>((_resolve, reject) => (fail = reject)),
      storage: localStorage,
      location: () => ({ pathname: '/home', search: '' }),
      postLogoutRedirectUri: '/auth/logout',
      scopes: ['openid'],
      log: () => {},
    });
    const states: Array<ReturnType<AuthCore['getState']>> = [];
    core.subscribe(() => states.push(core.getState()));
    void core.initialize();
    await vi.waitFor(() => expect(okta.tokenManager.getTokens).toHaveBeenCalled());
    core.leaving();
    fail(new TypeError('Failed to fetch'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(okta.tokenManager.clear).not.toHaveBeenCalled();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('earlier-product-token');
    expect(states.every((s) => s.isLoading)).toBe(true);
  });

  it('still signs out on a network failure when the page stays', async () => {
    const okta = fakeOkta({ authenticated: true, storedTokens: stored });
    const core = createAuthCore({
      okta,
      exchange: () => Promise.reject(new TypeError('Failed to fetch')),
      storage: localStorage,
      location: () => ({ pathname: '/home', search: '' }),
      postLogoutRedirectUri: '/auth/logout',
      scopes: ['openid'],
      log: () => {},
    });
    await core.initialize();
    expect(core.getState()).toMatchObject({ isLoading: false, isAuthenticated: false, error: 'Failed to fetch' });
    expect(okta.tokenManager.clear).toHaveBeenCalled();
  });
});
