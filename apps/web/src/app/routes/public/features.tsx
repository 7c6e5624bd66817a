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

/** `/features`: everything the product does, grouped by area. */
export function Component() {
  useDocumentTitle('Features');
  return (
    <>
      <PageHero
        eyebrow="Features"
        title="Everything a register does, and what it never could"
        lead="Face, ID card, roll-call and self check-in; rules for periods and shifts; leave and corrections with approvals; dashboards for every role. Built for how Indian institutes and companies actually run."
        actions={
          <>
            <Link to="/register" className={buttonClasses('primary', 'lg')}>
              Create a free account
            </Link>
            <Link to="/pricing" className={buttonClasses('outline', 'lg')}>
              See pricing
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
