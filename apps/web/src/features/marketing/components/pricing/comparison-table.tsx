import { Check, Minus } from 'lucide-react';
import { formatNumber } from '@ias/shared';
import { Fragment } from 'react';
import { useLocale } from '@/features/i18n';
import { COMPARISON, PLANS, type Cell } from '../../content/pricing';
import { useMarketingT } from '../../hooks/use-marketing-t';
import { pricingCatalogue } from '@/features/marketing/catalogues/pricing';

function CellValue({ value }: { value: Cell }) {
  const t = useMarketingT(pricingCatalogue);
  const locale = useLocale();
  if (value === true) {
    return (
      <>
        <Check aria-hidden="true" className="mx-auto h-5 w-5 text-brand-600" />
        <span className="sr-only">{t('marketing.compare.included')}</span>
      </>
    );
  }
  if (value === false) {
    return (
      <>
        <Minus aria-hidden="true" className="mx-auto h-5 w-5 text-slate-400" />
        <span className="sr-only">{t('marketing.compare.notIncluded')}</span>
      </>
    );
  }
  return (
    <span className="text-slate-800">
      {typeof value === 'number' ? formatNumber(value, locale) : t(value)}
    </span>
  );
}

/** Every plan against every feature. Scrolls sideways on narrow screens with the feature column pinned. */
export function ComparisonTable() {
  const t = useMarketingT(pricingCatalogue);
  return (
    <div
      className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white"
      tabIndex={0}
      role="region"
      aria-label={t('marketing.compare.region')}
    >
      <table className="w-full min-w-[44rem] border-collapse text-sm">
        <caption className="sr-only">{t('marketing.compare.caption')}</caption>
        <thead>
          <tr className="bg-slate-50">
            <th
              scope="col"
              className="sticky left-0 z-10 w-[38%] bg-slate-50 px-4 py-3 text-left font-semibold text-slate-900"
            >
              {t('marketing.compare.feature')}
            </th>
            {PLANS.map((plan) => (
              <th
                key={plan.id}
                scope="col"
                className="px-3 py-3 text-center font-semibold text-slate-900"
              >
                {t(plan.name)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {COMPARISON.map((group) => (
            <Fragment key={group.title}>
              <tr className="border-t border-slate-200 bg-brand-50/60">
                <th
                  scope="colgroup"
                  colSpan={PLANS.length + 1}
                  className="sticky left-0 px-4 py-2 text-left text-xs font-semibold uppercase tracking-wide text-brand-900"
                >
                  {t(group.title)}
                </th>
              </tr>
              {group.rows.map((row) => (
                <tr key={row.feature} className="border-t border-slate-100">
                  <th
                    scope="row"
                    className="sticky left-0 z-10 bg-white px-4 py-3 text-left font-medium text-slate-800"
                  >
                    {t(row.feature)}
                  </th>
                  {row.values.map((value, index) => (
                    <td key={PLANS[index]?.id} className="px-3 py-3 text-center">
                      <CellValue value={value} />
                    </td>
                  ))}
                </tr>
              ))}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
