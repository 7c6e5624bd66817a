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

/** `/pricing`: plans in INR per member per month, a cost estimate and a full comparison. */
export function Component() {
  useDocumentTitle('Pricing');
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  return (
    <>
      <PageHero
        eyebrow="Pricing"
        title="Simple pricing per member, in rupees"
        lead="Free for up to 50 students or employees. Beyond that, pay per member per month; teachers, in-charges and owners are always free. Every plan includes every check-in method."
      />
      <Section id="plans" title="Plans">
        <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
          <BillingCycleSwitch value={cycle} onChange={setCycle} />
          <p className="text-sm text-slate-700">
            Prices exclude 18% GST. GST invoices with your GSTIN.
          </p>
        </div>
        <PlanCards cycle={cycle} />
        <Alert variant="info" title="No charges during the Beta" className="mt-8">
          While the product is in Beta, every organisation uses it free of charge. These are the
          prices we plan to launch with; owners hear from us at least 30 days before billing starts,
          and nobody is moved to a paid plan without choosing one.
        </Alert>
      </Section>
      <Section
        id="estimate"
        tone="muted"
        title="What would it cost us?"
        intro="An estimate per month for your number of members, before and after GST."
      >
        <CostEstimator cycle={cycle} />
      </Section>
      <Section id="compare" title="Compare plans">
        <ComparisonTable />
      </Section>
      <Section id="pricing-questions" tone="muted" title="Questions about pricing">
        <FaqAccordion items={PRICING_QUESTIONS} />
      </Section>
      <CtaBanner />
    </>
  );
}
