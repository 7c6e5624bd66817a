import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { SortKey, SortOrder } from '../utils/sort-rows';

/** A column header that sorts the table; aria-sort tells screen readers the current order. */
export function SortHeader({
  sortKey,
  order,
  onSort,
  className,
  children,
}: {
  sortKey: SortKey;
  order: SortOrder;
  onSort: (key: SortKey) => void;
  className?: string;
  children: ReactNode;
}) {
  const isActive = order.key === sortKey;
  const Icon = !isActive ? ArrowUpDown : order.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={isActive ? (order.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={cn('px-3 py-3', className)}
    >
      <button
        type="button"
        onClick={() => onSort(sortKey)}
        className="inline-flex items-center gap-1 rounded font-semibold hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {children}
        <Icon aria-hidden="true" className={cn('h-3.5 w-3.5', !isActive && 'text-slate-400')} />
      </button>
    </th>
  );
}
