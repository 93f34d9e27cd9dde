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

export const parseSource = (value: string | null): SearchSource =>
  searchSources.find((source) => source === value) ?? 'all';

export const searchUrl = (q: string, source: SearchSource, offset: number, size = PAGE_SIZE) => {
  const params = new URLSearchParams({ q, source, range: JSON.stringify([offset, offset + size - 1]) });
  return `/api/search?${params.toString()}`;
};

/** Files are served to <a>/<img> tags, which cannot send an Authorization header. */
export const withAccessToken = (url: string, token: string | null) => {
  if (!token) return url;
  const raw = token.replace(/^Bearer\s+/i, '');
  const hashAt = url.indexOf('#');
  const path = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  return `${path}${path.includes('?') ? '&' : '?'}access_token=${encodeURIComponent(raw)}${hash}`;
};

export const thumbnailUrl = (result: Pick<SearchResult, 'sourceId'>, token: string | null) =>
  withAccessToken(`/api/documents/${encodeURIComponent(result.sourceId)}/file`, token);

export type ResultTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string } | { kind: 'none' };

/**
 * Where "Open" goes: API files (documents, images) in a new tab with the token in the query,
 * web pages in a new tab, the app's own screens (FAQs) in place.
 */
export const resultTarget = (result: Pick<AskSource, 'url'>, token: string | null): ResultTarget => {
  const url = result.url;
  if (!url) return { kind: 'none' };
  if (url.startsWith('/api/')) return { kind: 'external', href: withAccessToken(url, token) };
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
