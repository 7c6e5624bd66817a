import { CHECK_IN_METHODS } from '../../content/check-in-methods';
import { FeatureGrid } from '../feature-grid';
import { NumberedSteps } from '../numbered-steps';
import { Section } from '../section';

const STEPS = [
  {
    title: 'Create your organisation',
    body: 'Register as an institute or a company, set your time zone, late grace and the check-in methods you allow.',
  },
  {
    title: 'Bring your people',
    body: 'Invite by link or code, or import a CSV of students or employees. New members stay pending until you approve them.',
  },
  {
    title: 'Enrol faces and cards',
    body: 'Each person gives consent and enrols a few face captures, or you print ID cards with a QR code.',
  },
  {
    title: 'Start checking in',
    body: 'Open the kiosk on a tablet at the gate, or let teachers take roll-call. Dashboards fill in from the first check-in.',
  },
] as const;

/** The path from sign-up to the first check-in, and the five ways attendance is captured. */
export function HowItWorks() {
  return (
    <Section
      id="how-check-in-works"
      tone="muted"
      title="How check-in works"
      intro="Pick the methods that fit each place. A college might use a face kiosk at the gate and roll-call in labs; a factory might use RFID cards at the turnstile and phones for field staff."
    >
      <NumberedSteps steps={STEPS} className="mb-12" />
      <FeatureGrid items={CHECK_IN_METHODS} />
    </Section>
  );
}
