import type { DayPeriod, MemberDay } from '@ias/shared';
import { CalendarClock, DoorOpen } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { AttendanceRecord } from '../api/records';
import type { ClassSession } from '../api/timetable';
import { DayNotice, isOffDay } from '@/features/today/components/day-notice';
import { formatDay, formatTime, formatWallClock } from '../utils/dates';
import { sessionPhase } from '../utils/timetable';
import { QueryError } from './query-error';
import { PeriodsSkeleton } from './loading-shapes';
import { useAttendanceT } from '../hooks/use-attendance-t';
import { AttendanceStatusBadge } from './status-badge';

function PhaseBadge({ phase }: { phase: 'upcoming' | 'now' | 'over' }) {
  const t = useAttendanceT();
  if (phase === 'now') return <Badge variant="brand">{t('attendance.todayClasses.now')}</Badge>;
  return (
    <Badge variant="neutral">
      {phase === 'upcoming'
        ? t('attendance.todayClasses.upcoming')
        : t('attendance.todayClasses.notMarked')}
    </Badge>
  );
}

function NextClass({ next }: { next: { date: string; period: DayPeriod } }) {
  const t = useAttendanceT();
  const values = {
    subject: next.period.subject,
    date: formatDay(next.date),
    time: formatWallClock(next.period.starts_at),
  };
  return (
    <p className="mt-1" data-testid="next-period">
      {next.period.room
        ? t('attendance.todayClasses.nextIn', { ...values, room: next.period.room })
        : t('attendance.todayClasses.next', values)}
    </p>
  );
}

/** A student's periods today, each with what was recorded for them. */
export function TodayClassesCard({
  sessions,
  records,
  today,
  nowTime,
  timeZone,
  isLoading,
  error,
  onRetry,
  day,
  next,
}: {
  sessions: ClassSession[];
  records: AttendanceRecord[];
  today: string;
  /** 'HH:mm' in the organisation. */
  nowTime: string;
  timeZone: string;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  /** Today as the server defines it (GET /api/me/day): kind and periods. */
  day: MemberDay | null;
  /** The next period (from the server's days). */
  next: { date: string; period: DayPeriod } | null;
}) {
  const t = useAttendanceT();
  const byId = new Map(sessions.map((s) => [s.id, s]));
  const todays = isOffDay(day)
    ? []
    : (day?.periods ?? [])
        .filter((p) => p.as === 'attend')
        .map((p) => byId.get(p.class_session_id))
        .filter((s) => s !== undefined);
  const bySession = new Map(records.map((r) => [r.class_session_id, r]));
  const dayRecord = records.find((r) => !r.class_session_id);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('attendance.teacherToday.title')}</CardTitle>
        <CardDescription>
          {formatDay(today, { long: true, withYear: true })}
          {dayRecord?.check_in_at
            ? ` · ${
                dayRecord.check_out_at
                  ? t('attendance.todayClasses.atSchoolLeft', {
                      since: formatTime(dayRecord.check_in_at, timeZone),
                      left: formatTime(dayRecord.check_out_at, timeZone),
                    })
                  : t('attendance.todayClasses.atSchool', {
                      since: formatTime(dayRecord.check_in_at, timeZone),
                    })
              }`
            : ''}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <PeriodsSkeleton
            count={day && !isOffDay(day) ? day.periods.filter((p) => p.as === 'attend').length : 4}
            label={t('attendance.todayClasses.loading')}
          />
        ) : error ? (
          <QueryError
            error={error}
            onRetry={onRetry}
            title={t('attendance.teacherToday.loadError')}
          />
        ) : isOffDay(day) ? (
          <DayNotice day={day} audience="member">
            {next ? <NextClass next={next} /> : null}
          </DayNotice>
        ) : todays.length === 0 ? (
          <div className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
            <p className="font-medium text-slate-900">
              {sessions.length
                ? t('attendance.todayClasses.none')
                : t('attendance.todayClasses.noTimetable')}
            </p>
            {next ? <NextClass next={next} /> : null}
          </div>
        ) : (
          <ol
            className="divide-y divide-slate-100"
            aria-label={t('attendance.todayClasses.periods')}
          >
            {todays.map((session) => {
              const record = bySession.get(session.id);
              return (
                <li
                  key={session.id}
                  className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0"
                >
                  <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-sm font-bold text-brand-700">
                    P{session.period}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-slate-900">{session.subject}</p>
                    <p className="flex flex-wrap items-center gap-x-3 text-sm text-slate-600">
                      <span className="inline-flex items-center gap-1">
                        <CalendarClock aria-hidden="true" className="h-3.5 w-3.5" />
                        {formatWallClock(session.starts_at)}–{formatWallClock(session.ends_at)}
                      </span>
                      {session.room ? (
                        <span className="inline-flex items-center gap-1">
                          <DoorOpen aria-hidden="true" className="h-3.5 w-3.5" />
                          {session.room}
                        </span>
                      ) : null}
                      {session.teacher ? <span>{session.teacher.full_name}</span> : null}
                    </p>
                  </div>
                  {record ? (
                    <AttendanceStatusBadge status={record.status} />
                  ) : (
                    <PhaseBadge phase={sessionPhase(session, nowTime)} />
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
