import fs from 'node:fs';
import path from 'node:path';
import { generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signSessionToken } from '../../server/auth/session.ts';
import { JWKS_FILE } from '../../server/idp/keys.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { decodeJwt, devSignIn, exchangeToken, OidcBrowser, SignInRefused, type ExchangeAnswer, type OidcTokens } from './oidc-client.ts';

// One development server for the file: two properties; every default development user is a member of both.
describe('development sign-in and token exchange', () => {
  let t: TestServer;
  let tokens: OidcTokens;
  let issuer: string;
  let audience: string;

  beforeAll(async () => {
    t = await startTestServer({ DEV_PROPERTIES: 'grand-hotel:Grand Hotel,sea-view:Sea View Inn' }, { workers: false });
    issuer = t.server.ctx.config.issuer;
    audience = t.server.ctx.config.OKTA_AUDIENCE;
    // A property nobody is a member of.
    await t.db.query(`INSERT INTO properties (id, name) VALUES ('city-lodge', 'City Lodge')`);
    tokens = await new OidcBrowser(t.url).signIn({ email: 'staff@hotel.example', password: 'hotel123' });
  });
  afterAll(() => t?.close());

  const exchange = async (accessToken: string, propertyId?: string) => {
    const res = await exchangeToken(t.api, accessToken, propertyId);
    return { status: res.status, body: (await res.json()) as ExchangeAnswer & { message?: string; errors?: Record<string, string> } };
  };
  const me = (token: string) => fetch(`${t.api}/me`, { headers: { Authorization: `Bearer ${token}` } });

  /** The provider's own private key, as persisted in DATA_DIR: lets a test sign what only the provider should. */
  const providerKey = async () => {
    const { keys } = JSON.parse(fs.readFileSync(path.join(t.server.ctx.config.dataDir, JWKS_FILE), 'utf8')) as { keys: JWK[] };
    return { key: await importJWK(keys[0], 'RS256'), kid: keys[0].kid };
  };

  describe('the provider', () => {
    it('publishes discovery for the /idp issuer with RSA public keys only', async () => {
      const discovery = await (await fetch(`${issuer}/.well-known/openid-configuration`)).json();
      expect(discovery.issuer).toBe(`${t.url}/idp`);
      expect(discovery.authorization_endpoint).toBe(`${t.url}/idp/auth`);
      expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
      expect(discovery.id_token_signing_alg_values_supported).toEqual(['RS256']);
      const jwks = await (await fetch(discovery.jwks_uri)).json();
      expect(jwks.keys.length).toBeGreaterThan(0);
      for (const k of jwks.keys) {
        expect(k.kty).toBe('RSA');
        expect(k).not.toHaveProperty('d');
      }
    });

    it('issues an RS256 id_token for the client and a JWT access token for the API audience', async () => {
      const idToken = decodeJwt(tokens.id_token);
      expect(idToken).toMatchObject({
        iss: issuer,
        aud: t.server.ctx.config.clientId,
        sub: 'staff@hotel.example',
        email: 'staff@hotel.example',
        name: 'Alex Morgan',
      });
      const header = JSON.parse(Buffer.from(tokens.access_token.split('.')[0], 'base64url').toString());
      expect(header.alg).toBe('RS256');
      expect(header.kid).toBe((await providerKey()).kid);
      expect(decodeJwt(tokens.access_token)).toMatchObject({
        iss: issuer,
        aud: audience,
        sub: 'staff@hotel.example',
        email: 'staff@hotel.example',
      });
    });

    it('shows an accessible sign-in page naming the product and the development users', async () => {
      const browser = new OidcBrowser(t.url);
      const html = await signInPageHtml(browser);
      expect(html).toContain('Hotel AI workspace');
      expect(html).toMatch(/<label for="email">Email<\/label>\s*<input id="email" name="email"/);
      expect(html).toMatch(/<label for="password">Password<\/label>\s*<input id="password" name="password" type="password"/);
      expect(html).toContain('staff@hotel.example');
      expect(html).toContain('manager@hotel.example');
      expect(html).not.toContain('hotel123');
    });

    it('refuses a wrong password with the form again and no code', async () => {
      const browser = new OidcBrowser(t.url);
      const err = await browser.authorize({ email: 'staff@hotel.example', password: 'wrong' }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(SignInRefused);
      const { status, html } = err as SignInRefused;
      expect(status).toBe(401);
      expect(html).toContain('Invalid email or password');
      expect(html).toContain('role="alert"');
      expect(html).toContain('value="staff@hotel.example"');
      expect(html).not.toContain('code=');
      // An unknown user reads the same, so the page does not tell which emails exist.
      const unknown = await new OidcBrowser(t.url)
        .authorize({ email: 'nobody@hotel.example', password: 'hotel123' })
        .catch((e: unknown) => e);
      expect((unknown as SignInRefused).html).toContain('Invalid email or password');
    });

    it('requires PKCE and a registered redirect URI', async () => {
      const { discovery, clientId } = await new OidcBrowser(t.url).config();
      const base = { client_id: clientId, response_type: 'code', scope: 'openid', state: 'st' };
      const noPkce = await fetch(
        `${discovery.authorization_endpoint}?${new URLSearchParams({ ...base, redirect_uri: `${t.url}/callback` })}`,
        { redirect: 'manual' },
      );
      const to = new URL(noPkce.headers.get('location') ?? '');
      expect(to.origin + to.pathname).toBe(`${t.url}/callback`);
      expect(to.searchParams.get('error')).toBe('invalid_request');
      expect(to.searchParams.get('code')).toBeNull();
      const foreign = await fetch(
        `${discovery.authorization_endpoint}?${new URLSearchParams({ ...base, redirect_uri: 'http://evil.example/callback', code_challenge: 'a'.repeat(43), code_challenge_method: 'S256' })}`,
        { redirect: 'manual' },
      );
      expect(foreign.status).toBe(400);
      expect(foreign.headers.get('location')).toBeNull();
    });

    it('lets the SPA on the Vite dev server call the token endpoint, and no other origin', async () => {
      const { discovery } = await new OidcBrowser(t.url).config();
      const post = (origin: string) =>
        fetch(discovery.token_endpoint, {
          method: 'POST',
          headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code: 'x',
            client_id: t.server.ctx.config.clientId,
            redirect_uri: `${t.url}/callback`,
            code_verifier: 'v'.repeat(43),
          }),
        });
      const vite = await post('http://localhost:5173');
      expect(vite.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
      const evil = await post('http://evil.example');
      expect(evil.headers.get('access-control-allow-origin')).toBeNull();
      expect((await evil.json()).error).toBe('invalid_request');
    });

    it('signs out with id_token_hint straight to the post-logout redirect with state, ending the session', async () => {
      const browser = new OidcBrowser(t.url);
      const own = await browser.signIn({ email: 'manager@hotel.example', password: 'hotel123' });
      // Still signed in at the provider: a second authorization needs no form.
      await expect(browser.signIn()).resolves.toHaveProperty('access_token');
      const { location, state } = await browser.signOut(own.id_token);
      expect(location.origin + location.pathname).toBe(`${t.url}/auth/logout`);
      expect(location.searchParams.get('state')).toBe(state);
      // Signed out: the next authorization shows the form again.
      expect(await signInPageHtml(browser)).toContain('<form method="post"');
    });

    it('renews with a refresh token (offline_access needs prompt=consent, granted without a page)', async () => {
      const browser = new OidcBrowser(t.url, { scope: 'openid profile email offline_access', prompt: 'consent' });
      const own = await browser.signIn();
      expect(own.refresh_token).toBeTruthy();
      const { discovery, clientId } = await browser.config();
      const res = await fetch(discovery.token_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: own.refresh_token ?? '', client_id: clientId }),
      });
      expect(res.status).toBe(200);
      const renewed = (await res.json()) as OidcTokens;
      expect(renewed.access_token).not.toBe(own.access_token);
      expect(decodeJwt(renewed.access_token)).toMatchObject({ aud: audience, sub: 'staff@hotel.example' });
      expect((await exchange(renewed.access_token)).status).toBe(200);
    });

    it('refuses an unregistered post-logout redirect', async () => {
      const { discovery } = await new OidcBrowser(t.url).config();
      const url = `${discovery.end_session_endpoint}?${new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: 'http://evil.example/auth/logout' })}`;
      const res = await fetch(url, { redirect: 'manual' });
      expect(res.status).toBe(400);
      expect(res.headers.get('location')).toBeNull();
    });
  });

  describe('POST /api/authentication/token', () => {
    it('exchanges a real access token for a product token, user and property', async () => {
      const { status, body } = await exchange(tokens.access_token, 'sea-view');
      expect(status).toBe(200);
      expect(body.user).toMatchObject({ name: 'Alex Morgan', email: 'staff@hotel.example', initials: 'AM' });
      expect(body.property).toEqual({ id: 'sea-view', name: 'Sea View Inn' });
      expect(body.properties).toEqual([
        { id: 'grand-hotel', name: 'Grand Hotel' },
        { id: 'sea-view', name: 'Sea View Inn' },
      ]);
      expect(Date.parse(body.expiresAt)).toBeGreaterThan(Date.now());
      expect(body.accessToken).not.toBe(tokens.access_token);

      const r = await me(body.accessToken);
      expect(r.status).toBe(200);
      expect(await r.json()).toMatchObject({ user: { id: body.user.id, email: 'staff@hotel.example' }, property: { id: 'sea-view' } });
      // The product token passes the session check of every other /api route.
      const other = await fetch(`${t.api}/no-such-route`, { headers: { Authorization: `Bearer ${body.accessToken}` } });
      expect(other.status).toBe(404);
      const refused = await fetch(`${t.api}/no-such-route`, { headers: { Authorization: `Bearer ${tokens.access_token}` } });
      expect(refused.status).toBe(401);
    });

    it("uses the user's first property when none is asked for", async () => {
      const { status, body } = await exchange(tokens.access_token);
      expect(status).toBe(200);
      expect(body.property.id).toBe('grand-hotel');
    });

    // Issue 7: the same answer for both, so the exchange does not reveal which property ids exist.
    it('answers 403 for an unknown property and for a property the user is not a member of', async () => {
      expect(await exchange(tokens.access_token, 'no-such-hotel')).toEqual({ status: 403, body: { message: 'Forbidden' } });
      expect(await exchange(tokens.access_token, 'city-lodge')).toEqual({ status: 403, body: { message: 'Forbidden' } });
    });

    it('answers 400 with field errors for a missing or malformed body', async () => {
      const empty = await fetch(`${t.api}/authentication/token`, { method: 'POST' });
      expect(empty.status).toBe(400);
      expect((await empty.json()).errors).toHaveProperty('accessToken');
      const wrongType = await fetch(`${t.api}/authentication/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ accessToken: 'x', mfdPropertyId: 7 }),
      });
      expect(wrongType.status).toBe(400);
      expect((await wrongType.json()).errors).toHaveProperty('mfdPropertyId');
      const broken = await fetch(`${t.api}/authentication/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"accessToken":',
      });
      expect(broken.status).toBe(400);
      expect((await broken.json()).message).toBeTruthy();
    });

    describe('refuses tokens the provider did not issue for this API', () => {
      const claims = () => ({ sub: 'staff@hotel.example', email: 'staff@hotel.example', scope: 'openid profile email' });
      const signed = async (opts: {
        key?: CryptoKey | Uint8Array;
        kid?: string;
        alg?: string;
        iss?: string;
        aud?: string;
        exp?: number;
      }) => {
        const own = await providerKey();
        return new SignJWT(claims())
          .setProtectedHeader({ alg: opts.alg ?? 'RS256', kid: opts.kid ?? own.kid, typ: 'at+jwt' })
          .setIssuer(opts.iss ?? issuer)
          .setAudience(opts.aud ?? audience)
          .setIssuedAt()
          .setExpirationTime(opts.exp ?? Math.floor(Date.now() / 1000) + 600)
          .sign(opts.key ?? (own.key as CryptoKey));
      };
      const refused = async (token: string) =>
        expect(await exchange(token)).toEqual({ status: 401, body: { message: 'Invalid access token' } });

      it('accepts a token signed with the provider key (the control for the cases below)', async () => {
        expect((await exchange(await signed({}))).status).toBe(200);
      });
      it('signed by another RSA key under the same kid', async () => {
        const { privateKey } = await generateKeyPair('RS256');
        await refused(await signed({ key: privateKey }));
      });
      it('with alg none', async () => {
        const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
        const payload = Buffer.from(
          JSON.stringify({ ...claims(), iss: issuer, aud: audience, exp: Math.floor(Date.now() / 1000) + 600 }),
        ).toString('base64url');
        await refused(`${header}.${payload}.`);
      });
      it('HS256 with the public key as secret', async () => {
        const { keys } = await (await fetch(`${issuer}/jwks`)).json();
        await refused(await signed({ alg: 'HS256', key: new TextEncoder().encode(JSON.stringify(keys[0])) }));
      });
      it('expired', async () => {
        await refused(await signed({ exp: Math.floor(Date.now() / 1000) - 120 }));
      });
      it('for another audience', async () => {
        await refused(await signed({ aud: 'api://other' }));
      });
      it('from another issuer', async () => {
        await refused(await signed({ iss: 'http://127.0.0.1:1/idp' }));
      });
      it('tampered after signing', async () => {
        const [h, , s] = tokens.access_token.split('.');
        const payload = Buffer.from(JSON.stringify({ ...decodeJwt(tokens.access_token), sub: 'manager@hotel.example' })).toString(
          'base64url',
        );
        await refused(`${h}.${payload}.${s}`);
      });
      it('that is not a JWT at all, or is the id_token', async () => {
        await refused('not-a-token');
        await refused(tokens.id_token);
      });
    });
  });

  describe('GET /api/me', () => {
    it('answers 401 without a valid product token', async () => {
      expect((await fetch(`${t.api}/me`)).status).toBe(401);
      const r = await me('garbage');
      expect(r.status).toBe(401);
      expect(await r.json()).toEqual({ message: 'Unauthorized' });
    });

    it('keeps a token to its own property: a token of property A reads A, never B', async () => {
      const forA = await devSignIn(t, { email: 'manager@hotel.example', password: 'hotel123', propertyId: 'grand-hotel' });
      const body = await (await me(forA)).json();
      expect(body.property).toEqual({ id: 'grand-hotel', name: 'Grand Hotel' });
      expect(body.user).toMatchObject({ email: 'manager@hotel.example', initials: 'SR' });
      const asB = await fetch(`${t.api}/me?id=sea-view`, { headers: { Authorization: `Bearer ${forA}` } });
      expect((await asB.json()).property.id).toBe('grand-hotel');
    });

    it('answers 403 when the token names a property the user is not (or no longer) a member of', async () => {
      const userId = (await exchange(tokens.access_token)).body.user.id;
      const { token } = await signSessionToken(t.server.ctx, {
        userId,
        propertyId: 'city-lodge',
        email: 'staff@hotel.example',
        name: 'Alex Morgan',
      });
      const r = await me(token);
      expect(r.status).toBe(403);
      expect(await r.json()).toEqual({ message: 'Forbidden' });

      await t.db.query(`INSERT INTO memberships (user_id, property_id) VALUES ($1, 'city-lodge')`, [userId]);
      expect((await me(token)).status).toBe(200);
      await t.db.query(`DELETE FROM memberships WHERE user_id = $1 AND property_id = 'city-lodge'`, [userId]);
      expect((await me(token)).status).toBe(403);
    });
  });

  it('keeps the signing key in DATA_DIR, private to the server', async () => {
    const file = path.join(t.server.ctx.config.dataDir, JWKS_FILE);
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    const { keys } = JSON.parse(fs.readFileSync(file, 'utf8')) as { keys: JWK[] };
    const published = await (await fetch(`${issuer}/jwks`)).json();
    expect(published.keys.map((k: JWK) => k.kid)).toEqual(keys.map((k) => k.kid));
    expect(published.keys[0].n).toBe(keys[0].n);
  });
});

/** Starts an authorization and answers the HTML of the page the browser lands on (the sign-in form). */
async function signInPageHtml(browser: OidcBrowser): Promise<string> {
  const { discovery, clientId } = await browser.config();
  const auth = `${discovery.authorization_endpoint}?${new URLSearchParams({
    client_id: clientId,
    redirect_uri: browser.redirectUri,
    response_type: 'code',
    scope: 'openid profile email',
    state: 'st',
    code_challenge: 'c'.repeat(43),
    code_challenge_method: 'S256',
  })}`;
  const step = await browser.follow(await browser.fetch(auth), browser.redirectUri);
  expect(step.location).toBeUndefined();
  return step.res.text();
}
