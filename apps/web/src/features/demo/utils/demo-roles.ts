import type { UserType } from '@ias/shared';
import type { DemoOrgKind, DemoRole } from '../api/demo-api';

export type DemoCard = {
  role: DemoRole;
  title: string;
  userType: UserType;
  /** Which demo organisation the account belongs to (Incharge: both; the company's by default). */
  organizations: DemoOrgKind[];
  /** Shown when the server's description is not available. */
  fallback: string;
};

/** The six roles a visitor can try, in the order the page shows them. */
export const DEMO_CARDS: DemoCard[] = [
  {
    role: 'student',
    title: 'Student',
    userType: 'Student',
    organizations: ['institute'],
    fallback:
      'Today’s classes, attendance per subject against the 75 % rule, leave and corrections.',
  },
  {
    role: 'teacher',
    title: 'Teacher',
    userType: 'Teacher',
    organizations: ['institute'],
    fallback: 'Today’s periods, roll-call, low-attendance students and approvals.',
  },
  {
    role: 'institute',
    title: 'Institute owner',
    userType: 'Institute',
    organizations: ['institute'],
    fallback: 'Classes, timetable, holidays, people and institute-wide attendance.',
  },
  {
    role: 'company',
    title: 'Company owner',
    userType: 'Company',
    organizations: ['company'],
    fallback: 'Departments, sites, shifts, people and the live board of the whole company.',
  },
  {
    role: 'employee',
    title: 'Employee',
    userType: 'Employee',
    organizations: ['company'],
    fallback: 'Check-in, today’s times, the timesheet and leave requests.',
  },
  {
    role: 'incharge',
    title: 'In-charge',
    userType: 'Incharge',
    organizations: ['company', 'institute'],
    fallback: 'The live board of a site or hostel: who is in, late or absent; approvals.',
  },
];

export const ADMIN_NOTE_FALLBACK =
  'Admin is not offered: an Admin sees every organisation and account on the installation, including real ones, so the demo stays inside its two sample organisations.';

/** Where a demo role lands after signing in. */
export const demoDashboardPath = (card: Pick<DemoCard, 'userType'>) =>
  `/dashboard/${card.userType.toLowerCase()}`;
