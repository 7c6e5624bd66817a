import { SkeletonBlock, SkeletonShape } from '@/components/ui';

const CARDS_PER_COLUMN = [3, 2, 1];

/**
 * A board while it loads: the toolbar, the filters and three columns of cards in the places the
 * board will draw them (the picker row too while the list of boards is still on its way).
 */
export function BoardSkeleton({ withPicker = false }: { withPicker?: boolean }) {
  return (
    <SkeletonShape>
      <div className="space-y-4">
        {withPicker ? (
          <div className="flex flex-wrap items-center gap-2">
            <SkeletonBlock className="h-10 w-full rounded-lg sm:w-72" />
            <SkeletonBlock className="h-10 w-40 rounded-lg bg-slate-100" />
          </div>
        ) : null}
        <div className="flex items-center gap-2">
          <SkeletonBlock className="h-4 w-24" />
          <SkeletonBlock className="ml-auto h-9 w-28 rounded-lg bg-slate-100" />
        </div>
        <SkeletonBlock className="h-10 w-full rounded-lg bg-slate-100" />
        <div className="-mx-4 flex gap-3 overflow-hidden px-4 pb-4 sm:mx-0 sm:px-0">
          {CARDS_PER_COLUMN.map((cards, c) => (
            <div
              key={c}
              data-testid="skeleton-column"
              className="flex w-[min(18rem,calc(100vw-3rem))] shrink-0 flex-col gap-2 rounded-2xl bg-slate-100 p-2"
            >
              <SkeletonBlock className="mx-1 mb-1 h-4 w-24" />
              {Array.from({ length: cards }, (_, i) => (
                <span
                  key={i}
                  className="block space-y-2 rounded-xl border border-slate-200 bg-white p-3"
                >
                  <SkeletonBlock className="h-3.5 w-4/5" />
                  <SkeletonBlock className="h-3 w-1/2 bg-slate-100" />
                </span>
              ))}
              <SkeletonBlock className="h-8 w-full rounded-lg bg-slate-200/70" />
            </div>
          ))}
        </div>
      </div>
    </SkeletonShape>
  );
}
