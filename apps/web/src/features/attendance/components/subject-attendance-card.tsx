import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatPercent, type SubjectAttendance } from '../utils/attendance-percent';
import { useAttendanceT } from '../hooks/use-attendance-t';

/** Attendance per subject as bars, with the minimum drawn across them. */
export function SubjectAttendanceCard({
  subjects,
  minimum,
}: {
  subjects: SubjectAttendance[];
  minimum: number | null;
}) {
  const t = useAttendanceT();
  const below = subjects.filter((s) => s.isBelow).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('attendance.subjects.title')}</CardTitle>
        <CardDescription>
          {subjects.length === 0
            ? t('attendance.subjects.none')
            : below
              ? t('attendance.subjects.below', { below, count: subjects.length })
              : t('attendance.subjects.allAbove', { count: subjects.length })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {subjects.length === 0 ? (
          <p className="text-sm text-slate-600">{t('attendance.subjects.empty')}</p>
        ) : (
          <ul className="space-y-3" aria-label={t('attendance.subjects.list')}>
            {subjects.map((s) => (
              <li key={s.subject} data-testid="subject-row">
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="font-medium text-slate-900">{s.subject}</span>
                  <span
                    className={cn(
                      'tabular-nums',
                      s.isBelow ? 'font-semibold text-red-700' : 'text-slate-700',
                    )}
                  >
                    {formatPercent(s.percent)}{' '}
                    <span className="text-xs font-normal text-slate-500">
                      ({s.attended}/{s.counted})
                    </span>
                    {s.isBelow ? (
                      <span className="sr-only"> — {t('attendance.subjects.belowMinimum')}</span>
                    ) : null}
                  </span>
                </div>
                <div className="relative mt-1.5 h-2.5 rounded-full bg-slate-100" aria-hidden="true">
                  <div
                    className={cn(
                      'h-full rounded-full',
                      s.isBelow ? 'bg-red-500' : 'bg-emerald-500',
                    )}
                    style={{ width: `${Math.min(100, s.percent ?? 0)}%` }}
                  />
                  {minimum !== null ? (
                    <div
                      className="absolute -top-1 h-4.5 w-0.5 bg-slate-700"
                      style={{ left: `${minimum}%` }}
                    />
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
        {minimum !== null && subjects.length ? (
          <p className="mt-4 flex items-center gap-2 text-xs text-slate-500">
            <span aria-hidden="true" className="inline-block h-3 w-0.5 bg-slate-700" />
            {t('attendance.subjects.line', { percent: formatPercent(minimum) })}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
