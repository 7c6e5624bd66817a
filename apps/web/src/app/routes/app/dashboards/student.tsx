import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { StudentHome } from '@/features/attendance/components/student-home';
import { SelfCheckIn } from '@/features/checkin/components/self-check-in';
import { MemberPage } from '../member-page';

/** /dashboard/student — today's classes, attendance per subject, history, requests. */
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
        <StudentHome member={member} org={org} selfCheckIn={<SelfCheckIn orgId={org.id} />} />
      )}
    </MemberPage>
  );
}
