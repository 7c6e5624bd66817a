import { LowAttendancePanel } from '@/features/attendance/components/low-attendance-panel';
import { MemberPage } from '../member-page';
import { useDashboardT } from '@/features/dashboard/hooks/use-dashboard-t';
import { pageLoader } from '../page-loader';

/** The page waits for its texts in the reader's language. */
export const loader = pageLoader({ attendance: true });

/** /dashboard/teacher/students — students below the minimum in a teacher's subjects. */
export function Component() {
  const t = useDashboardT();
  return (
    <MemberPage
      title={t('dashboard.low.title')}
      description={t('dashboard.low.description')}
      back={{ to: '/dashboard/teacher', label: t('dashboard.back.teacher') }}
    >
      {(member, org) => <LowAttendancePanel member={member} org={org} />}
    </MemberPage>
  );
}
