import { useSearchParams } from 'react-router';
import { GroupRollCall } from '@/features/attendance/components/group-roll-call';
import { MemberPage } from '../member-page';

/** /dashboard/incharge/roll-call?group=<id>&date=<yyyy-mm-dd> — mark a group's day. */
export function Component() {
  const [params, setParams] = useSearchParams();
  return (
    <MemberPage
      title="Roll-call"
      description="Mark who is present, late, absent or excused in your group today."
      back={{ to: '/dashboard/incharge', label: 'In-charge dashboard' }}
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
