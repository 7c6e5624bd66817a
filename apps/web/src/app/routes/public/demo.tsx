import { demoLoader } from '@/features/demo/catalogue';
import { DemoSandbox } from '@/features/demo/components/demo-sandbox';
import { CtaBanner } from '@/features/marketing/components/cta-banner';
import { RoleTour } from '@/features/marketing/components/demo/role-tour';
import { PageHero } from '@/features/marketing/components/page-hero';
import { Section } from '@/features/marketing/components/section';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useScrollToHash } from '@/features/marketing/hooks/use-scroll-to-hash';
import { marketingLoader } from '@/features/marketing/catalogue';
import { useMarketingT } from '@/features/marketing/hooks/use-marketing-t';
import { demoCatalogue } from '@/features/marketing/catalogues/demo';

/** The page's texts in the reader's language before it renders. */
export const loader = () => Promise.all([marketingLoader(), demoLoader()]).then(() => null);

/** `/demo`: the live sandbox to try each role, then a guided tour of what each role sees and does. */
export function Component() {
  const t = useMarketingT(demoCatalogue);
  useDocumentTitle(t('marketing.demo.doc'));
  useScrollToHash();
  return (
    <>
      <PageHero
        eyebrow={t('marketing.demo.doc')}
        title={t('marketing.demo.title')}
        lead={t('marketing.demo.lead')}
      />
      {/* Trying the product comes first: the roles to open sit right under a short heading, so
          they are in view on a phone (creating an account is offered at the end). */}
      <DemoSandbox />
      <Section id="tour" title={t('marketing.demo.tour')}>
        <RoleTour />
      </Section>
      <CtaBanner
        title={t('marketing.demo.ctaTitle')}
        body={t('marketing.demo.ctaBody')}
        secondary={{ label: t('marketing.demo.talk'), to: '/contact?topic=demo' }}
      />
    </>
  );
}
