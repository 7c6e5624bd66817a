import { TeacherHome } from '@/features/attendance/components/teacher-home';
import { StaffCharts } from '@/features/charts';
import { catalogue as guardiansCatalogue } from '@/features/guardians/catalogue';
import { StudentsGuardiansCard } from '@/features/guardians/components/students-guardians-card';
import { GroupJoinLinksCard } from '@/features/orgs/components/group-join-links-card';
import { StaffApprovalsCard } from '@/features/people/components/staff-approvals-card';
import { catalogue as peopleCatalogue } from '@/features/people/catalogue';
import { catalogue } from '@/features/today/catalogue';
import { MemberPage } from '../member-page';

/** The page waits for the day's messages in the reader's language. */
export async function loader() {
  await Promise.all([catalogue.ready(), guardiansCatalogue.ready(), peopleCatalogue.ready()]);
  return null;
}

/** /dashboard/teacher — today's classes with roll-call, the week, low attendance, requests, guardians. */
export function Component() {
  return (
    <MemberPage
      title="Teacher dashboard"
      description="Take attendance for your classes and follow up with students."
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
