import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apaleoConnector } from '../../server/connectors/apaleo.ts';
import { googleReviewsConnector } from '../../server/connectors/google-reviews.ts';
import { connectors } from '../../server/connectors/registry.ts';
import type { IntegrationRecord, SyncTools } from '../../server/connectors/types.ts';
import { startApaleo, type ApaleoFixture } from '../fixtures/apaleo-server.ts';
import { startGbp, type GbpFixture } from '../fixtures/gbp-server.ts';
import { startTestServer, type TestServer } from './harness.ts';

const tools = (allowHosts: readonly string[] = ['127.0.0.1']) => {
  const pages: number[] = [];
  const t: SyncTools = {
    signal: new AbortController().signal,
    runId: 'test-run',
    allowHosts,
    setPages: async (n) => void pages.push(n),
    setStatus: async () => undefined,
    isDeleted: async () => false,
  };
  return { tools: t, pages };
};

const record = (kind: IntegrationRecord['kind'], settings: Record<string, unknown>): IntegrationRecord => ({
  id: 'int-1',
  propertyId: 'p',
  name: kind,
  kind,
  url: null,
  schedule: 'snapshot',
  status: 'pending',
  pages: 0,
  settings,
  lastSyncedAt: null,
});

describe('connectors', () => {
  let t: TestServer;
  let apaleo: ApaleoFixture;
  let gbp: GbpFixture;
  let token: string;
  const apaleoSettings = () => ({
    clientId: apaleo.clientId,
    clientSecret: apaleo.clientSecret,
    propertyId: apaleo.propertyId,
    baseUrl: apaleo.url,
    identityUrl: apaleo.url,
    checkInTime: '15:00',
    checkOutTime: '11:00',
  });
  const gbpSettings = () => ({ accountId: gbp.accountId, locationId: gbp.locationId, accessToken: gbp.accessToken, baseUrl: gbp.url });
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${t.api}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const waitSettled = async (id: string) => {
    for (let i = 0; i < 800; i++) {
      const r = (await call('GET', `/integrations/${id}`)).body;
      if (r.status === 'active' || r.status === 'failed') return r;
      await new Promise((res) => setTimeout(res, 25));
    }
    throw new Error('integration never settled');
  };

  beforeAll(async () => {
    [apaleo, gbp, t] = await Promise.all([
      startApaleo(),
      startGbp(),
      startTestServer({ CRAWL_ALLOW_HOSTS: '127.0.0.1', CRAWL_POLITENESS_MS: 0 }),
    ]);
    token = await t.tokenFor('connector-property');
  });
  afterAll(async () => {
    await t.close();
    await apaleo.close();
    await gbp.close();
  });

  it('has one connector per integration kind, with the provider names the UI shows', () => {
    expect(Object.fromEntries(Object.entries(connectors).map(([k, c]) => [k, [c.kind, c.provider]]))).toEqual({
      website: ['website', 'Website'],
      pms: ['pms', 'Apaleo'],
      reviews: ['reviews', 'Google Business Profile'],
    });
  });

  describe('Apaleo', () => {
    it('validates settings field by field', () => {
      const r = apaleoConnector.configure({ settings: { clientId: ' ', propertyId: 'MUC 1', baseUrl: 'ftp://x', checkInTime: '25:00' } });
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(Object.keys(r.errors).sort()).toEqual([
        'settings.baseUrl',
        'settings.checkInTime',
        'settings.clientId',
        'settings.clientSecret',
        'settings.propertyId',
      ]);
      expect(r.errors['settings.clientSecret']).toBe('Client secret is required');
    });

    it('reads the property, every page of unit groups and the rate plans into passages', async () => {
      const { tools: tl, pages } = tools();
      const before = apaleo.requests.length;
      const result = await apaleoConnector.sync(t.server.ctx, record('pms', apaleoSettings()), tl);
      expect(result.pages).toBe(1 + apaleo.unitGroupCount + apaleo.ratePlanCount);
      expect(pages).toEqual([1 + apaleo.unitGroupCount]);
      const texts = result.passages!.map((p) => p.text);
      expect(texts[0]).toContain('Address: Leopoldstrasse 1, 80802 Munich, DE.');
      // Check-in times are not in the property here: they come from the settings.
      expect(texts[0]).toContain('Check-in from 15:00.');
      expect(texts.filter((x) => x.includes('with a view of the English Garden'))).toHaveLength(apaleo.unitGroupCount);
      expect(texts.some((x) => x.includes('Cancellation policy: Flexible: Free cancellation until 6 pm'))).toBe(true);
      expect(texts.some((x) => x.includes('Bookable through: Direct, Booking Com.'))).toBe(true);
      const calls = apaleo.requests.slice(before);
      expect(calls.filter((c) => c.path.startsWith('/inventory/v1/unit-groups')).length).toBe(Math.ceil(apaleo.unitGroupCount / 2));
      expect(calls.filter((c) => c.path !== '/connect/token').every((c) => c.authorized)).toBe(true);
    });

    it('prefers the check-in times the property itself declares', async () => {
      const own = await startApaleo({ withCheckInTimes: true });
      try {
        const result = await apaleoConnector.sync(
          t.server.ctx,
          record('pms', { ...apaleoSettings(), baseUrl: own.url, identityUrl: own.url }),
          tools().tools,
        );
        expect(result.passages![0].text).toContain('Check-in from 14:00.');
        expect(result.passages![0].text).toContain('Check-out until 12:00.');
      } finally {
        await own.close();
      }
    });

    it('maps wrong credentials, unknown property, rate limits and outages to clear messages', async () => {
      const sync = (s: Record<string, unknown>) =>
        apaleoConnector.sync(t.server.ctx, record('pms', { ...apaleoSettings(), ...s }), tools().tools);
      await expect(sync({ clientSecret: 'wrong' })).rejects.toThrow(
        'Apaleo refused the credentials (invalid_client). Check the client id and client secret.',
      );
      await expect(sync({ propertyId: 'BER' })).rejects.toThrow('Apaleo could not find the property (check the property id) (HTTP 404)');
      apaleo.fail('/inventory/v1/properties', 401);
      await expect(sync({})).rejects.toThrow('Apaleo refused the credentials (HTTP 401)');
      apaleo.fail('/rateplan/v1/rate-plans', 429, 1, { 'Retry-After': '0' });
      expect((await sync({})).pages).toBe(1 + apaleo.unitGroupCount + apaleo.ratePlanCount);
      apaleo.fail('/rateplan/v1/rate-plans', 429, 3, { 'Retry-After': '0' });
      await expect(sync({})).rejects.toMatchObject({
        transient: true,
        message: expect.stringContaining('Apaleo is limiting requests (HTTP 429)'),
      });
      apaleo.fail('/inventory/v1/unit-groups', 500);
      await expect(sync({})).rejects.toMatchObject({ transient: true, message: 'Apaleo is unavailable (HTTP 500). Try again later.' });
    });

    it('applies the SSRF guard to the base URL from the settings', async () => {
      await expect(apaleoConnector.sync(t.server.ctx, record('pms', apaleoSettings()), tools([]).tools)).rejects.toThrow(
        'Apaleo could not be reached: the address resolves to a private network, which this server does not connect to',
      );
    });
  });

  describe('Google Business Profile', () => {
    it('reads every page of reviews with rating and date', async () => {
      const { tools: tl, pages } = tools();
      const before = gbp.requests.length;
      const result = await googleReviewsConnector.sync(t.server.ctx, record('reviews', gbpSettings()), tl);
      expect(result.pages).toBe(gbp.reviewCount);
      expect(pages[pages.length - 1]).toBe(gbp.reviewCount);
      const calls = gbp.requests.slice(before);
      expect(calls).toHaveLength(Math.ceil(gbp.reviewCount / 50));
      expect(calls.every((c) => c.authorized && c.path.includes('pageSize=50'))).toBe(true);
      const [summary, ...reviews] = result.passages!;
      expect(summary.text).toMatch(new RegExp(`out of 5 on Google, from ${gbp.reviewCount} reviews`));
      expect(reviews).toHaveLength(gbp.reviewCount);
      expect(reviews[4]).toMatchObject({ location: { reviewId: 'r5', rating: 5, date: '2024-01-05' } });
      expect(reviews[4].text).toContain('5 out of 5 stars review by Guest 5 on 2024-01-05.');
      expect(reviews[4].text).toContain('wonderful breakfast buffet');
      expect(reviews[0].text).toContain('Reply from the hotel (2024-01-01): Thank you, guest 1!');
      expect(reviews[9].text).toContain('review by an anonymous guest');
      expect(reviews[6].text).toContain('(No written comment.)');
    });

    it('exchanges a refresh token for an access token', async () => {
      const { accessToken: _unused, ...rest } = gbpSettings();
      const settings = {
        ...rest,
        refreshToken: gbp.refresh.refreshToken,
        clientId: gbp.refresh.clientId,
        clientSecret: gbp.refresh.clientSecret,
        tokenUrl: `${gbp.url}/token`,
        maxReviews: 10,
      };
      const result = await googleReviewsConnector.sync(t.server.ctx, record('reviews', settings), tools().tools);
      expect(result.pages).toBe(10);
      await expect(
        googleReviewsConnector.sync(t.server.ctx, record('reviews', { ...settings, refreshToken: 'revoked' }), tools().tools),
      ).rejects.toThrow('Google Business Profile refused the credentials (invalid_grant)');
    });

    it('maps expired tokens, unknown locations, rate limits and outages to clear messages', async () => {
      const sync = (s: Record<string, unknown>) =>
        googleReviewsConnector.sync(t.server.ctx, record('reviews', { ...gbpSettings(), ...s }), tools().tools);
      await expect(sync({ accessToken: 'expired' })).rejects.toThrow(
        'Google Business Profile refused the credentials (HTTP 401). The access token is invalid or expired',
      );
      await expect(sync({ locationId: '1' })).rejects.toThrow(
        'Google Business Profile could not find the location (check the account id and location id) (HTTP 404)',
      );
      gbp.fail('/v4/', 429, 3, { 'Retry-After': '0' });
      await expect(sync({})).rejects.toThrow('Google Business Profile is limiting requests (HTTP 429)');
      gbp.fail('/v4/', 500);
      await expect(sync({})).rejects.toThrow('Google Business Profile is unavailable (HTTP 500). Try again later.');
    });

    it('tests a connection without indexing', async () => {
      await expect(googleReviewsConnector.testConnection(t.server.ctx, gbpSettings())).resolves.toBeUndefined();
      await expect(googleReviewsConnector.testConnection(t.server.ctx, { ...gbpSettings(), accessToken: 'bad' })).rejects.toThrow(
        'refused the credentials',
      );
    });
  });

  describe('through the API', () => {
    it('creates a PMS integration, keeps its secret out of every answer, and indexes it', async () => {
      const created = await call('POST', '/integrations', { kind: 'pms', name: 'Front office', settings: apaleoSettings() });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ kind: 'pms', name: 'Front office', url: null, status: 'pending' });
      expect(created.body.settings).not.toHaveProperty('clientSecret');
      const id = String(created.body.id);
      const listed = await fetch(`${t.api}/integrations`, { headers: { Authorization: `Bearer ${token}` } }).then((r) => r.text());
      expect(listed).not.toContain(apaleo.clientSecret);
      const done = await waitSettled(id);
      expect(done).toMatchObject({ status: 'active', pages: 1 + apaleo.unitGroupCount + apaleo.ratePlanCount, error: null });
      expect(JSON.stringify(done)).not.toContain(apaleo.clientSecret);
      const chunks = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM chunks WHERE source = 'pms' AND source_id = $1`, [id]);
      expect(chunks.rows[0].n).toBeGreaterThan(0);
      const hits = (await call('GET', `/search?q=${encodeURIComponent('free cancellation')}&source=pms`)).body as {
        results: { source: string }[];
      };
      expect(hits.results.length).toBeGreaterThan(0);

      // An edit that leaves the secret out keeps the stored one.
      const edited = await call('PUT', `/integrations/${id}`, {
        settings: { ...apaleoSettings(), clientSecret: '', checkInTime: '16:00' },
      });
      expect(edited.status).toBe(200);
      expect(edited.body.settings).toMatchObject({ checkInTime: '16:00' });
      expect(edited.body.settings).not.toHaveProperty('clientSecret');
    });

    it('refuses incomplete connector settings with errors per setting', async () => {
      const r = await call('POST', '/integrations', { kind: 'reviews', settings: { accountId: gbp.accountId } });
      expect(r.status).toBe(400);
      expect(r.body.errors).toEqual({
        'settings.locationId': 'Location id is required',
        'settings.accessToken': 'Access token is required',
      });
    });

    it('marks a reviews integration failed with the provider message when the token is refused', async () => {
      const created = await call('POST', '/integrations', { kind: 'reviews', settings: { ...gbpSettings(), accessToken: 'expired' } });
      expect(created.body.name).toBe('Google Business Profile reviews');
      const done = await waitSettled(String(created.body.id));
      expect(done.status).toBe('failed');
      expect(done.error).toContain('Google Business Profile refused the credentials (HTTP 401)');
      expect(done.pages).toBe(0);
    });
  });
});
