export const PROPERTY_ID_KEY = 'mfdPropertyId';
export const PROPERTY_QUERY_PARAM = 'id';

export type PropertySource = 'query' | 'storage';

const fromSearch = (search: string | undefined): string | undefined => {
  if (!search) return undefined;
  const value = new URLSearchParams(search).get(PROPERTY_QUERY_PARAM);
  return value ? value : undefined;
};

const searchOf = (uri: string | undefined): string | undefined => {
  if (!uri) return undefined;
  try {
    return new URL(uri, 'http://app.invalid').search;
  } catch {
    return undefined;
  }
};

/**
 * Spec 7: the query parameter `id`, else local storage, else nothing (the server then picks the
 * user's first property). After a sign-in redirect the query string is the provider's, so the
 * address the user started from (kept by okta-auth-js as the original URI) stands in for it.
 */
export function resolvePropertyId(
  currentSearch: string,
  originalUri: string | undefined,
  storage: Pick<Storage, 'getItem'>,
): { id: string; source: PropertySource } | undefined {
  const fromQuery = fromSearch(currentSearch) ?? fromSearch(searchOf(originalUri));
  if (fromQuery) return { id: fromQuery, source: 'query' };
  const stored = storage.getItem(PROPERTY_ID_KEY);
  return stored ? { id: stored, source: 'storage' } : undefined;
}
