import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/features/i18n';
import { cn } from '@/lib/cn';
import { useAttendanceT } from '../hooks/use-attendance-t';
import { type DayKind, DAY_KIND_LABEL, type MonthGrid } from '../utils/calendar';
import { formatDay, formatMonth } from '../utils/dates';
import { MonthSwitcher } from './month-switcher';
import { QueryError } from './query-error';

const KIND_CLASSES: Record<DayKind, string> = {
  present: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  late: 'bg-amber-100 text-amber-900 ring-amber-300',
  half_day: 'bg-violet-100 text-violet-900 ring-violet-300',
  partial: 'bg-orange-100 text-orange-900 ring-orange-300',
  absent: 'bg-red-100 text-red-900 ring-red-300',
  excused: 'bg-slate-200 text-slate-800 ring-slate-300',
  on_leave: 'bg-sky-100 text-sky-900 ring-sky-300',
  holiday: 'bg-pink-50 text-pink-900 ring-pink-200',
  weekly_off: 'bg-slate-50 text-slate-500 ring-slate-100',
  future: 'bg-white text-slate-500 ring-slate-100',
  no_record: 'bg-white text-slate-700 ring-slate-200',
};

const LEGEND: DayKind[] = [
  'present',
  'late',
  'half_day',
  'partial',
  'absent',
  'on_leave',
  'excused',
  'holiday',
  'weekly_off',
];
const WEEKDAYS = [
  'attendance.weekday.mon',
  'attendance.weekday.tue',
  'attendance.weekday.wed',
  'attendance.weekday.thu',
  'attendance.weekday.fri',
  'attendance.weekday.sat',
  'attendance.weekday.sun',
] as const;

/** A month of day statuses, Monday first, with a legend and the month's totals. */
export function AttendanceCalendar({
  month,
  currentMonth,
  onMonthChange,
  grid,
  isLoading,
  error,
  onRetry,
}: {
  month: string;
  /** The organisation's current month: the calendar does not go past it. */
  currentMonth: string;
  onMonthChange: (month: string) => void;
  grid: MonthGrid;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const t = useAttendanceT();
  const tUi = useT();
  const totals = LEGEND.filter((kind) => grid.totals[kind]).map((kind) =>
    t('attendance.calendar.total', {
      count: grid.totals[kind] ?? 0,
      label: DAY_KIND_LABEL[kind].toLowerCase(),
    }),
  );
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <CardTitle>{t('attendance.calendar.title')}</CardTitle>
            <CardDescription>
              {totals.length ? totals.join(' · ') : t('attendance.calendar.empty')}
            </CardDescription>
          </div>
          <MonthSwitcher month={month} currentMonth={currentMonth} onChange={onMonthChange} />
        </div>
      </CardHeader>
      <CardContent>
        {error ? (
          <QueryError error={error} onRetry={onRetry} title={t('attendance.calendar.loadError')} />
        ) : (
          <div className="relative">
            {isLoading ? (
              // The month's own grid is the skeleton: its days pulse grey until their kinds arrive.
              <span role="status" aria-busy="true" className="sr-only" data-testid="skeleton">
                {tUi('ui.loading')}
              </span>
            ) : null}
            <table
              aria-busy={isLoading}
              className="w-full table-fixed border-separate border-spacing-1"
              data-testid="attendance-calendar"
            >
              <caption className="sr-only">
                {t('attendance.calendar.caption', { month: formatMonth(month) })}
              </caption>
              <thead>
                <tr>
                  {WEEKDAYS.map((d) => (
                    <th key={d} scope="col" className="pb-1 text-xs font-medium text-slate-500">
                      {t(d)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {grid.weeks.map((week, i) => (
                  <tr key={i}>
                    {week.map((cell, j) =>
                      cell ? (
                        <td key={cell.date} className="p-0">
                          <div
                            title={`${cell.label}${cell.detail ? `: ${cell.detail}` : ''}`}
                            data-kind={cell.kind}
                            data-date={cell.date}
                            className={cn(
                              'flex aspect-square min-h-9 flex-col items-center justify-center rounded-lg text-sm ring-1 ring-inset sm:min-h-11',
                              isLoading
                                ? 'animate-pulse bg-slate-100 text-slate-400 ring-slate-200'
                                : KIND_CLASSES[cell.kind],
                              cell.isToday && 'outline-2 outline-offset-1 outline-brand-600',
                            )}
                          >
                            <span className="font-semibold tabular-nums">{cell.day}</span>
                            <span className="sr-only">
                              {formatDay(cell.date)}: {cell.label}
                              {cell.detail ? `, ${cell.detail}` : ''}
                              {cell.isToday ? ` ${t('attendance.calendar.today')}` : ''}
                            </span>
                          </div>
                        </td>
                      ) : (
                        <td key={`pad-${j}`} aria-hidden="true" />
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
            <ul
              className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-xs text-slate-600"
              aria-label={t('attendance.calendar.legend')}
            >
              {LEGEND.map((kind) => (
                <li key={kind} className="inline-flex items-center gap-1.5">
                  <span
                    aria-hidden="true"
                    className={cn('h-3 w-3 rounded ring-1 ring-inset', KIND_CLASSES[kind])}
                  />
                  {DAY_KIND_LABEL[kind]}
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
