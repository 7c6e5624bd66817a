import { Building2, CheckCircle2, GraduationCap } from 'lucide-react';
import { useLandingT } from '@/features/landing';
import { Section } from '../section';

const AUDIENCES = [
  {
    icon: GraduationCap,
    title: 'landing.home.audience.institutes.title',
    lead: 'landing.home.audience.institutes.lead',
    points: [
      'landing.home.audience.institutes.point1',
      'landing.home.audience.institutes.point2',
      'landing.home.audience.institutes.point3',
      'landing.home.audience.institutes.point4',
    ],
  },
  {
    icon: Building2,
    title: 'landing.home.audience.companies.title',
    lead: 'landing.home.audience.companies.lead',
    points: [
      'landing.home.audience.companies.point1',
      'landing.home.audience.companies.point2',
      'landing.home.audience.companies.point3',
      'landing.home.audience.companies.point4',
    ],
  },
] as const;

/** Two columns: what institutes get and what companies get. */
export function AudienceSplit() {
  const t = useLandingT();
  return (
    <Section
      id="who-it-is-for"
      title={t('landing.home.audience.title')}
      intro={t('landing.home.audience.intro')}
    >
      <div className="grid gap-6 lg:grid-cols-2">
        {AUDIENCES.map(({ icon: Icon, title, lead, points }) => (
          <article
            key={title}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          >
            <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="h-6 w-6" />
            </span>
            <h3 className="mt-4 text-xl font-semibold text-slate-900">{t(title)}</h3>
            <p className="mt-2 text-slate-700">{t(lead)}</p>
            <ul className="mt-5 space-y-3">
              {points.map((point) => (
                <li key={point} className="flex gap-3 text-sm leading-relaxed text-slate-700">
                  <CheckCircle2
                    aria-hidden="true"
                    className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600"
                  />
                  <span>{t(point)}</span>
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </Section>
  );
}
