import type { QuickToken } from './authCore.ts';

/** Where okta-auth-js keeps its tokens (its TOKEN_STORAGE_NAME, in the first storage type: localStorage). */
export const OKTA_TOKEN_STORAGE_KEY = 'okta-token-storage';

/** A token this close to expiry goes through okta-auth-js, which can renew it. */
const MIN_VALIDITY_S = 120;

/** Parameters that make an address a provider's answer to the code flow (okta's isLoginRedirect). */
const REDIRECT_PARAMS = ['code', 'interaction_code', 'error', 'state'];

/**
 * The returning visit's Okta access token, read without loading okta-auth-js: only when the page is
 * not the sign-in redirect, the token is not flagged for removal (a sign-out in progress) and it
 * stays valid for a while. Anything else answers undefined and start-up takes the okta-auth-js path.
 */
export function readQuickToken(
  storage: Pick<Storage, 'getItem'>,
  where: { pathname: string; search: string },
  redirectPath: string,
  nowMs = Date.now(),
): QuickToken | undefined {
  if (where.pathname === redirectPath) return undefined;
  const params = new URLSearchParams(where.search);
  if (REDIRECT_PARAMS.some((name) => params.has(name))) return undefined;
  try {
    const raw = storage.getItem(OKTA_TOKEN_STORAGE_KEY);
    const token = raw ? (JSON.parse(raw) as { accessToken?: Record<string, unknown> }).accessToken : undefined;
    if (!token || token.pendingRemove) return undefined;
    const { accessToken, expiresAt } = token;
    if (typeof accessToken !== 'string' || !accessToken || typeof expiresAt !== 'number') return undefined;
    if (expiresAt - nowMs / 1000 < MIN_VALIDITY_S) return undefined;
    return { accessToken, expiresAt };
  } catch {
    return undefined;
  }
}
