import type { AttendanceTrend } from '@ias/shared';
import { useMemo } from 'react';
import type uPlot from 'uplot';
import { useLocale } from '@/features/i18n';
import { weekdayNames } from '@/features/orgs/utils/weekdays';
import { useChartsT } from '../hooks/use-charts-t';
import { PALETTE } from '../utils/palette';
import { ChartFrame } from './chart-frame';
import type { ChartSpec } from './uplot-chart';

/** Late marks per weekday over the range, as bars (a pattern such as "Mondays" stands out). */
export function LateWeekdayChart({ trend }: { trend: AttendanceTrend }) {
  const t = useChartsT();
  const locale = useLocale();
  const spec = useMemo<ChartSpec>(() => {
    const short = weekdayNames('short', locale);
    const xs = trend.late_by_weekday.map((w) => w.weekday);
    const ys = trend.late_by_weekday.map((w) => w.late);
    return (width) => ({
      data: [xs, ys],
      options: {
        width,
        height: 180,
        legend: { show: false },
        cursor: { show: false },
        scales: {
          x: { time: false, range: [0.5, 7.5] },
          y: { range: (_u: uPlot, _min: number, max: number) => [0, Math.max(max, 4)] },
        },
        series: [
          {},
          {
            label: t('charts.series.late'),
            stroke: PALETTE.orange,
            fill: PALETTE.orange,
            // uPlot.paths.bars, set up by the chart module (it owns the library).
            paths: 'bars',
            points: { show: false },
          } as unknown as uPlot.Series,
        ],
        axes: [
          {
            stroke: '#475569',
            grid: { show: false },
            splits: () => [1, 2, 3, 4, 5, 6, 7],
            values: (_u: uPlot, splits: number[]) => splits.map((s) => short[s - 1] ?? ''),
          },
          {
            stroke: '#475569',
            grid: { stroke: '#e2e8f0' },
            size: 36,
            incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000],
          },
        ],
      },
    });
  }, [trend, t, locale]);
  const long = weekdayNames('long', locale);
  const total = trend.late_by_weekday.reduce((sum, w) => sum + w.late, 0);
  const worst = trend.late_by_weekday.reduce((a, b) => (b.late > a.late ? b : a));
  return (
    <ChartFrame
      testId="late-weekday-chart"
      title={t('charts.late.title')}
      summary={
        total
          ? t('charts.late.summary', { count: total, weekday: long[worst.weekday - 1] ?? '' })
          : t('charts.late.none')
      }
      spec={spec}
      height={180}
      loadingLabel={t('charts.loading')}
      tableLabel={t('charts.showTable')}
      table={
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('charts.late.title')}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-1 pr-3 font-medium">
                {t('charts.table.weekday')}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {t('charts.table.late')}
              </th>
            </tr>
          </thead>
          <tbody>
            {trend.late_by_weekday.map((w) => (
              <tr key={w.weekday} className="border-b border-slate-100">
                <th scope="row" className="py-1 pr-3 font-normal">
                  {long[w.weekday - 1]}
                </th>
                <td className="py-1 text-right tabular-nums">{w.late}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
