import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { CtaBanner } from '@/features/marketing/components/cta-banner';
import {
  FeatureRoadmap,
  FeatureSections,
} from '@/features/marketing/components/features/feature-sections';
import { RoleDashboards } from '@/features/marketing/components/features/role-dashboards';
import { PageHero } from '@/features/marketing/components/page-hero';
import { useDocumentTitle } from '@/lib/use-document-title';
import { marketingLoader } from '@/features/marketing/catalogue';
import { useMarketingT } from '@/features/marketing/hooks/use-marketing-t';
import { documentCatalogue } from '@/features/marketing/catalogues/document';
import { featuresCatalogue } from '@/features/marketing/catalogues/features';

/** The page's texts in the reader's language before it renders. */
export const loader = marketingLoader;

/** `/features`: everything the product does, grouped by area. */
export function Component() {
  const t = useMarketingT(documentCatalogue, featuresCatalogue);
  useDocumentTitle(t('marketing.features.doc'));
  return (
    <>
      <PageHero
        eyebrow={t('marketing.features.doc')}
        title={t('marketing.features.title')}
        lead={t('marketing.features.lead')}
        actions={
          <>
            <Link to="/register" className={buttonClasses('primary', 'lg')}>
              {t('marketing.page.freeAccount')}
            </Link>
            <Link to="/pricing" className={buttonClasses('outline', 'lg')}>
              {t('marketing.features.pricing')}
            </Link>
          </>
        }
      />
      <FeatureSections />
      <RoleDashboards />
      <FeatureRoadmap />
      <CtaBanner />
    </>
  );
}
