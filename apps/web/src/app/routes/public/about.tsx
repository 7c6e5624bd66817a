import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { AboutSections } from '@/features/marketing/components/about/about-sections';
import { ProductUpdates } from '@/features/marketing/components/about/product-updates';
import { CtaBanner } from '@/features/marketing/components/cta-banner';
import { PageHero } from '@/features/marketing/components/page-hero';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useScrollToHash } from '@/features/marketing/hooks/use-scroll-to-hash';
import { marketingLoader } from '@/features/marketing/catalogue';
import { useMarketingT } from '@/features/marketing/hooks/use-marketing-t';
import { aboutCatalogue } from '@/features/marketing/catalogues/about';

/** The page's texts in the reader's language before it renders. */
export const loader = marketingLoader;

/** `/about`: mission, values and the product updates (the footer's Blog link lands on #blog). */
export function Component() {
  const t = useMarketingT(aboutCatalogue);
  useDocumentTitle(t('marketing.about.doc'));
  useScrollToHash();
  return (
    <>
      <PageHero
        eyebrow={t('marketing.about.doc')}
        title={t('marketing.about.title')}
        lead={t('marketing.about.lead')}
        actions={
          <>
            <Link to="/careers" className={buttonClasses('primary', 'md')}>
              {t('marketing.about.work')}
            </Link>
            <a href="#blog" className={buttonClasses('outline', 'md')}>
              {t('marketing.about.updates')}
            </a>
          </>
        }
      />
      <AboutSections />
      <ProductUpdates />
      <CtaBanner />
    </>
  );
}
