import { CrawlError } from './errors.ts';
import { fetchDefaults, safeFetch, type SafeFetchOptions, type SafeResponse } from './http.ts';
import { readPage } from './page.ts';
import { fetchRobots, type RobotsRules } from './robots.ts';
import { discoverSitemapUrls } from './sitemap-discovery.ts';
import type { CrawlStore } from './store.ts';
import {
  attachmentInScope,
  inScope,
  isPdfUrl,
  isUnfetchableAsset,
  normalizeUrl,
  rebaseScope,
  scopeFromUrl,
  type CrawlScope,
} from './url.ts';

export interface CrawlOptions {
  url: string;
  include?: string[];
  exclude?: string[];
  maxPages?: number;
  concurrency?: number;
  /** Pause between two requests to the site; robots.txt Crawl-delay raises it. */
  politenessMs?: number;
  allowHosts: readonly string[];
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  /** Whole crawl; when reached, the pages found so far are kept. */
  maxDurationMs?: number;
  signal?: AbortSignal;
  resolve?: SafeFetchOptions['resolve'];
  /** Called after each stored page with the run's page count. */
  onProgress?(pages: number): void | Promise<void>;
}

export interface CrawlSummary {
  pages: number;
  scope: CrawlScope;
  fetched: number;
  notModified: number;
  skipped: { url: string; reason: string }[];
  stoppedEarly?: 'page_limit' | 'time_limit';
}

export const crawlDefaults = { maxPages: 200, concurrency: 4, politenessMs: 200, maxDurationMs: 30 * 60_000 };
const maxCrawlDelayMs = 10_000;

