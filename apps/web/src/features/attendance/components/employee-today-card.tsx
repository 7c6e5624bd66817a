import type { MemberDay } from '@ias/shared';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { AttendanceRecord } from '../api/records';
import { correctionLink } from '../utils/correction-params';
import {
  formatDay,
  formatDuration,
  formatTime,
  formatWallClock,
  minutesBetween,
  toTimeInput,
} from '../utils/dates';
import { QueryError } from './query-error';
import { TodayFiguresSkeleton } from './loading-shapes';
import { AttendanceStatusBadge, FlagBadges } from './status-badge';
import { useAttendanceT } from '../hooks/use-attendance-t';

/**
 * Today for an employee: the shift (the one today's record was made under, else the one the
 * server expects today), check-in and check-out times, hours so far and status.
 */
export function EmployeeTodayCard({
  shift,
  record,
  today,
  now,
  timeZone,
  isLoading,
  error,
  onRetry,
  requestsPath,
}: {
  /** Today's expected shift from the server's day (undefined while it loads). */
  shift: MemberDay['shift'] | undefined;
  record: AttendanceRecord | null;
  today: string;
  now: Date;
  timeZone: string;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  requestsPath: string;
}) {
  const t = useAttendanceT();
  // Moved to another shift since checking in: today still belongs to the shift of the check-in.
  const dayShift = record?.shift ?? shift;
  const worked = record?.check_in_at
    ? minutesBetween(record.check_in_at, record.check_out_at ?? now.toISOString())
    : null;
  return (
    <Card data-testid="employee-today">
      <CardHeader>
        <CardTitle>{t('attendance.employeeToday.title')}</CardTitle>
        <CardDescription>
          {formatDay(today, { long: true, withYear: true })}
          {dayShift
            ? ` · ${t('attendance.employeeToday.shift', {
                name: dayShift.name,
                from: formatWallClock(dayShift.starts_at),
                to: formatWallClock(dayShift.ends_at),
              })}`
            : shift === null
              ? ` · ${t('attendance.employeeToday.noShift')}`
              : ''}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <TodayFiguresSkeleton />
        ) : error ? (
          <QueryError
            error={error}
            onRetry={onRetry}
            title={t('attendance.employeeToday.loadError')}
          />
        ) : (
          <div className="space-y-4">
            <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
              <div>
                <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">
                  {t('attendance.employeeToday.status')}
                </dt>
                <dd className="mt-1" data-testid="today-status">
                  {record ? (
                    <AttendanceStatusBadge status={record.status} />
                  ) : (
                    <span className="text-sm text-slate-600">
                      {t('attendance.employeeToday.notCheckedIn')}
                    </span>
                  )}
                </dd>
              </div>
              <div>
                <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">
                  {t('attendance.employeeToday.checkIn')}
                </dt>
                <dd
                  className="mt-1 text-lg font-semibold tabular-nums text-slate-900"
                  data-testid="today-in"
                >
                  {formatTime(record?.check_in_at, timeZone)}
                </dd>
              </div>
              <div>
                <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">
                  {t('attendance.employeeToday.checkOut')}
                </dt>
                <dd
                  className="mt-1 text-lg font-semibold tabular-nums text-slate-900"
                  data-testid="today-out"
                >
                  {formatTime(record?.check_out_at, timeZone)}
                </dd>
              </div>
              <div>
                <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">
                  {record?.check_out_at
                    ? t('attendance.employeeToday.worked')
                    : t('attendance.employeeToday.soFar')}
                </dt>
                <dd className="mt-1 text-lg font-semibold tabular-nums text-slate-900">
                  {formatDuration(worked)}
                </dd>
              </div>
            </dl>
            {record?.flags.length || record?.note ? (
              <div className="flex flex-wrap items-center gap-2">
                <FlagBadges flags={record.flags} />
                {record.note ? <span className="text-sm text-slate-600">{record.note}</span> : null}
              </div>
            ) : null}
            <p className="text-sm text-slate-600">
              {t('attendance.employeeToday.timeWrong')}{' '}
              <Link
                className="font-medium text-brand-700 hover:underline"
                to={correctionLink(requestsPath, {
                  date: today,
                  check_in: toTimeInput(record?.check_in_at, timeZone),
                })}
              >
                {t('attendance.employeeToday.requestCorrection')}
              </Link>
            </p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
