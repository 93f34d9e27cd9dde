import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crawlSite, type CrawlOptions } from '../../server/crawler/crawl.ts';
import { CrawlError } from '../../server/crawler/errors.ts';
import { memoryCrawlStore } from '../../server/crawler/store.ts';
import { compileGlob, inScope, normalizeUrl, scopeFromUrl } from '../../server/crawler/url.ts';
import { noiseMarkers, page, startSite, type FixtureSite } from '../fixtures/site.ts';

describe('crawler over a real local site', () => {
  let site: FixtureSite;
  const allow = ['127.0.0.1'];
  const crawl = async (path: string, extra: Partial<CrawlOptions> = {}, store = memoryCrawlStore()) => {
    const summary = await crawlSite({ url: site.url + path, allowHosts: allow, politenessMs: 0, ...extra }, store);
    const paths = [...store.pages.keys()].map((u) => u.slice(site.url.length)).sort();
    return { summary, store, paths };
  };
  const requestsSince = (n: number) => site.requests.slice(n).map((r) => r.path);

  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site.close());

  it('indexes the whole site from its root: links, sitemap pages and linked PDFs, nothing else', async () => {
    const before = site.requests.length;
    const { paths, summary } = await crawl('/');
    expect(paths).toEqual(['/', '/brochure.pdf', '/contact', '/dining', '/rooms/', '/rooms/deluxe', '/rooms/suite', '/spa']);
    expect(summary.pages).toBe(paths.length);
    const fetched = requestsSince(before);
    // robots.txt is honoured: the disallowed page is never requested.
    expect(fetched.some((p) => p.startsWith('/private/'))).toBe(false);
    expect(fetched).toContain('/sitemap.xml');
    expect(fetched.filter((p) => p === '/rooms/deluxe')).toHaveLength(1);
    // The canonical duplicate and the copy with identical content are seen but not counted.
    expect(summary.skipped).toEqual(
      expect.arrayContaining([
        { url: `${site.url}/rooms/suite?view=print`, reason: 'canonical elsewhere' },
        { url: `${site.url}/dining-copy`, reason: 'duplicate content' },
      ]),
    );
  });

  it('limits a subdirectory URL to that subtree and a page URL to that page', async () => {
    expect((await crawl('/rooms/')).paths).toEqual(['/rooms/', '/rooms/deluxe', '/rooms/suite']);
    const before = site.requests.length;
    expect((await crawl('/rooms/deluxe')).paths).toEqual(['/rooms/deluxe']);
    expect(requestsSince(before).filter((p) => p !== '/robots.txt')).toEqual(['/rooms/deluxe']);
  });

  it('keeps headings as section titles and drops navigation, footer, cookie banner and scripts', async () => {
    const { store } = await crawl('/');
    const deluxe = store.pages.get(`${site.url}/rooms/deluxe`)!;
    expect(deluxe.title).toBe('Deluxe Room');
    expect(deluxe.sections).toEqual([
      { heading: 'Deluxe Room', text: 'Twenty-eight square metres on the upper floors.' },
      { heading: 'Amenities', text: 'Sea view balcony, rain shower and a espresso machine.' },
      { heading: 'Rates', text: 'From 180 euros per night including breakfast.' },
    ]);
    for (const p of store.pages.values()) {
      const text = JSON.stringify(p.sections);
      for (const marker of noiseMarkers) expect(text).not.toContain(marker);
    }
  });

  it('extracts the text of linked PDFs page by page', async () => {
    const { store } = await crawl('/');
    const pdf = store.pages.get(`${site.url}/brochure.pdf`)!;
    expect(pdf.kind).toBe('pdf');
    expect(pdf.sections.map((s) => s.heading)).toEqual(['Page 1', 'Page 2']);
    expect(pdf.sections[0].text).toContain('Late checkout is possible until 2 pm');
    expect(pdf.sections[1].text).toContain('Pets are welcome');
  });

  it('stops at the page limit and honours include/exclude patterns', async () => {
    const limited = await crawl('/', { maxPages: 3 });
    expect(limited.paths).toHaveLength(3);
    expect(limited.summary.stoppedEarly).toBe('page_limit');
    // The start page always belongs to the crawl; patterns filter what it leads to.
    const filtered = await crawl('/', { exclude: ['/rooms/'], include: ['/rooms/**', '/dining', '*.pdf'] });
    expect(filtered.paths).toEqual(['/', '/brochure.pdf', '/dining']);
  });

  it('refuses a start URL that robots.txt disallows, without fetching it', async () => {
    const before = site.requests.length;
    await expect(crawl('/private/staff')).rejects.toThrow(`robots.txt disallows crawling ${site.url}/private/staff`);
    expect(requestsSince(before)).toEqual(['/robots.txt']);
  });

  it('fails on a server error for robots.txt instead of ignoring the rules', async () => {
    site.setRobotsStatus(503);
    try {
      await expect(crawl('/')).rejects.toMatchObject({
        code: 'robots',
        message: expect.stringContaining('robots.txt could not be read (HTTP 503)'),
      });
    } finally {
      site.setRobotsStatus(200);
    }
  });

  it('follows at most the allowed number of redirects', async () => {
    expect((await crawl('/hop/5', { maxRedirects: 5 })).paths).toEqual(['/hop/10']);
    await expect(crawl('/hop/1', { maxRedirects: 5 })).rejects.toMatchObject({ code: 'too_many_redirects' });
  });

  it('skips pages larger than the size limit', async () => {
    const big = `/big-${Date.now()}`;
    site.setPage(big, page('Big', `<h1>Big</h1><p>${'x'.repeat(20_000)}</p>`));
    await expect(crawl(big, { maxBytes: 10_000 })).rejects.toMatchObject({ code: 'too_large' });
    site.removePage(big);
  });

  it('re-crawls with conditional requests: unchanged pages answer 304 and are kept', async () => {
    const first = await crawl('/');
    const before = site.requests.length;
    const again = await crawl('/', {}, memoryCrawlStore([...first.store.pages.values()]));
    const after = site.requests.slice(before);
    expect(again.paths).toEqual(first.paths);
    const notModified = after.filter((r) => r.status === 304).map((r) => r.path);
    expect(notModified).toEqual(expect.arrayContaining(['/rooms/deluxe', '/contact', '/brochure.pdf']));
    expect(after.filter((r) => r.conditional && r.status === 200)).toEqual([]);
    expect(again.summary.notModified).toBe(notModified.length);
  });
});

