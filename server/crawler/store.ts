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
  /** Saves a page; false when a page of this run already has the same content (not counted). */
  save(page: CrawledPage): Promise<boolean>;
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
      for (const other of pages.values()) if (other.url !== page.url && other.contentHash === page.contentHash) return false;
      pages.set(page.url, page);
      return true;
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
