import { SkeletonBlock, SkeletonCards, SkeletonTable, SkeletonShape } from '@/components/ui';

/**
 * /files while the spaces load: the spaces and the usage bar on the left, the folder path, the
 * toolbar and the table of files on the right, where the page will draw them.
 */
export function FilesSkeleton() {
  return (
    <SkeletonShape>
      <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <div className="space-y-6">
          <SkeletonBlock className="h-10 w-full rounded-lg lg:hidden" />
          <div className="hidden space-y-1 lg:block">
            {Array.from({ length: 3 }, (_, i) => (
              <span key={i} data-testid="skeleton-space" className="block space-y-1.5 px-3 py-2">
                <SkeletonBlock className="h-3.5 w-3/4" />
                <SkeletonBlock className="h-3 w-1/2 bg-slate-100" />
              </span>
            ))}
          </div>
          <span className="block space-y-2">
            <SkeletonBlock className="h-3 w-1/2" />
            <SkeletonBlock className="h-2 w-full rounded-full bg-slate-100" />
          </span>
        </div>
        <div className="min-w-0 space-y-4">
          <SkeletonBlock className="h-5 w-40" />
          <div className="flex flex-wrap gap-2">
            <SkeletonBlock className="h-9 w-24 rounded-lg" />
            <SkeletonBlock className="h-9 w-28 rounded-lg bg-slate-100" />
            <SkeletonBlock className="h-9 min-w-40 flex-1 rounded-lg bg-slate-100" />
          </div>
          <FileTableShape />
        </div>
      </div>
    </SkeletonShape>
  );
}

function FileTableShape() {
  return (
    <div className="space-y-0">
      <div className="grid grid-cols-[minmax(0,1fr)_6rem_3rem] gap-4 border-b border-slate-200 py-2 sm:grid-cols-[minmax(0,1fr)_9rem_6rem_3rem]">
        <SkeletonBlock className="h-3 w-16" />
        <span className="hidden sm:block">
          <SkeletonBlock className="h-3 w-20" />
        </span>
        <SkeletonBlock className="ml-auto h-3 w-10" />
        <span />
      </div>
      {Array.from({ length: 5 }, (_, i) => (
        <div
          key={i}
          data-testid="skeleton-file"
          className="grid grid-cols-[minmax(0,1fr)_6rem_3rem] items-center gap-4 border-b border-slate-100 py-3 sm:grid-cols-[minmax(0,1fr)_9rem_6rem_3rem]"
        >
          <span className="flex items-center gap-2">
            <SkeletonBlock className="h-5 w-5 shrink-0" />
            <SkeletonBlock className={i % 2 ? 'h-3.5 w-1/2' : 'h-3.5 w-2/3'} />
          </span>
          <span className="hidden sm:block">
            <SkeletonBlock className="h-3 w-24 bg-slate-100" />
          </span>
          <SkeletonBlock className="ml-auto h-3 w-12 bg-slate-100" />
          <SkeletonBlock className="ml-auto h-6 w-6 bg-slate-100" />
        </div>
      ))}
    </div>
  );
}

/** A space's listing while it loads, in the view the person chose (table or tiles). */
export function FileListSkeleton({ view, label }: { view: 'list' | 'grid'; label: string }) {
  if (view === 'grid') return <SkeletonCards count={6} height="h-28" label={label} />;
  return (
    <SkeletonShape label={label}>
      <FileTableShape />
    </SkeletonShape>
  );
}

/** The trash while it loads: its rows in outline. */
export function TrashSkeleton() {
  return <SkeletonTable columns={2} rows={3} />;
}

/** A preview while its signed link is made: the frame the image or document will fill. */
export function PreviewSkeleton({ label }: { label: string }) {
  return (
    <SkeletonShape label={label}>
      <SkeletonBlock className="h-[50dvh] w-full rounded-lg bg-slate-100" />
    </SkeletonShape>
  );
}
