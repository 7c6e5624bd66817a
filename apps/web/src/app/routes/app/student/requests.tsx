import { useSearchParams } from 'react-router';
import { MemberGate } from '@/features/attendance/components/member-gate';
import { MyRequestsPanel } from '@/features/attendance/components/my-requests-panel';
import { OrgSettingsGate } from '@/features/attendance/components/org-settings-gate';
import { RolePage } from '@/features/attendance/components/role-page';
import { correctionFromParams } from '@/features/attendance/utils/correction-params';
import { JoinOrganizationCard } from '@/features/orgs/components/join-organization-card';
import { useMyMemberships } from '@/features/orgs/hooks/use-my-memberships';

/** /dashboard/student/requests — ask for leave or a correction; see the answers. */
export function Component() {
  const memberships = useMyMemberships();
  const [params] = useSearchParams();
  return (
    <RolePage
      title="My requests"
      description="Leave for a day or more, or a correction when a record is wrong."
      back={{ to: '/dashboard/student', label: 'Student dashboard' }}
    >
      <MemberGate memberships={memberships} fallback={<JoinOrganizationCard />}>
        {(member) => (
          <OrgSettingsGate orgId={member.org_id}>
            {(org) => (
              <MyRequestsPanel
                member={member}
                org={org}
                approver="Your class teacher"
                correction={correctionFromParams(params)}
              />
            )}
          </OrgSettingsGate>
        )}
      </MemberGate>
    </RolePage>
  );
}
