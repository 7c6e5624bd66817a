import { Card, CardContent } from '@/components/ui/card';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { SkeletonShape } from '@/components/ui/skeleton';

/** A day's periods while they load: the period box, the subject line and the times line. */
export function PeriodsSkeleton({ count, label }: { count: number; label?: string }) {
  return (
    <SkeletonShape label={label} testId="skeleton-periods">
      <ol className="divide-y divide-slate-100">
        {Array.from({ length: Math.max(1, count) }, (_, index) => (
          <li key={index} className="flex items-center gap-4 py-3 first:pt-0 last:pb-0">
            <SkeletonBlock className="h-10 w-10 shrink-0 rounded-lg bg-slate-100" />
            <span className="flex-1 space-y-2">
              <SkeletonBlock className="h-4 w-32 bg-slate-100" />
              <SkeletonBlock className="h-3.5 w-48 max-w-full bg-slate-100" />
            </span>
          </li>
        ))}
      </ol>
    </SkeletonShape>
  );
}

/** The roll-call chooser (a day and a group or period) while its choices load. */
export function ChooserSkeleton({ label }: { label?: string }) {
  return (
    <SkeletonShape label={label} testId="skeleton-chooser">
      <Card>
        <CardContent className="grid gap-4 pt-5 sm:grid-cols-[12rem_1fr] sm:pt-6">
          {[0, 1].map((i) => (
            <div key={i} className="space-y-2">
              <SkeletonBlock className="h-3.5 w-24" />
              <SkeletonBlock className="h-10 w-full rounded-lg bg-slate-100" />
            </div>
          ))}
        </CardContent>
      </Card>
    </SkeletonShape>
  );
}

/** A roster while it loads: its heading card, then rows of a name and the status choices. */
export function RosterSkeleton({ rows = 8, label }: { rows?: number; label?: string }) {
  return (
    <SkeletonShape label={label} testId="skeleton-roster">
      <div className="space-y-4">
        <Card>
          <CardContent className="space-y-3 pt-5 sm:pt-6">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="space-y-2">
                <SkeletonBlock className="h-5 w-48" />
                <SkeletonBlock className="h-3.5 w-40 bg-slate-100" />
              </div>
              <SkeletonBlock className="h-10 w-36 rounded-lg bg-slate-100" />
            </div>
            <SkeletonBlock className="h-3.5 w-64 max-w-full bg-slate-100" />
          </CardContent>
        </Card>
        <Card>
          <ul className="divide-y divide-slate-100">
            {Array.from({ length: rows }, (_, i) => (
              <li
                key={i}
                className="flex flex-wrap items-center gap-3 p-4"
                data-testid="skeleton-roster-row"
              >
                <SkeletonBlock className="h-9 w-9 shrink-0 rounded-full" />
                <SkeletonBlock className="h-4 w-40 flex-1" />
                <span className="flex gap-1.5">
                  {[0, 1, 2, 3].map((b) => (
                    <SkeletonBlock key={b} className="h-9 w-12 rounded-lg bg-slate-100" />
                  ))}
                </span>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </SkeletonShape>
  );
}

/** Today's four figures (status, check-in, check-out, hours) while they load. */
export function TodayFiguresSkeleton({ label }: { label?: string }) {
  return (
    <SkeletonShape label={label} testId="skeleton-today">
      <div className="space-y-4">
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="space-y-2" data-testid="skeleton-figure">
              <SkeletonBlock className="h-3 w-16" />
              <SkeletonBlock className="h-6 w-20 bg-slate-100" />
            </div>
          ))}
        </div>
        <SkeletonBlock className="h-4 w-72 max-w-full bg-slate-100" />
      </div>
    </SkeletonShape>
  );
}
