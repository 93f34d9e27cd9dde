import type http from 'node:http';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { AppContext } from '../types.ts';
import { devUsers, type DevUser } from './dev-accounts.ts';
import { signInLimits } from '../auth/limits.ts';
import { interactionHandler } from './interactions.ts';
import { cookieKeys, loadSigningKeys } from './keys.ts';
import { errorPage, logoutPage, signedOutPage, PRODUCT_NAME } from './pages.ts';

export const IDP_MOUNT = '/idp';
const VITE_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];
const OIDC_SCOPES = ['openid', 'profile', 'email', 'offline_access'];

export interface DevIdpOptions {
  /** More app origins allowed to sign in (redirect to `<origin>/callback`), e.g. a preview server. */
  extraOrigins?: string[];
}

/** Where the SPA may live: the server itself (both loopback spellings) and the Vite dev server. */
export function appOrigins(ctx: AppContext, extra: string[] = []): string[] {
  const { publicUrl, PORT } = ctx.config;
  const origins = [new URL(publicUrl).origin, `http://127.0.0.1:${PORT}`, `http://localhost:${PORT}`, ...VITE_ORIGINS, ...extra];
  return [...new Set(origins.map((o) => new URL(o).origin))];
}

function accountFor(users: DevUser[], sub: string) {
  const user = users.find((u) => u.email === sub);
  if (!user) return undefined;
  const [given, ...rest] = user.name.split(' ');
  return {
    accountId: user.email,
    claims: () => ({
      sub: user.email,
      email: user.email,
      email_verified: true,
      name: user.name,
      given_name: given,
      family_name: rest.join(' ') || undefined,
      preferred_username: user.email,
    }),
  };
}

/**
 * The development OpenID provider under /idp, used when OKTA_ISSUER is unset. It plays Okta's
 * part: code flow with PKCE S256 for one public client, RS256 id_tokens, and JWT access tokens
 * for the audience OKTA_AUDIENCE (what POST /api/authentication/token verifies).
 */
export async function createDevIdp(
  ctx: AppContext,
  opts: DevIdpOptions = {},
): Promise<{ handle: http.RequestListener; provider: Provider }> {
  const { config } = ctx;
  if (config.NODE_ENV === 'production' || !config.devIdp) {
    throw new Error('The development sign-in provider never runs in production or when OKTA_ISSUER is set.');
  }
  const users = devUsers(config);
  const jwks = await loadSigningKeys(config.dataDir);
  const origins = appOrigins(ctx, opts.extraOrigins);
  const audience = config.OKTA_AUDIENCE;

  const configuration: Configuration = {
    clients: [
      {
        client_id: config.clientId,
        client_name: PRODUCT_NAME,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: origins.map((o) => `${o}/callback`),
        post_logout_redirect_uris: [
          ...new Set([...origins.map((o) => `${o}/auth/logout`), ...(config.LOGOUT_URL ? [config.LOGOUT_URL] : [])]),
        ],
      },
    ],
    jwks,
    cookies: {
      keys: cookieKeys(jwks.keys),
      // Koa marks cookies secure only over https, so they work on http://127.0.0.1 in development.
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    scopes: OIDC_SCOPES,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username'],
    },
    // Like Okta, put the scope's claims in the id_token too: userinfo refuses our JWT access tokens.
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (koa, form) => {
          koa.type = 'html';
          koa.body = logoutPage(form);
        },
        postLogoutSuccessSource: (koa) => {
          koa.type = 'html';
          koa.body = signedOutPage(config.publicUrl);
        },
      },
      resourceIndicators: {
        enabled: true,
        // Okta's authorization server issues access tokens for its audience without a `resource`
        // parameter; defaulting to it (and reusing it at the token endpoint) does the same here.
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_koa, indicator) => {
          if (indicator !== audience) throw new errors.InvalidTarget();
          return {
            audience,
            scope: OIDC_SCOPES.join(' '),
            accessTokenFormat: 'jwt',
            accessTokenTTL: 3600,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    enabledJWA: { idTokenSigningAlgValues: ['RS256'] },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Grant: 14 * 24 * 3600,
      Session: 14 * 24 * 3600,
      RefreshToken: 14 * 24 * 3600,
    },
    interactions: { url: (_koa, interaction) => `${IDP_MOUNT}/interaction/${interaction.uid}` },
    findAccount: (_koa, sub) => accountFor(users, sub),
    // Okta access tokens carry the user's login; these let the token exchange name a new user.
    extraTokenClaims: (_koa, token) => {
      const account = 'accountId' in token && token.accountId ? accountFor(users, token.accountId) : undefined;
      return account ? { email: account.claims().email, name: account.claims().name } : undefined;
    },
    loadExistingGrant: grantEverythingRequested,
    clientBasedCORS: (_koa, origin) => origins.includes(origin),
    renderError: (koa, out) => {
      koa.type = 'html';
      koa.body = errorPage({ error: out.error, description: out.error_description });
    },
  };

  const provider = new Provider(config.issuer, configuration);
  // Honour X-Forwarded-* when PUBLIC_URL is served through a proxy (e.g. https in front of it).
  provider.proxy = true;
  provider.on('server_error', (_koa, err) => ctx.log.error({ err }, 'development sign-in provider error'));

  const interaction = interactionHandler(provider, users, IDP_MOUNT, signInLimits(ctx));
  const callback = provider.callback();
  const handle: http.RequestListener = (req, res) => {
    const original = req.url ?? IDP_MOUNT;
    const rest = original.slice(IDP_MOUNT.length) || '/';
    const match = /^\/interaction\/([^/?]+)\/?(?:\?.*)?$/.exec(rest);
    if (match) {
      let uid: string;
      try {
        uid = decodeURIComponent(match[1]);
      } catch {
        // A broken %-escape must not throw out of the listener (that would end the process).
        res.writeHead(400, { 'Content-Type': 'text/html; charset=utf-8' }).end(errorPage({ error: 'This sign-in link is malformed.' }));
        return;
      }
      interaction(req, res, uid).catch((err: unknown) => {
        ctx.log.error({ err }, 'sign-in interaction failed');
        if (!res.headersSent)
          res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8' }).end(errorPage({ error: 'Sign-in failed' }));
      });
      return;
    }
    // oidc-provider derives its mount path from originalUrl/baseUrl, as under Express' app.use().
    Object.assign(req, { originalUrl: original, baseUrl: IDP_MOUNT });
    req.url = rest.startsWith('/') ? rest : `/${rest}`;
    void callback(req, res);
  };
  return { handle, provider };
}

/**
 * The only client is the product itself, so consent is implied: give the grant every scope, claim
 * and resource scope the request asks for (what the consent prompt would otherwise ask about).
 */
async function grantEverythingRequested(koa: KoaContextWithOIDC) {
  const { oidc } = koa;
  const accountId = oidc.session?.accountId;
  if (!accountId || !oidc.client) return undefined;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(oidc.client.clientId);
  const grant =
    (grantId ? await oidc.provider.Grant.find(grantId) : undefined) ??
    new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId });
  grant.addOIDCScope(oidc.requestParamOIDCScopes);
  grant.addOIDCClaims(oidc.requestParamClaims);
  for (const [indicator, server] of Object.entries(oidc.resourceServers ?? {})) {
    grant.addResourceScope(
      indicator,
      [...oidc.requestParamScopes].filter((s) => server.scopes.has(s)),
    );
  }
  await grant.save();
  return grant;
}
