import { useState } from 'react';
import { Alert } from '@/components/ui';
import { CtaBanner } from '@/features/marketing/components/cta-banner';
import { FaqAccordion } from '@/features/marketing/components/faq-accordion';
import { PageHero } from '@/features/marketing/components/page-hero';
import { BillingCycleSwitch } from '@/features/marketing/components/pricing/billing-cycle-switch';
import { ComparisonTable } from '@/features/marketing/components/pricing/comparison-table';
import { CostEstimator } from '@/features/marketing/components/pricing/cost-estimator';
import { PlanCards, type BillingCycle } from '@/features/marketing/components/pricing/plan-cards';
import { PRICING_QUESTIONS } from '@/features/marketing/components/pricing/pricing-questions';
import { Section } from '@/features/marketing/components/section';
import { useDocumentTitle } from '@/lib/use-document-title';
import { marketingLoader } from '@/features/marketing/catalogue';
import { useMarketingT } from '@/features/marketing/hooks/use-marketing-t';
import { pricingCatalogue } from '@/features/marketing/catalogues/pricing';

/** The page's texts in the reader's language before it renders. */
export const loader = marketingLoader;

/** `/pricing`: plans in INR per member per month, a cost estimate and a full comparison. */
export function Component() {
  const t = useMarketingT(pricingCatalogue);
  useDocumentTitle(t('marketing.pricing.doc'));
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  return (
    <>
      <PageHero
        eyebrow={t('marketing.pricing.doc')}
        title={t('marketing.pricing.title')}
        lead={t('marketing.pricing.lead')}
      />
      <Section id="plans" title={t('marketing.pricing.plans')}>
        <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
          <BillingCycleSwitch value={cycle} onChange={setCycle} />
          <p className="text-sm text-slate-700">{t('marketing.pricing.gst')}</p>
        </div>
        <PlanCards cycle={cycle} />
        <Alert variant="info" title={t('marketing.pricing.beta')} className="mt-8">
          {t('marketing.pricing.betaBody')}
        </Alert>
      </Section>
      <Section
        id="estimate"
        tone="muted"
        title={t('marketing.pricing.estimate')}
        intro={t('marketing.pricing.estimateIntro')}
      >
        <CostEstimator cycle={cycle} />
      </Section>
      <Section id="compare" title={t('marketing.pricing.compare')}>
        <ComparisonTable />
      </Section>
      <Section id="pricing-questions" tone="muted" title={t('marketing.pricing.questions')}>
        <FaqAccordion items={PRICING_QUESTIONS} />
      </Section>
      <CtaBanner />
    </>
  );
}
