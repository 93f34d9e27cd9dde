import { safeFetch, type SafeFetchOptions } from './http.ts';
import type { RobotsRules } from './robots.ts';
import { parseSitemap } from './sitemap.ts';
import { inScope, isUnfetchableAsset, normalizeUrl, type CrawlScope } from './url.ts';

const maxSitemaps = 20;
const maxEntries = 50_000;

/**
 * Page URLs listed by the site's sitemaps (those named in robots.txt, else /sitemap.xml), kept
 * when inside the scope. A missing or broken sitemap is not an error: links are followed anyway.
 */
export async function discoverSitemapUrls(scope: CrawlScope, robots: RobotsRules, fetchOpts: SafeFetchOptions): Promise<string[]> {
  const origin = new URL(scope.start).origin;
  const pending = robots.sitemaps.length ? [...robots.sitemaps] : [new URL('/sitemap.xml', origin).toString()];
  const seen = new Set<string>();
  const found = new Set<string>();
  while (pending.length && seen.size < maxSitemaps && found.size < maxEntries) {
    const sitemapUrl = normalizeUrl(pending.shift()!);
    if (!sitemapUrl || seen.has(sitemapUrl)) continue;
    seen.add(sitemapUrl);
    try {
      const res = await safeFetch(sitemapUrl, { ...fetchOpts, maxBytes: 50 * 1024 * 1024 });
      if (res.status !== 200) continue;
      const entries = parseSitemap(res.body);
      pending.push(...entries.sitemaps);
      for (const loc of entries.pages) {
        const u = normalizeUrl(loc);
        if (u && inScope(u, scope) && !isUnfetchableAsset(u)) found.add(u);
      }
    } catch (err) {
      if (err instanceof Error && 'code' in err && err.code === 'aborted') throw err;
    }
  }
  return [...found];
}
