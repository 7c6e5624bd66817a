import { useAuth } from '@/features/auth/hooks/use-auth';
import { ReviewRequestsPanel } from '@/features/attendance/components/review-requests-panel';
import { MemberGate } from '@/features/attendance/components/member-gate';
import { OrgSettingsGate } from '@/features/attendance/components/org-settings-gate';
import { RolePage } from '@/features/attendance/components/role-page';
import { useMyMemberships } from '@/features/orgs/hooks/use-my-memberships';
import { OwnerMissingOrganization } from '@/features/attendance/components/owner-missing-organization';

/** /dashboard/<institute|company>/requests — every pending leave and correction request of the organisation. */
export function Component() {
  const memberships = useMyMemberships();
  const { profile } = useAuth();
  const home = `/dashboard/${(profile?.user_type ?? 'institute').toLowerCase()}`;
  const owned =
    memberships.memberships.find((m) => m.role === 'owner' && m.status === 'active') ?? null;
  return (
    <RolePage
      title="Requests"
      description="Leave and correction requests from everyone in your organisation."
      back={{ to: home, label: 'Dashboard' }}
    >
      <MemberGate
        memberships={{ ...memberships, active: owned }}
        fallback={<OwnerMissingOrganization home={home} />}
      >
        {(member) => (
          <OrgSettingsGate orgId={member.org_id}>
            {(org) => <ReviewRequestsPanel org={org} ownMemberId={member.id} />}
          </OrgSettingsGate>
        )}
      </MemberGate>
    </RolePage>
  );
}
