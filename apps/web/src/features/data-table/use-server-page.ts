import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** The data API answers at most this many rows per request (DATA_API_MAX_ROWS by default). */
export const MAX_PAGE_ROWS = 1000;

export type TableSort = { id: string; desc: boolean };
export type PageRequest = { from: number; to: number; sort: TableSort };
export type PageResult<T> = { rows: T[]; total: number };

/** The inclusive row range of a page, as `.range(from, to)` and the `Range` header take it. */
export function pageRange(page: number, pageSize: number) {
  const size = Math.min(Math.max(1, pageSize), MAX_PAGE_ROWS);
  return { from: page * size, to: page * size + size - 1 };
}

/**
 * A server-paged list: the page and the sort are state here, `fetchPage` reads exactly the rows of
 * the page (`.range(from, to)` with an exact count) in that order. Changing the filters (part of
 * `queryKey`) goes back to the first page.
 */
export function useServerPage<T>({
  queryKey,
  fetchPage,
  pageSize = 25,
  initialSort,
  enabled = true,
  refetchInterval,
}: {
  queryKey: QueryKey;
  fetchPage: (request: PageRequest) => Promise<PageResult<T>>;
  pageSize?: number;
  initialSort: TableSort;
  enabled?: boolean;
  refetchInterval?: number;
}) {
  const [page, setPage] = useState(0);
  const [sort, setSortState] = useState(initialSort);
  const filterKey = JSON.stringify(queryKey);
  useEffect(() => setPage(0), [filterKey]);
  const { from, to } = pageRange(page, pageSize);
  const query = useQuery({
    queryKey: [...queryKey, 'page', from, to, sort.id, sort.desc],
    queryFn: () => fetchPage({ from, to, sort }),
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval,
  });
  const setSort = (next: TableSort) => {
    setSortState(next);
    setPage(0);
  };
  return { page, setPage, sort, setSort, pageSize, query };
}

/**
 * Every row that matches, read page after page of at most MAX_PAGE_ROWS (the data API's cap) in
 * the list's order: for "select all matching" and exports of the whole list.
 */
export async function fetchAllPages<T>(
  fetchPage: (request: PageRequest) => Promise<PageResult<T>>,
  sort: TableSort,
  onProgress?: (read: number, total: number) => void,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 0; ; page++) {
    const { from, to } = pageRange(page, MAX_PAGE_ROWS);
    const result = await fetchPage({ from, to, sort });
    rows.push(...result.rows);
    onProgress?.(rows.length, result.total);
    if (result.rows.length < to - from + 1 || rows.length >= result.total) return rows;
  }
}
