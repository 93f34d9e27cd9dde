/** Wire types of GET /api/search and POST /api/ask, and the pure rules of the Search screen. */
export const searchSources = ['all', 'documents', 'images', 'faqs', 'website', 'pms', 'reviews'] as const;
export type SearchSource = (typeof searchSources)[number];
export type ResultSource = Exclude<SearchSource, 'all'>;

export interface SearchResult {
  id: string;
  source: ResultSource;
  sourceId: string;
  title: string;
  /** HTML-escaped text with <mark> highlights. */
  snippet: string;
  url: string | null;
  score: number;
  location?: unknown;
  date?: string | null;
}

export interface SearchResponse {
  results: SearchResult[];
  total: number;
}

/** One numbered passage the answer may cite as [n]. */
export interface AskSource {
  n: number;
  id: string;
  source: ResultSource;
  title: string;
  url: string | null;
  snippet: string;
}

export interface AiStatus {
  provider: 'offline' | 'openai-compatible';
  model: string | null;
  embeddings?: boolean;
}

export const PAGE_SIZE = 10;

export const parseSource = (value: string | null): SearchSource => searchSources.find((source) => source === value) ?? 'all';

export const searchUrl = (q: string, source: SearchSource, offset: number, size = PAGE_SIZE) => {
  const params = new URLSearchParams({ q, source, range: JSON.stringify([offset, offset + size - 1]) });
  return `/api/search?${params.toString()}`;
};

/** `/api/documents/<id>/file#page=2` → its document id and fragment; anything else → null. */
export function documentFileRef(url: string | null | undefined): { documentId: string; hash: string } | null {
  const m = url ? /^\/api\/documents\/([^/?#]+)\/file(#.*)?$/.exec(url) : null;
  return m ? { documentId: decodeURIComponent(m[1]!), hash: m[2] ?? '' } : null;
}

export type ResultTarget =
  | { kind: 'internal'; to: string }
  | { kind: 'external'; href: string }
  | { kind: 'file'; href: string; documentId: string; hash: string }
  | { kind: 'none' };

/**
 * Where "Open" goes: a document's file in a new tab through a signed link asked for at click time
 * (`href` stays the plain API path, without any token), web pages in a new tab, the app's own
 * screens (FAQs) in place.
 */
export const resultTarget = (result: Pick<AskSource, 'url'>): ResultTarget => {
  const url = result.url;
  if (!url) return { kind: 'none' };
  const file = documentFileRef(url);
  if (file) return { kind: 'file', href: url, ...file };
  if (url.startsWith('/api/')) return { kind: 'none' };
  if (url.startsWith('/') && !url.startsWith('//')) return { kind: 'internal', to: url };
  if (/^https?:\/\//i.test(url)) return { kind: 'external', href: url };
  return { kind: 'none' };
};

export type ModelLabel = { key: 'app.search.ask.offline' } | { key: 'app.search.ask.model'; model: string };

export const modelLabel = (status: Pick<AiStatus, 'provider' | 'model'> | null): ModelLabel | null => {
  if (!status) return null;
  if (status.provider === 'offline' || !status.model) return { key: 'app.search.ask.offline' };
  return { key: 'app.search.ask.model', model: status.model };
};