describe('crawl scope and URL identity', () => {
  it('normalises URLs: fragment and tracking parameters dropped, query sorted', () => {
    expect(normalizeUrl('HTTP://Hotel.Example:80/a?b=2&utm_source=x&a=1#top')).toBe('http://hotel.example/a?a=1&b=2');
    expect(normalizeUrl('/rooms?gclid=1', 'https://hotel.example/x')).toBe('https://hotel.example/rooms');
    expect(normalizeUrl('javascript:alert(1)')).toBeUndefined();
  });

  it('derives the scope from the URL the user gave', () => {
    expect(scopeFromUrl('https://hotel.example').kind).toBe('site');
    expect(scopeFromUrl('https://hotel.example/rooms/').kind).toBe('subtree');
    expect(scopeFromUrl('https://hotel.example/rooms').kind).toBe('page');
    expect(scopeFromUrl('https://hotel.example/rooms/suite.html').kind).toBe('page');
    const sub = scopeFromUrl('https://hotel.example/rooms/');
    expect(inScope('https://hotel.example/rooms/suite', sub)).toBe(true);
    expect(inScope('https://hotel.example/dining', sub)).toBe(false);
    expect(inScope('https://other.example/rooms/suite', sub)).toBe(false);
  });

  it('matches glob-ish path patterns', () => {
    expect(compileGlob('/blog/*').test('/blog/post')).toBe(true);
    expect(compileGlob('/blog/*').test('/blog/2024/post')).toBe(false);
    expect(compileGlob('/blog/**').test('/blog/2024/post')).toBe(true);
    expect(compileGlob('*.pdf').test('/files/menu.pdf')).toBe(true);
    expect(compileGlob('/private/').test('/private/a/b')).toBe(true);
  });

  it('refuses non-http schemes with a clear error', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://hotel.example/', 'gopher://127.0.0.1:6379/_INFO']) {
      const err = await crawlSite({ url, allowHosts: [] }, memoryCrawlStore()).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(CrawlError);
      expect((err as CrawlError).code).toBe('bad_scheme');
    }
  });
});
