import { CalendarClock, DoorOpen } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import type { AttendanceRecord } from '../api/records';
import type { ClassSession } from '../api/timetable';
import { formatDay, formatTime, formatWallClock, isoWeekday } from '../utils/dates';
import { nextSession, sessionPhase, sessionsOn } from '../utils/timetable';
import { QueryError } from './query-error';
import { AttendanceStatusBadge } from './status-badge';

const PHASE_BADGE = {
  upcoming: <Badge variant="neutral">Upcoming</Badge>,
  now: <Badge variant="brand">In progress</Badge>,
  over: <Badge variant="neutral">Not marked yet</Badge>,
};

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
  weeklyOffDays,
  holidayName,
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
  weeklyOffDays: number[];
  holidayName?: string;
}) {
  const todays = sessionsOn(sessions, today);
  const bySession = new Map(records.map((r) => [r.class_session_id, r]));
  const day = records.find((r) => !r.class_session_id);
  const next = todays.length ? null : nextSession(sessions, today, nowTime);
  const isOff = weeklyOffDays.includes(isoWeekday(today));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Today’s classes</CardTitle>
        <CardDescription>
          {formatDay(today, { long: true, withYear: true })}
          {day?.check_in_at
            ? ` · At school since ${formatTime(day.check_in_at, timeZone)}${day.check_out_at ? `, left at ${formatTime(day.check_out_at, timeZone)}` : ''}`
            : ''}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Spinner />
        ) : error ? (
          <QueryError error={error} onRetry={onRetry} title="Could not load your timetable" />
        ) : todays.length === 0 ? (
          <div className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
            <p className="font-medium text-slate-900">
              {holidayName
                ? `No classes today: ${holidayName}.`
                : isOff
                  ? 'No classes today: it is a weekly off.'
                  : sessions.length
                    ? 'No classes on your timetable today.'
                    : 'Your classes have no timetable yet.'}
            </p>
            {next ? (
              <p className="mt-1">
                Next: {next.session.subject}, {formatDay(next.date)} at{' '}
                {formatWallClock(next.session.starts_at)}
                {next.session.room ? ` in ${next.session.room}` : ''}.
              </p>
            ) : null}
          </div>
        ) : (
          <ol className="divide-y divide-slate-100" aria-label="Periods today">
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
                    PHASE_BADGE[sessionPhase(session, nowTime)]
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
