import { formatRupees } from '@ias/shared';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { Badge, buttonClasses } from '@/components/ui';
import { useLocale } from '@/features/i18n';
import { cn } from '@/lib/cn';
import { PLANS, type Plan } from '../../content/pricing';
import { useMarketingT } from '../../hooks/use-marketing-t';
import { pricingCatalogue } from '@/features/marketing/catalogues/pricing';

export type BillingCycle = 'monthly' | 'yearly';

function Price({ plan, cycle }: { plan: Plan; cycle: BillingCycle }) {
  const t = useMarketingT(pricingCatalogue);
  const locale = useLocale();
  const rate = cycle === 'yearly' ? plan.yearly : plan.monthly;
  return (
    <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
      <span className="text-4xl font-bold tracking-tight text-slate-900">
        {rate === null ? t('marketing.plan.custom') : formatRupees(rate, locale)}
      </span>
      <span className="text-sm text-slate-600">{t(plan.priceNote)}</span>
    </p>
  );
}

/** The four plans side by side (stacked on phones). */
export function PlanCards({ cycle }: { cycle: BillingCycle }) {
  const t = useMarketingT(pricingCatalogue);
  const locale = useLocale();
  return (
    <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
      {PLANS.map((plan) => (
        <li
          key={plan.id}
          className={cn(
            'flex flex-col rounded-2xl border bg-white p-6 shadow-sm',
            plan.isRecommended ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200',
          )}
        >
          <div className="flex items-center justify-between gap-2">
            <h3 className="text-lg font-semibold text-slate-900">{t(plan.name)}</h3>
            {plan.isRecommended ? (
              <Badge variant="brand" className="whitespace-nowrap">
                {t('marketing.plan.recommended')}
              </Badge>
            ) : null}
          </div>
          <p className="mt-2 text-sm text-slate-700">{t(plan.audience)}</p>
          <Price plan={plan} cycle={cycle} />
          {cycle === 'yearly' && plan.yearly && plan.monthly ? (
            <p className="mt-1 text-xs text-emerald-700">
              {t('marketing.plan.billedYearly', { monthly: formatRupees(plan.monthly, locale) })}
            </p>
          ) : (
            <p className="mt-1 text-xs text-slate-600">
              {plan.monthly ? t('marketing.plan.billedMonthly') : '\u00a0'}
            </p>
          )}
          <ul className="mt-6 flex-1 space-y-2.5">
            {plan.highlights.map((item) => (
              <li key={item} className="flex gap-2.5 text-sm leading-relaxed text-slate-700">
                <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
                <span>{t(item)}</span>
              </li>
            ))}
          </ul>
          <Link
            to={plan.cta.to}
            className={cn(
              buttonClasses(plan.isRecommended ? 'primary' : 'outline', 'md'),
              'mt-8 w-full',
            )}
          >
            {t(plan.cta.label)}
            <span className="sr-only"> {t('marketing.plan.ctaPlan', { plan: t(plan.name) })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
