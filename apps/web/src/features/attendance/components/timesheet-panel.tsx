import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
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
  const today = useToday(org.timezone);
  const [month, setMonth] = useState(today.slice(0, 7));
  const sheet = useTimesheet(member.id, month, today);
  const t = sheet.totals;
  return (
    <div className="space-y-6">
      <OrgLine name={org.name}>
        {member.employee_code ? <span>· {member.employee_code}</span> : null}
      </OrgLine>
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <CardTitle>Timesheet</CardTitle>
              <CardDescription>
                Times are in {org.timezone}. Hours count days with both a check-in and a check-out.
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
              title="Could not load this month"
            />
          ) : sheet.isPending ? (
            <Spinner />
          ) : (
            <>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
                <StatTile
                  label="Hours"
                  value={formatHoursShort(t.minutes)}
                  testId="timesheet-hours"
                />
                <StatTile
                  label="Present"
                  value={(t.present ?? 0) + (t.late ?? 0)}
                  hint={t.late ? `${t.late} late` : undefined}
                  tone="success"
                />
                <StatTile label="Half days" value={t.half_day ?? 0} />
                <StatTile
                  label="Absent"
                  value={t.absent ?? 0}
                  tone={t.absent ? 'danger' : 'neutral'}
                />
                <StatTile label="Leave" value={(t.on_leave ?? 0) + (t.excused ?? 0)} />
                <StatTile
                  label="To correct"
                  value={t.missingCheckOut}
                  tone={t.missingCheckOut ? 'warning' : 'neutral'}
                  hint="no check-out"
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
