import { useSearchParams } from 'react-router';
import { TeacherRollCall } from '@/features/attendance/components/teacher-roll-call';
import { MemberPage } from '../member-page';
import { useDashboardT } from '@/features/dashboard/hooks/use-dashboard-t';
import { pageLoader } from '../page-loader';

/** The page waits for its texts in the reader's language. */
export const loader = pageLoader({ attendance: true });

/** /dashboard/teacher/roll-call?session=<id>&date=<yyyy-mm-dd> — mark a class period. */
export function Component() {
  const t = useDashboardT();
  const [params, setParams] = useSearchParams();
  return (
    <MemberPage
      title={t('dashboard.rollCall.title')}
      description={t('dashboard.rollCall.teacherDescription')}
      back={{ to: '/dashboard/teacher', label: t('dashboard.back.teacher') }}
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
