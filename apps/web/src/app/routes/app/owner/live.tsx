import { useAuth } from '@/features/auth/hooks/use-auth';
import { LiveBoard } from '@/features/attendance/components/live-board';
import { MemberGate } from '@/features/attendance/components/member-gate';
import { OrgSettingsGate } from '@/features/attendance/components/org-settings-gate';
import { RolePage } from '@/features/attendance/components/role-page';
import { useMyMemberships } from '@/features/orgs/hooks/use-my-memberships';
import { OwnerMissingOrganization } from '@/features/attendance/components/owner-missing-organization';

/** /dashboard/<institute|company>/live — everyone in the organisation today, live. */
export function Component() {
  const memberships = useMyMemberships();
  const { profile } = useAuth();
  const home = `/dashboard/${(profile?.user_type ?? 'institute').toLowerCase()}`;
  const owned =
    memberships.memberships.find((m) => m.role === 'owner' && m.status === 'active') ?? null;
  return (
    <RolePage
      title="Live board"
      description="Who is in, late, not in yet or absent today — check-ins appear as they happen."
      back={{ to: home, label: 'Dashboard' }}
    >
      <MemberGate
        memberships={{ ...memberships, active: owned }}
        fallback={<OwnerMissingOrganization home={home} />}
      >
        {(member) => (
          <OrgSettingsGate orgId={member.org_id}>
            {(org) => <LiveBoard org={org} scope="owner" />}
          </OrgSettingsGate>
        )}
      </MemberGate>
    </RolePage>
  );
}
