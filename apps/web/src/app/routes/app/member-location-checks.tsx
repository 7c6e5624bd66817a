import { LocationReviewQueue, locationTrustLoader } from '@/features/location-trust';
import { useLocationTrustT } from '@/features/location-trust/hooks/use-location-trust-t';
import { MemberPage } from './member-page';

/** The queue's texts load with the page (no flash of English). */
export const loader = locationTrustLoader;

/** /dashboard/incharge/location-checks — the in-charge's people's check-ins to review. */
export function Component() {
  const t = useLocationTrustT();
  return (
    <MemberPage
      title={t('location-trust.page.title')}
      description={t('location-trust.page.memberDescription')}
    >
      {(_member, org) => <LocationReviewQueue orgId={org.id} timeZone={org.timezone} />}
    </MemberPage>
  );
}
