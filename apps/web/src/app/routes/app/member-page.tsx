import type { ReactNode } from 'react';
import type { OrgSettings } from '@/features/attendance/api/organization';
import { type ActiveMember, MemberGate } from '@/features/attendance/components/member-gate';
import { OrgSettingsGate } from '@/features/attendance/components/org-settings-gate';
import { RolePage } from '@/features/attendance/components/role-page';
import { JoinOrganizationCard } from '@/features/orgs/components/join-organization-card';
import { useMyMemberships } from '@/features/orgs/hooks/use-my-memberships';

type Member = ActiveMember & { organization: NonNullable<ActiveMember['organization']> };

/**
 * Not a route: the frame the member role screens share. It loads the person's active
 * membership and their organisation's settings before rendering `children`; without a
 * membership it offers to join an organisation.
 */
export function MemberPage({
  title,
  description,
  memberActions,
  back,
  children,
}: {
  title: string;
  description: ReactNode;
  /** Header buttons for an active member (shown while the membership loads, hidden without one). */
  memberActions?: ReactNode;
  back?: { to: string; label: string };
  children: (member: Member, org: OrgSettings) => ReactNode;
}) {
  const memberships = useMyMemberships();
  return (
    <RolePage
      title={title}
      description={description}
      // Shown while the membership loads too, so the header's buttons do not move when it arrives.
      actions={memberships.active || memberships.isPending ? memberActions : null}
      back={back}
    >
      <MemberGate memberships={memberships} fallback={<JoinOrganizationCard />}>
        {(member) => (
          <OrgSettingsGate orgId={member.org_id}>{(org) => children(member, org)}</OrgSettingsGate>
        )}
      </MemberGate>
    </RolePage>
  );
}