export async function crawlSite(opts: CrawlOptions, store: CrawlStore): Promise<CrawlSummary> {
  const maxPages = opts.maxPages ?? crawlDefaults.maxPages;
  const concurrency = Math.max(1, opts.concurrency ?? crawlDefaults.concurrency);
  const deadline = Date.now() + (opts.maxDurationMs ?? crawlDefaults.maxDurationMs);
  const fetchOpts: SafeFetchOptions = {
    allowHosts: opts.allowHosts,
    maxBytes: opts.maxBytes ?? fetchDefaults.maxBytes,
    timeoutMs: opts.timeoutMs ?? fetchDefaults.timeoutMs,
    maxRedirects: opts.maxRedirects ?? fetchDefaults.maxRedirects,
    signal: opts.signal,
    resolve: opts.resolve,
  };
  let scope = scopeFromUrl(opts.url, opts);
  const summary: CrawlSummary = { pages: 0, scope, fetched: 0, notModified: 0, skipped: [] };

  // The start URL decides the site: its robots.txt is read first, then it is fetched; a redirect
  // (http → https, example.com → www.example.com) moves the scope to where the site really is.
  let robots = await fetchRobots(scope.start, fetchOpts);
  assertAllowed(robots, scope.start);
  const startPrev = await store.previous(scope.start);
  const startRes = await safeFetch(scope.start, { ...fetchOpts, headers: conditionalHeaders(startPrev) });
  summary.fetched++;
  const startFinal = normalizeUrl(startRes.url) ?? scope.start;
  if (startFinal !== scope.start) {
    if (new URL(startFinal).origin !== new URL(scope.start).origin) {
      robots = await fetchRobots(startFinal, fetchOpts);
      assertAllowed(robots, startFinal);
    }
    scope = rebaseScope(scope, startFinal);
    summary.scope = scope;
  }
  if (startRes.status >= 400) throw new CrawlError(`${scope.start} answered HTTP ${startRes.status}`, 'http_status');

  const politenessMs = Math.max(
    opts.politenessMs ?? crawlDefaults.politenessMs,
    Math.min((robots.crawlDelay ?? 0) * 1000, maxCrawlDelayMs),
  );
  const state = await store.load();
  const known = new Set([...state.pending, ...state.done]);
  const queue: string[] = [...state.pending];
  const resuming = known.size > 0;
  if (!resuming) {
    const fromSitemaps = scope.kind === 'page' ? [] : await discoverSitemapUrls(scope, robots, fetchOpts);
    const first = [scope.start, ...fromSitemaps.filter((u) => u !== scope.start && robots.isAllowed(u))];
    await store.discover(first);
    for (const u of first) known.add(u);
    queue.push(...first.slice(1));
  }

  let stored = await store.count();
  let active = 0;
  let fatal: unknown;
  // Politeness is per host: the next moment each host may be asked again.
  const nextSlot = new Map<string, number>();
  let wake: () => void = () => undefined;
  let changed = new Promise<void>((r) => (wake = r));
  const notify = () => {
    wake();
    changed = new Promise<void>((r) => (wake = r));
  };

  const enqueue = async (links: string[]) => {
    const fresh = links.filter((u) => !known.has(u) && robots.isAllowed(u));
    if (!fresh.length) return;
    await store.discover(fresh);
    for (const u of fresh) known.add(u);
    queue.push(...fresh);
    notify();
  };
  const followable = (links: string[]) =>
    links.filter((u) => !isUnfetchableAsset(u) && (inScope(u, scope) || (isPdfUrl(u) && attachmentInScope(u, scope))));

  const handle = async (url: string, given?: SafeResponse) => {
    let res = given;
    const prev = await store.previous(url);
    if (!res) {
      if (!robots.isAllowed(url)) return skip(url, 'disallowed by robots.txt');
      await politeWait(new URL(url).host);
      try {
        res = await safeFetch(url, { ...fetchOpts, headers: conditionalHeaders(prev) });
      } catch (err) {
        if (err instanceof CrawlError && err.code === 'aborted') throw err;
        return skip(url, err instanceof Error ? err.message : String(err));
      }
      summary.fetched++;
    }
    const finalUrl = normalizeUrl(res.url) ?? url;
    if (finalUrl !== url) {
      // A redirect: the target is the page. Fetch it under its own name unless already known.
      if (!known.has(finalUrl) && (inScope(finalUrl, scope) || attachmentInScope(finalUrl, scope))) await enqueue([finalUrl]);
      return skip(url, `redirects to ${finalUrl}`);
    }
    if (res.status === 304 && prev) {
      summary.notModified++;
      await store.keep(url);
      stored = await store.count();
      await opts.onProgress?.(stored);
      return enqueue(followable(prev.links));
    }
    if (res.status !== 200) return skip(url, `HTTP ${res.status}`);
    let outcome;
    try {
      outcome = await readPage(res, url, (u) => inScope(u, scope));
    } catch (err) {
      return skip(url, `unreadable: ${err instanceof Error ? err.message : String(err)}`);
    }
    if (outcome.type === 'skip') return skip(url, outcome.reason);
    const follow = followable(outcome.follow);
    if (outcome.type === 'links-only') {
      skip(url, outcome.reason);
      return enqueue(outcome.canonical ? [...follow, outcome.canonical] : follow);
    }
    return savePage({ ...outcome.page, links: follow }, follow);
  };

  const savePage = async (page: Parameters<CrawlStore['save']>[0], follow: string[]) => {
    const { saved, displaced } = await store.save(page);
    for (const url of displaced) skip(url, 'duplicate content');
    if (saved) {
      stored = await store.count();
      await opts.onProgress?.(stored);
    } else skip(page.url, 'duplicate content');
    return enqueue(follow);
  };
  const skip = (url: string, reason: string) => {
    summary.skipped.push({ url, reason });
  };
  const politeWait = async (host: string) => {
    if (politenessMs <= 0) return;
    const now = Date.now();
    const at = Math.max(now, nextSlot.get(host) ?? 0);
    nextSlot.set(host, at + politenessMs);
    if (at > now) await sleep(at - now, opts.signal);
  };

  const worker = async () => {
    while (fatal === undefined) {
      if (opts.signal?.aborted) throw new CrawlError('The crawl was stopped', 'aborted');
      if (Date.now() > deadline) {
        summary.stoppedEarly = 'time_limit';
        return;
      }
      // Pages being fetched may each become one more page: never start more than the limit allows.
      if (stored + active >= maxPages || queue.length === 0) {
        if (active === 0) {
          if (queue.length && stored >= maxPages) summary.stoppedEarly = 'page_limit';
          return;
        }
        await changed;
        continue;
      }
      const url = queue.shift()!;
      active++;
      try {
        await handle(url);
        await store.done(url);
      } finally {
        active--;
        notify();
      }
    }
  };

  if (!state.done.includes(scope.start)) {
    const i = queue.indexOf(scope.start);
    if (i >= 0) queue.splice(i, 1);
    known.add(scope.start);
    await handle(scope.start, startRes);
    await store.done(scope.start);
  }
  const runners = Array.from({ length: concurrency }, () =>
    worker().catch((err) => {
      fatal ??= err;
      notify();
    }),
  );
  await Promise.all(runners);
  if (fatal !== undefined) throw fatal;

  summary.pages = await store.count();
  if (summary.pages === 0) {
    const reason = summary.skipped.find((s) => s.url === scope.start)?.reason ?? summary.skipped[0]?.reason ?? 'no text found';
    throw new CrawlError(`No pages could be indexed from ${scope.start} (${reason})`, 'empty');
  }
  return summary;
}

function assertAllowed(robots: RobotsRules, url: string) {
  if (!robots.isAllowed(url)) throw new CrawlError(`robots.txt disallows crawling ${url}`, 'robots');
}

function conditionalHeaders(prev: { etag?: string; lastModified?: string } | undefined): Record<string, string> {
  const h: Record<string, string> = {};
  if (prev?.etag) h['If-None-Match'] = prev.etag;
  if (prev?.lastModified) h['If-Modified-Since'] = prev.lastModified;
  return h;
}

function sleep(ms: number, signal?: AbortSignal) {
  return new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(t), resolve()), { once: true });
  });
}
