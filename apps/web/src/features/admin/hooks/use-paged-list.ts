import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import type { PageQuery } from '../api/admin-api';
import { usePagedSearch } from './use-paged-search';

/**
 * An Admin list searched with ?q= and read a page at a time: the search state, and the query
 * of the page asked for (the previous page stays on screen while the next one loads).
 */
export function usePagedList<T>(
  queryKey: (query: PageQuery) => QueryKey,
  queryFn: (query: PageQuery) => Promise<T>,
) {
  const search = usePagedSearch();
  const query = { q: search.q, page: search.page };
  const list = useQuery({
    queryKey: queryKey(query),
    queryFn: () => queryFn(query),
    placeholderData: keepPreviousData,
  });
  return { search, list };
}
