import { InchargeHome } from '@/features/attendance/components/incharge-home';
import { StaffCharts } from '@/features/charts';
import { GroupJoinLinksCard } from '@/features/orgs/components/group-join-links-card';
import { StaffApprovalsCard } from '@/features/people/components/staff-approvals-card';
import { catalogue as peopleCatalogue } from '@/features/people/catalogue';
import { catalogue } from '@/features/today/catalogue';
import { MemberPage } from '../member-page';
import { useDashboardT } from '@/features/dashboard/hooks/use-dashboard-t';
import { catalogue as dashboardCatalogue } from '@/features/dashboard/catalogue';
import { catalogue as attendanceCatalogue } from '@/features/attendance/catalogue';

/** The page waits for the day's and the join requests' messages in the reader's language. */
export async function loader() {
  await Promise.all([
    dashboardCatalogue.ready(),
    attendanceCatalogue.ready(),
    catalogue.ready(),
    peopleCatalogue.ready(),
  ]);
  return null;
}

/** /dashboard/incharge — the live board of their groups, roll-call, approvals, kiosk. */
export function Component() {
  const t = useDashboardT();
  return (
    <MemberPage
      title={t('dashboard.incharge.title')}
      description={t('dashboard.incharge.description')}
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
