import type { ReactNode } from 'react';
import { SkeletonBlock } from '@/components/ui';
import { cn } from '@/lib/cn';
import { useT } from '@/features/i18n';

/**
 * A loading placeholder of a view's own shape, built from `SkeletonBlock`s: one `role="status"`
 * region marked busy, with the language's "Loading..." (or `label`) for screen readers and the
 * shapes hidden from them — as the composites of `components/ui/skeleton` are.
 */
export function SkeletonShape({
  label,
  className,
  testId = 'skeleton',
  children,
}: {
  label?: string;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div role="status" aria-busy="true" className={className} data-testid={testId}>
      <span className="sr-only">{label ?? t('ui.loading')}</span>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}

/** `count` figure tiles (a label over a number) in the grid columns `className` gives (two by default). */
export function SkeletonTiles({
  count,
  className,
  label,
  children,
}: {
  count: number;
  className?: string;
  label?: string;
  /** What comes under the tiles (e.g. the rows of a list), drawn with `SkeletonBlock`s. */
  children?: ReactNode;
}) {
  return (
    <SkeletonShape label={label} testId="skeleton-tiles">
      <div className={cn('grid gap-3', className ?? 'grid-cols-2')}>
        {Array.from({ length: count }, (_, i) => (
          <div
            key={i}
            className="space-y-2 rounded-xl border border-slate-200 p-3 sm:p-4"
            data-testid="skeleton-tile"
          >
            <SkeletonBlock className="h-3 w-2/3" />
            <SkeletonBlock className="h-7 w-12 bg-slate-100" />
          </div>
        ))}
      </div>
      {children}
    </SkeletonShape>
  );
}

/** A page that waits for its organisation: the heading, a line under it and two cards. */
export function PageSkeleton({ label }: { label?: string }) {
  return (
    <SkeletonShape label={label} className="w-full" testId="skeleton-page">
      <div className="space-y-6">
        <div className="space-y-2">
          <SkeletonBlock className="h-8 w-64 max-w-full" />
          <SkeletonBlock className="h-4 w-96 max-w-full bg-slate-100" />
        </div>
        <SkeletonBlock className="h-48 w-full rounded-2xl bg-slate-100" />
        <SkeletonBlock className="h-32 w-full rounded-2xl bg-slate-100" />
      </div>
    </SkeletonShape>
  );
}
