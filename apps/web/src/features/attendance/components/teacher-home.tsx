import { BarChart3, ClipboardList, MonitorSmartphone, TrendingDown } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { Badge } from '@/components/ui/badge';
import { DayError, DayNotice, isOffDay } from '@/features/today/components/day-notice';
import { useMemberDays, useMyDay } from '@/features/today/hooks/use-day';
import { nextPeriod } from '@/features/today/utils/next-period';
import type { OrgSettings } from '../api/organization';
import type { ClassSession } from '../api/timetable';
import { usePendingReviewCount } from '../hooks/use-requests';
import { useTeacherDay } from '../hooks/use-teacher-day';
import { useNow, useToday } from '../hooks/use-today';
import { formatPercent } from '../utils/attendance-percent';
import { addDays, isoWeekday, toTimeInput } from '../utils/dates';
import { LiveBoard } from './live-board';
import type { ActiveMember } from './member-gate';
import { OrgLine } from './org-line';
import { QuickLinksCard } from './quick-links-card';
import { StatTile } from './stat-tile';
import { TeacherTodayCard } from './teacher-today-card';
import { WeekTimetableCard } from './week-timetable-card';
import { useAttendanceT } from '../hooks/use-attendance-t';

const NO_SESSIONS: ClassSession[] = [];
const base = '/dashboard/teacher';

/**
 * The Teacher dashboard's content: today's periods with roll-call, the week, and follow-ups. Its
 * answers arrive one by one; the cards below it get the same props until theirs change, so each
 * arrival draws only what it changes.
 */
export function TeacherHome({ member, org }: { member: ActiveMember; org: OrgSettings }) {
  const t = useAttendanceT();
  const today = useToday(org.timezone);
  const nowTime = toTimeInput(useNow().toISOString(), org.timezone);
  const my = useMyDay(org.id, today);
  const upcoming = useMemberDays(member.id, today, addDays(today, 7));
  const day = useTeacherDay(member.id, today, my.day);
  const next = useMemo(
    () => nextPeriod(upcoming.data?.days ?? [], today, nowTime, 'teach'),
    [upcoming.data, today, nowTime],
  );
  const offDay = useMemo(
    () => (isOffDay(my.day) ? <DayNotice day={my.day} audience="staff" /> : null),
    [my.day],
  );
  const requests = usePendingReviewCount(org.id, member.id);
  const pending = requests.data ?? 0;
  const taken = day.todays.filter((s) => day.progress.get(s.id)?.marked).length;
  const { refetch: refetchSessions } = day.sessions;
  const { refetch: refetchMarks } = day.marks;
  const retryDay = useCallback(() => {
    void refetchSessions();
    void refetchMarks();
  }, [refetchSessions, refetchMarks]);
  const links = useMemo(
    () => [
      {
        to: `${base}/students`,
        label: t('attendance.teacher.low'),
        description: t('attendance.teacher.lowDetail'),
        Icon: TrendingDown,
      },
      {
        to: `${base}/reports`,
        label: t('attendance.teacher.reports'),
        description: t('attendance.teacher.reportsDetail'),
        Icon: BarChart3,
      },
      {
        to: `${base}/requests`,
        label: t('attendance.teacher.requests'),
        description: t('attendance.teacher.requestsDetail'),
        Icon: ClipboardList,
        badge: pending ? <Badge variant="warning">{pending}</Badge> : null,
      },
      {
        to: `${base}/kiosk`,
        label: t('attendance.teacher.kiosk'),
        description: t('attendance.teacher.kioskDetail'),
        Icon: MonitorSmartphone,
      },
    ],
    [t, pending],
  );
  return (
    <div className="space-y-6">
      <OrgLine name={org.name}>
        {org.min_attendance_percent !== null ? (
          <span>
            ·{' '}
            {t('attendance.teacher.minimum', {
              percent: formatPercent(org.min_attendance_percent),
            })}
          </span>
        ) : null}
      </OrgLine>
      {my.error ? <DayError onRetry={() => void my.refetch()} /> : null}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <StatTile
          label={t('attendance.teacher.periodsToday')}
          value={day.sessions.isSuccess && my.isSuccess ? day.todays.length : '…'}
          testId="stat-periods"
        />
        <StatTile
          label={t('attendance.teacher.rollCallTaken')}
          value={day.sessions.isSuccess ? `${taken}/${day.todays.length}` : '…'}
          tone={day.todays.length && taken === day.todays.length ? 'success' : 'neutral'}
        />
        <StatTile
          label={t('attendance.teacher.classes')}
          value={day.sessions.isSuccess ? day.groupIds.length : '…'}
          hint={t('attendance.teacher.classesHint')}
        />
        <StatTile
          label={t('attendance.teacher.requests')}
          value={requests.isSuccess ? pending : '…'}
          hint={t('attendance.teacher.requestsHint')}
          tone={pending ? 'warning' : 'neutral'}
          testId="stat-requests"
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <TeacherTodayCard
            todays={day.todays}
            all={day.sessions.data ?? NO_SESSIONS}
            next={next}
            offDay={offDay}
            progress={day.progress}
            today={today}
            nowTime={nowTime}
            rollCallPath={`${base}/roll-call`}
            isLoading={day.sessions.isPending || my.isPending}
            error={day.sessions.error ?? day.marks.error}
            onRetry={retryDay}
          />
        </div>
        <QuickLinksCard links={links} />
      </div>
      {day.groupIds.length ? <LiveBoard org={org} scope="staff" compact /> : null}
      <WeekTimetableCard
        sessions={day.sessions.data ?? NO_SESSIONS}
        todayWeekday={isoWeekday(today)}
      />
    </div>
  );
}
