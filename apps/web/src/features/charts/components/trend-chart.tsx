import {
  type AttendanceTrend,
  floorPercent,
  formatDate,
  formatDay,
  formatPercent,
  type Locale,
} from '@ias/shared';
import { useMemo } from 'react';
import type uPlot from 'uplot';
import { useLocale } from '@/features/i18n';
import { useChartsT } from '../hooks/use-charts-t';
import { dateSeconds, PALETTE } from '../utils/palette';
import { ChartFrame } from './chart-frame';
import type { ChartSpec } from './uplot-chart';

export const percentText = (percent: number | null, locale: Locale) =>
  percent === null ? '–' : formatPercent(floorPercent(percent)! / 100, locale);

/** The attendance % per day over the range, with the minimum as a dashed line where one applies. */
export function TrendChart({ trend, title }: { trend: AttendanceTrend; title: string }) {
  const t = useChartsT();
  const locale = useLocale();
  const spec = useMemo<ChartSpec>(() => {
    // '23 Nov' for a split at a day's UTC midnight (see dateSeconds).
    const dayLabel = (seconds: number) =>
      formatDay(new Date(seconds * 1000).toISOString().slice(0, 10), locale, { weekday: false });
    const xs = trend.days.map((d) => dateSeconds(d.date));
    const ys = trend.days.map((d) => (d.percent === null ? null : floorPercent(d.percent)));
    const series: uPlot.Series[] = [
      {},
      {
        label: t('charts.series.attended'),
        stroke: PALETTE.blue,
        width: 2,
        fill: 'rgba(0, 114, 178, 0.12)',
        points: { show: true, size: 5, fill: PALETTE.blue },
        spanGaps: false,
      },
    ];
    const data: uPlot.AlignedData = [xs, ys];
    if (trend.minimum !== null) {
      series.push({
        label: t('charts.series.minimum'),
        stroke: PALETTE.vermillion,
        width: 1.5,
        dash: [6, 4],
        points: { show: false },
      });
      data.push(xs.map(() => trend.minimum));
    }
    return (width) => ({
      data,
      options: {
        width,
        height: 200,
        // The summary sentence and the table say what the legend would.
        legend: { show: false },
        cursor: { show: true, drag: { x: false, y: false } },
        tzDate: (ts: number) =>
          new Date(ts * 1000 + new Date(ts * 1000).getTimezoneOffset() * 60_000),
        scales: { x: { time: true }, y: { range: [0, 100] } },
        series,
        axes: [
          {
            stroke: '#475569',
            grid: { stroke: '#e2e8f0' },
            space: width < 420 ? 70 : 50,
            // Days as India writes them ("5 Mar"), whatever the reader's browser.
            values: (_u: uPlot, splits: number[]) => splits.map((s) => dayLabel(s)),
          },
          {
            stroke: '#475569',
            grid: { stroke: '#e2e8f0' },
            size: 52,
            values: (_u: uPlot, splits: number[]) => splits.map((v) => `${v}%`),
          },
        ],
      },
    });
  }, [trend, t, locale]);
  const marked = trend.days.filter((d) => d.percent !== null);
  const lowest = marked.reduce<(typeof marked)[number] | null>(
    (low, d) => (low === null || d.percent! < low.percent! ? d : low),
    null,
  );
  const summary = marked.length
    ? t('charts.trend.summary', {
        percent: percentText(trend.total.percent, locale),
        attended: trend.total.attended,
        counted: trend.total.counted,
        days: marked.length,
        lowest: percentText(lowest!.percent, locale),
        lowestDate: formatDate(lowest!.date, locale),
      })
    : t('charts.trend.none');
  return (
    <ChartFrame
      testId="trend-chart"
      title={title}
      summary={
        <>
          {summary}
          {trend.minimum !== null
            ? ` ${t('charts.trend.minimum', { minimum: `${trend.minimum}%` })}`
            : null}
        </>
      }
      spec={spec}
      loadingLabel={t('charts.loading')}
      tableLabel={t('charts.showTable')}
      table={
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-1 pr-3 font-medium">
                {t('charts.table.date')}
              </th>
              <th scope="col" className="py-1 pr-3 text-right font-medium">
                {t('charts.table.attended')}
              </th>
              <th scope="col" className="py-1 pr-3 text-right font-medium">
                {t('charts.table.counted')}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {t('charts.table.percent')}
              </th>
            </tr>
          </thead>
          <tbody>
            {trend.days.map((day) => (
              <tr key={day.date} className="border-b border-slate-100">
                <th scope="row" className="py-1 pr-3 font-normal">
                  {formatDate(day.date, locale)}
                </th>
                <td className="py-1 pr-3 text-right tabular-nums">{day.attended}</td>
                <td className="py-1 pr-3 text-right tabular-nums">{day.counted}</td>
                <td className="py-1 text-right tabular-nums">{percentText(day.percent, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
