import { SkeletonBlock, SkeletonShape } from '@/components/ui';

const WEEKS = 5;
const DAYS = 7;

/**
 * The calendar while the organisation is looked up: the toolbar and a month of five weeks in the
 * bordered box the calendar will fill (on a phone, where the agenda opens, the grid still holds
 * the height).
 */
export function CalendarSkeleton({ label }: { label: string }) {
  return (
    <SkeletonShape label={label}>
      <div
        aria-hidden="true"
        className="space-y-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
      >
        <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
          <div className="flex items-center gap-2">
            <SkeletonBlock className="h-9 w-16 rounded-lg" />
            <SkeletonBlock className="h-9 w-9 rounded-lg bg-slate-100" />
            <SkeletonBlock className="h-9 w-9 rounded-lg bg-slate-100" />
            <SkeletonBlock className="h-6 w-40" />
          </div>
          <SkeletonBlock className="h-9 w-64 max-w-full rounded-lg bg-slate-100" />
        </div>
        <div className="grid grid-cols-7 border-l border-t border-slate-200">
          {Array.from({ length: DAYS }, (_, d) => (
            <span key={d} className="border-b border-r border-slate-200 p-2">
              <SkeletonBlock className="mx-auto h-3 w-8" />
            </span>
          ))}
          {Array.from({ length: WEEKS * DAYS }, (_, i) => (
            <span
              key={i}
              data-testid="skeleton-day"
              className="block h-20 border-b border-r border-slate-200 p-1.5 sm:h-24"
            >
              <SkeletonBlock className="ml-auto h-3 w-4 bg-slate-100" />
            </span>
          ))}
        </div>
      </div>
    </SkeletonShape>
  );
}
