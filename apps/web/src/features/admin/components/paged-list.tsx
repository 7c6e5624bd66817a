import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SkeletonTable } from '@/components/ui/skeleton';
import { AdminError } from './admin-error';
import { Pager } from './search-pager';

type PageOf = { total: number; page: number; pageSize: number };

/**
 * An Admin list one page at a time: its skeleton (`skeleton`, by default a table's), the failed load with a retry, `empty` when the
 * page has no rows, or the rows (`children`) with the pager under them.
 */
export function PagedList<TData>({
  query,
  pageOf,
  isEmpty,
  empty,
  noun,
  onPage,
  skeleton,
  children,
}: {
  query: UseQueryResult<TData>;
  /** Where the loaded page stands: its number, its size and the total count. */
  pageOf: (data: TData) => PageOf;
  isEmpty: (data: TData) => boolean;
  empty: ReactNode;
  /** What the pager counts, e.g. "users", in the plural that fits the count. */
  noun: (count: number) => string;
  onPage: (page: number) => void;
  /** The list's shape while the page loads. */
  skeleton?: ReactNode;
  children: (data: TData) => ReactNode;
}) {
  if (query.isPending) return <>{skeleton ?? <SkeletonTable columns={5} rows={8} />}</>;
  if (query.error) return <AdminError error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data as TData;
  if (isEmpty(data)) return <>{empty}</>;
  const { page, pageSize, total } = pageOf(data);
  return (
    <>
      {children(data)}
      <Pager page={page} pageSize={pageSize} total={total} noun={noun} onPage={onPage} />
    </>
  );
}
