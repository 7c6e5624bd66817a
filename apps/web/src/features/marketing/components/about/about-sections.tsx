import { Eye, HeartHandshake, Scale, ShieldCheck, Signal, Sprout } from 'lucide-react';
import { useMarketingT } from '../../hooks/use-marketing-t';
import { FeatureGrid } from '../feature-grid';
import { Section } from '../section';
import { aboutCatalogue } from '@/features/marketing/catalogues/about';

const VALUES = [
  {
    icon: ShieldCheck,
    title: 'marketing.about.values.privacy.title',
    body: 'marketing.about.values.privacy.body',
  },
  {
    icon: Signal,
    title: 'marketing.about.values.ground.title',
    body: 'marketing.about.values.ground.body',
  },
  {
    icon: Scale,
    title: 'marketing.about.values.fair.title',
    body: 'marketing.about.values.fair.body',
  },
  {
    icon: Eye,
    title: 'marketing.about.values.honest.title',
    body: 'marketing.about.values.honest.body',
  },
  {
    icon: HeartHandshake,
    title: 'marketing.about.values.people.title',
    body: 'marketing.about.values.people.body',
  },
  {
    icon: Sprout,
    title: 'marketing.about.values.affordable.title',
    body: 'marketing.about.values.affordable.body',
  },
] as const;

/** Mission, the problem we set out to solve, and the values we work by. */
export function AboutSections() {
  const t = useMarketingT(aboutCatalogue);
  return (
    <>
      <Section id="mission" title={t('marketing.about.mission.title')}>
        <div className="grid gap-8 lg:grid-cols-2">
          <div className="space-y-4 text-base leading-relaxed text-slate-700">
            <p>{t('marketing.about.mission.p1')}</p>
            <p>{t('marketing.about.mission.p2')}</p>
          </div>
          <div className="rounded-2xl border border-brand-200 bg-brand-50 p-6 text-brand-950">
            <p className="text-lg font-semibold">{t('marketing.about.measure.title')}</p>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-sm leading-relaxed">
              <li>{t('marketing.about.measure.gate')}</li>
              <li>{t('marketing.about.measure.rollCall')}</li>
              <li>{t('marketing.about.measure.why')}</li>
              <li>{t('marketing.about.measure.payroll')}</li>
            </ul>
          </div>
        </div>
      </Section>
      <Section
        id="values"
        tone="muted"
        title={t('marketing.about.values.title')}
        intro={t('marketing.about.values.intro')}
      >
        <FeatureGrid
          items={VALUES.map(({ icon, title, body }) => ({ icon, title: t(title), body: t(body) }))}
        />
      </Section>
    </>
  );
}
