import { useCatalogueT, useLocale } from '@/features/i18n';
import type { StatusCheck } from '../api/get-status-check';
import { catalogue } from '../catalogue';
import { OVERALL_TEXT, overallState } from '../utils/overall-state';
import { formatClock, formatMs } from './format';

const DOT = {
  operational: 'bg-emerald-500',
  degraded: 'bg-amber-500',
  outage: 'bg-red-500',
} as const;

/** The checks made since this page was opened, newest first, with how many answered. */
export function RecentChecks({ history }: { history: readonly StatusCheck[] }) {
  const t = useCatalogueT(catalogue);
  const locale = useLocale();
  const answered = history.filter((check) => overallState(check) === 'operational').length;
  return (
    <section
      aria-labelledby="recent-checks-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id="recent-checks-title" className="text-lg font-semibold text-slate-900">
        {t('status.recent.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700" data-testid="recent-summary">
        {t('status.recent.summary', { answered, total: history.length })}
      </p>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">{t('status.recent.caption')}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-600">
            <th scope="col" className="py-2 font-medium">
              {t('status.recent.time')}
            </th>
            <th scope="col" className="py-2 font-medium">
              {t('status.recent.result')}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {t('status.recent.response')}
            </th>
          </tr>
        </thead>
        <tbody>
          {history.map((check) => {
            const state = overallState(check);
            return (
              <tr key={check.checkedAt} className="border-b border-slate-100 last:border-0">
                <td className="whitespace-nowrap py-2 pr-3 tabular-nums text-slate-800">
                  {formatClock(check.checkedAt, locale)}
                </td>
                <td className="py-2 text-slate-800">
                  <span className="inline-flex items-center gap-2">
                    <span aria-hidden="true" className={`h-2 w-2 rounded-full ${DOT[state]}`} />
                    {t(OVERALL_TEXT[state].title)}
                  </span>
                </td>
                <td className="py-2 text-right tabular-nums text-slate-800">
                  {check.roundTripMs === null
                    ? t('status.recent.noAnswer')
                    : formatMs(check.roundTripMs, locale)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
