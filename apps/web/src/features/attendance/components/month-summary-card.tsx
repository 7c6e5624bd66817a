import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import type { OrgSettings } from '../api/organization';
import { useTimesheet } from '../hooks/use-timesheet';
import { formatDay, formatHoursShort, formatMonth, toTimeInput } from '../utils/dates';
import { correctionLink } from '../utils/correction-params';
import { QueryError } from './query-error';
import { StatTile } from './stat-tile';

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
  const sheet = useTimesheet(memberId, today.slice(0, 7), today);
  const t = sheet.totals;
  const toFix = sheet.days.filter((d) => d.needsCorrection && d.date !== today);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{formatMonth(today.slice(0, 7))} so far</CardTitle>
        <CardDescription>From your check-ins, leave and corrections.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {sheet.error ? (
          <QueryError error={sheet.error} onRetry={sheet.refetch} />
        ) : sheet.isPending ? (
          <Spinner />
        ) : (
          <>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-2">
              <StatTile
                label="Days worked"
                value={(t.present ?? 0) + (t.late ?? 0) + (t.half_day ?? 0)}
                tone="success"
                testId="month-worked"
              />
              <StatTile label="Late" value={t.late ?? 0} tone={t.late ? 'warning' : 'neutral'} />
              <StatTile
                label="Absent / leave"
                value={`${t.absent ?? 0} / ${(t.on_leave ?? 0) + (t.excused ?? 0)}`}
              />
              <StatTile label="Hours" value={formatHoursShort(t.minutes)} />
            </div>
            {toFix.length ? (
              <div className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
                <p className="font-medium">
                  No check-out recorded on {toFix.length === 1 ? 'one day' : `${toFix.length} days`}
                  :
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
                        request a correction
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <Button asChild variant="outline" size="sm">
              <Link to={timesheetPath}>
                Open the timesheet <ArrowRight aria-hidden="true" className="h-4 w-4" />
              </Link>
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
