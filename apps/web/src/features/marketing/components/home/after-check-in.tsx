import { CalendarCheck, ClipboardList, FileSpreadsheet, LayoutDashboard } from 'lucide-react';
import { FeatureGrid, type FeatureItem } from '../feature-grid';
import { Section } from '../section';

const ITEMS: readonly FeatureItem[] = [
  {
    icon: LayoutDashboard,
    title: 'A dashboard for every role',
    body: 'Students, teachers, employees, in-charges, institute and company owners and admins each see what they need today, and nothing they should not.',
  },
  {
    icon: CalendarCheck,
    title: 'Leave requests',
    body: 'Ask for leave from the dashboard; a teacher, in-charge or owner approves it and the day shows as on leave instead of absent.',
  },
  {
    icon: ClipboardList,
    title: 'Corrections with the actual times',
    body: 'Forgot to check out? Ask for a correction with the real times. Records are never silently overwritten: every change is approved and logged.',
  },
  {
    icon: FileSpreadsheet,
    title: 'Reports and exports',
    body: 'Attendance by class or department, low-attendance lists, and payroll-period exports such as the 26th to the 25th.',
  },
];

/** What attendance feeds into once it is recorded. */
export function AfterCheckIn() {
  return (
    <Section
      id="after-check-in"
      title="What happens after check-in"
      intro="Attendance is only useful when the right people see it and can act on it."
    >
      <FeatureGrid items={ITEMS} columns={2} />
    </Section>
  );
}
