import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { MemberGate } from '@/features/attendance/components/member-gate';
import { OrgSettingsGate } from '@/features/attendance/components/org-settings-gate';
import { RolePage } from '@/features/attendance/components/role-page';
import { StudentHome } from '@/features/attendance/components/student-home';
import { SelfCheckIn } from '@/features/checkin/components/self-check-in';
import { JoinOrganizationCard } from '@/features/orgs/components/join-organization-card';
import { useMyMemberships } from '@/features/orgs/hooks/use-my-memberships';

/** /dashboard/student — today's classes, attendance per subject, history, requests. */
export function Component() {
  const memberships = useMyMemberships();
  return (
    <RolePage
      title="Student dashboard"
      description="Your classes, your attendance and your requests."
      actions={
        memberships.active ? (
          <Button asChild variant="outline">
            <Link to="requests">
              <ClipboardList aria-hidden="true" className="h-4 w-4" /> My requests
            </Link>
          </Button>
        ) : null
      }
    >
      <MemberGate memberships={memberships} fallback={<JoinOrganizationCard />}>
        {(member) => (
          <OrgSettingsGate orgId={member.org_id}>
            {(org) => (
              <StudentHome member={member} org={org} selfCheckIn={<SelfCheckIn orgId={org.id} />} />
            )}
          </OrgSettingsGate>
        )}
      </MemberGate>
    </RolePage>
  );
}
