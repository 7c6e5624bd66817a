import type { DemoOrgKind, DemoRole, DemoUser } from './plan-types.js';

export type DemoAccount = {
  role: DemoRole;
  kind: DemoOrgKind;
  memberRole: 'owner' | 'teacher' | 'student' | 'employee' | 'incharge';
  userType: DemoUser['userType'];
  description: string;
};

/** Who a visitor can be on /demo, in the order the page lists them. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    role: 'student',
    kind: 'institute',
    memberRole: 'student',
    userType: 'Student',
    description:
      'A Class 8-A student who lives in the hostel: today’s classes, attendance per subject against the 75 % rule, leave and correction requests.',
  },
  {
    role: 'teacher',
    kind: 'institute',
    memberRole: 'teacher',
    userType: 'Teacher',
    description:
      'The Mathematics teacher and class teacher of Class 8-A: today’s periods, roll call, low-attendance students, approvals.',
  },
  {
    role: 'incharge',
    kind: 'institute',
    memberRole: 'incharge',
    userType: 'Incharge',
    description:
      'The hostel and school-bus in-charge: who is in, who is late or absent, approvals.',
  },
  {
    role: 'institute',
    kind: 'institute',
    memberRole: 'owner',
    userType: 'Institute',
    description:
      'The owner of Green Valley Public School: classes, timetable, holidays, people and institute-wide reports.',
  },
  {
    role: 'company',
    kind: 'company',
    memberRole: 'owner',
    userType: 'Company',
    description:
      'The owner of Sahyadri Tech Solutions: departments, sites, shifts, people and payroll-period reports.',
  },
  {
    role: 'employee',
    kind: 'company',
    memberRole: 'employee',
    userType: 'Employee',
    description:
      'A software engineer at the head office on the general shift (09:30–18:30): check-in, timesheet, leave.',
  },
  {
    role: 'incharge',
    kind: 'company',
    memberRole: 'incharge',
    userType: 'Incharge',
    description:
      'The in-charge of the Marathahalli head office: live board of who is in, late or absent, kiosk, approvals.',
  },
];

/** The account for a role; Incharge exists in both organisations (the company's by default). */
export function demoAccountFor(role: DemoRole, kind?: DemoOrgKind): DemoAccount | undefined {
  const matches = DEMO_ACCOUNTS.filter((account) => account.role === role);
  return (
    matches.find((account) => account.kind === (kind ?? 'company')) ??
    (kind ? undefined : matches[0])
  );
}

/** Why Admin is not on the list. */
export const ADMIN_NOT_OFFERED =
  'Admin is not offered: an Admin sees every organisation and account, including real ones, so the demo stays inside its two organisations.';
