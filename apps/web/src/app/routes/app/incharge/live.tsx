import { LiveBoard } from '@/features/attendance/components/live-board';
import { MemberPage } from '../member-page';
import { useDashboardT } from '@/features/dashboard/hooks/use-dashboard-t';
import { pageLoader } from '../page-loader';

/** The page waits for its texts in the reader's language. */
export const loader = pageLoader({ attendance: true });

/** /dashboard/incharge/live — everyone in their groups today, updating as check-ins happen. */
export function Component() {
  const t = useDashboardT();
  return (
    <MemberPage
      title={t('dashboard.live.title')}
      description={t('dashboard.live.inchargeDescription')}
      back={{ to: '/dashboard/incharge', label: t('dashboard.back.incharge') }}
    >
      {(_member, org) => <LiveBoard org={org} scope="staff" />}
    </MemberPage>
  );
}
