import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { SkeletonTiles } from '@/components/ui/skeleton';
import { OvertimeSummary } from '@/features/overtime/components/overtime-summary';
import type { OrgSettings } from '../api/organization';
import { useTimesheet } from '../hooks/use-timesheet';
import { useToday } from '../hooks/use-today';
import { formatHoursShort } from '../utils/dates';
import type { ActiveMember } from './member-gate';
import { MonthSwitcher } from './month-switcher';
import { OrgLine } from './org-line';
import { QueryError } from './query-error';
import { StatTile } from './stat-tile';
import { TimesheetList } from './timesheet-list';
import { useAttendanceT } from '../hooks/use-attendance-t';

/** An employee's month: totals and every day with times, hours, status and flags. */
export function TimesheetPanel({
  member,
  org,
  requestsPath,
}: {
  member: ActiveMember;
  org: OrgSettings;
  requestsPath: string;
}) {
  const t = useAttendanceT();
  const today = useToday(org.timezone);
  const [month, setMonth] = useState(today.slice(0, 7));
  const sheet = useTimesheet(member.id, month, today);
  const totals = sheet.totals;
  return (
    <div className="space-y-6">
      <OrgLine name={org.name}>
        {member.employee_code ? <span>· {member.employee_code}</span> : null}
      </OrgLine>
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <CardTitle>{t('attendance.timesheet.title')}</CardTitle>
              <CardDescription>
                {t('attendance.timesheet.description', { zone: org.timezone })}
              </CardDescription>
            </div>
            <MonthSwitcher month={month} currentMonth={today.slice(0, 7)} onChange={setMonth} />
          </div>
        </CardHeader>
        <CardContent className="space-y-5">
          {sheet.error ? (
            <QueryError
              error={sheet.error}
              onRetry={sheet.refetch}
              title={t('attendance.calendar.loadError')}
            />
          ) : sheet.isPending ? (
            <SkeletonTiles count={6} className="grid-cols-2 sm:grid-cols-3 lg:grid-cols-6">
              <ul className="mt-5 divide-y divide-slate-100" data-testid="skeleton-days">
                {Array.from({ length: 7 }, (_, i) => (
                  <li key={i} className="grid grid-cols-[4.5rem_1fr_auto] gap-x-3 py-3">
                    <SkeletonBlock className="h-4 w-14" />
                    <SkeletonBlock className="h-4 w-2/3 bg-slate-100" />
                    <SkeletonBlock className="h-5 w-16 rounded-full bg-slate-100" />
                  </li>
                ))}
              </ul>
            </SkeletonTiles>
          ) : (
            <>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
                <StatTile
                  label={t('attendance.month.hours')}
                  value={formatHoursShort(totals.minutes)}
                  testId="timesheet-hours"
                />
                <StatTile
                  label={t('attendance.status.present')}
                  value={(totals.present ?? 0) + (totals.late ?? 0)}
                  hint={
                    totals.late ? t('attendance.timesheet.late', { count: totals.late }) : undefined
                  }
                  tone="success"
                />
                <StatTile label={t('attendance.timesheet.halfDays')} value={totals.half_day ?? 0} />
                <StatTile
                  label={t('attendance.status.absent')}
                  value={totals.absent ?? 0}
                  tone={totals.absent ? 'danger' : 'neutral'}
                />
                <StatTile
                  label={t('attendance.timesheet.leave')}
                  value={(totals.on_leave ?? 0) + (totals.excused ?? 0)}
                />
                <StatTile
                  label={t('attendance.timesheet.toCorrect')}
                  value={totals.missingCheckOut}
                  tone={totals.missingCheckOut ? 'warning' : 'neutral'}
                  hint={t('attendance.timesheet.noCheckOut')}
                />
              </div>
              <OvertimeSummary memberId={member.id} month={month} />
              <TimesheetList
                days={sheet.days}
                timeZone={org.timezone}
                requestsPath={requestsPath}
              />
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
