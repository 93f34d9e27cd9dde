import type { PageSection } from './html.ts';

export interface CrawledPage {
  url: string;
  kind: 'html' | 'pdf';
  title: string;
  sections: PageSection[];
  language?: string;
  /** In-scope links found on the page: replayed when a later crawl gets 304 for it. */
  links: string[];
  contentHash: string;
  etag?: string;
  lastModified?: string;
}

export interface SaveResult {
  saved: boolean;
  /** Pages with the same content that this one replaced. */
  displaced: string[];
}

export interface PreviousPage {
  etag?: string;
  lastModified?: string;
  links: string[];
}

/**
 * Where a crawl keeps its frontier and pages. The integration's store is durable (tables), so a
 * crawl killed half-way resumes where it stopped; tests and the benchmark use the memory store.
 */
export interface CrawlStore {
  /** URLs this run already discovered: still to fetch, and finished. */
  load(): Promise<{ pending: string[]; done: string[] }>;
  /** Newly discovered URLs, to fetch. */
  discover(urls: string[]): Promise<void>;
  /** Validators and links of the page as a previous run stored it. */
  previous(url: string): Promise<PreviousPage | undefined>;
  /**
   * Saves a page unless another page already has the same content (then it is not counted). Of two
   * URLs with the same content the shorter (then alphabetically first) is kept, whichever was
   * fetched first, so concurrent crawls always keep the same one.
   */
  save(page: CrawledPage): Promise<SaveResult>;
  /** The page answered 304 Not Modified: it stays as stored and counts for this run. */
  keep(url: string): Promise<void>;
  /** Finished with a URL, whatever the outcome. */
  done(url: string): Promise<void>;
  /** Pages this run stored or kept. */
  count(): Promise<number>;
}

/** A crawl store in memory; `previous` seeds it with the pages of an earlier run. */
export function memoryCrawlStore(previous: CrawledPage[] = []) {
  const before = new Map(previous.map((p) => [p.url, p]));
  const pages = new Map<string, CrawledPage>();
  const pending = new Set<string>();
  const done = new Set<string>();
  const kept = new Set<string>();
  const store: CrawlStore & { pages: Map<string, CrawledPage>; kept: Set<string> } = {
    pages,
    kept,
    async load() {
      return { pending: [...pending], done: [...done] };
    },
    async discover(urls) {
      for (const u of urls) if (!done.has(u)) pending.add(u);
    },
    async previous(url) {
      const p = before.get(url);
      return p && { etag: p.etag, lastModified: p.lastModified, links: p.links };
    },
    async save(page) {
      const same = [...pages.values()]
        .filter((other) => other.url !== page.url && other.contentHash === page.contentHash)
        .map((o) => o.url);
      if (same.some((url) => !preferredUrl(page.url, url))) return { saved: false, displaced: [] };
      for (const url of same) pages.delete(url);
      pages.set(page.url, page);
      return { saved: true, displaced: same };
    },
    async keep(url) {
      const p = before.get(url);
      if (p) pages.set(url, p);
      kept.add(url);
    },
    async done(url) {
      pending.delete(url);
      done.add(url);
    },
    async count() {
      return pages.size;
    },
  };
  return store;
}

/** Which of two URLs with the same content stands for it: the shorter, then the first in order. */
export function preferredUrl(candidate: string, other: string): boolean {
  return candidate.length < other.length || (candidate.length === other.length && candidate < other);
}
