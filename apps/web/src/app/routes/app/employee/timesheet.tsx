import { MemberGate } from '@/features/attendance/components/member-gate';
import { OrgSettingsGate } from '@/features/attendance/components/org-settings-gate';
import { RolePage } from '@/features/attendance/components/role-page';
import { TimesheetPanel } from '@/features/attendance/components/timesheet-panel';
import { JoinOrganizationCard } from '@/features/orgs/components/join-organization-card';
import { useMyMemberships } from '@/features/orgs/hooks/use-my-memberships';

/** /dashboard/employee/timesheet — a month of days: in, out, hours, status and flags. */
export function Component() {
  const memberships = useMyMemberships();
  return (
    <RolePage
      title="Timesheet"
      description="Your days this month. Forgot to check out? Ask for a correction from the day."
      back={{ to: '/dashboard/employee', label: 'Employee dashboard' }}
    >
      <MemberGate memberships={memberships} fallback={<JoinOrganizationCard />}>
        {(member) => (
          <OrgSettingsGate orgId={member.org_id}>
            {(org) => (
              <TimesheetPanel
                member={member}
                org={org}
                requestsPath="/dashboard/employee/requests"
              />
            )}
          </OrgSettingsGate>
        )}
      </MemberGate>
    </RolePage>
  );
}
