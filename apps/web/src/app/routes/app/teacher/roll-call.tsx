import { useSearchParams } from 'react-router';
import { MemberGate } from '@/features/attendance/components/member-gate';
import { OrgSettingsGate } from '@/features/attendance/components/org-settings-gate';
import { RolePage } from '@/features/attendance/components/role-page';
import { TeacherRollCall } from '@/features/attendance/components/teacher-roll-call';
import { JoinOrganizationCard } from '@/features/orgs/components/join-organization-card';
import { useMyMemberships } from '@/features/orgs/hooks/use-my-memberships';

/** /dashboard/teacher/roll-call?session=<id>&date=<yyyy-mm-dd> — mark a class period. */
export function Component() {
  const memberships = useMyMemberships();
  const [params, setParams] = useSearchParams();
  return (
    <RolePage
      title="Roll-call"
      description="Mark each student present, late, absent or excused, then save."
      back={{ to: '/dashboard/teacher', label: 'Teacher dashboard' }}
    >
      <MemberGate memberships={memberships} fallback={<JoinOrganizationCard />}>
        {(member) => (
          <OrgSettingsGate orgId={member.org_id}>
            {(org) => (
              <TeacherRollCall
                member={member}
                org={org}
                sessionId={params.get('session')}
                dateParam={params.get('date')}
                onChange={({ session, date }) =>
                  setParams(session ? { session, date } : { date }, { replace: true })
                }
              />
            )}
          </OrgSettingsGate>
        )}
      </MemberGate>
    </RolePage>
  );
}
