import { formatNumber, formatRupees } from '@ias/shared';
import { useId, useState } from 'react';
import { Input, Label } from '@/components/ui';
import { useLocale } from '@/features/i18n';
import { estimateMonthlyBill, GST_RATE_PERCENT, PLANS } from '../../content/pricing';
import { useMarketingT } from '../../hooks/use-marketing-t';
import type { BillingCycle } from './plan-cards';
import { pricingCatalogue } from '@/features/marketing/catalogues/pricing';

/** Type a number of members, see what each plan would cost per month before and after GST. */
export function CostEstimator({ cycle }: { cycle: BillingCycle }) {
  const t = useMarketingT(pricingCatalogue);
  const locale = useLocale();
  const inputId = useId();
  const [raw, setRaw] = useState('300');
  const members = Math.max(0, Math.min(1_000_000, Math.floor(Number(raw) || 0)));

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="max-w-xs space-y-1.5">
        <Label htmlFor={inputId}>{t('marketing.estimate.members')}</Label>
        <Input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={raw}
          onChange={(event) => setRaw(event.target.value)}
        />
      </div>
      <table className="mt-6 w-full text-sm">
        <caption className="sr-only">
          {t(
            cycle === 'yearly'
              ? 'marketing.estimate.captionYearly'
              : 'marketing.estimate.captionMonthly',
            {
              members: formatNumber(members, locale),
            },
          )}
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-600">
            <th scope="col" className="py-2 font-medium">
              {t('marketing.estimate.plan')}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {t('marketing.estimate.perMonth')}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {t('marketing.estimate.withGst', { rate: GST_RATE_PERCENT })}
            </th>
          </tr>
        </thead>
        <tbody aria-live="polite">
          {PLANS.map((plan) => {
            const bill = estimateMonthlyBill(plan, members, cycle);
            const withGst = bill === null ? null : Math.round(bill * (1 + GST_RATE_PERCENT / 100));
            const why =
              plan.id === 'free'
                ? t('marketing.estimate.over50')
                : plan.id === 'enterprise'
                  ? t('marketing.estimate.quoted')
                  : '';
            return (
              <tr key={plan.id} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="py-2.5 text-left font-medium text-slate-900">
                  {t(plan.name)}
                </th>
                <td className="py-2.5 text-right tabular-nums text-slate-900">
                  {bill === null ? (
                    <span className="text-slate-600">{why}</span>
                  ) : (
                    formatRupees(bill, locale)
                  )}
                </td>
                <td className="py-2.5 text-right tabular-nums text-slate-700">
                  {withGst === null ? '—' : formatRupees(withGst, locale)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
