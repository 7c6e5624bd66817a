import type { AttendanceTrend } from '@ias/shared';
import { floorPercent } from '@ias/shared';
import { useLocale } from '@/features/i18n';
import { useChartsT } from '../hooks/use-charts-t';
import { percentText } from './trend-chart';

/**
 * The range's last day per group as horizontal bars: names stay readable at 360 px however many
 * groups there are, and each bar carries its figure in text (a list, so screen readers read it).
 */
export function GroupBars({ trend, title }: { trend: AttendanceTrend; title: string }) {
  const t = useChartsT();
  const locale = useLocale();
  const groups = trend.by_group.filter((g) => g.counted > 0);
  return (
    <section
      className="min-w-0 space-y-2"
      data-testid="group-bars"
      aria-labelledby="group-bars-title"
    >
      <h3 id="group-bars-title" className="text-sm font-semibold text-slate-900">
        {title}
      </h3>
      {groups.length === 0 ? (
        <p className="text-sm text-slate-600">{t('charts.groups.none')}</p>
      ) : (
        <ul className="space-y-2">
          {groups.map((group) => {
            const percent = floorPercent(group.percent) ?? 0;
            return (
              <li key={group.id} className="space-y-1">
                <div className="flex items-baseline justify-between gap-2 text-sm">
                  <span className="min-w-0 truncate text-slate-800">{group.name}</span>
                  <span className="shrink-0 tabular-nums text-slate-700">
                    {t('charts.groups.figure', {
                      percent: percentText(group.percent, locale),
                      attended: group.attended,
                      counted: group.counted,
                    })}
                  </span>
                </div>
                <div
                  className="h-2.5 w-full overflow-hidden rounded-full bg-slate-100"
                  aria-hidden="true"
                >
                  <div
                    className="h-full rounded-full bg-[#0072B2]"
                    style={{ width: `${percent}%` }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
