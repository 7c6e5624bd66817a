import { attendanceBasis } from '@ias/shared';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { PageSkeleton } from '@/components/ui/skeleton';
import { useDeferredArrival } from '@/lib/use-deferred-arrival';
import { DayError, isOffDay } from '@/features/today/components/day-notice';
import { useMemberDays, useMyDay } from '@/features/today/hooks/use-day';
import { nextPeriod } from '@/features/today/utils/next-period';
import type { OrgSettings } from '../api/organization';
import { useMonthCalendar } from '../hooks/use-month-calendar';
import { useStudentAttendance } from '../hooks/use-student-attendance';
import { useNow, useToday } from '../hooks/use-today';
import { addDays, toTimeInput } from '../utils/dates';
import { AttendanceCalendar } from './attendance-calendar';
import { AttendanceOverviewCard } from './attendance-overview-card';
import type { ActiveMember } from './member-gate';
import { useAttendanceT } from '../hooks/use-attendance-t';
import { OrgLine } from './org-line';
import { RequestsSummaryCard } from './requests-summary-card';
import { SubjectAttendanceCard } from './subject-attendance-card';
import { TodayClassesCard } from './today-classes-card';

/**
 * The Student dashboard's content: today's periods with their marks, the percentage overall and
 * per subject against the minimum, the month calendar, requests, and self check-in when the
 * institute allows it.
 */
export function StudentHome({
  member,
  org,
  selfCheckIn,
  children,
}: {
  member: ActiveMember;
  org: OrgSettings;
  /** The self check-in card, shown only when the institute lets students check in themselves. */
  selfCheckIn?: ReactNode;
  /** More cards, below the student's own and shown with them. */
  children?: ReactNode;
}) {
  const t = useAttendanceT();
  const today = useToday(org.timezone);
  const now = useNow();
  const nowTime = toTimeInput(now.toISOString(), org.timezone);
  const minimum = org.min_attendance_percent;
  const data = useStudentAttendance(member.id, today, minimum);
  const [month, setMonth] = useState(today.slice(0, 7));
  const calendar = useMonthCalendar(member.id, month, today);
  const my = useMyDay(org.id, today);
  const upcoming = useMemberDays(member.id, today, addDays(today, 7));
  const next = nextPeriod(upcoming.data?.days ?? [], today, nowTime, 'attend');
  const basis = attendanceBasis(data.periods, data.days);
  const groupNames = (data.groups.data ?? []).map((g) => g.name).join(', ');
  // The page appears whole once what shapes it has arrived (the class line, today's periods and
  // marks, the next period, this month): cards filling in one by one would make it jump on a
  // phone (issue 11: layout shift ≤ 0.1). Later months load inside the calendar.
  const shaping =
    data.groups.isPending ||
    data.sessions.isPending ||
    data.records.isPending ||
    my.isPending ||
    upcoming.isPending ||
    (calendar.isPending && month === today.slice(0, 7));
  // Once it has, the page is built in a deferred render React can pause between components, not
  // in the task of the last answer's arrival (issue 11: total blocking time).
  const { isArriving } = useDeferredArrival(!shaping);
  if (shaping || isArriving) return <PageSkeleton />;
  return (
    <div className="space-y-6">
      <OrgLine name={org.name}>
        {groupNames ? <span>· {groupNames}</span> : null}
        {member.roll_number ? (
          <span>{t('attendance.org.rollNumber', { number: member.roll_number })}</span>
        ) : null}
      </OrgLine>
      {my.error ? <DayError onRetry={() => void my.refetch()} /> : null}
      {org.students_self_check_in && selfCheckIn && my.isSuccess && !isOffDay(my.day)
        ? selfCheckIn
        : null}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <TodayClassesCard
            sessions={data.sessions.data ?? []}
            records={data.todays}
            today={today}
            nowTime={nowTime}
            timeZone={org.timezone}
            isLoading={
              data.groups.isPending ||
              data.sessions.isPending ||
              data.records.isPending ||
              my.isPending
            }
            error={data.groups.error ?? data.sessions.error ?? data.records.error}
            onRetry={() => {
              void data.groups.refetch();
              void data.sessions.refetch();
              void data.records.refetch();
            }}
            day={my.day}
            next={next}
          />
        </div>
        <AttendanceOverviewCard
          summary={basis === 'classes' ? data.periods : data.days}
          unit={basis}
          minimum={minimum}
          since={data.from}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <SubjectAttendanceCard subjects={data.subjects} minimum={minimum} />
        <AttendanceCalendar
          month={month}
          currentMonth={today.slice(0, 7)}
          onMonthChange={setMonth}
          grid={calendar.grid}
          isLoading={calendar.isPending}
          error={calendar.error}
          onRetry={calendar.refetch}
        />
      </div>
      <RequestsSummaryCard memberId={member.id} timeZone={org.timezone} to="requests" />
      {children}
    </div>
  );
}
