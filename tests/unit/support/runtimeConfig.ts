import type { RuntimeConfig } from '../../../src/providers/config.ts';

/** What `GET /api/config` answers for the development setup (embedded provider under /idp); spread it to vary a field. */
export const testRuntimeConfig: RuntimeConfig = {
  issuer: 'http://localhost:8080/idp',
  clientId: 'hotel-spa',
  scopes: ['openid'],
  redirectPath: '/callback',
  logoutUrl: 'http://localhost:8080/auth/logout',
  devIdp: true,
  uploadMaxBytes: 1024,
  model: null,
};
