import { memo } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import type { ClassSession } from '../api/timetable';
import { formatWallClock } from '../utils/dates';
import { weekdayName } from '@/features/orgs/utils/weekdays';
import { byWeekday } from '../utils/timetable';
import { useAttendanceT } from '../hooks/use-attendance-t';

/**
 * The teacher's week at a glance: each day's periods with class and room. Drawn again only when
 * the week or today changes, not whenever another card of the dashboard gets its answer.
 */
export const WeekTimetableCard = memo(function WeekTimetableCard({
  sessions,
  todayWeekday,
}: {
  sessions: ClassSession[];
  todayWeekday: number;
}) {
  const t = useAttendanceT();
  const days = byWeekday(sessions);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('attendance.week.title')}</CardTitle>
        <CardDescription>
          {sessions.length
            ? t('attendance.week.summary', {
                periods: sessions.length,
                classes: new Set(sessions.map((s) => s.group_id)).size,
              })
            : t('attendance.week.none')}
        </CardDescription>
      </CardHeader>
      {days.length ? (
        <CardContent>
          <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {days.map(([weekday, list]) => (
              <section
                key={weekday}
                aria-label={weekdayName(weekday)}
                className={cn(
                  'rounded-xl border p-3',
                  weekday === todayWeekday ? 'border-brand-300 bg-brand-50/50' : 'border-slate-200',
                )}
              >
                <h3 className="text-sm font-semibold text-slate-900">
                  {weekdayName(weekday)}
                  {weekday === todayWeekday ? (
                    <span className="ml-2 text-xs font-medium text-brand-700">
                      {t('attendance.employeeToday.title')}
                    </span>
                  ) : null}
                </h3>
                <ul className="mt-2 space-y-1.5 text-sm">
                  {list.map((s) => (
                    <li key={s.id} className="flex gap-2">
                      <span className="w-[4.5rem] shrink-0 whitespace-nowrap tabular-nums text-slate-500">
                        {formatWallClock(s.starts_at)}
                      </span>
                      <span className="min-w-0 text-slate-800">
                        {s.subject} · {s.group?.name}
                        {s.room ? <span className="text-slate-500"> · {s.room}</span> : null}
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </CardContent>
      ) : null}
    </Card>
  );
});
