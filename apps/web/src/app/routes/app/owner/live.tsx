import { LiveBoard } from '@/features/attendance/components/live-board';
import { OrgSettingsGate } from '@/features/attendance/components/org-settings-gate';
import { OwnerPage } from '@/features/orgs/components/owner-page';
import { useDashboardT } from '@/features/dashboard/hooks/use-dashboard-t';
import { pageLoader } from '../page-loader';

/** The page waits for its texts in the reader's language. */
export const loader = pageLoader({ attendance: true });

/** /dashboard/<institute|company>/live — everyone in the organisation today, live. */
export function Component() {
  const t = useDashboardT();
  return (
    <>
      <OwnerPage
        title={t('dashboard.live.title')}
        description={t('dashboard.live.ownerDescription')}
      >
        {({ organization }) => (
          <OrgSettingsGate orgId={organization.id}>
            {(org) => <LiveBoard org={org} scope="owner" />}
          </OrgSettingsGate>
        )}
      </OwnerPage>
    </>
  );
}
