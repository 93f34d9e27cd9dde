import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { OktaAuth } from '@okta/okta-auth-js/core';
import { buildOktaOptions, TOKEN_STORAGE_TYPES } from '../../src/providers/auth/oktaOptions.ts';
import { useAuth } from '../../src/providers/auth/AuthContext.tsx';
import type { RuntimeConfig } from '../../src/providers/config.ts';
import { testRuntimeConfig } from './support/runtimeConfig.ts';

const devConfig: RuntimeConfig = { ...testRuntimeConfig, scopes: ['openid', 'profile', 'email'] };

describe('OktaAuth configuration', () => {
  it('keeps tokens in local storage, then session storage, then a cookie', () => {
    expect(TOKEN_STORAGE_TYPES).toEqual(['localStorage', 'sessionStorage', 'cookie']);
    const options = buildOktaOptions(devConfig, 'http://localhost:8080');
    expect(options.storageManager?.token?.storageTypes).toEqual(['localStorage', 'sessionStorage', 'cookie']);
  });

  it('runs the code flow with PKCE, auto-renewal and the app’s own addresses', () => {
    const options = buildOktaOptions({ ...devConfig, scopes: ['profile'] }, 'https://app.example');
    expect(options).toMatchObject({
      issuer: devConfig.issuer,
      clientId: 'hotel-spa',
      redirectUri: 'https://app.example/callback',
      postLogoutRedirectUri: devConfig.logoutUrl,
      pkce: true,
      responseType: 'code',
      tokenManager: { autoRenew: true },
    });
    expect(options.scopes).toContain('openid');
  });

  it("points at oidc-provider's endpoints for the development provider", () => {
    expect(buildOktaOptions(devConfig, 'http://localhost:8080')).toMatchObject({
      authorizeUrl: 'http://localhost:8080/idp/auth',
      tokenUrl: 'http://localhost:8080/idp/token',
      userinfoUrl: 'http://localhost:8080/idp/me',
      revokeUrl: 'http://localhost:8080/idp/token/revocation',
      logoutUrl: 'http://localhost:8080/idp/session/end',
    });
  });

  it('lets okta-auth-js derive the endpoints of a real Okta org', () => {
    const options = buildOktaOptions(
      { ...devConfig, issuer: 'https://hotel.okta.com/oauth2/default', devIdp: false },
      'https://app.example',
    );
    for (const key of ['authorizeUrl', 'tokenUrl', 'userinfoUrl', 'revokeUrl', 'logoutUrl'] as const) {
      expect(options[key]).toBeUndefined();
    }
    const okta = new OktaAuth(options);
    expect(okta.getIssuerOrigin()).toBe('https://hotel.okta.com');
  });

  it('is read by okta-auth-js as the storage chain of its token section', () => {
    const okta = new OktaAuth(buildOktaOptions(devConfig, window.location.origin));
    expect(okta.options.redirectUri).toBe(`${window.location.origin}/callback`);
    const storage = okta.storageManager as unknown as { getOptionsForSection(section: string): { storageTypes?: string[] } };
    expect(storage.getOptionsForSection('token').storageTypes).toEqual(['localStorage', 'sessionStorage', 'cookie']);
  });
});

describe('useAuth', () => {
  it('fails outside its provider', () => {
    const Probe = () => {
      useAuth();
      return null;
    };
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
    } finally {
      console.error = quiet;
    }
  });
});
