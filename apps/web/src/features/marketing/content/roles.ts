import type { UserType } from '@ias/shared';

export type RoleSummary = { type: UserType; summary: string };

/** What each role's dashboard is for (DESIGN.md §4), in the order a visitor thinks of them. */
export const ROLE_SUMMARIES: readonly RoleSummary[] = [
  {
    type: 'Institute',
    summary:
      'Set up the institute: classes, courses, timetable and holidays. Invite or import teachers and students, manage kiosk devices, and see institute-wide reports.',
  },
  {
    type: 'Company',
    summary:
      'Set up the company: departments, sites, shifts, holidays and geofences. Invite or import employees, manage devices, reports and payroll-period exports.',
  },
  {
    type: 'Teacher',
    summary:
      "See today's classes, take attendance by face kiosk, card scan or roll-call, fix a record with a reason, spot low-attendance students and approve their requests.",
  },
  {
    type: 'Incharge',
    summary:
      'A live board of a site or group: who is in, who is late, who is absent. Run a kiosk and approve leave and corrections.',
  },
  {
    type: 'Student',
    summary:
      "See today's classes and your own status, attendance per course against the minimum, a history calendar, and request leave or a correction. Self check-in where allowed.",
  },
  {
    type: 'Employee',
    summary:
      'Check in and out with your face on your own phone inside the geofence, or at a kiosk. See your timesheet and request leave or a correction.',
  },
  {
    type: 'Admin',
    summary:
      'For the people who run the service: all organisations and users, role changes, the audit log and system status.',
  },
];
