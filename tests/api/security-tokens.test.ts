import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { membershipCache, membershipTtlMs } from '../../server/auth/membership.ts';
import { signSessionToken } from '../../server/auth/session.ts';
import { signFileUrl } from '../../server/documents/file-url.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { exchangeToken, OidcBrowser, SignInRefused } from './oidc-client.ts';

/** Issue 7, section 2: tokens and sessions. */

const SECRET = 'a-test-session-secret-that-is-long-enough-0123456789';

describe('tokens and sessions (issue 7)', () => {
  let t: TestServer;
  let token: string;
  let docId: string;
  let otherDocId: string;
  const auth = (bearer = token) => ({ Authorization: `Bearer ${bearer}` });

  const uploadText = async (bearer: string, name: string) => {
    const form = new FormData();
    form.append('file', new Blob(['Late check-out until 2 pm.'], { type: 'text/plain' }), name);
    const res = await fetch(`${t.api}/documents`, { method: 'POST', headers: auth(bearer), body: form });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };

  const env = {
    SESSION_SECRET: SECRET,
    CORS_ORIGINS: 'https://admin.hotel.example',
    AUTH_RATE_LIMIT_PER_IP: 8,
    AUTH_RATE_LIMIT_PER_ACCOUNT: 3,
  };

  beforeAll(async () => {
    t = await startTestServer(env, { workers: false });
    token = await t.tokenFor('hotel-a');
    docId = await uploadText(token, 'rules.txt');
    otherDocId = await uploadText(await t.tokenFor('hotel-b'), 'other.txt');
  });
  afterAll(() => t?.close());

  it('refuses the product token in the query string, for reads and writes', async () => {
    const q = `access_token=${encodeURIComponent(token)}`;
    expect((await fetch(`${t.api}/voices?${q}`)).status).toBe(401);
    expect(
      (await fetch(`${t.api}/voices?${q}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name":"x"}' }))
        .status,
    ).toBe(401);
    expect((await fetch(`${t.api}/documents/${docId}/file?${q}`)).status).toBe(401);
    expect((await fetch(`${t.api}/voices`, { headers: auth() })).status).toBe(200);
  });

  it('opens files only through a signed link bound to the file and the property, valid 60 seconds', async () => {
    const issued = await fetch(`${t.api}/documents/${docId}/file-url`, { method: 'POST', headers: auth() });
    expect(issued.status).toBe(200);
    const { url, expiresAt } = (await issued.json()) as { url: string; expiresAt: string };
    expect(url).not.toContain(token);
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(60_000);
    const file = await fetch(`${t.url}${url}`);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('Late check-out until 2 pm.');

    // Not with the product token, even in the header.
    expect((await fetch(`${t.api}/documents/${docId}/file`, { headers: auth() })).status).toBe(401);
    // Bound to the file: the same signature does not open another document.
    expect((await fetch(`${t.url}${url.replace(docId, otherDocId)}`)).status).toBe(401);
    // Bound to the property: naming another property breaks the signature.
    expect((await fetch(`${t.url}${url.replace('pid=hotel-a', 'pid=hotel-b')}`)).status).toBe(401);
    // Another property cannot get a link to this document.
    expect((await fetch(`${t.api}/documents/${docId}/file-url`, { headers: auth(await t.tokenFor('hotel-b')) })).status).toBe(404);
    // Expired: a link signed 61 seconds ago.
    const old = signFileUrl(t.server.ctx, 'hotel-a', docId, Date.now() - 61_000);
    const expired = await fetch(`${t.url}${old.url}`);
    expect(expired.status).toBe(403);
    expect(await expired.json()).toMatchObject({ code: 'file_link_expired' });
  });

  it('refuses a correctly signed token for a user or a property that does not exist', async () => {
    const ghostUser = (await signSessionToken(t.server.ctx, { userId: 'nobody', propertyId: 'hotel-a', email: 'x@y', name: 'x' })).token;
    const ghostProperty = (
      await signSessionToken(t.server.ctx, { userId: 'u-staff@test.example', propertyId: 'no-such-hotel', email: 'x@y', name: 'x' })
    ).token;
    for (const bearer of [ghostUser, ghostProperty]) {
      expect((await fetch(`${t.api}/voices`, { headers: auth(bearer) })).status).toBe(401);
      expect((await fetch(`${t.api}/search?q=pool`, { headers: auth(bearer) })).status).toBe(401);
    }
  });

  it('refuses a correctly signed token without exp', async () => {
    const noExp = await new SignJWT({ pid: 'hotel-a', email: 'staff@test.example', name: 'x' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('hotel-workspace')
      .setAudience('hotel-workspace-api')
      .setSubject('u-staff@test.example')
      .setIssuedAt()
      .sign(new TextEncoder().encode(SECRET));
    expect((await fetch(`${t.api}/voices`, { headers: auth(noExp) })).status).toBe(401);
  });

  it('checks the membership on each request: a removal counts within a minute (at once after invalidate)', async () => {
    const member = await t.tokenFor('hotel-c', 'leaving@test.example');
    expect((await fetch(`${t.api}/voices`, { headers: auth(member) })).status).toBe(200);
    expect(await membershipCache(t.server.ctx).roleOf('u-leaving@test.example', 'hotel-c')).toBe('staff');
    await t.db.query(`DELETE FROM memberships WHERE user_id = 'u-leaving@test.example'`);
    expect(membershipTtlMs).toBeLessThanOrEqual(60_000);
    membershipCache(t.server.ctx).invalidate('u-leaving@test.example');
    expect((await fetch(`${t.api}/voices`, { headers: auth(member) })).status).toBe(401);
  });

  it('allows cross-origin calls only from the product itself and the configured origins', async () => {
    const preflight = (origin: string) =>
      fetch(`${t.api}/voices`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
      });
    for (const allowed of [new URL(t.url).origin, 'https://admin.hotel.example']) {
      expect((await preflight(allowed)).headers.get('access-control-allow-origin')).toBe(allowed);
      const get = await fetch(`${t.api}/voices`, { headers: { ...auth(), Origin: allowed } });
      expect(get.headers.get('access-control-allow-origin')).toBe(allowed);
    }
    for (const refused of ['https://evil.example', 'null', 'http://127.0.0.1:1']) {
      expect((await preflight(refused)).headers.get('access-control-allow-origin')).toBeNull();
      const get = await fetch(`${t.api}/voices`, { headers: { ...auth(), Origin: refused } });
      expect(get.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('answers the token exchange the same for a nonexistent property and for someone else’s', async () => {
    await t.db.query(`INSERT INTO properties (id, name) VALUES ('city-lodge', 'City Lodge') ON CONFLICT DO NOTHING`);
    const tokens = await new OidcBrowser(t.url).signIn({ email: 'staff@hotel.example', password: 'hotel123' });
    const answer = async (pid: string) => {
      const res = await exchangeToken(t.api, tokens.access_token, pid);
      return { status: res.status, body: await res.json() };
    };
    const unknown = await answer('no-such-hotel');
    expect(unknown).toEqual({ status: 403, body: { message: 'Forbidden' } });
    expect(await answer('city-lodge')).toEqual(unknown);
  });

  describe('rate limits (per address: 8 a minute here; per account: 3 wrong passwords)', () => {
    // The counters live in the server and every request here comes from 127.0.0.1: each test counts
    // its own attempts on a server of its own (this `t` stands for the outer one in these tests).
    let t: TestServer;
    beforeEach(async () => {
      t = await startTestServer(env, { workers: false });
    });
    afterEach(() => t?.close());

    it('locks an account after too many wrong passwords with 429, even for the right one', async () => {
      const attempt = (password: string) =>
        new OidcBrowser(t.url).authorize({ email: 'manager@hotel.example', password }).then(
          () => 'signed-in',
          (e: unknown) => (e instanceof SignInRefused ? e : Promise.reject(e)),
        );
      for (let i = 0; i < 3; i++) expect(((await attempt('wrong')) as SignInRefused).status).toBe(401);
      const locked = (await attempt('hotel123')) as SignInRefused;
      expect(locked.status).toBe(429);
      expect(locked.html).toContain('Too many sign-in attempts');
    });

    it('limits the password form per address with 429', async () => {
      // Eight posts a minute from this address (each for another account, so no account locks): the ninth is refused.
      const statuses: number[] = [];
      for (let i = 0; i < 9; i++) {
        const r = await new OidcBrowser(t.url)
          .authorize({ email: `nobody${i}@hotel.example`, password: 'x' })
          .catch((e: unknown) => e as SignInRefused);
        statuses.push((r as SignInRefused).status);
      }
      expect(statuses).toEqual([...Array(8).fill(401), 429]);
    });

    it('limits the token exchange per address with 429 and Retry-After', async () => {
      let last: Response | undefined;
      for (let i = 0; i < 10; i++) {
        last = await exchangeToken(t.api, 'not-a-token');
        if (last.status === 429) break;
        expect(last.status).toBe(401);
      }
      expect(last?.status).toBe(429);
      expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await last?.json()).toMatchObject({ message: 'Too many sign-in attempts: try again later', code: 'too_many_attempts' });
    });
  });
});
