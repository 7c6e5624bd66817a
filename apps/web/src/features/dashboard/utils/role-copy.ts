import type { UserType } from '@ias/shared';

/** What each role's dashboard is for (DESIGN.md §4), told honestly while it is being built. */
export type RoleCopy = {
  title: string;
  summary: string;
  /** What this dashboard will let the person do. */
  capabilities: string[];
  /** The honest empty state until attendance data exists. */
  emptyTitle: string;
  emptyText: string;
};

export const ROLE_COPY: Record<UserType, RoleCopy> = {
  Student: {
    title: 'Student dashboard',
    summary: 'Your classes, your attendance and your requests.',
    capabilities: [
      "Today's classes and whether you are marked present",
      'Attendance percentage per course against the minimum (often 75 %)',
      'A calendar of your attendance history',
      'Leave and correction requests to your teacher',
    ],
    emptyTitle: 'No classes or attendance yet',
    emptyText:
      'Once your institute adds you to its classes, your timetable and attendance appear here.',
  },
  Teacher: {
    title: 'Teacher dashboard',
    summary: 'Take attendance for your classes and follow up with students.',
    capabilities: [
      "Today's classes with one-tap attendance (face kiosk, ID cards or roll-call)",
      'Fixing a record with a reason, kept in the audit log',
      'Students below the minimum attendance',
      'Approving leave and correction requests',
    ],
    emptyTitle: 'No classes assigned yet',
    emptyText:
      'When your institute assigns you to classes, they appear here with their attendance.',
  },
  Admin: {
    title: 'Admin dashboard',
    summary: 'All organisations and users of this installation.',
    capabilities: [
      'Every organisation and its users',
      'Role changes, with an audit log of who changed what',
      'System status and health',
    ],
    emptyTitle: 'No organisations yet',
    emptyText: 'Organisations appear here as institutes and companies sign up.',
  },
  Institute: {
    title: 'Institute dashboard',
    summary: 'Set up your institute and see attendance across it.',
    capabilities: [
      'Classes, courses, timetable and holidays',
      'Inviting or importing teachers and students (CSV)',
      'Attendance devices and kiosks',
      'Institute-wide attendance reports',
    ],
    emptyTitle: 'Your institute is not set up yet',
    emptyText: 'Classes, people and reports appear here once you add them.',
  },
  Company: {
    title: 'Company dashboard',
    summary: 'Set up your company and see attendance across sites and shifts.',
    capabilities: [
      'Departments, sites, shifts, holidays and geofences',
      'Inviting or importing employees',
      'Attendance devices and kiosks',
      'Reports and payroll-period exports',
    ],
    emptyTitle: 'Your company is not set up yet',
    emptyText: 'Departments, people and reports appear here once you add them.',
  },
  Employee: {
    title: 'Employee dashboard',
    summary: 'Check in and out, and keep your timesheet right.',
    capabilities: [
      'Check-in and check-out by face on your phone (inside the site) or at a kiosk',
      'Your timesheet',
      'Leave and correction requests',
    ],
    emptyTitle: 'No shifts or attendance yet',
    emptyText: 'When your company adds you to a shift, your check-ins and timesheet appear here.',
  },
  Incharge: {
    title: 'In-charge dashboard',
    summary: 'Run the floor: who is in, who is late, who is absent.',
    capabilities: [
      'A live board of your site or group',
      'Running a kiosk on this device',
      'Approving leave and correction requests',
    ],
    emptyTitle: 'No site or group assigned yet',
    emptyText: 'When your organisation assigns you a site or group, its live board appears here.',
  },
};
