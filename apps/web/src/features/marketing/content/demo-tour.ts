import type { UserType } from '@ias/shared';

export type TourStop = {
  role: UserType;
  /** Who this is in real life. */
  persona: string;
  intro: string;
  steps: readonly string[];
};

/** The guided tour of /demo: one stop per role, in the order a new organisation meets them. */
export const DEMO_TOUR: readonly TourStop[] = [
  {
    role: 'Institute',
    persona: 'The principal or administrator of a school, college or coaching centre',
    intro: 'Sets the institute up once, then watches attendance across every class.',
    steps: [
      'Register as an Institute and name it; the time zone starts as Asia/Kolkata.',
      'Add classes and sections, courses, the weekly timetable and the holiday list.',
      'Invite teachers by link and import students from a CSV with roll numbers and card numbers.',
      'Choose the allowed check-in methods and start a kiosk on a tablet at the main gate.',
      'See institute-wide attendance and who is below the 75% minimum.',
    ],
  },
  {
    role: 'Teacher',
    persona: 'A class teacher or subject teacher',
    intro: 'Takes attendance in under a minute and keeps it accurate.',
    steps: [
      "Open today's classes from the timetable on the dashboard.",
      'Take attendance by face kiosk, card scan or roll-call; mark all present, then change the exceptions.',
      'Fix a record afterwards with a reason; the audit log keeps the change.',
      'Check the students below the minimum for your courses.',
      'Approve or reject leave and correction requests from your students.',
    ],
  },
  {
    role: 'Student',
    persona: 'A school or college student',
    intro: 'Always knows where they stand, before it is too late.',
    steps: [
      "See today's classes and your status in each one.",
      'Follow your attendance per course against the minimum, and the history calendar.',
      'Request leave in advance, or a correction if you were marked wrongly.',
      'Check in from your phone where your institute allows self check-in.',
    ],
  },
  {
    role: 'Company',
    persona: 'The owner, HR or operations head of a company',
    intro: 'Sets up sites and shifts, and gets payroll numbers without spreadsheets.',
    steps: [
      'Register as a Company; add departments, sites with their geofences, and shifts with grace minutes.',
      'Invite or import employees with employee codes and card numbers; appoint in-charges.',
      'Decide who may check in on their own phone and who uses the kiosk or card reader.',
      'Export a payroll period such as the 26th to the 25th, filtered by department or site.',
    ],
  },
  {
    role: 'Incharge',
    persona: 'A site supervisor, shift in-charge or hostel warden',
    intro: 'Knows who is in right now and clears requests quickly.',
    steps: [
      'Watch the live board: who is in, late or absent at your site or group.',
      'Start kiosk mode on the gate tablet for your group; it keeps working offline.',
      'Approve leave and corrections with the actual times.',
    ],
  },
  {
    role: 'Employee',
    persona: 'Anyone whose working hours are recorded',
    intro: 'Checks in in seconds and can see and fix their own timesheet.',
    steps: [
      'Check in with your face on your phone inside the geofence, or at the kiosk.',
      'See your timesheet: hours, late arrivals, half days.',
      'Forgot to check out? Request a correction with the actual time; request leave the same way.',
    ],
  },
  {
    role: 'Admin',
    persona: 'The people who run the service',
    intro: 'Looks after all organisations and keeps the system healthy.',
    steps: [
      'See all organisations and users, and change roles, including appointing in-charges and admins.',
      'Read the audit log of who changed what.',
      'Watch system status: the API and the database.',
    ],
  },
];
