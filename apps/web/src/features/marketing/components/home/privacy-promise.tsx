import { Link } from 'react-router';
import { Section } from '../section';

const PROMISES = [
  {
    title: 'Consent first',
    body: 'Nobody is enrolled by face without agreeing to it on screen. Card and roll-call work for anyone who prefers not to.',
  },
  {
    title: 'Numbers, not photos',
    body: 'Your browser turns a face into a list of 128 numbers (an embedding). We store that, never the camera picture.',
  },
  {
    title: 'Delete any time',
    body: 'Every person can delete their own face data from their profile at any time, and it is gone from matching at once.',
  },
  {
    title: 'Nothing leaves for a third party',
    body: 'The face models are served from our own server. No CDN, no outside AI service and no trackers on any page.',
  },
] as const;

/** How face data is handled, in four plain promises. */
export function PrivacyPromise() {
  return (
    <Section
      id="face-data"
      tone="muted"
      title="Face data, handled with care"
      intro="A face is biometric data, and under India's Digital Personal Data Protection Act it deserves more care than a password."
    >
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {PROMISES.map((promise) => (
          <div key={promise.title} className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
            <dt className="font-semibold text-slate-900">{promise.title}</dt>
            <dd className="mt-2 text-sm leading-relaxed text-slate-700">{promise.body}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 text-sm text-slate-700">
        Read how it works in the{' '}
        <Link to="/docs#face-privacy" className="font-medium text-brand-700 underline">
          user guide
        </Link>{' '}
        and the{' '}
        <Link to="/privacy" className="font-medium text-brand-700 underline">
          privacy policy
        </Link>
        .
      </p>
    </Section>
  );
}
