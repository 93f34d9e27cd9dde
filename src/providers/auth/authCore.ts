import { AUTH_TOKEN_KEY } from '../httpClient.ts';
import { TokenExchangeError } from './exchange.ts';
import { PROPERTY_ID_KEY, resolvePropertyId } from './propertyId.ts';
import type { AuthState, ExchangeToken, SessionUser } from './types.ts';

export const NO_REDIRECT_TOKEN_MESSAGE = 'No access token received from Okta';
export const NO_STORED_TOKEN_MESSAGE = 'No access token found in token manager';
export const SSL_CERTIFICATE_MESSAGE =
  'SSL certificate issue with Okta server. Please check the server certificate or contact your administrator.';

interface TokenSet {
  accessToken?: { accessToken: string };
}

/** The part of OktaAuth the state machine uses; a plain object in tests. */
export interface OktaClient {
  isLoginRedirect(): boolean;
  token: { parseFromUrl(): Promise<{ tokens: TokenSet }> };
  tokenManager: {
    setTokens(tokens: never): void;
    getTokens(): Promise<TokenSet>;
    clear(): void;
  };
  isAuthenticated(): Promise<boolean>;
  signInWithRedirect(options?: { originalUri?: string; scopes?: string[] }): Promise<void>;
  signOut(options?: {
    postLogoutRedirectUri?: string;
    revokeAccessToken?: boolean;
    revokeRefreshToken?: boolean;
    clearTokensBeforeRedirect?: boolean;
  }): Promise<boolean>;
  getOriginalUri(state?: string): string | undefined;
  /** Starts token auto-renewal; absent in fakes. */
  start?(): Promise<void>;
}

/** A stored Okta access token read without loading okta-auth-js, and when it expires (epoch seconds). */
export interface QuickToken {
  accessToken: string;
  expiresAt: number;
}

export interface AuthCoreOptions {
  /**
   * The Okta client, or a loader for it: okta-auth-js is then downloaded only when the code flow
   * needs it (sign-in, the redirect back, sign-out, renewal), not on a returning user's first screen.
   */
  okta: OktaClient | (() => Promise<OktaClient>);
  /**
   * A returning visit's still-valid access token, read straight from okta-auth-js's storage; start-up
   * then exchanges it without loading the client (absent or undefined: the full okta-auth-js path).
   */
  quickAccessToken?: () => QuickToken | undefined;
  /** How long before that token expires the client is loaded so its auto-renewal takes over. */
  renewLeadMs?: number;
  exchange: ExchangeToken;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Where the browser is now (pathname + search), read when a flow starts. */
  location: () => { pathname: string; search: string };
  postLogoutRedirectUri: string;
  scopes: readonly string[];
  log?: (message: string, error: unknown) => void;
}

export interface InitializeOptions {
  /** Spec 4: with no session the browser goes to the provider; public pages opt out. */
  redirectWhenSignedOut?: boolean;
}

export interface AuthCore {
  getState(): AuthState;
  subscribe(listener: () => void): () => void;
  /** Runs the start-up sign-in once; later calls share the first run. */
  initialize(options?: InitializeOptions): Promise<AuthState>;
  /** Settles with the state once start-up has finished. */
  whenReady(): Promise<AuthState>;
  /** Sends the browser to the provider; `returnTo` (path + query) is where sign-in lands, `?id=` included. */
  login(returnTo?: string): Promise<void>;
  logout(): Promise<void>;
  /** Where the finished sign-in should land: the page the user asked for, else /home. */
  returnTo(): string;
  /**
   * A signed-in visit with another `?id=`: exchanges the provider's token again for that property.
   * Rejects (keeping the current session) when the user is not a member.
   */
  switchProperty(propertyId: string): Promise<SessionUser>;
  /**
   * The property start-up switched to because the address asked for it (another than the one
   * remembered on this device), once; the screen says so.
   */
  takeSwitchNotice(): SessionUser['property'] | undefined;
  /**
   * The page is being left (pagehide): a request the browser aborts on the way out is not a failed
   * sign-in, so it must not clear the session nor publish a signed-out state.
   */
  leaving(): void;
  /** Forgets the local session without visiting the provider (a 401, a failed check). */
  clearSession(): void;
  getToken(): string | null;
}

const CERTIFICATE_DATE_PROBLEM = /certificate has expired|CERT_DATE_INVALID|certificate.*(expired|not yet valid)/i;

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** A certificate-date failure gets a message a hotel's IT contact can act on; others pass unchanged. */
export function translateRedirectError(error: unknown): unknown {
  return CERTIFICATE_DATE_PROBLEM.test(messageOf(error)) ? new Error(SSL_CERTIFICATE_MESSAGE) : error;
}

/** Start-up paths that are not a destination of their own. */
const NOT_A_DESTINATION = new Set(['/login', '/callback']);
export const DEFAULT_LANDING = '/home';

