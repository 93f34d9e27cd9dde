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

export interface AuthCoreOptions {
  okta: OktaClient;
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
  login(): Promise<void>;
  logout(): Promise<void>;
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

const withOpenId = (scopes: readonly string[]): string[] =>
  scopes.includes('openid') ? [...scopes] : ['openid', ...scopes];

export function createAuthCore(options: AuthCoreOptions): AuthCore {
  const { okta, exchange, storage, location, postLogoutRedirectUri } = options;
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

  const setState = (next: Partial<AuthState>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  };

  const cleanup = () => {
    try {
      okta.tokenManager.clear();
    } catch (error) {
      log('Could not clear the token manager', error);
    }
    storage.removeItem(AUTH_TOKEN_KEY);
  };

  const signedOut = (error: string | null): AuthState => {
    cleanup();
    setState({ isLoading: false, isAuthenticated: false, user: null, error });
    return state;
  };

  const accessTokenFromRedirect = async (): Promise<string> => {
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
    const tokens = await okta.tokenManager.getTokens();
    const token = tokens.accessToken?.accessToken;
    if (!token) throw new Error(NO_STORED_TOKEN_MESSAGE);
    return token;
  };

  const signIn = async (accessToken: string, originalUri: string | undefined): Promise<SessionUser> => {
    const property = resolvePropertyId(location().search, originalUri, storage);
    try {
      const session = await exchange(accessToken, property?.id);
      storage.setItem(AUTH_TOKEN_KEY, session.accessToken);
      if (session.property?.id) storage.setItem(PROPERTY_ID_KEY, String(session.property.id));
      return session;
    } catch (error) {
      // A remembered property the user lost access to would fail every sign-in: forget it.
      const status = error instanceof TokenExchangeError ? error.status : 0;
      if (property?.source === 'storage' && (status === 403 || status === 404)) storage.removeItem(PROPERTY_ID_KEY);
      throw error;
    }
  };

  const run = async ({ redirectWhenSignedOut = true }: InitializeOptions): Promise<AuthState> => {
    setState({ isLoading: true, error: null });
    try {
      const isRedirect = okta.isLoginRedirect();
      const redirectToken = isRedirect ? await accessTokenFromRedirect() : undefined;
      const originalUri = isRedirect ? okta.getOriginalUri() : undefined;
      // After the redirect is parsed (okta-auth-js's order): drops tokens flagged at sign-out and
      // starts auto-renewal.
      await okta.start?.().catch((error: unknown) => log('Token services did not start', error));
      if (!redirectToken && !(await okta.isAuthenticated())) {
        const result = signedOut(null);
        if (redirectWhenSignedOut) void core.login().catch(() => {});
        return result;
      }
      const accessToken = redirectToken ?? (await accessTokenFromStore());
      const user = await signIn(accessToken, originalUri);
      setState({ isLoading: false, isAuthenticated: true, user, error: null });
      return state;
    } catch (error) {
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
    login() {
      // Several screens may ask at once (the start-up flow, /login): one redirect is enough.
      redirecting ??= (async () => {
        const { pathname, search } = location();
        try {
          await okta.signInWithRedirect({ originalUri: `${pathname}${search}`, scopes });
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
    getToken: () => storage.getItem(AUTH_TOKEN_KEY),
  };
  return core;
}
