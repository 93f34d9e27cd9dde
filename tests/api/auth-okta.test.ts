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
      return send({
        issuer,
        authorization_endpoint: `${issuer}/v1/authorize`,
        token_endpoint: `${issuer}/v1/token`,
        jwks_uri: `${issuer}/v1/keys`,
      });
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
  /** The users table as the server left it at boot, before any test signed anyone in. */
  let usersAtBoot: unknown[];

  beforeAll(async () => {
    okta = await fakeOkta();
    t = await startTestServer({ OKTA_ISSUER: okta.issuer, OKTA_CLIENT_ID: '0oa-workspace' }, { workers: false });
    usersAtBoot = (await users('true', [])).rows;
    await t.db.query(`INSERT INTO properties (id, name) VALUES ('harbour', 'Harbour Hotel')`);
  });
  afterAll(async () => {
    await t?.close();
    await okta?.close();
  });

  const users = (where: string, params: unknown[]) =>
    t.db.query<{ id: string; subject: string; email: string; name: string }>(
      `SELECT id, subject, email, name FROM users WHERE ${where}`,
      params,
    );

  /** A member of 'harbour' provisioned by email (as an admin would), with names of its own per test. */
  let provisioned = 0;
  async function provision() {
    const n = ++provisioned;
    const user = { id: `u-ana-${n}`, email: `ana${n}@hotel.example`, uid: `00uANA${n}` };
    await t.db.query(`INSERT INTO users (id, subject, email, name) VALUES ($1, $2, $2, 'Ana Lopez')`, [user.id, user.email]);
    await t.db.query(`INSERT INTO memberships (user_id, property_id) VALUES ($1, 'harbour')`, [user.id]);
    return user;
  }

  it('runs without the development provider or its users', async () => {
    expect((await (await fetch(`${t.api}/health`)).json()).auth).toBe('okta');
    expect(usersAtBoot).toEqual([]);
  });

  it('creates a first-time user just in time, but grants no property without a membership', async () => {
    const res = await exchangeToken(t.api, await okta.accessToken({ sub: 'new.hire@hotel.example', uid: '00uNEW' }));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Forbidden' });
    const { rows } = await users('subject = $1', ['00uNEW']);
    expect(rows).toEqual([expect.objectContaining({ email: 'new.hire@hotel.example', name: 'new.hire' })]);
  });

  it('binds a user provisioned by email to their Okta uid on first sign-in', async () => {
    const ana = await provision();
    const first = await exchangeToken(t.api, await okta.accessToken({ sub: ana.email.replace('ana', 'Ana'), uid: ana.uid }), 'harbour');
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      user: { id: ana.id, name: 'Ana Lopez', initials: 'AL' },
      property: { id: 'harbour', name: 'Harbour Hotel' },
    });
    expect((await users('id = $1', [ana.id])).rows[0].subject).toBe(ana.uid);
    // Found by uid from now on.
    expect((await exchangeToken(t.api, await okta.accessToken({ sub: ana.email, uid: ana.uid }))).status).toBe(200);
  });

  it('does not hand a bound account to another Okta user with the same email', async () => {
    const ana = await provision();
    // Ana signs in first: her account is bound to her uid.
    expect((await exchangeToken(t.api, await okta.accessToken({ sub: ana.email, uid: ana.uid }), 'harbour')).status).toBe(200);
    expect((await users('id = $1', [ana.id])).rows[0].subject).toBe(ana.uid);
    const res = await exchangeToken(t.api, await okta.accessToken({ sub: ana.email, uid: '00uOTHER' }), 'harbour');
    expect(res.status).toBe(403);
    expect((await users(`subject = '00uOTHER'`, [])).rows[0].id).not.toBe(ana.id);
  });

  it('refuses a token signed by a key Okta does not publish', async () => {
    const ana = await provision();
    // The same claims signed with the published key are accepted: only the key differs.
    expect((await exchangeToken(t.api, await okta.accessToken({ sub: ana.email, uid: ana.uid }), 'harbour')).status).toBe(200);
    const { privateKey } = await generateKeyPair('RS256');
    const res = await exchangeToken(t.api, await okta.accessToken({ sub: ana.email, uid: ana.uid }, privateKey));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Invalid access token' });
  });
});
