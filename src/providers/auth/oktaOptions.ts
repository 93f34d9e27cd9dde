import type { OktaAuthOptions } from '@okta/okta-auth-js/core';
import type { RuntimeConfig } from '../config.ts';

/** Spec 9: tokens live in local storage, then session storage, then a cookie. */
export const TOKEN_STORAGE_TYPES = ['localStorage', 'sessionStorage', 'cookie'] as const;

/**
 * oidc-provider (the development provider) serves its endpoints at its own paths, whereas
 * okta-auth-js would build Okta's `/oauth2/v1/...`; a real Okta org is left to derive its own.
 */
export function devProviderEndpoints(issuer: string) {
  const base = issuer.replace(/\/+$/, '');
  return {
    authorizeUrl: `${base}/auth`,
    tokenUrl: `${base}/token`,
    userinfoUrl: `${base}/me`,
    revokeUrl: `${base}/token/revocation`,
    logoutUrl: `${base}/session/end`,
  };
}

export function buildOktaOptions(config: RuntimeConfig, origin: string): OktaAuthOptions {
  const scopes = config.scopes.includes('openid') ? [...config.scopes] : ['openid', ...config.scopes];
  return {
    issuer: config.issuer,
    clientId: config.clientId,
    redirectUri: `${origin}${config.redirectPath || '/callback'}`,
    postLogoutRedirectUri: config.logoutUrl,
    scopes,
    pkce: true,
    responseType: 'code',
    storageManager: { token: { storageTypes: [...TOKEN_STORAGE_TYPES] } },
    tokenManager: { autoRenew: true },
    services: { autoRenew: true },
    ...(config.devIdp ? devProviderEndpoints(config.issuer) : {}),
  };
}
