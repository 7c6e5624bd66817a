import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { AboutSections } from '@/features/marketing/components/about/about-sections';
import { ProductUpdates } from '@/features/marketing/components/about/product-updates';
import { CtaBanner } from '@/features/marketing/components/cta-banner';
import { PageHero } from '@/features/marketing/components/page-hero';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useScrollToHash } from '@/features/marketing/hooks/use-scroll-to-hash';

/** `/about`: mission, values and the product updates (the footer's Blog link lands on #blog). */
export function Component() {
  useDocumentTitle('About us');
  useScrollToHash();
  return (
    <>
      <PageHero
        eyebrow="About us"
        title="We build attendance that is fast, fair and private"
        lead="Intelligent Attendance System is made by a small team in India for the institutes and companies that run on attendance: schools, colleges, coaching centres, offices, factories and field teams."
        actions={
          <>
            <Link to="/careers" className={buttonClasses('primary', 'md')}>
              Work with us
            </Link>
            <a href="#blog" className={buttonClasses('outline', 'md')}>
              Read product updates
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
