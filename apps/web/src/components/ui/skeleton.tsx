import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/features/i18n';

/**
 * Loading placeholders drawn in the shape of what will arrive, so the page does not jump when the
 * data comes (a spinner is for a button's own work, not for a view's data). Each composite is one
 * `role="status"` region marked busy, with the language's "Loading..." (or `label`) for screen
 * readers; the shapes themselves are hidden from them.
 */

/** One grey block; size it with `className` (e.g. `h-4 w-32`). */
export function SkeletonBlock({ className }: { className?: string }) {
  return <span className={cn('block animate-pulse rounded bg-slate-200', className)} />;
}

/**
 * A loading placeholder of a view's own shape, drawn with `SkeletonBlock`s inside: one
 * `role="status"` region marked busy, "Loading..." (or `label`) for screen readers, the shapes
 * hidden from them.
 */
export function SkeletonShape({
  label,
  className,
  children,
  testId = 'skeleton',
}: {
  label?: string;
  className?: string;
  children: ReactNode;
  testId?: string;
}) {
  const t = useT();
  return (
    <div role="status" aria-busy="true" className={className} data-testid={testId}>
      <span className="sr-only">{label ?? t('ui.loading')}</span>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}

/** A list of `rows` entries: an optional round avatar, a title line and a shorter second line. */
export function SkeletonList({
  rows = 4,
  avatar = false,
  label,
  className,
}: {
  rows?: number;
  avatar?: boolean;
  label?: string;
  className?: string;
}) {
  return (
    <SkeletonShape label={label} className={className}>
      <ul className="divide-y divide-slate-100">
        {Array.from({ length: rows }, (_, i) => (
          <li key={i} className="flex items-center gap-3 py-3">
            {avatar ? <SkeletonBlock className="h-9 w-9 shrink-0 rounded-full" /> : null}
            <span className="flex-1 space-y-2">
              <SkeletonBlock className={i % 2 ? 'h-3.5 w-1/2' : 'h-3.5 w-2/3'} />
              <SkeletonBlock className="h-3 w-5/6 bg-slate-100" />
            </span>
          </li>
        ))}
      </ul>
    </SkeletonShape>
  );
}

/** A table of `columns` × `rows` cells under a header row. */
export function SkeletonTable({
  columns = 4,
  rows = 5,
  label,
  className,
}: {
  columns?: number;
  rows?: number;
  label?: string;
  className?: string;
}) {
  const grid = { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` };
  return (
    <SkeletonShape
      label={label}
      className={cn('overflow-hidden rounded-xl border border-slate-200', className)}
    >
      <div className="grid gap-4 border-b border-slate-200 bg-slate-50 px-4 py-3" style={grid}>
        {Array.from({ length: columns }, (_, c) => (
          <SkeletonBlock key={c} className="h-3 w-2/3" />
        ))}
      </div>
      {Array.from({ length: rows }, (_, r) => (
        <div key={r} className="grid gap-4 border-b border-slate-100 px-4 py-3.5" style={grid}>
          {Array.from({ length: columns }, (_, c) => (
            <SkeletonBlock key={c} className={c === 0 ? 'h-3.5 w-4/5' : 'h-3.5 w-1/2'} />
          ))}
        </div>
      ))}
    </SkeletonShape>
  );
}

/** `count` cards of `height` (a Tailwind height class) in a responsive grid. */
export function SkeletonCards({
  count = 3,
  height = 'h-28',
  label,
  className,
}: {
  count?: number;
  height?: string;
  label?: string;
  className?: string;
}) {
  return (
    <SkeletonShape label={label} className={className}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: count }, (_, i) => (
          <SkeletonBlock key={i} className={cn('rounded-2xl bg-slate-100', height)} />
        ))}
      </div>
    </SkeletonShape>
  );
}

/** A form's shape: `fields` label-and-input pairs and a button. */
export function SkeletonForm({
  fields = 3,
  label,
  className,
}: {
  fields?: number;
  label?: string;
  className?: string;
}) {
  return (
    <SkeletonShape label={label} className={cn('space-y-5', className)}>
      {Array.from({ length: fields }, (_, i) => (
        <div key={i} className="mb-5 space-y-2">
          <SkeletonBlock className="h-3.5 w-32" />
          <SkeletonBlock className="h-10 w-full rounded-lg bg-slate-100" />
        </div>
      ))}
      <SkeletonBlock className="h-10 w-28 rounded-lg" />
    </SkeletonShape>
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
