import { CHECK_IN_METHODS } from '../../content/check-in-methods';
import { FeatureGrid } from '../feature-grid';
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
      <ol className="mb-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, index) => (
          <li key={step.title} className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
            <span className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
              {index + 1}
            </span>
            <h3 className="mt-3 font-semibold text-slate-900">{step.title}</h3>
            <p className="mt-1.5 text-sm leading-relaxed text-slate-700">{step.body}</p>
          </li>
        ))}
      </ol>
      <FeatureGrid items={CHECK_IN_METHODS} />
    </Section>
  );
}
