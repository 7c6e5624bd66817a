import { Trans } from '@lingui/react';
import { Link } from 'react-router';
import { useLandingT } from '@/features/landing';
import { Section } from '../section';

const PROMISES = [
  { title: 'landing.home.privacy.consent.title', body: 'landing.home.privacy.consent.body' },
  { title: 'landing.home.privacy.numbers.title', body: 'landing.home.privacy.numbers.body' },
  { title: 'landing.home.privacy.delete.title', body: 'landing.home.privacy.delete.body' },
  { title: 'landing.home.privacy.local.title', body: 'landing.home.privacy.local.body' },
] as const;

/** How face data is handled, in four plain promises. */
export function PrivacyPromise() {
  const t = useLandingT();
  return (
    <Section
      id="face-data"
      tone="muted"
      title={t('landing.home.privacy.title')}
      intro={t('landing.home.privacy.intro')}
    >
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {PROMISES.map((promise) => (
          <div key={promise.title} className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
            <dt className="font-semibold text-slate-900">{t(promise.title)}</dt>
            <dd className="mt-2 text-sm leading-relaxed text-slate-700">{t(promise.body)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 text-sm text-slate-700">
        <Trans
          id="landing.home.privacy.readMore"
          components={{
            0: <Link to="/docs#face-privacy" className="font-medium text-brand-700 underline" />,
            1: <Link to="/privacy" className="font-medium text-brand-700 underline" />,
          }}
        />
      </p>
    </Section>
  );
}
