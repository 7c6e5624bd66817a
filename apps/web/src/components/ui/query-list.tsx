import type { ReactNode } from 'react';
import { describeError } from '@/lib/error-messages';
import { Alert } from './alert';
import { Spinner } from './spinner';

/** The part of a query (TanStack Query's result) a loading list needs. */
export type ListQuery<T> = { isLoading: boolean; error: unknown; data: readonly T[] | undefined };

/**
 * A list that loads: a spinner first, then the error in words, `empty` when there is nothing,
 * or the items (`children`).
 */
export function QueryList<T>({
  query,
  empty,
  children,
}: {
  query: ListQuery<T>;
  empty: ReactNode;
  children: (items: readonly T[]) => ReactNode;
}) {
  if (query.isLoading) return <Spinner />;
  if (query.error) return <Alert variant="error">{describeError(query.error)}</Alert>;
  if (!query.data?.length) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
