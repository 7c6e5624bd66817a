import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { formatDay, formatDuration, formatTime, toTimeInput } from '../utils/dates';
import { correctionLink } from '../utils/correction-params';
import type { TimesheetDay } from '../utils/timesheet';
import { AttendanceStatusBadge, FlagBadges } from './status-badge';
import { ZoneNote } from '@/features/orgs/components/zone-note';
import { useAttendanceT } from '../hooks/use-attendance-t';

/** A timesheet's days: times, hours, status, flags, and a correction shortcut where needed. */
export function TimesheetList({
  days,
  timeZone,
  requestsPath,
}: {
  days: TimesheetDay[];
  timeZone: string;
  requestsPath: string;
}) {
  const t = useAttendanceT();
  if (!days.length)
    return <p className="text-sm text-slate-600">{t('attendance.timesheet.noDays')}</p>;
  return (
    <>
      <ZoneNote timeZone={timeZone} />
      <ul
        className="divide-y divide-slate-100"
        aria-label={t('attendance.timesheet.days')}
        data-testid="timesheet"
      >
        {days.map((day) => {
          const r = day.record;
          return (
            <li
              key={day.date}
              className="grid grid-cols-[4.5rem_1fr_auto] items-start gap-x-3 gap-y-1 py-3"
              data-testid="timesheet-day"
              data-date={day.date}
            >
              <p className="text-sm font-semibold text-slate-900">{formatDay(day.date)}</p>
              <div className="min-w-0 text-sm text-slate-700">
                {r ? (
                  <>
                    <p className="tabular-nums">
                      {formatTime(r.check_in_at, timeZone)} → {formatTime(r.check_out_at, timeZone)}
                    </p>
                    {day.minutes !== null ? (
                      <p className="text-xs tabular-nums text-slate-500">
                        {formatDuration(day.minutes)}
                      </p>
                    ) : null}
                    {r.note ? <p className="truncate text-xs text-slate-500">{r.note}</p> : null}
                  </>
                ) : (
                  <p className="text-slate-500">
                    {day.off?.kind === 'holiday'
                      ? t('attendance.timesheet.holiday', { name: day.off.name })
                      : day.off?.kind === 'weekly_off'
                        ? t('attendance.dayKind.weeklyOff')
                        : t('attendance.timesheet.nothing')}
                  </p>
                )}
              </div>
              <div className="flex flex-wrap justify-end gap-1">
                {r ? (
                  <AttendanceStatusBadge status={r.status} />
                ) : day.off ? null : (
                  <Badge>{t('attendance.dayKind.noRecord')}</Badge>
                )}
              </div>
              {r && (r.flags.length || day.needsCorrection) ? (
                <div className="col-span-2 col-start-2 flex flex-wrap items-center gap-2">
                  <FlagBadges
                    flags={
                      day.needsCorrection && !r.flags.includes('missing_check_out')
                        ? [...r.flags, 'missing_check_out']
                        : r.flags
                    }
                  />
                  {day.needsCorrection ? (
                    <Link
                      className="text-sm font-medium text-brand-700 hover:underline"
                      to={correctionLink(requestsPath, {
                        date: day.date,
                        check_in: toTimeInput(r.check_in_at, timeZone),
                      })}
                    >
                      {t('attendance.employeeToday.requestCorrection')}
                      <span className="sr-only">
                        {' '}
                        {t('attendance.timesheet.for', { date: formatDay(day.date) })}
                      </span>
                    </Link>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}
