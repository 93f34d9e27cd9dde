import zlib from 'node:zlib';
import { load } from 'cheerio';

export interface SitemapEntries {
  pages: string[];
  /** Nested sitemaps of a sitemap index. */
  sitemaps: string[];
}

/** `<urlset>` and `<sitemapindex>` documents, plain or gzip-compressed. */
export function parseSitemap(body: Buffer): SitemapEntries {
  const xml = (body[0] === 0x1f && body[1] === 0x8b ? zlib.gunzipSync(body) : body).toString('utf8');
  const $ = load(xml, { xml: true });
  const locs = (selector: string) =>
    $(selector)
      .map((_, el) => $(el).text().trim())
      .get()
      .filter(Boolean);
  return { pages: locs('urlset > url > loc'), sitemaps: locs('sitemapindex > sitemap > loc') };
}
