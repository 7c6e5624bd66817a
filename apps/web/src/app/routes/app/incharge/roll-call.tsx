import { useSearchParams } from 'react-router';
import { GroupRollCall } from '@/features/attendance/components/group-roll-call';
import { MemberGate } from '@/features/attendance/components/member-gate';
import { OrgSettingsGate } from '@/features/attendance/components/org-settings-gate';
import { RolePage } from '@/features/attendance/components/role-page';
import { JoinOrganizationCard } from '@/features/orgs/components/join-organization-card';
import { useMyMemberships } from '@/features/orgs/hooks/use-my-memberships';

/** /dashboard/incharge/roll-call?group=<id>&date=<yyyy-mm-dd> — mark a group's day. */
export function Component() {
  const memberships = useMyMemberships();
  const [params, setParams] = useSearchParams();
  return (
    <RolePage
      title="Roll-call"
      description="Mark who is present, late, absent or excused in your group today."
      back={{ to: '/dashboard/incharge', label: 'In-charge dashboard' }}
    >
      <MemberGate memberships={memberships} fallback={<JoinOrganizationCard />}>
        {(member) => (
          <OrgSettingsGate orgId={member.org_id}>
            {(org) => (
              <GroupRollCall
                org={org}
                groupId={params.get('group')}
                dateParam={params.get('date')}
                onChange={({ group, date }) =>
                  setParams(group ? { group, date } : { date }, { replace: true })
                }
              />
            )}
          </OrgSettingsGate>
        )}
      </MemberGate>
    </RolePage>
  );
}
