import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { StudentHome } from '@/features/attendance/components/student-home';
import { MyMonthChart } from '@/features/charts';
import { SelfCheckIn } from '@/features/checkin/components/self-check-in';
import { catalogue as guardiansCatalogue } from '@/features/guardians/catalogue';
import { GuardiansCard } from '@/features/guardians/components/guardians-card';
import { leaveCatalogue } from '@/features/leave';
import { catalogue } from '@/features/today/catalogue';
import { MemberPage } from '../member-page';

/** The page waits for the day's, guardians' and requests' messages in the reader's language. */
export async function loader() {
  await Promise.all([catalogue.ready(), guardiansCatalogue.ready(), leaveCatalogue.ready()]);
  return null;
}

/** /dashboard/student — today's classes, attendance per subject, history, requests, guardians. */
export function Component() {
  return (
    <MemberPage
      title="Student dashboard"
      description="Your classes, your attendance and your requests."
      memberActions={
        <Button asChild variant="outline">
          <Link to="requests">
            <ClipboardList aria-hidden="true" className="h-4 w-4" /> My requests
          </Link>
        </Button>
      }
    >
      {(member, org) => (
        <div className="space-y-6">
          <StudentHome member={member} org={org} selfCheckIn={<SelfCheckIn orgId={org.id} />} />
          <MyMonthChart orgId={org.id} timeZone={org.timezone} />
          <GuardiansCard memberId={member.id} memberName={member.full_name} own />
        </div>
      )}
    </MemberPage>
  );
}
