import {
  todayIn,
  datesInRange,
  floorPercent,
  formatDate,
  formatMonth,
  type Locale,
} from '@ias/shared';
import { CalendarDays } from 'lucide-react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
} from '@/components/ui';
import { useLocale } from '@/features/i18n';
import { weekdayNames } from '@/features/orgs/utils/weekdays';
import { describeError } from '@/lib/error-messages';
import { useChartsT } from '../hooks/use-charts-t';
import { useTrend } from '../hooks/use-trend';
import { PALETTE, shiftDate } from '../utils/palette';
import { ChartSkeleton } from './chart-frame';
import { percentText } from './trend-chart';

type Tone = { background: string; color: string };
/** Okabe–Ito tones per code; every cell also shows its code, so colour is never the only cue. */
const TONES: Record<string, Tone> = {
  P: { background: PALETTE.blue, color: '#ffffff' },
  L: { background: PALETTE.sky, color: '#0f172a' },
  H: { background: PALETTE.sky, color: '#0f172a' },
  // Black on vermillion (5.4:1); white would be 3.9:1, too faint for a small code.
  A: { background: PALETTE.vermillion, color: '#000000' },
  OL: { background: '#f3d6e6', color: '#0f172a' },
  E: { background: '#f3d6e6', color: '#0f172a' },
  HOL: { background: '#e2e8f0', color: '#334155' },
  WO: { background: '#e2e8f0', color: '#334155' },
  MIXED: { background: '#9bd0ec', color: '#0f172a' },
};

/** A day's code: the day record's, or its class periods' ("P P A" reads as attended 2 of 3). */
function dayCell(code: string): { short: string; tone: Tone | null } {
  const parts = code.split(' ').filter(Boolean);
  if (parts.length <= 1) return { short: code, tone: TONES[code] ?? null };
  const attended = parts.filter((p) => p === 'P' || p === 'L' || p === 'H').length;
  const marked = attended + parts.filter((p) => p === 'A').length;
  if (marked > 0 && attended === marked) return { short: 'P', tone: TONES.P! };
  if (marked > 0 && attended === 0) return { short: 'A', tone: TONES.A! };
  if (marked === 0) return { short: 'E', tone: TONES.E! };
  return { short: `${attended}/${marked}`, tone: TONES.MIXED! };
}

/**
 * A student's or employee's own month as a calendar heatmap (weeks as rows, Monday first; a code
 * in every day) and their attendance against the minimum that applies to them.
 */
