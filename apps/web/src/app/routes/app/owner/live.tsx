import { LiveBoard } from '@/features/attendance/components/live-board';
import { OrgSettingsGate } from '@/features/attendance/components/org-settings-gate';
import { OwnerPage } from '@/features/orgs/components/owner-page';

/** /dashboard/<institute|company>/live — everyone in the organisation today, live. */
export function Component() {
  return (
    <>
      <OwnerPage
        title="Live board"
        description="Who is in, late, not in yet or absent today — check-ins appear as they happen."
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
