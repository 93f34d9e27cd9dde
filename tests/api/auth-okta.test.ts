import http from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { exchangeToken } from './oidc-client.ts';

/**
 * Okta cannot be reached from here, so this stands in for an Okta custom authorization server
 * with its real wire format: discovery at `${issuer}/.well-known/openid-configuration`, keys at
 * `${issuer}/v1/keys`, and access tokens shaped like Okta's (`sub` = login, `uid`, `cid`, `scp`).
 */
async function fakeOkta() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'okta-key-1', alg: 'RS256', use: 'sig' };
  let issuer = '';
  const server = http.createServer((req, res) => {
    const send = (body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.url === '/oauth2/default/.well-known/openid-configuration') {
      return send({ issuer, authorization_endpoint: `${issuer}/v1/authorize`, token_endpoint: `${issuer}/v1/token`, jwks_uri: `${issuer}/v1/keys` });
    }
    if (req.url === '/oauth2/default/v1/keys') return send({ keys: [jwk] });
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  issuer = `http://127.0.0.1:${(server.address() as { port: number }).port}/oauth2/default`;
  const accessToken = (claims: { sub: string; uid: string }, key: CryptoKey = privateKey) =>
    new SignJWT({ ver: 1, jti: `AT.${claims.uid}`, cid: '0oa-workspace', uid: claims.uid, scp: ['openid', 'profile', 'email'] })
      .setProtectedHeader({ kid: 'okta-key-1', alg: 'RS256' })
      .setIssuer(issuer)
      .setAudience('api://default')
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
  return { issuer, accessToken, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('token exchange against Okta', () => {
  let okta: Awaited<ReturnType<typeof fakeOkta>>;
  let t: TestServer;

  beforeAll(async () => {
    okta = await fakeOkta();
    t = await startTestServer({ OKTA_ISSUER: okta.issuer, OKTA_CLIENT_ID: '0oa-workspace' }, { workers: false });
    await t.db.query(`INSERT INTO properties (id, name) VALUES ('harbour', 'Harbour Hotel')`);
  });
  afterAll(async () => {
    await t?.close();
    await okta?.close();
  });

  const users = (where: string, params: unknown[]) => t.db.query<{ id: string; subject: string; email: string; name: string }>(`SELECT id, subject, email, name FROM users WHERE ${where}`, params);

  it('runs without the development provider or its users', async () => {
    expect((await (await fetch(`${t.api}/health`)).json()).auth).toBe('okta');
    expect((await users('true', [])).rows).toEqual([]);
  });

  it('creates a first-time user just in time, but grants no property without a membership', async () => {
    const res = await exchangeToken(t.api, await okta.accessToken({ sub: 'new.hire@hotel.example', uid: '00uNEW' }));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Forbidden' });
    const { rows } = await users('subject = $1', ['00uNEW']);
    expect(rows).toEqual([expect.objectContaining({ email: 'new.hire@hotel.example', name: 'new.hire' })]);
  });

  it('binds a user provisioned by email to their Okta uid on first sign-in', async () => {
    await t.db.query(`INSERT INTO users (id, subject, email, name) VALUES ('u-ana', 'ana@hotel.example', 'ana@hotel.example', 'Ana Lopez')`);
    await t.db.query(`INSERT INTO memberships (user_id, property_id) VALUES ('u-ana', 'harbour')`);
    const first = await exchangeToken(t.api, await okta.accessToken({ sub: 'Ana@hotel.example', uid: '00uANA' }), 'harbour');
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ user: { id: 'u-ana', name: 'Ana Lopez', initials: 'AL' }, property: { id: 'harbour', name: 'Harbour Hotel' } });
    expect((await users(`id = 'u-ana'`, [])).rows[0].subject).toBe('00uANA');
    // Found by uid from now on.
    expect((await exchangeToken(t.api, await okta.accessToken({ sub: 'ana@hotel.example', uid: '00uANA' }))).status).toBe(200);
  });

  it('does not hand a bound account to another Okta user with the same email', async () => {
    const res = await exchangeToken(t.api, await okta.accessToken({ sub: 'ana@hotel.example', uid: '00uOTHER' }), 'harbour');
    expect(res.status).toBe(403);
    expect((await users(`subject = '00uOTHER'`, [])).rows[0].id).not.toBe('u-ana');
  });

  it('refuses a token signed by a key Okta does not publish', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const res = await exchangeToken(t.api, await okta.accessToken({ sub: 'ana@hotel.example', uid: '00uANA' }, privateKey));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Invalid access token' });
  });
});