export default function MyMonthCard({ orgId, timeZone }: { orgId: string; timeZone: string }) {
  const t = useChartsT();
  const locale = useLocale();
  const today = todayIn(timeZone);
  const from = `${today.slice(0, 8)}01`;
  const to = shiftDate(`${shiftDate(from, 32).slice(0, 8)}01`, -1);
  const trend = useTrend(orgId, { from, to });
  const names = codeNames(t);
  const monthTitle = formatMonth(from.slice(0, 7), locale);
  return (
    <Card data-testid="my-month">
      <CardHeader>
        <CardTitle>{t('charts.month.title')}</CardTitle>
        <CardDescription>{monthTitle}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {trend.isPending ? (
          <ChartSkeleton height={220} label={t('charts.loading')} />
        ) : trend.error ? (
          <Alert variant="error" title={t('charts.error')}>
            <p>{describeError(trend.error)}</p>
            <Button
              variant="outline"
              size="sm"
              className="mt-3"
              onClick={() => void trend.refetch()}
            >
              {t('charts.retry')}
            </Button>
          </Alert>
        ) : !trend.data.person ? (
          <EmptyState icon={CalendarDays} title={t('charts.empty.title')} />
        ) : (
          <>
            <Standing
              percent={trend.data.total.percent}
              minimum={trend.data.minimum}
              attended={trend.data.total.attended}
              counted={trend.data.total.counted}
              byClasses={trend.data.person.counted_by === 'classes'}
            />
            <table className="w-full table-fixed border-separate border-spacing-1 text-center text-xs">
              <caption className="sr-only">
                {t('charts.month.caption', { month: monthTitle })}
              </caption>
              <thead>
                <tr>
                  {weekdayLetters(locale).map((day) => (
                    <th key={day.long} scope="col" className="font-medium text-slate-600">
                      <abbr title={day.long} className="no-underline">
                        {day.short}
                      </abbr>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {weeks(datesInRange(from, to)).map((week) => (
                  <tr key={week.find(Boolean) ?? ''}>
                    {week.map((date, i) => {
                      if (!date) return <td key={i} />;
                      const index = trend.data.days.findIndex((d) => d.date === date);
                      const code = trend.data.person!.codes[index] ?? '';
                      const cell = dayCell(code);
                      const label = `${formatDate(date, locale)}: ${
                        cell.short
                          ? (names[cell.short] ?? cell.short)
                          : date > today
                            ? t('charts.month.future')
                            : t('charts.month.noRecord')
                      }`;
                      return (
                        <td
                          key={date}
                          className="h-11 rounded-md border border-slate-200 align-top"
                          style={cell.tone ?? undefined}
                          title={label}
                        >
                          <span className="sr-only">{label}</span>
                          <span aria-hidden="true" className="block pt-0.5 text-[0.65rem]">
                            {Number(date.slice(8))}
                          </span>
                          <span aria-hidden="true" className="block font-semibold">
                            {cell.short}
                          </span>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="text-xs text-slate-600">{t('charts.month.legend')}</p>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function Standing({
  percent,
  minimum,
  attended,
  counted,
  byClasses,
}: {
  percent: number | null;
  minimum: number | null;
  attended: number;
  counted: number;
  byClasses: boolean;
}) {
  const t = useChartsT();
  const locale = useLocale();
  const below = percent !== null && minimum !== null && (floorPercent(percent) ?? 0) < minimum;
  return (
    <div className="space-y-2" data-testid="my-standing">
      <p className="text-sm text-slate-800">
        {percent === null
          ? t('charts.month.nothingCounted')
          : t(byClasses ? 'charts.month.percentClasses' : 'charts.month.percentDays', {
              percent: percentText(percent, locale),
              attended,
              counted,
            })}
        {minimum !== null ? ` ${t('charts.month.minimum', { minimum: `${minimum}%` })}` : null}
      </p>
      <div className="relative h-3 w-full rounded-full bg-slate-100" aria-hidden="true">
        <div
          className="h-full rounded-full"
          style={{
            width: `${floorPercent(percent) ?? 0}%`,
            background: below ? PALETTE.vermillion : PALETTE.blue,
          }}
        />
        {minimum !== null ? (
          <div className="absolute -top-1 h-5 w-0.5 bg-slate-900" style={{ left: `${minimum}%` }} />
        ) : null}
      </div>
      {below ? (
        <p className="text-sm font-medium text-[#a63f00]">{t('charts.month.below')}</p>
      ) : null}
    </div>
  );
}

function codeNames(t: ReturnType<typeof useChartsT>): Record<string, string> {
  return {
    P: t('charts.code.present'),
    L: t('charts.code.late'),
    H: t('charts.code.halfDay'),
    A: t('charts.code.absent'),
    OL: t('charts.code.onLeave'),
    E: t('charts.code.excused'),
    HOL: t('charts.code.holiday'),
    WO: t('charts.code.weeklyOff'),
  };
}

function weekdayLetters(locale: Locale) {
  const long = weekdayNames('long', locale);
  return weekdayNames('narrow', locale).map((short, i) => ({ short, long: long[i]! }));
}

/** The month's dates as weeks Monday to Sunday, blanks before the 1st and after the last day. */
function weeks(dates: string[]): Array<Array<string | null>> {
  const rows: Array<Array<string | null>> = [];
  let week: Array<string | null> = [];
  const first = (new Date(`${dates[0]}T00:00:00Z`).getUTCDay() + 6) % 7;
  for (let i = 0; i < first; i++) week.push(null);
  for (const date of dates) {
    week.push(date);
    if (week.length === 7) {
      rows.push(week);
      week = [];
    }
  }
  if (week.length) rows.push([...week, ...Array<null>(7 - week.length).fill(null)]);
  return rows;
}
