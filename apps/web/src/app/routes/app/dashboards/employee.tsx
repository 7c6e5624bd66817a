import { CalendarDays, ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmployeeHome } from '@/features/attendance/components/employee-home';
import { MemberGate } from '@/features/attendance/components/member-gate';
import { OrgSettingsGate } from '@/features/attendance/components/org-settings-gate';
import { RolePage } from '@/features/attendance/components/role-page';
import { SelfCheckIn } from '@/features/checkin/components/self-check-in';
import { JoinOrganizationCard } from '@/features/orgs/components/join-organization-card';
import { useMyMemberships } from '@/features/orgs/hooks/use-my-memberships';

/** /dashboard/employee — check in/out, today, the month so far, requests. */
export function Component() {
  const memberships = useMyMemberships();
  return (
    <RolePage
      title="Employee dashboard"
      description="Check in and out, and keep your timesheet right."
      actions={
        memberships.active ? (
          <>
            <Button asChild variant="outline">
              <Link to="timesheet">
                <CalendarDays aria-hidden="true" className="h-4 w-4" /> Timesheet
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="requests">
                <ClipboardList aria-hidden="true" className="h-4 w-4" /> Requests
              </Link>
            </Button>
          </>
        ) : null
      }
    >
      <MemberGate memberships={memberships} fallback={<JoinOrganizationCard />}>
        {(member) => (
          <OrgSettingsGate orgId={member.org_id}>
            {(org) => (
              <EmployeeHome
                member={member}
                org={org}
                selfCheckIn={<SelfCheckIn orgId={org.id} />}
              />
            )}
          </OrgSettingsGate>
        )}
      </MemberGate>
    </RolePage>
  );
}
