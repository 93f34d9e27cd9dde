import { CrawlError } from './errors.ts';
import { compileGlob, type PathPattern } from './glob.ts';
import { parseHttpUrl } from './http.ts';

// URL identity and crawl scope. Two URLs that name the same page must normalise to the same
// string, or the crawl would fetch and count the page twice.

const trackingParams = new Set([
  'gclid',
  'dclid',
  'fbclid',
  'msclkid',
  'yclid',
  'igshid',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
  '_hsenc',
  '_hsmi',
  'ref_src',
  'srsltid',
]);

/** Absolute, fragment-free, tracking-free URL with sorted query; undefined if not http(s). */
export function normalizeUrl(raw: string, base?: string | URL): string | undefined {
  let url: URL;
  try {
    url = new URL(raw.trim(), base);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  url.hash = '';
  url.username = '';
  url.password = '';
  const kept = [...url.searchParams].filter(([k]) => !k.toLowerCase().startsWith('utm_') && !trackingParams.has(k.toLowerCase()));
  kept.sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1));
  url.search = kept.length ? new URLSearchParams(kept).toString() : '';
  if (!url.pathname) url.pathname = '/';
  return url.toString();
}

export type ScopeKind = 'site' | 'subtree' | 'page';

export interface CrawlScope {
  kind: ScopeKind;
  /** The normalised start URL. */
  start: string;
  host: string;
  /** Path prefix for a subtree; '/' for the whole site; the page's path for a page. */
  prefix: string;
  include: PathPattern[];
  exclude: PathPattern[];
}

/**
 * The user's URL says what to index: the root of a domain means the whole site, a URL ending in a
 * slash means that directory and what is below it, anything else means only that page.
 */
export function scopeFromUrl(start: string, patterns: { include?: string[]; exclude?: string[] } = {}): CrawlScope {
  const normalised = normalizeUrl(parseHttpUrl(start).toString());
  if (!normalised) throw new CrawlError(`Not a valid address: ${start}`, 'bad_url');
  const url = new URL(normalised);
  const path = url.pathname;
  const kind: ScopeKind = path === '/' ? 'site' : path.endsWith('/') ? 'subtree' : 'page';
  return {
    kind,
    start: normalised,
    host: url.host,
    prefix: path,
    include: (patterns.include ?? []).map(compileGlob),
    exclude: (patterns.exclude ?? []).map(compileGlob),
  };
}

/** Whether a normalised URL belongs to the crawl. */
export function inScope(url: string, scope: CrawlScope): boolean {
  if (url === scope.start) return true;
  if (scope.kind === 'page') return false;
  const u = new URL(url);
  if (u.host !== scope.host) return false;
  if (!u.pathname.startsWith(scope.prefix)) return false;
  return matchesPatterns(u, scope);
}

/** Linked documents (PDFs) are part of the pages that link them, even when stored elsewhere on the host. */
export function attachmentInScope(url: string, scope: CrawlScope): boolean {
  if (scope.kind === 'page') return false;
  const u = new URL(url);
  return u.host === scope.host && matchesPatterns(u, scope);
}

function matchesPatterns(u: URL, scope: CrawlScope): boolean {
  const target = u.pathname + u.search;
  if (scope.exclude.some((p) => p.test(target))) return false;
  return scope.include.length === 0 || scope.include.some((p) => p.test(target));
}

export { compileGlob } from './glob.ts';

export function isPdfUrl(url: string): boolean {
  return /\.pdf$/i.test(new URL(url).pathname);
}

/** Links that can never be pages: images, archives, media, fonts. */
export function isUnfetchableAsset(url: string): boolean {
  return /\.(png|jpe?g|gif|webp|svg|ico|bmp|tiff?|avif|css|js|mjs|json|zip|gz|tgz|rar|7z|mp3|mp4|m4a|mov|avi|webm|ogg|wav|woff2?|ttf|eot|otf|exe|dmg|apk|docx?|xlsx?|pptx?|ics)$/i.test(
    new URL(url).pathname,
  );
}

/** The scope after the start URL redirected: same kind, on the host (and path) it landed on. */
export function rebaseScope(scope: CrawlScope, finalUrl: string): CrawlScope {
  const u = new URL(finalUrl);
  let prefix = scope.prefix;
  if (scope.kind === 'page') prefix = u.pathname;
  else if (!u.pathname.startsWith(prefix)) prefix = u.pathname.slice(0, u.pathname.lastIndexOf('/') + 1);
  return { ...scope, start: finalUrl, host: u.host, prefix };
}
