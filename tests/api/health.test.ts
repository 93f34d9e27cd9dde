import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

describe('platform', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({}, { workers: false });
  });
  afterAll(() => t.close());

  it('reports health with the database kind', async () => {
    const r = await fetch(`${t.api}/health`);
    expect(r.status).toBe(200);
    expect(await r.json()).toMatchObject({ status: 'ok', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('publishes the runtime configuration the SPA needs', async () => {
    const body = await (await fetch(`${t.api}/config`)).json();
    expect(body.issuer).toBe(`${t.url}/idp`);
    expect(body.clientId).toBeTruthy();
    expect(body.scopes).toContain('openid');
  });

  it('refuses product routes without a token, and with a forged one', async () => {
    expect((await fetch(`${t.api}/documents`)).status).toBe(401);
    // Change the signature's first character: the last one may only carry padding bits.
    const [head, body, sig] = (await t.tokenFor()).split('.');
    const forged = `${head}.${body}.${sig![0] === 'A' ? 'B' : 'A'}${sig!.slice(1)}`;
    const r = await fetch(`${t.api}/documents`, { headers: { Authorization: `Bearer ${forged}` } });
    expect(r.status).toBe(401);
    expect(await r.json()).toEqual({ message: 'Unauthorized' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const token = await t.tokenFor();
    const r = await fetch(`${t.api}/nope`, { headers: { Authorization: token } });
    expect(r.status).toBe(404);
    expect(await r.json()).toEqual({ message: 'Not Found' });
  });
});
