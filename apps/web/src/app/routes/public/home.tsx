import { AfterCheckIn } from '@/features/marketing/components/home/after-check-in';
import { AudienceSplit } from '@/features/marketing/components/home/audience-split';
import { HomeHero } from '@/features/marketing/components/home/home-hero';
import { HowItWorks } from '@/features/marketing/components/home/how-it-works';
import { PrivacyPromise } from '@/features/marketing/components/home/privacy-promise';
import { CtaBanner } from '@/features/marketing/components/cta-banner';
import { useT } from '@/features/i18n';
import { landingLoader } from '@/features/landing';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The page's texts in the reader's language before it renders. */
export const loader = landingLoader;

/** `/`: what the product does, for institutes and companies, and how to start. */
export function Component() {
  const t = useT();
  useDocumentTitle(t('app.title.home'));
  return (
    <>
      <HomeHero />
      <AudienceSplit />
      <HowItWorks />
      <AfterCheckIn />
      <PrivacyPromise />
      <CtaBanner />
    </>
  );
}
