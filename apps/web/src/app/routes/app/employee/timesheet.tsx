import { TimesheetPanel } from '@/features/attendance/components/timesheet-panel';
import { overtimeLoader } from '@/features/overtime';
import { MemberPage } from '../member-page';

/** The timesheet's overtime line uses overtime's texts: loaded with the page. */
export const loader = overtimeLoader;

/** /dashboard/employee/timesheet — a month of days: in, out, hours, status and flags. */
export function Component() {
  return (
    <MemberPage
      title="Timesheet"
      description="Your days this month. Forgot to check out? Ask for a correction from the day."
      back={{ to: '/dashboard/employee', label: 'Employee dashboard' }}
    >
      {(member, org) => (
        <TimesheetPanel member={member} org={org} requestsPath="/dashboard/employee/requests" />
      )}
    </MemberPage>
  );
}
