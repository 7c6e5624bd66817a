import { LocationReviewQueue, locationTrustLoader } from '@/features/location-trust';
import { useLocationTrustT } from '@/features/location-trust/hooks/use-location-trust-t';
import { OwnerPage } from '@/features/orgs/components/owner-page';

/** The queue's texts load with the page (no flash of English). */
export const loader = locationTrustLoader;

/** /dashboard/company/location-checks — self check-ins that deserve a second look. */
export function Component() {
  const t = useLocationTrustT();
  return (
    <OwnerPage
      title={t('location-trust.page.title')}
      description={t('location-trust.page.ownerDescription')}
    >
      {({ organization }) => (
        <LocationReviewQueue orgId={organization.id} timeZone={organization.timezone} />
      )}
    </OwnerPage>
  );
}
