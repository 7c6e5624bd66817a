import { cn } from '@/lib/cn';
import { useMarketingT } from '../../hooks/use-marketing-t';
import type { BillingCycle } from './plan-cards';
import { pricingCatalogue } from '@/features/marketing/catalogues/pricing';

const OPTIONS = [
  { value: 'monthly', label: 'marketing.billing.monthly' },
  { value: 'yearly', label: 'marketing.billing.yearly' },
] as const satisfies ReadonlyArray<{ value: BillingCycle; label: string }>;

/** Monthly or yearly prices, as a pair of radio buttons styled as a segmented control. */
export function BillingCycleSwitch({
  value,
  onChange,
}: {
  value: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
}) {
  const t = useMarketingT(pricingCatalogue);
  return (
    <fieldset className="inline-flex rounded-xl bg-slate-100 p-1">
      <legend className="sr-only">{t('marketing.billing.legend')}</legend>
      {OPTIONS.map((option) => (
        <label
          key={option.value}
          className={cn(
            'cursor-pointer rounded-lg px-4 py-2 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
            value === option.value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-700',
          )}
        >
          <input
            type="radio"
            name="billing-cycle"
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="sr-only"
          />
          {t(option.label)}
        </label>
      ))}
    </fieldset>
  );
}
