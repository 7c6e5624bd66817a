import type { DayPeriod } from '@ias/shared';
import { ClipboardCheck, DoorOpen } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { ClassSession } from '../api/timetable';
import type { SessionProgress } from '../hooks/use-teacher-day';
import { formatDay, formatWallClock } from '../utils/dates';
import { STATUS_LABEL } from '../utils/status';
import { sessionPhase } from '../utils/timetable';
import { useAttendanceT } from '../hooks/use-attendance-t';
import { QueryError } from './query-error';
import { PeriodsSkeleton } from './loading-shapes';
import { translate } from '../catalogue';

function progressText(progress: SessionProgress | undefined): string {
  if (!progress || progress.marked === 0) return translate('attendance.teacherToday.notTaken');
  const parts = (Object.entries(progress.counts) as Array<[keyof typeof STATUS_LABEL, number]>)
    .sort(([a], [b]) => Object.keys(STATUS_LABEL).indexOf(a) - Object.keys(STATUS_LABEL).indexOf(b))
    .map(([status, n]) =>
      translate('attendance.rollCall.count', {
        count: n,
        label: STATUS_LABEL[status].toLowerCase(),
      }),
    );
  const of = progress.size
    ? ` ${translate('attendance.teacherToday.marked', { marked: progress.marked, size: progress.size })}`
    : '';
  return `${parts.join(' · ')}${of}`;
}

function NextLine({ next }: { next: { date: string; period: DayPeriod } }) {
  const t = useAttendanceT();
  return (
    <p className="mt-1 text-sm text-slate-700" data-testid="next-period">
      {t('attendance.teacherToday.next', {
        subject: next.period.subject,
        group: next.period.group_name,
        date: formatDay(next.date),
        time: formatWallClock(next.period.starts_at),
      })}
    </p>
  );
}

/**
 * A teacher's periods today, each with its roll-call progress and "Take attendance". Drawn again
 * only when what it shows changes (the dashboard's other answers arrive one by one).
 */
export const TeacherTodayCard = memo(function TeacherTodayCard({
  todays,
  all,
  next,
  offDay,
  progress,
  today,
  nowTime,
  rollCallPath,
  isLoading,
  error,
  onRetry,
}: {
  todays: ClassSession[];
  all: ClassSession[];
  /** The next period due (from the server's days). */
  next: { date: string; period: DayPeriod } | null;
  /** Shown instead of the periods when today is not a working day for the teacher. */
  offDay: ReactNode;
  progress: Map<string, SessionProgress>;
  today: string;
  nowTime: string;
  rollCallPath: string;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const t = useAttendanceT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('attendance.teacherToday.title')}</CardTitle>
        <CardDescription>{formatDay(today, { long: true, withYear: true })}</CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <PeriodsSkeleton count={4} />
        ) : error ? (
          <QueryError
            error={error}
            onRetry={onRetry}
            title={t('attendance.teacherToday.loadError')}
          />
        ) : offDay ? (
          <div className="space-y-3">
            {offDay}
            {next ? <NextLine next={next} /> : null}
          </div>
        ) : todays.length === 0 ? (
          <div className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
            <p className="font-medium text-slate-900">
              {all.length
                ? t('attendance.teacherToday.noPeriods')
                : t('attendance.teacherToday.notOnTimetable')}
            </p>
            {next ? (
              <NextLine next={next} />
            ) : (
              <p className="mt-1">{t('attendance.teacherToday.ownerAdds')}</p>
            )}
          </div>
        ) : (
          <ol
            className="divide-y divide-slate-100"
            aria-label={t('attendance.teacherToday.periods')}
          >
            {todays.map((session) => {
              const p = progress.get(session.id);
              const phase = sessionPhase(session, nowTime);
              const isTaken = Boolean(p?.marked);
              return (
                <li
                  key={session.id}
                  className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center"
                  data-testid="teacher-session"
                >
                  <div className="flex min-w-0 flex-1 items-start gap-3">
                    <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-sm font-bold text-brand-700">
                      P{session.period}
                    </span>
                    <div className="min-w-0">
                      <p className="font-semibold text-slate-900">
                        {session.subject} · {session.group?.name}
                        {phase === 'now' ? (
                          <span className="ml-2 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                            {t('attendance.teacherToday.now')}
                          </span>
                        ) : null}
                      </p>
                      <p className="flex flex-wrap items-center gap-x-3 text-sm text-slate-600">
                        <span>
                          {formatWallClock(session.starts_at)}–{formatWallClock(session.ends_at)}
                        </span>
                        {session.room ? (
                          <span className="inline-flex items-center gap-1">
                            <DoorOpen aria-hidden="true" className="h-3.5 w-3.5" />
                            {session.room}
                          </span>
                        ) : null}
                      </p>
                      <p
                        className={isTaken ? 'text-sm text-emerald-800' : 'text-sm text-slate-500'}
                      >
                        {progressText(p)}
                      </p>
                    </div>
                  </div>
                  <Button
                    asChild
                    size="sm"
                    variant={isTaken ? 'outline' : 'primary'}
                    className="self-start sm:self-auto"
                  >
                    <Link to={`${rollCallPath}?session=${session.id}&date=${today}`}>
                      <ClipboardCheck aria-hidden="true" className="h-4 w-4" />
                      {isTaken
                        ? t('attendance.teacherToday.review')
                        : t('attendance.teacherToday.take')}
                      <span className="sr-only">
                        {' '}
                        {t('attendance.teacherToday.for', {
                          subject: session.subject,
                          group: session.group?.name ?? '',
                        })}
                      </span>
                    </Link>
                  </Button>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
});
