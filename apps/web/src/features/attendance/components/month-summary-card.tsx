import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { SkeletonTiles } from '@/components/ui/skeleton';
import type { OrgSettings } from '../api/organization';
import { useTimesheet } from '../hooks/use-timesheet';
import { formatDay, formatHoursShort, formatMonth, toTimeInput } from '../utils/dates';
import { correctionLink } from '../utils/correction-params';
import { QueryError } from './query-error';
import { StatTile } from './stat-tile';
import { useAttendanceT } from '../hooks/use-attendance-t';

/** This month so far for an employee, and the days that need a correction. */
export function MonthSummaryCard({
  memberId,
  org,
  today,
  timesheetPath,
  requestsPath,
}: {
  memberId: string;
  org: OrgSettings;
  today: string;
  timesheetPath: string;
  requestsPath: string;
}) {
  const t = useAttendanceT();
  const sheet = useTimesheet(memberId, today.slice(0, 7), today);
  const totals = sheet.totals;
  const toFix = sheet.days.filter((d) => d.needsCorrection && d.date !== today);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {t('attendance.month.soFar', { month: formatMonth(today.slice(0, 7)) })}
        </CardTitle>
        <CardDescription>{t('attendance.month.from')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {sheet.error ? (
          <QueryError error={sheet.error} onRetry={sheet.refetch} />
        ) : sheet.isPending ? (
          <SkeletonTiles count={4} className="grid-cols-2 sm:grid-cols-4 lg:grid-cols-2">
            <SkeletonBlock className="mt-4 h-9 w-40 rounded-lg bg-slate-100" />
          </SkeletonTiles>
        ) : (
          <>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-2">
              <StatTile
                label={t('attendance.month.daysWorked')}
                value={(totals.present ?? 0) + (totals.late ?? 0) + (totals.half_day ?? 0)}
                tone="success"
                testId="month-worked"
              />
              <StatTile
                label={t('attendance.status.late')}
                value={totals.late ?? 0}
                tone={totals.late ? 'warning' : 'neutral'}
              />
              <StatTile
                label={t('attendance.month.absentLeave')}
                value={`${totals.absent ?? 0} / ${(totals.on_leave ?? 0) + (totals.excused ?? 0)}`}
              />
              <StatTile
                label={t('attendance.month.hours')}
                value={formatHoursShort(totals.minutes)}
              />
            </div>
            {toFix.length ? (
              <div className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
                <p className="font-medium">
                  {t('attendance.month.noCheckOut', { count: toFix.length })}
                </p>
                <ul className="mt-1 space-y-1">
                  {toFix.slice(0, 3).map((d) => (
                    <li key={d.date}>
                      {formatDay(d.date)} —{' '}
                      <Link
                        className="font-medium underline"
                        to={correctionLink(requestsPath, {
                          date: d.date,
                          check_in: toTimeInput(d.record?.check_in_at, org.timezone),
                        })}
                      >
                        {t('attendance.month.requestCorrection')}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <Button asChild variant="outline" size="sm">
              <Link to={timesheetPath}>
                {t('attendance.month.openTimesheet')}{' '}
                <ArrowRight aria-hidden="true" className="h-4 w-4" />
              </Link>
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
