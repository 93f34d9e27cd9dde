import { badRequest } from '../http/errors.ts';

export const searchSources = ['documents', 'images', 'faqs', 'website', 'pms', 'reviews'] as const;
export type ChunkSource = (typeof searchSources)[number];
export type SearchSource = 'all' | ChunkSource;

const maxQueryChars = 500;
const maxPage = 100;

export function parseSource(raw: unknown): SearchSource {
  if (raw === undefined || raw === null || raw === '' || raw === 'all') return 'all';
  if (typeof raw === 'string' && (searchSources as readonly string[]).includes(raw)) return raw as ChunkSource;
  throw badRequest(`Unknown source: ${String(raw)}`, { source: `One of: all, ${searchSources.join(', ')}` });
}

/** `range=[0,9]`, inclusive, as react-admin sends it; at most 100 results per page. */
export function parseRange(raw: string | undefined): { offset: number; limit: number } {
  if (raw === undefined || raw === '') return { offset: 0, limit: 10 };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = null;
  }
  const ok =
    Array.isArray(value) &&
    value.length === 2 &&
    // Safe integers only, and an offset Postgres' bigint can hold with room for the page.
    value.every((n) => Number.isSafeInteger(n) && n >= 0 && n < Number.MAX_SAFE_INTEGER - maxPage) &&
    value[1] >= value[0] &&
    value[1] - value[0] < maxPage;
  if (!ok)
    throw badRequest('Malformed range: expected [start,end] with 0 ≤ start ≤ end and at most 100 results', { range: 'Malformed range' });
  const [start, end] = value as [number, number];
  return { offset: start, limit: end - start + 1 };
}

export function parseQuery(raw: unknown): string {
  const q = typeof raw === 'string' ? raw.replace(/[\u0000-\u001f]+/g, ' ').trim() : '';
  if (!q) throw badRequest('Type something to search');
  return q.slice(0, maxQueryChars);
}
