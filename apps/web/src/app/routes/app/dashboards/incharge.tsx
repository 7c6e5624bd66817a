import { InchargeHome } from '@/features/attendance/components/incharge-home';
import { StaffCharts } from '@/features/charts';
import { GroupJoinLinksCard } from '@/features/orgs/components/group-join-links-card';
import { StaffApprovalsCard } from '@/features/people/components/staff-approvals-card';
import { catalogue as peopleCatalogue } from '@/features/people/catalogue';
import { catalogue } from '@/features/today/catalogue';
import { MemberPage } from '../member-page';

/** The page waits for the day's and the join requests' messages in the reader's language. */
export async function loader() {
  await Promise.all([catalogue.ready(), peopleCatalogue.ready()]);
  return null;
}

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
          <StaffCharts orgId={org.id} timeZone={org.timezone} />
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <StaffApprovalsCard orgId={org.id} timeZone={org.timezone} role="incharge" />
            <GroupJoinLinksCard orgId={org.id} role="incharge" isDemo={org.is_demo} />
          </div>
        </div>
      )}
    </MemberPage>
  );
}
