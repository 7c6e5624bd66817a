import { Eye, HeartHandshake, Scale, ShieldCheck, Signal, Sprout } from 'lucide-react';
import { FeatureGrid, type FeatureItem } from '../feature-grid';
import { Section } from '../section';

const VALUES: readonly FeatureItem[] = [
  {
    icon: ShieldCheck,
    title: 'Privacy by default',
    body: 'We collect the least we can: embeddings instead of face photos, no trackers, no selling of data, and deletion that really deletes.',
  },
  {
    icon: Signal,
    title: 'Works on the ground',
    body: 'Patchy networks, old tablets, a card reader bought years ago. If it does not work at a busy gate at 8:55 in the morning, it does not work.',
  },
  {
    icon: Scale,
    title: 'Fair to the person being marked',
    body: 'Every status can be explained, every change has a reason and an approver, and anyone can ask for a correction.',
  },
  {
    icon: Eye,
    title: 'Honest about status',
    body: 'Our status page shows real measurements, Beta means Beta, and we say what is not finished yet.',
  },
  {
    icon: HeartHandshake,
    title: 'Built with the people who use it',
    body: 'Teachers, in-charges and HR teams shape what we build next. Most of our roadmap started as a support message.',
  },
  {
    icon: Sprout,
    title: 'Affordable for small places',
    body: 'A tuition centre with 40 students should not pay what a factory pays. Small organisations use it free.',
  },
];

/** Mission, the problem we set out to solve, and the values we work by. */
export function AboutSections() {
  return (
    <>
      <Section id="mission" title="Our mission">
        <div className="grid gap-8 lg:grid-cols-2">
          <div className="space-y-4 text-base leading-relaxed text-slate-700">
            <p>
              Every working day, across India, teachers spend the first minutes of a class calling
              out names, and supervisors copy punch-machine logs into spreadsheets for payroll.
              Proxies slip through, registers get lost, and students learn in the last week of term
              that they are below 75%.
            </p>
            <p>
              We want attendance to take itself: recorded in seconds, fairly, with the person being
              marked able to see and question their own record, and with the people responsible able
              to act before it is too late.
            </p>
          </div>
          <div className="rounded-2xl border border-brand-200 bg-brand-50 p-6 text-brand-950">
            <p className="text-lg font-semibold">What we measure ourselves by</p>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-sm leading-relaxed">
              <li>A check-in at a busy gate takes a few seconds, not a queue.</li>
              <li>A teacher takes a roll-call for 60 students in under a minute.</li>
              <li>A student or employee can always see why they were marked what they were.</li>
              <li>Payroll-period numbers match what the in-charge saw on the live board.</li>
            </ul>
          </div>
        </div>
      </Section>
      <Section
        id="values"
        tone="muted"
        title="How we work"
        intro="A small product team building for schools, colleges, coaching centres and companies across India."
      >
        <FeatureGrid items={VALUES} />
      </Section>
    </>
  );
}
