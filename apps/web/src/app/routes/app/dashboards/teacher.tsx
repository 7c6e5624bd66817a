import { TeacherHome } from '@/features/attendance/components/teacher-home';
import { StaffCharts } from '@/features/charts';
import { catalogue as guardiansCatalogue } from '@/features/guardians/catalogue';
import { StudentsGuardiansCard } from '@/features/guardians/components/students-guardians-card';
import { GroupJoinLinksCard } from '@/features/orgs/components/group-join-links-card';
import { StaffApprovalsCard } from '@/features/people/components/staff-approvals-card';
import { catalogue as peopleCatalogue } from '@/features/people/catalogue';
import { catalogue } from '@/features/today/catalogue';
import { MemberPage } from '../member-page';
import { useDashboardT } from '@/features/dashboard/hooks/use-dashboard-t';
import { catalogue as dashboardCatalogue } from '@/features/dashboard/catalogue';
import { catalogue as attendanceCatalogue } from '@/features/attendance/catalogue';

/** The page waits for the day's messages in the reader's language. */
export async function loader() {
  await Promise.all([
    dashboardCatalogue.ready(),
    attendanceCatalogue.ready(),
    catalogue.ready(),
    guardiansCatalogue.ready(),
    peopleCatalogue.ready(),
  ]);
  return null;
}

/** /dashboard/teacher — today's classes with roll-call, the week, low attendance, requests, guardians. */
export function Component() {
  const t = useDashboardT();
  return (
    <MemberPage
      title={t('dashboard.teacher.title')}
      description={t('dashboard.teacher.description')}
    >
      {(member, org) => (
        <div className="space-y-6">
          <TeacherHome member={member} org={org} />
          <StaffCharts orgId={org.id} timeZone={org.timezone} />
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <StaffApprovalsCard orgId={org.id} timeZone={org.timezone} role="teacher" />
            <GroupJoinLinksCard orgId={org.id} role="teacher" isDemo={org.is_demo} />
          </div>
          <StudentsGuardiansCard orgId={org.id} />
        </div>
      )}
    </MemberPage>
  );
}
