import { InchargeHome } from '@/features/attendance/components/incharge-home';
import { GroupJoinLinksCard } from '@/features/orgs/components/group-join-links-card';
import { StaffApprovalsCard } from '@/features/people/components/staff-approvals-card';
import { MemberPage } from '../member-page';

/** /dashboard/incharge — the live board of their groups, roll-call, approvals, kiosk. */
export function Component() {
  return (
    <MemberPage
      title="In-charge dashboard"
      description="Run the floor: who is in, who is late, who is absent."
    >
      {(member, org) => (
        <div className="space-y-6">
          <InchargeHome member={member} org={org} />
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <StaffApprovalsCard orgId={org.id} timeZone={org.timezone} role="incharge" />
            <GroupJoinLinksCard orgId={org.id} role="incharge" isDemo={org.is_demo} />
          </div>
        </div>
      )}
    </MemberPage>
  );
}
