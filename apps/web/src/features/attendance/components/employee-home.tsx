import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { attendanceKeys } from '../api/keys';
import { DayError, DayNotice, isOffDay } from '@/features/today/components/day-notice';
import { useMyDay } from '@/features/today/hooks/use-day';
import type { OrgSettings } from '../api/organization';
import { fetchMemberRecords } from '../api/records';
import { useNow, useToday } from '../hooks/use-today';
import { EmployeeTodayCard } from './employee-today-card';
import type { ActiveMember } from './member-gate';
import { MonthSummaryCard } from './month-summary-card';
import { OrgLine } from './org-line';
import { RequestsSummaryCard } from './requests-summary-card';

/** The Employee dashboard: check in/out, today, the month so far, requests. */
export function EmployeeHome({
  member,
  org,
  selfCheckIn,
}: {
  member: ActiveMember;
  org: OrgSettings;
  selfCheckIn: ReactNode;
}) {
  const today = useToday(org.timezone);
  const now = useNow(30_000);
  const base = '/dashboard/employee';
  const todays = useQuery({
    queryKey: attendanceKeys.myRecords(member.id, today, today),
    queryFn: () => fetchMemberRecords(member.id, today, today),
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
  const record = todays.data?.find((r) => !r.class_session_id) ?? null;
  const my = useMyDay(org.id, today);
  return (
    <div className="space-y-6">
      <OrgLine name={org.name}>
        {member.employee_code ? <span>· {member.employee_code}</span> : null}
      </OrgLine>
      {my.error ? <DayError onRetry={() => void my.refetch()} /> : null}
      <div className="grid gap-6 lg:grid-cols-2">
        {/* Nothing to check in for on a holiday, a weekly off or a leave day. */}
        {isOffDay(my.day) ? (
          <DayNotice day={my.day} audience="member" />
        ) : my.isSuccess || my.isError ? (
          selfCheckIn
        ) : (
          <div aria-hidden="true" className="h-40 animate-pulse rounded-2xl bg-slate-100" />
        )}
        <EmployeeTodayCard
          shift={my.isSuccess ? (my.day?.shift ?? null) : undefined}
          record={record}
          today={today}
          now={now}
          timeZone={org.timezone}
          isLoading={todays.isPending}
          error={todays.error}
          onRetry={() => void todays.refetch()}
          requestsPath={`${base}/requests`}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <MonthSummaryCard
          memberId={member.id}
          org={org}
          today={today}
          timesheetPath={`${base}/timesheet`}
          requestsPath={`${base}/requests`}
        />
        <RequestsSummaryCard memberId={member.id} timeZone={org.timezone} to={`${base}/requests`} />
      </div>
    </div>
  );
}
