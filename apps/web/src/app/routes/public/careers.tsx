import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { RoleList } from '@/features/marketing/components/careers/role-list';
import { NumberedSteps } from '@/features/marketing/components/numbered-steps';
import { PageHero } from '@/features/marketing/components/page-hero';
import { Section } from '@/features/marketing/components/section';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useScrollToHash } from '@/features/marketing/hooks/use-scroll-to-hash';
import { marketingLoader } from '@/features/marketing/catalogue';
import { useMarketingT } from '@/features/marketing/hooks/use-marketing-t';
import { Trans } from '@lingui/react';
import { careersCatalogue } from '@/features/marketing/catalogues/careers';

const STEPS = [
  {
    title: 'marketing.careers.step1.title',
    body: 'marketing.careers.step1.body',
  },
  {
    title: 'marketing.careers.step2.title',
    body: 'marketing.careers.step2.body',
  },
  {
    title: 'marketing.careers.step3.title',
    body: 'marketing.careers.step3.body',
  },
  {
    title: 'marketing.careers.step4.title',
    body: 'marketing.careers.step4.body',
  },
] as const;

/** The page's texts in the reader's language before it renders. */
export const loader = marketingLoader;

/** `/careers`: open roles and how to apply through the contact form. */
export function Component() {
  const t = useMarketingT(careersCatalogue);
  useDocumentTitle(t('marketing.careers.doc'));
  useScrollToHash();
  return (
    <>
      <PageHero
        eyebrow={t('marketing.careers.doc')}
        title={t('marketing.careers.title')}
        lead={t('marketing.careers.lead')}
        actions={
          <>
            <a href="#open-roles" className={buttonClasses('primary', 'md')}>
              {t('marketing.careers.seeRoles')}
            </a>
            <Link to="/contact?topic=careers" className={buttonClasses('outline', 'md')}>
              {t('marketing.careers.apply')}
            </Link>
          </>
        }
      />
      <Section
        id="open-roles"
        title={t('marketing.careers.rolesTitle')}
        intro={t('marketing.careers.rolesIntro')}
      >
        <RoleList />
      </Section>
      <Section
        id="how-to-apply"
        tone="muted"
        title={t('marketing.careers.howTitle')}
        intro={t('marketing.careers.howIntro')}
      >
        <NumberedSteps
          steps={STEPS.map((step) => ({ title: t(step.title), body: t(step.body) }))}
        />
        <p className="mt-8 max-w-3xl text-sm leading-relaxed text-slate-700">
          <Trans
            id="marketing.careers.anyway"
            components={{
              0: (
                <Link
                  to="/contact?topic=careers"
                  className="font-medium text-brand-700 underline"
                />
              ),
            }}
          />
        </p>
      </Section>
    </>
  );
}
