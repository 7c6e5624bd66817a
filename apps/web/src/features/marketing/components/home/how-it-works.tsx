import { useCheckInMethods } from '../../content/check-in-methods';
import { useLandingT } from '@/features/landing';
import { FeatureGrid } from '../feature-grid';
import { NumberedSteps } from '../numbered-steps';
import { Section } from '../section';

const STEPS = [
  { title: 'landing.home.steps.create.title', body: 'landing.home.steps.create.body' },
  { title: 'landing.home.steps.people.title', body: 'landing.home.steps.people.body' },
  { title: 'landing.home.steps.enrol.title', body: 'landing.home.steps.enrol.body' },
  { title: 'landing.home.steps.start.title', body: 'landing.home.steps.start.body' },
] as const;

/** The path from sign-up to the first check-in, and the five ways attendance is captured. */
export function HowItWorks() {
  const t = useLandingT();
  return (
    <Section
      id="how-check-in-works"
      tone="muted"
      title={t('landing.home.steps.title')}
      intro={t('landing.home.steps.intro')}
    >
      <NumberedSteps
        steps={STEPS.map((step) => ({ title: t(step.title), body: t(step.body) }))}
        className="mb-12"
      />
      <FeatureGrid items={useCheckInMethods()} />
    </Section>
  );
}
