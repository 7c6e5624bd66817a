import { reportsLoader } from '@/features/reports/catalogue';
import { AttendanceReportScreen } from '@/features/reports/components/attendance-report-screen';
import { MemberPage } from '../member-page';
import { useDashboardT } from '@/features/dashboard/hooks/use-dashboard-t';
import { pageLoader } from '../page-loader';

/** The page waits for its texts in the reader's language. */
export const loader = pageLoader({}, reportsLoader);

/** /dashboard/teacher/reports — attendance of the students in a teacher's classes. */
export function Component() {
  const t = useDashboardT();
  return (
    <MemberPage
      title={t('dashboard.reports.title')}
      description={t('dashboard.reports.teacherDescription')}
      back={{ to: '/dashboard/teacher', label: t('dashboard.back.teacher') }}
    >
      {(member) => <AttendanceReportScreen orgId={member.org_id} />}
    </MemberPage>
  );
}
