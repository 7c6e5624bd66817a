import { AlertTriangle, CheckCircle2, Info } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useAttendanceT } from '../hooks/use-attendance-t';
import {
  type AttendanceSummary,
  classesCanMiss,
  classesToReach,
  formatPercent,
  isBelowMinimum,
} from '../utils/attendance-percent';
import { formatDay } from '../utils/dates';

/** The overall figure against the organisation's minimum, with what it takes to stay above it. */
export function AttendanceOverviewCard({
  summary,
  unit,
  minimum,
  since,
}: {
  summary: AttendanceSummary;
  /** 'classes' (periods marked) or 'days' (gate records, when no periods are marked). */
  unit: 'classes' | 'days';
  minimum: number | null;
  since: string;
}) {
  const t = useAttendanceT();
  const isClasses = unit === 'classes';
  const isBelow = isBelowMinimum(summary.percent, minimum);
  const need = minimum !== null && isBelow ? classesToReach(summary, minimum) : 0;
  const canMiss = minimum !== null && !isBelow ? classesCanMiss(summary, minimum) : 0;
  return (
    <Card data-testid="attendance-overview">
      <CardHeader>
        <CardTitle>{t('attendance.overview.title')}</CardTitle>
        <CardDescription>
          {t('attendance.overview.since', { date: formatDay(since, { withYear: true }) })}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex items-end gap-3">
          <p
            className={cn(
              'whitespace-nowrap text-4xl font-bold tabular-nums',
              summary.percent === null
                ? 'text-slate-500'
                : isBelow
                  ? 'text-red-700'
                  : 'text-emerald-700',
            )}
            data-testid="overall-percent"
          >
            {formatPercent(summary.percent)}
          </p>
          <p className="pb-1 text-sm text-slate-600">
            {t(isClasses ? 'attendance.overview.ofClasses' : 'attendance.overview.ofDays', {
              attended: summary.attended,
              counted: summary.counted,
            })}
            {minimum !== null
              ? ` · ${t('attendance.overview.minimum', { percent: formatPercent(minimum) })}`
              : ''}
          </p>
        </div>
        {summary.counted === 0 ? (
          <p className="text-sm text-slate-600">
            {t(
              isClasses ? 'attendance.overview.nothingClasses' : 'attendance.overview.nothingDays',
            )}
          </p>
        ) : isBelow ? (
          <p
            role="alert"
            className="flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
          >
            <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            <span>
              {t('attendance.overview.below', { percent: formatPercent(minimum) })}{' '}
              {Number.isFinite(need)
                ? t(
                    isClasses ? 'attendance.overview.needClasses' : 'attendance.overview.needDays',
                    {
                      count: need,
                    },
                  )
                : t('attendance.overview.talkToTeacher')}
            </span>
          </p>
        ) : minimum !== null ? (
          <p className="flex gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            <span>
              {t(
                isClasses
                  ? 'attendance.overview.canMissClasses'
                  : 'attendance.overview.canMissDays',
                {
                  count: canMiss,
                },
              )}
            </span>
          </p>
        ) : null}
        <p className="flex gap-2 text-xs text-slate-500">
          <Info aria-hidden="true" className="mt-0.5 h-3.5 w-3.5 shrink-0" />
          <span>
            {t('attendance.overview.howCounted', { rule: t('attendance.rule') })}
            {summary.excluded
              ? ` ${t('attendance.overview.leftOut', { count: summary.excluded })}`
              : ''}
          </span>
        </p>
      </CardContent>
    </Card>
  );
}
