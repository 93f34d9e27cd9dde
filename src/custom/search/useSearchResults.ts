import { useInfiniteQuery } from '@tanstack/react-query';
import { fetchSearch } from './searchApi.ts';
import type { SearchSource } from './searchModel.ts';

/** Pages of GET /api/search for the query in the URL; "Load more" asks for the next range. */
export const useSearchResults = (q: string, source: SearchSource) => {
  const query = useInfiniteQuery({
    queryKey: ['search', q, source],
    queryFn: ({ pageParam, signal }) => fetchSearch(q, source, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.results.length, 0);
      return last.results.length > 0 && loaded < last.total ? loaded : undefined;
    },
    enabled: q.trim() !== '',
  });
  const results = query.data?.pages.flatMap((page) => page.results) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  return { ...query, results, total };
};
