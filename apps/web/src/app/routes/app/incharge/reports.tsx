import { reportsLoader } from '@/features/reports/catalogue';
import { AttendanceReportScreen } from '@/features/reports/components/attendance-report-screen';
import { MemberPage } from '../member-page';
import { useDashboardT } from '@/features/dashboard/hooks/use-dashboard-t';
import { pageLoader } from '../page-loader';

/** The page waits for its texts in the reader's language. */
export const loader = pageLoader({}, reportsLoader);

/** /dashboard/incharge/reports — attendance of the people in an in-charge's groups. */
export function Component() {
  const t = useDashboardT();
  return (
    <MemberPage
      title={t('dashboard.reports.title')}
      description={t('dashboard.reports.inchargeDescription')}
      back={{ to: '/dashboard/incharge', label: t('dashboard.back.incharge') }}
    >
      {(member) => <AttendanceReportScreen orgId={member.org_id} />}
    </MemberPage>
  );
}
