import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { noiseMarkers, page, startSite, type FixtureSite } from '../fixtures/site.ts';
import { startTestServer, type TestServer } from './harness.ts';

interface Integration {
  id: string;
  name: string;
  kind: string;
  url: string | null;
  status: string;
  pages: number;
  error: string | null;
  schedule: string;
  lastSyncedAt: string | null;
}

interface ChunkRow {
  id: number;
  url: string;
  title: string;
  text: string;
}

describe('website integrations through the API', () => {
  let t: TestServer;
  let site: FixtureSite;
  let token: string;
  const sitePages = ['/', '/brochure.pdf', '/contact', '/dining', '/rooms/', '/rooms/deluxe', '/rooms/suite', '/spa'];

  const call = async (method: string, path: string, body?: unknown, as = token) => {
    const res = await fetch(`${t.api}${path}`, {
      method,
      headers: { Authorization: `Bearer ${as}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const get = async (id: string) => (await call('GET', `/integrations/${id}`)).body as unknown as Integration;
  /** Polls the record, collecting every status seen, until `done` holds. */
  const waitFor = async (id: string, done: (r: Integration) => boolean, seen: string[] = []) => {
    for (let i = 0; i < 600; i++) {
      const r = await get(id);
      if (seen[seen.length - 1] !== r.status) seen.push(r.status);
      if (done(r)) return r;
      await new Promise((res) => setTimeout(res, 25));
    }
    throw new Error(`integration ${id} never reached the expected state; statuses seen: ${seen.join(' → ')}`);
  };
  const settled = (r: Integration) => r.status === 'active' || r.status === 'failed';
  const chunksOf = async (id: string) =>
    (
      await t.db.query<ChunkRow>(
        `SELECT id::int AS id, url, title, text FROM chunks WHERE source = 'website' AND source_id = $1 ORDER BY url, ordinal`,
        [id],
      )
    ).rows;
  /** The path of a crawled URL on whichever fixture site served it. */
  const pagePath = (url: string) => url.replace(/^http:\/\/[^/]+/, '').replace(/#page=\d+$/, '');
  const search = async (q: string) =>
    (await call('GET', `/search?q=${encodeURIComponent(q)}&source=website`)).body as { results: { url: string }[]; total: number };

  beforeAll(async () => {
    site = await startSite({ delayMs: 40 });
    t = await startTestServer({ CRAWL_ALLOW_HOSTS: '127.0.0.1', CRAWL_POLITENESS_MS: 0 });
    token = await t.tokenFor('prop-a');
  });
  afterAll(async () => {
    await t?.close(); // undefined when the boot itself failed: report that, not a TypeError here
    await site?.close();
  });

  it('validates the website URL with the product messages', async () => {
    const missing = await call('POST', '/integrations', { kind: 'website', schedule: 'snapshot' });
    expect(missing).toEqual({
      status: 400,
      body: { message: 'URL is required', code: 'invalid_input', errors: { url: 'app.integrations.url_required' } },
    });
    for (const url of ['not a url', 'ftp://hotel.example/', 'javascript:alert(1)']) {
      const bad = await call('POST', '/integrations', { kind: 'website', url });
      expect(bad.status).toBe(400);
      expect((bad.body.errors as Record<string, string>).url).toBe('app.integrations.url_invalid');
    }
    const limit = await call('POST', '/integrations', { kind: 'website', url: site.url, settings: { maxPages: 9000 } });
    expect(limit.status).toBe(400);
    expect((limit.body.errors as Record<string, string>)['settings.maxPages']).toMatch(/between 1 and 5000/);
  });

  it('crawls a created website: pending → gathering data → active, with the right pages and chunks', async () => {
    const created = await call('POST', '/integrations', { kind: 'website', url: `${site.url}/?utm_source=ad#top`, schedule: 'snapshot' });
    expect(created.status).toBe(201);
    const record = created.body as unknown as Integration;
    expect(record).toMatchObject({ kind: 'website', url: `${site.url}/`, name: `127.0.0.1:${site.port}`, status: 'pending', pages: 0 });
    const seen: string[] = [record.status];
    const gathering = await waitFor(record.id, (r) => r.status === 'gathering_data', seen);
    expect(gathering.pages).toBeLessThan(sitePages.length);
    const done = await waitFor(record.id, settled, seen);
    expect(done).toMatchObject({ status: 'active', pages: sitePages.length, error: null });
    expect(done.lastSyncedAt).toBeTruthy();
    // Statuses only move forward through the machine.
    const order = ['pending', 'gathering_data', 'chunking', 'active'];
    expect(seen.map((s) => order.indexOf(s))).toEqual([...seen.map((s) => order.indexOf(s))].sort());
    expect(seen).toContain('gathering_data');

    const chunks = await chunksOf(record.id);
    expect([...new Set(chunks.map((c) => pagePath(c.url)))].sort()).toEqual(sitePages);
    const amenities = chunks.find((c) => c.text.includes('Sea view balcony'))!;
    expect(amenities.title).toBe('Deluxe Room — Amenities');
    expect(chunks.find((c) => c.text.includes('Pets are welcome'))?.url).toBe(`${site.url}/brochure.pdf#page=2`);
    for (const c of chunks) for (const marker of noiseMarkers) expect(c.text).not.toContain(marker);

    const hits = await search('balcony');
    expect(hits.results.map((h) => h.url)).toContain(`${site.url}/rooms/deluxe`);
  });

  it('deactivates (out of search, content kept), activates without re-crawling, refreshes on demand', async () => {
    site.setPage('/terrace', page('Terrace', '<h1>Terrace</h1><p>Paper lanterns light the rooftop terrace at dusk.</p>'));
    const { body } = await call('POST', '/integrations', { kind: 'website', url: `${site.url}/terrace`, schedule: 'snapshot' });
    const id = String(body.id);
    const synced = await waitFor(id, settled);
    expect(synced).toMatchObject({ status: 'active', pages: 1, name: `127.0.0.1:${site.port}/terrace` });
    const inSearch = async () => (await search('lanterns')).results.filter((h) => h.url === `${site.url}/terrace`).length;
    expect(await inSearch()).toBe(1);

    const off = await call('POST', `/integrations/${id}/deactivate`);
    expect(off).toMatchObject({ status: 200, body: { id, status: 'inactive' } });
    expect(await inSearch()).toBe(0);
    expect((await chunksOf(id)).length).toBeGreaterThan(0);
    expect(await call('POST', `/integrations/${id}/refresh`)).toEqual({
      status: 409,
      body: { message: 'Activate the integration before refreshing it' },
    });

    const jobsBefore = await t.db.query(`SELECT id FROM jobs WHERE payload->>'integrationId' = $1`, [id]);
    const on = await call('POST', `/integrations/${id}/activate`);
    expect(on).toMatchObject({ status: 200, body: { id, status: 'active' } });
    expect(await inSearch()).toBe(1);
    expect((await t.db.query(`SELECT id FROM jobs WHERE payload->>'integrationId' = $1`, [id])).rows).toHaveLength(jobsBefore.rows.length);

    const before = site.requests.length;
    const refreshed = await call('POST', `/integrations/${id}/refresh`);
    expect(refreshed).toMatchObject({ status: 200, body: { id, status: 'pending' } });
    const again = await waitFor(id, (r) => settled(r) && r.lastSyncedAt !== synced.lastSyncedAt);
    expect(again).toMatchObject({ status: 'active', pages: 1 });
    // The unchanged page was revalidated, not downloaded again.
    expect(
      site.requests
        .slice(before)
        .filter((r) => r.path === '/terrace')
        .map((r) => r.status),
    ).toEqual([304]);
  });

  it('answers 409 to a refresh while the sync runs, and 404 for another property or an unknown id', async () => {
    const { body } = await call('POST', '/integrations', { kind: 'website', url: `${site.url}/rooms/`, schedule: 'snapshot' });
    const id = String(body.id);
    await waitFor(id, (r) => r.status === 'gathering_data');
    expect(await call('POST', `/integrations/${id}/refresh`)).toEqual({
      status: 409,
      body: { message: 'This integration is already being refreshed' },
    });
    const other = await t.tokenFor('prop-b', 'b@test.example');
    for (const action of ['activate', 'deactivate', 'refresh']) {
      expect((await call('POST', `/integrations/${id}/${action}`, undefined, other)).status).toBe(404);
    }
    expect((await call('POST', '/integrations/nope/refresh')).status).toBe(404);
    expect(await waitFor(id, settled)).toMatchObject({ status: 'active', pages: 3 });
  });

  it('stores a clear error when the site leads to a private address', async () => {
    const { body } = await call('POST', '/integrations', { kind: 'website', url: `${site.url}/to-metadata`, schedule: 'snapshot' });
    const failed = await waitFor(String(body.id), settled);
    expect(failed).toMatchObject({ status: 'failed', pages: 0, error: 'The address resolves to a private network and cannot be crawled' });
  });

  it('re-crawls a daily website incrementally: changed, removed and new pages; 304 for the rest; old chunks kept on failure', async () => {
    // This test changes the site's pages: it gets a site of its own, so the shared one stays as the
    // other tests expect it (they run in any order).
    const site = await startSite({ delayMs: 40 });
    onTestFinished(() => site.close());
    const { body } = await call('POST', '/integrations', { kind: 'website', url: `${site.url}/`, schedule: 'daily' });
    const id = String(body.id);
    const first = await waitFor(id, settled);
    expect(first).toMatchObject({ status: 'active', pages: sitePages.length });
    const queued = async () =>
      (
        await t.db.query<{ run_at: Date }>(`SELECT run_at FROM jobs WHERE payload->>'integrationId' = $1 AND state = 'queued'`, [id])
      ).rows.map((r) => new Date(r.run_at).getTime());
    const next = await queued();
    expect(next).toHaveLength(1);
    expect(next[0] - Date.parse(first.lastSyncedAt!)).toBeGreaterThan(23.9 * 3600_000);

    const deluxeChunkIds = (await chunksOf(id)).filter((c) => pagePath(c.url) === '/rooms/deluxe').map((c) => c.id);
    site.setPage('/contact', page('Contact', '<h1>Contact</h1><p>The concierge answers messages from 8 am to midnight.</p>'));
    site.removePage('/spa');
    site.setPage('/offers', page('Offers', '<h1>Offers</h1><p>Stay three nights and the fourth is on the house.</p>'));
    site.setPage(
      '/',
      site.requests.length
        ? page(
            'Fixture Hotel',
            '<h1>Welcome to Fixture Hotel</h1><p>A quiet seaside hotel.</p><p><a href="/rooms/">Rooms</a> <a href="/dining">Dining</a> <a href="/offers">Offers</a> <a href="/brochure.pdf">Brochure</a></p>',
          )
        : '',
    );
    const before = site.requests.length;
    // Refresh brings tomorrow's run forward instead of queueing a second one.
    expect((await call('POST', `/integrations/${id}/refresh`)).status).toBe(200);
    const second = await waitFor(id, (r) => settled(r) && r.lastSyncedAt !== first.lastSyncedAt);
    const expected = [...sitePages.filter((p) => p !== '/spa'), '/offers'].sort();
    expect(second).toMatchObject({ status: 'active', pages: expected.length });
    const chunks = await chunksOf(id);
    expect([...new Set(chunks.map((c) => pagePath(c.url)))].sort()).toEqual(expected);
    expect(chunks.some((c) => c.text.includes('concierge answers messages'))).toBe(true);
    expect(chunks.some((c) => c.text.includes('front desk day and night'))).toBe(false);
    expect(chunks.some((c) => c.text.includes('sauna'))).toBe(false);
    // Unchanged pages answered 304 and their chunks were not rewritten.
    const revalidated = site.requests
      .slice(before)
      .filter((r) => r.status === 304)
      .map((r) => r.path);
    expect(revalidated).toEqual(expect.arrayContaining(['/rooms/deluxe', '/dining', '/brochure.pdf']));
    expect(chunks.filter((c) => pagePath(c.url) === '/rooms/deluxe').map((c) => c.id)).toEqual(deluxeChunkIds);
    const afterSecond = await queued();
    expect(afterSecond).toHaveLength(1);
    expect(afterSecond[0]).toBeGreaterThan(Date.now() + 23.9 * 3600_000);

    // A failed refresh keeps the searchable content of the last good one.
    site.setRobotsStatus(500);
    try {
      await call('POST', `/integrations/${id}/refresh`);
      const failed = await waitFor(id, (r) => r.status === 'failed');
      expect(failed.error).toContain('robots.txt could not be read (HTTP 500)');
      expect(failed.pages).toBe(expected.length);
      expect((await chunksOf(id)).length).toBe(chunks.length);
    } finally {
      site.setRobotsStatus(200);
    }
  });

  it('deletes an integration with its chunks and crawl state', async () => {
    const { body } = await call('POST', '/integrations', { kind: 'website', url: `${site.url}/contact`, schedule: 'daily' });
    const id = String(body.id);
    await waitFor(id, settled);
    expect((await chunksOf(id)).length).toBeGreaterThan(0);
    expect((await call('DELETE', `/integrations/${id}`)).status).toBe(200);
    expect(await chunksOf(id)).toEqual([]);
    expect((await t.db.query('SELECT 1 FROM crawl_pages WHERE integration_id = $1', [id])).rows).toEqual([]);
    expect((await t.db.query(`SELECT 1 FROM jobs WHERE payload->>'integrationId' = $1 AND state = 'queued'`, [id])).rows).toEqual([]);
  });
});
