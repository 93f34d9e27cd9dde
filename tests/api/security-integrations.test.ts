import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestJson } from '../../server/connectors/http-json.ts';
import { apaleoIntegration } from '../fixtures/apaleo-server.ts';
import { startTestServer, type TestServer } from './harness.ts';

// Issue 7: an address the sync would refuse (private, loopback, link-local) is refused when the
// integration is saved, with a field error; and a PMS is not said to be "crawled".

describe('security: integration addresses', () => {
  let t: TestServer;
  let allowing: TestServer;
  let token: string;
  let allowingToken: string;
  const call = async (server: TestServer, tk: string, method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server.api}${path}`, {
      method,
      headers: { Authorization: `Bearer ${tk}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    [t, allowing] = await Promise.all([
      startTestServer({}, { workers: false }),
      startTestServer({ CRAWL_ALLOW_HOSTS: '127.0.0.1' }, { workers: false }),
    ]);
    token = await t.tokenFor('hotel-int');
    allowingToken = await allowing.tokenFor('hotel-int');
  });
  afterAll(() => Promise.all([t?.close(), allowing?.close()]));

  it('refuses private and loopback addresses at creation with a field error', async () => {
    const message = 'This address is on a private network and cannot be reached from here';
    for (const url of [
      'http://127.0.0.1:8080/',
      'http://10.0.0.5/',
      'http://[::1]/rooms/',
      'http://localhost:3000/',
      'http://169.254.169.254/latest/',
    ]) {
      const r = await call(t, token, 'POST', '/integrations', { kind: 'website', url, schedule: 'snapshot' });
      expect(r, url).toEqual({ status: 400, body: { message, code: 'private_address', errors: { url: message } } });
    }
    const api = await call(t, token, 'POST', '/integrations', apaleoIntegration('http://192.168.1.20/api'));
    expect(api).toEqual({ status: 400, body: { message, code: 'private_address', errors: { 'settings.baseUrl': message } } });
    const { body } = await call(t, token, 'GET', '/integrations');
    expect(body).toEqual([]);
  });

  it('refuses a private address on edit too', async () => {
    const created = await call(t, token, 'POST', '/integrations', { kind: 'website', url: 'https://hotel.example/', schedule: 'snapshot' });
    expect(created.status).toBe(201);
    const r = await call(t, token, 'PUT', `/integrations/${created.body.id}`, { url: 'http://127.0.0.1/' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'private_address', errors: { url: expect.any(String) } });
  });

  it('accepts them when the host is in CRAWL_ALLOW_HOSTS', async () => {
    const r = await call(allowing, allowingToken, 'POST', '/integrations', {
      kind: 'website',
      url: 'http://127.0.0.1:8080/',
      schedule: 'snapshot',
    });
    expect(r.status).toBe(201);
  });

  it('says a PMS could not be reached, not that it "cannot be crawled"', async () => {
    const error = await requestJson(
      'http://127.0.0.1:9/inventory/v1/properties',
      { allowHosts: [] },
      { provider: 'Apaleo', unauthorized: '', notFound: '' },
    ).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(
      'Apaleo could not be reached: the address resolves to a private network, which this server does not connect to',
    );
    expect((error as Error).message).not.toMatch(/crawl/i);
  });
});
