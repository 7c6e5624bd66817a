import { useSearchParams } from 'react-router';
import { GroupRollCall } from '@/features/attendance/components/group-roll-call';
import { MemberPage } from '../member-page';
import { useDashboardT } from '@/features/dashboard/hooks/use-dashboard-t';
import { pageLoader } from '../page-loader';

/** The page waits for its texts in the reader's language. */
export const loader = pageLoader({ attendance: true });

/** /dashboard/incharge/roll-call?group=<id>&date=<yyyy-mm-dd> — mark a group's day. */
export function Component() {
  const t = useDashboardT();
  const [params, setParams] = useSearchParams();
  return (
    <MemberPage
      title={t('dashboard.rollCall.title')}
      description={t('dashboard.rollCall.inchargeDescription')}
      back={{ to: '/dashboard/incharge', label: t('dashboard.back.incharge') }}
    >
      {(_member, org) => (
        <GroupRollCall
          org={org}
          groupId={params.get('group')}
          dateParam={params.get('date')}
          onChange={({ group, date }) =>
            setParams(group ? { group, date } : { date }, { replace: true })
          }
        />
      )}
    </MemberPage>
  );
}
