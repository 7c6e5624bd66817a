import type { ReactNode } from 'react';
import { describeError } from '@/lib/error-messages';
import { Alert } from './alert';
import { SkeletonList } from './skeleton';

/** The part of a query (TanStack Query's result) a loading list needs. */
export type ListQuery<T> = { isLoading: boolean; error: unknown; data: readonly T[] | undefined };

/**
 * A list that loads: its skeleton first (`skeleton`, by default rows of a list), then the error
 * in words, `empty` when there is nothing, or the items (`children`).
 */
export function QueryList<T>({
  query,
  empty,
  skeleton,
  children,
}: {
  query: ListQuery<T>;
  empty: ReactNode;
  skeleton?: ReactNode;
  children: (items: readonly T[]) => ReactNode;
}) {
  if (query.isLoading) return <>{skeleton ?? <SkeletonList />}</>;
  if (query.error) return <Alert variant="error">{describeError(query.error)}</Alert>;
  if (!query.data?.length) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
