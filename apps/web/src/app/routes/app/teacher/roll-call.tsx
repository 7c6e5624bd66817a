import { useSearchParams } from 'react-router';
import { TeacherRollCall } from '@/features/attendance/components/teacher-roll-call';
import { MemberPage } from '../member-page';

/** /dashboard/teacher/roll-call?session=<id>&date=<yyyy-mm-dd> — mark a class period. */
export function Component() {
  const [params, setParams] = useSearchParams();
  return (
    <MemberPage
      title="Roll-call"
      description="Mark each student present, late, absent or excused, then save."
      back={{ to: '/dashboard/teacher', label: 'Teacher dashboard' }}
    >
      {(member, org) => (
        <TeacherRollCall
          member={member}
          org={org}
          sessionId={params.get('session')}
          dateParam={params.get('date')}
          onChange={({ session, date }) =>
            setParams(session ? { session, date } : { date }, { replace: true })
          }
        />
      )}
    </MemberPage>
  );
}
