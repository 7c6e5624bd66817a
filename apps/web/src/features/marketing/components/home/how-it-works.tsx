import { useCheckInMethods } from '../../content/check-in-methods';
import { useMarketingT } from '../../hooks/use-marketing-t';
import { FeatureGrid } from '../feature-grid';
import { NumberedSteps } from '../numbered-steps';
import { Section } from '../section';

const STEPS = [
  { title: 'marketing.home.steps.create.title', body: 'marketing.home.steps.create.body' },
  { title: 'marketing.home.steps.people.title', body: 'marketing.home.steps.people.body' },
  { title: 'marketing.home.steps.enrol.title', body: 'marketing.home.steps.enrol.body' },
  { title: 'marketing.home.steps.start.title', body: 'marketing.home.steps.start.body' },
] as const;

/** The path from sign-up to the first check-in, and the five ways attendance is captured. */
export function HowItWorks() {
  const t = useMarketingT();
  return (
    <Section
      id="how-check-in-works"
      tone="muted"
      title={t('marketing.home.steps.title')}
      intro={t('marketing.home.steps.intro')}
    >
      <NumberedSteps
        steps={STEPS.map((step) => ({ title: t(step.title), body: t(step.body) }))}
        className="mb-12"
      />
      <FeatureGrid items={useCheckInMethods()} />
    </Section>
  );
}
