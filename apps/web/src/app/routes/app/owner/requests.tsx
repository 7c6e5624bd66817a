import { useMyMemberships } from '@/features/orgs/hooks/use-my-memberships';
import { OrgSettingsGate } from '@/features/attendance/components/org-settings-gate';
import {
  ReviewRequestsPanel,
  reviewRequestsLoader,
} from '@/features/attendance/components/review-requests-panel';
import { useCatalogueT } from '@/features/i18n';
import { leaveCatalogue } from '@/features/leave';
import { OwnerPage } from '@/features/orgs/components/owner-page';

/** Leave's, attendance's and the table's texts load with the page (no flash of English). */
export const loader = reviewRequestsLoader;

/** /dashboard/<institute|company>/requests — every leave and correction request to decide. */
export function Component() {
  const t = useCatalogueT(leaveCatalogue);
  const { memberships } = useMyMemberships();
  return (
    <>
      <OwnerPage
        title={t('leave.requests.title')}
        description={t('leave.requests.ownerDescription')}
      >
        {({ organization }) => (
          <OrgSettingsGate orgId={organization.id}>
            {(org) => (
              <ReviewRequestsPanel
                org={org}
                ownMemberId={
                  memberships.find((m) => m.org_id === organization.id && m.role === 'owner')?.id ??
                  ''
                }
              />
            )}
          </OrgSettingsGate>
        )}
      </OwnerPage>
    </>
  );
}