/** Keeps a path of this app (with its query), never another site nor the sign-in pages themselves. */
export function landingPath(uri: string | undefined): string | undefined {
  if (!uri || !uri.startsWith('/') || uri.startsWith('//')) return undefined;
  try {
    const url = new URL(uri, 'http://app.invalid');
    if (url.origin !== 'http://app.invalid' || NOT_A_DESTINATION.has(url.pathname)) return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}

/** A failure of the network (aborted, offline), not an answer from the server. */
const isNetworkFailure = (error: unknown): boolean =>
  !(error instanceof TokenExchangeError) &&
  error instanceof Error &&
  (error.name === 'AbortError' || error.name === 'TypeError' || /network|fetch/i.test(error.message));

const withOpenId = (scopes: readonly string[]): string[] => (scopes.includes('openid') ? [...scopes] : ['openid', ...scopes]);

export function createAuthCore(options: AuthCoreOptions): AuthCore {
  const { exchange, storage, location, postLogoutRedirectUri } = options;
  let loaded: OktaClient | undefined = typeof options.okta === 'function' ? undefined : options.okta;
  let loading: Promise<OktaClient> | undefined;
  const getOkta = (): Promise<OktaClient> => {
    if (loaded) return Promise.resolve(loaded);
    const load = options.okta as () => Promise<OktaClient>;
    loading ??= load().then((client) => (loaded = client));
    return loading;
  };
  let quickToken: QuickToken | undefined;
  let renewTimer: ReturnType<typeof setTimeout> | undefined;
  const log = options.log ?? ((message, error) => console.error(message, error));
  const scopes = withOpenId(options.scopes);

  let state: AuthState = { isLoading: true, isAuthenticated: false, user: null, error: null };
  const listeners = new Set<() => void>();
  let initialization: Promise<AuthState> | undefined;
  let resolveReady: (value: AuthState) => void = () => {};
  const ready = new Promise<AuthState>((resolve) => {
    resolveReady = resolve;
  });
  let redirecting: Promise<void> | undefined;
  let landing: string | undefined;
  let pageLeaving = false;
  let switchNotice: SessionUser['property'] | undefined;

  const setState = (next: Partial<AuthState>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  };

  const clearTokens = (okta: OktaClient) => {
    try {
      okta.tokenManager.clear();
    } catch (error) {
      log('Could not clear the token manager', error);
    }
  };
  const cleanup = () => {
    quickToken = undefined;
    if (renewTimer) clearTimeout(renewTimer);
    // Synchronous when the client is there; otherwise as soon as it is (before any later use of it).
    if (loaded) clearTokens(loaded);
    else if (options.quickAccessToken?.())
      void getOkta().then(clearTokens, (error: unknown) => log('Could not load the Okta client', error));
    storage.removeItem(AUTH_TOKEN_KEY);
  };

  const signedOut = (error: string | null): AuthState => {
    cleanup();
    setState({ isLoading: false, isAuthenticated: false, user: null, error });
    return state;
  };

  const accessTokenFromRedirect = async (okta: OktaClient): Promise<string> => {
    let tokens: TokenSet;
    try {
      ({ tokens } = await okta.token.parseFromUrl());
    } catch (error) {
      log('Sign-in redirect failed', error);
      throw translateRedirectError(error);
    }
    okta.tokenManager.setTokens(tokens as never);
    const token = tokens.accessToken?.accessToken;
    if (!token) throw new Error(NO_REDIRECT_TOKEN_MESSAGE);
    return token;
  };

  const accessTokenFromStore = async (): Promise<string> => {
    // Still valid (a minute to spare): no need for the client.
    if (quickToken && quickToken.expiresAt * 1000 - Date.now() > 60_000) return quickToken.accessToken;
    const okta = await getOkta();
    const tokens = await okta.tokenManager.getTokens();
    const token = tokens.accessToken?.accessToken;
    if (!token) throw new Error(NO_STORED_TOKEN_MESSAGE);
    return token;
  };

  const keep = (session: SessionUser): SessionUser => {
    storage.setItem(AUTH_TOKEN_KEY, session.accessToken);
    if (session.property?.id) storage.setItem(PROPERTY_ID_KEY, String(session.property.id));
    return session;
  };

  type Property = ReturnType<typeof resolvePropertyId>;
  const signIn = async (accessToken: string, property: Property): Promise<SessionUser> => {
    try {
      return keep(await exchange(accessToken, property?.id));
    } catch (error) {
      const status = error instanceof TokenExchangeError ? error.status : 0;
      const refused = status === 403 || status === 404;
      // A link to a property the user is not a member of still signs them in, to the property they
      // had; the screen then says the one asked for is not theirs.
      if (property?.source === 'query' && refused) {
        const stored = storage.getItem(PROPERTY_ID_KEY);
        return signIn(accessToken, stored && stored !== property.id ? { id: stored, source: 'storage' } : undefined);
      }
      // A remembered property the user lost access to would fail every sign-in: forget it.
      if (property?.source === 'storage' && refused) storage.removeItem(PROPERTY_ID_KEY);
      throw error;
    }
  };

  /** The client takes over shortly before the quick token expires: its auto-renewal keeps the session. */
  const scheduleRenewal = (token: QuickToken) => {
    const lead = options.renewLeadMs ?? 120_000;
    const delay = Math.min(Math.max(0, token.expiresAt * 1000 - Date.now() - lead), 2 ** 31 - 1);
    renewTimer = setTimeout(() => {
      void getOkta()
        .then((okta) => okta.start?.())
        .catch((error: unknown) => log('Token services did not start', error));
    }, delay);
  };

  /** A returning visit with a valid stored token: the same exchange, without okta-auth-js. */
  const quickStart = async (token: QuickToken): Promise<AuthState> => {
    const remembered = storage.getItem(PROPERTY_ID_KEY);
    const asked = resolvePropertyId(location().search, undefined, storage);
    const user = await signIn(token.accessToken, asked);
    const now = user.property?.id ? String(user.property.id) : undefined;
    if (asked?.source === 'query' && remembered && now === asked.id && now !== remembered) switchNotice = user.property;
    scheduleRenewal(token);
    setState({ isLoading: false, isAuthenticated: true, user, error: null });
    return state;
  };

  const run = async ({ redirectWhenSignedOut = true }: InitializeOptions): Promise<AuthState> => {
    setState({ isLoading: true, error: null });
    try {
      quickToken = options.quickAccessToken?.();
      if (quickToken) return await quickStart(quickToken);
      const okta = await getOkta();
      const isRedirect = okta.isLoginRedirect();
      // Read before parseFromUrl, which ends the transaction the address is kept under.
      const oauthState = new URLSearchParams(location().search).get('state') ?? undefined;
      const originalUri = isRedirect ? (okta.getOriginalUri(oauthState) ?? okta.getOriginalUri()) : undefined;
      landing = isRedirect ? landingPath(originalUri) : undefined;
      const redirectToken = isRedirect ? await accessTokenFromRedirect(okta) : undefined;
      // After the redirect is parsed (okta-auth-js's order): drops tokens flagged at sign-out and
      // starts auto-renewal.
      await okta.start?.().catch((error: unknown) => log('Token services did not start', error));
      if (!redirectToken && !(await okta.isAuthenticated())) {
        const result = signedOut(null);
        if (redirectWhenSignedOut) void core.login().catch(() => {});
        return result;
      }
      const accessToken = redirectToken ?? (await accessTokenFromStore());
      const remembered = storage.getItem(PROPERTY_ID_KEY);
      const asked = resolvePropertyId(location().search, originalUri, storage);
      const user = await signIn(accessToken, asked);
      const now = user.property?.id ? String(user.property.id) : undefined;
      if (asked?.source === 'query' && remembered && now === asked.id && now !== remembered) switchNotice = user.property;
      setState({ isLoading: false, isAuthenticated: true, user, error: null });
      return state;
    } catch (error) {
      // The browser is leaving and took the request with it: the next page starts again with the
      // session intact (clearing it here is what sent users through sign-in again).
      if (pageLeaving && isNetworkFailure(error)) return new Promise<AuthState>(() => {});
      log('Authentication failed', error);
      return signedOut(messageOf(error));
    }
  };

  const core: AuthCore = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    initialize(initOptions = {}) {
      initialization ??= run(initOptions).then((result) => {
        resolveReady(result);
        return result;
      });
      return initialization;
    },
    whenReady: () => ready,
    login(returnTo?: string) {
      // Several screens may ask at once (the start-up flow, /login): one redirect is enough.
      redirecting ??= (async () => {
        const { pathname, search } = location();
        // okta-auth-js keeps the original URI through the provider; the callback reads ?id= from it.
        const originalUri = landingPath(returnTo) ?? `${pathname}${search}`;
        try {
          const okta = await getOkta();
          await okta.signInWithRedirect({ originalUri, scopes });
        } catch (error) {
          redirecting = undefined;
          log('Sign-in failed', error);
          throw translateRedirectError(error);
        }
      })();
      return redirecting;
    },
    async logout() {
      // signOut navigates away before its promise settles: drop the product token first.
      const productToken = storage.getItem(AUTH_TOKEN_KEY);
      storage.removeItem(AUTH_TOKEN_KEY);
      try {
        const okta = await getOkta();
        await okta.signOut({
          postLogoutRedirectUri,
          revokeAccessToken: false,
          revokeRefreshToken: false,
          // Otherwise they linger, flagged, until the next start() and could sign the user back in.
          clearTokensBeforeRedirect: true,
        });
      } catch (error) {
        if (productToken) storage.setItem(AUTH_TOKEN_KEY, productToken);
        log('Sign-out failed', error);
        throw error;
      }
      setState({ isAuthenticated: false, user: null });
    },
    clearSession() {
      signedOut(null);
    },
    returnTo: () => landing ?? DEFAULT_LANDING,
    takeSwitchNotice() {
      const notice = switchNotice;
      switchNotice = undefined;
      return notice;
    },
    async switchProperty(propertyId) {
      const session = keep(await exchange(await accessTokenFromStore(), propertyId));
      setState({ isAuthenticated: true, user: session, error: null });
      return session;
    },
    leaving() {
      pageLeaving = true;
    },
    getToken: () => storage.getItem(AUTH_TOKEN_KEY),
  };
  return core;
}
