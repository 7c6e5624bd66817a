import {
  BellRing,
  CalendarClock,
  CalendarDays,
  ClipboardCheck,
  Clock,
  Copy,
  Database,
  FileSpreadsheet,
  Fingerprint,
  Globe,
  History,
  KeyRound,
  Languages,
  MonitorSmartphone,
  Lock,
  MapPinned,
  Moon,
  Percent,
  Server,
  ShieldCheck,
  SlidersHorizontal,
  Tablet,
  UsersRound,
} from 'lucide-react';
import { useCheckInMethods } from '../../content/check-in-methods';
import { FeatureGrid, type FeatureItem } from '../feature-grid';
import { Section } from '../section';

const CAPTURE_DETAILS: readonly FeatureItem[] = [
  {
    icon: MonitorSmartphone,
    title: 'Works on the devices you have',
    body: 'Any modern browser on an Android tablet, iPad, laptop or phone. USB and RFID readers that type the card number need no drivers.',
  },
  {
    icon: Copy,
    title: 'No duplicate punches',
    body: 'Scanning twice within a few minutes records one check-in. The first scan of the day is the check-in and the last is the check-out.',
  },
  {
    icon: Moon,
    title: 'Overnight shifts on the right day',
    body: 'A night shift from 22:00 to 06:00 belongs to the day it started, so the morning does not show a stray absence.',
  },
  {
    icon: Tablet,
    title: 'Kiosk devices you control',
    body: 'An in-charge, teacher or owner starts kiosk mode on a device. It gets its own limited access for chosen groups and methods, and can be revoked at any time.',
  },
];

const RULES: readonly FeatureItem[] = [
  {
    icon: Clock,
    title: 'Late grace and half days',
    body: 'Set how many minutes late still counts as on time, and after how many hours a day counts as a half day.',
  },
  {
    icon: Percent,
    title: 'Minimum attendance',
    body: 'Set the minimum per course, 75% by default as in most Indian colleges. Students see where they stand; teachers see who is at risk.',
  },
  {
    icon: CalendarDays,
    title: 'Timetables, shifts and holidays',
    body: 'Class periods by weekday and room, work shifts with weekly offs, and a holiday list so nobody is marked absent on Diwali.',
  },
  {
    icon: MapPinned,
    title: 'Geofences for every site',
    body: 'Draw an allowed radius around each campus, office or plant. A person may be allowed at several sites.',
  },
  {
    icon: SlidersHorizontal,
    title: 'Allowed methods per group',
    body: 'Decide who may use self check-in, who must use the kiosk, and where roll-call is the rule.',
  },
  {
    icon: Globe,
    title: 'Indian time, by default',
    body: 'Every organisation works in Asia/Kolkata unless it says otherwise, so dates never slip at midnight UTC.',
  },
];

const WORKFLOWS: readonly FeatureItem[] = [
  {
    icon: CalendarClock,
    title: 'Leave requests',
    body: 'Students and employees request leave; the teacher, in-charge or owner approves or rejects it with a note.',
  },
  {
    icon: ClipboardCheck,
    title: 'Correction requests',
    body: 'A forgotten check-out or a wrong status is corrected with the actual times and a reason, then approved.',
  },
  {
    icon: History,
    title: 'Audit log',
    body: 'Who changed which record, when, and what it was before. Attendance is never silently overwritten.',
  },
  {
    icon: FileSpreadsheet,
    title: 'Reports and exports',
    body: 'By class, course, department or site; low-attendance lists; payroll-period exports such as the 26th to the 25th as CSV.',
  },
];

const SECURITY: readonly FeatureItem[] = [
  {
    icon: Lock,
    title: 'Every organisation sealed off',
    body: 'Row-level security in the database decides what each request may see. Nobody reads another organisation’s rows, whatever the screen asks for.',
  },
  {
    icon: KeyRound,
    title: 'Strong sign-in',
    body: 'Email and password (at least 10 characters with a special character) or Google. Passwords are hashed with Argon2id; repeated attempts are slowed down.',
  },
  {
    icon: Fingerprint,
    title: 'Two-factor authentication',
    body: 'Authenticator-app codes (TOTP) for anyone, and an organisation can require them for its owners and admins.',
  },
  {
    icon: ShieldCheck,
    title: 'Roles assigned, not chosen',
    body: 'People pick student, teacher or employee when they join. In-charges are appointed by the owner and admins by another admin; the server enforces it.',
  },
];

const PLATFORM: readonly FeatureItem[] = [
  {
    icon: Database,
    title: 'Starts with no database server',
    body: 'A small organisation runs on the built-in embedded database. Point it at your own PostgreSQL when you grow, with the same data.',
  },
  {
    icon: Server,
    title: 'Grows with you',
    body: 'The server keeps no state of its own, so several instances can run side by side on one PostgreSQL behind a load balancer.',
  },
  {
    icon: UsersRound,
    title: 'Open, documented APIs',
    body: 'The same APIs the app uses are available to your own tools: auth, data, files and the attendance functions. See the API section of the docs.',
  },
];

const ROADMAP: readonly FeatureItem[] = [
  {
    icon: BellRing,
    title: 'Reminders',
    body: 'Missed check-in, pending approvals and below-minimum attendance, by email and in the app.',
  },
  {
    icon: Languages,
    title: 'Hindi',
    body: 'Every screen in Hindi alongside English, chosen per person.',
  },
  {
    icon: FileSpreadsheet,
    title: 'More export formats',
    body: 'XLSX and PDF exports and charts, next to today’s CSV.',
  },
];

/** The body of /features: one section per area of the product. */
export function FeatureSections() {
  const methods = useCheckInMethods();
  return (
    <>
      <Section
        id="capture"
        title="Capture attendance the way each place works"
        intro="Five methods, all included in every plan. Mix them per group and per site."
      >
        <FeatureGrid items={[...methods, ...CAPTURE_DETAILS]} />
      </Section>
      <Section
        id="rules"
        tone="muted"
        title="Rules that match your institute or company"
        intro="Attendance is only fair when the rules are the ones people were told about."
      >
        <FeatureGrid items={RULES} />
      </Section>
      <Section id="workflows" title="Leave, corrections and the record of who changed what">
        <FeatureGrid items={WORKFLOWS} columns={2} />
      </Section>
      <Section
        id="security"
        tone="muted"
        title="Security that does not depend on the screen"
        intro="Permissions are checked by the server and the database on every request, not only by hiding buttons."
      >
        <FeatureGrid items={SECURITY} columns={2} />
      </Section>
      <Section id="platform" title="Runs where you need it">
        <FeatureGrid items={PLATFORM} />
      </Section>
    </>
  );
}

/** What is being built now, said plainly. */
export function FeatureRoadmap() {
  return (
    <Section
      id="roadmap"
      title="Coming during the Beta"
      intro="We are open about what is not finished. These are being built now."
    >
      <FeatureGrid items={ROADMAP} />
    </Section>
  );
}
