import type { ReactNode } from 'react';
import { SkeletonBlock, SkeletonShape } from '@/components/ui';

function Region({ label, children }: { label: string; children: ReactNode }) {
  return (
    <SkeletonShape label={label}>
      <div className="space-y-6">{children}</div>
    </SkeletonShape>
  );
}

function TableShape({ rows, columns }: { rows: number; columns: number }) {
  return (
    <div className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <SkeletonBlock className="h-5 w-40" />
      {Array.from({ length: rows }, (_, r) => (
        <div
          key={r}
          className="grid gap-4 border-b border-slate-100 py-1.5 last:border-0"
          style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
        >
          {Array.from({ length: columns }, (_, c) => (
            <SkeletonBlock key={c} className={c ? 'h-3.5 w-1/2' : 'h-3.5 w-3/4'} />
          ))}
        </div>
      ))}
    </div>
  );
}

/** The status page before its first check: the banner, the two services and the recent checks. */
export function StatusSkeleton({ label }: { label: string }) {
  return (
    <Region label={label}>
      <SkeletonBlock className="h-24 w-full rounded-2xl bg-slate-100" />
      <div className="grid gap-4 md:grid-cols-2">
        {[0, 1].map((i) => (
          <span
            key={i}
            data-testid="skeleton-service"
            className="block space-y-3 rounded-2xl border border-slate-200 bg-white p-5"
          >
            <SkeletonBlock className="h-5 w-32" />
            <SkeletonBlock className="h-3.5 w-5/6 bg-slate-100" />
            <span className="grid grid-cols-2 gap-3 pt-2">
              <SkeletonBlock className="h-10" />
              <SkeletonBlock className="h-10" />
            </span>
          </span>
        ))}
      </div>
      <TableShape rows={5} columns={3} />
    </Region>
  );
}

/** The database demo before its answer: the badges, six figures and the table by type. */
export function DemoSkeleton({ label }: { label: string }) {
  return (
    <Region label={label}>
      <div className="flex gap-2">
        <SkeletonBlock className="h-6 w-24 rounded-full" />
        <SkeletonBlock className="h-6 w-32 rounded-full bg-slate-100" />
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <span
            key={i}
            data-testid="skeleton-figure"
            className="block space-y-2 rounded-2xl border border-slate-200 bg-white p-4"
          >
            <SkeletonBlock className="h-3 w-20 bg-slate-100" />
            <SkeletonBlock className="h-6 w-24" />
          </span>
        ))}
      </div>
      <TableShape rows={4} columns={3} />
    </Region>
  );
}
