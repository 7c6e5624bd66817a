import { randomUUID } from 'node:crypto';
import { newJoinCode } from '../orgs/repository.js';
import { addDays, hhmm, HISTORY_DAYS, instituteHolidays, startOfDay } from './calendar.js';
import { planInstituteAttendance } from './institute-attendance.js';
import { type EmailBook, PUNE_MIX } from './names.js';
import { OrgBuilder } from './org-builder.js';
import type {
  ClassSessionRow,
  Clock,
  GroupRow,
  MembershipRow,
  OrganizationRow,
  OrgPlan,
} from './plan-types.js';
import { createRng } from './random.js';

export const INSTITUTE_NAME = 'Green Valley Public School';

/** One teacher per subject; the eleventh slot of the rotation is a library period. */
const SUBJECTS = [
  'Mathematics',
  'Science',
  'English',
  'Hindi',
  'Marathi',
  'Social Science',
  'Sanskrit',
  'Computer Science',
  'Physical Education',
  'Art and Music',
] as const;
const LIBRARY = SUBJECTS.length;
const SLOTS = SUBJECTS.length + 1;

/** Periods (minutes after midnight): a break after the third and lunch after the fifth. */
const PERIODS = [480, 520, 560, 620, 660, 730, 770].map((start) => ({ start, end: start + 40 }));
/** Monday–Friday seven periods, Saturday six; Sunday off. */
const periodsOn = (weekday: number) => (weekday === 6 ? 6 : 7);

type Klass = { grade: number; section: 'A' | 'B'; name: string; homeRoom: string };

const CLASSES: Klass[] = [6, 7, 8, 9, 10].flatMap((grade, g) =>
  (['A', 'B'] as const).map((section, s) => ({
    grade,
    section,
    name: `Class ${grade}-${section}`,
    homeRoom: `Room ${Math.floor(g / 2) + 1}${String((g % 2) * 2 + s + 1).padStart(2, '0')}`,
  })),
);
/** The demo Teacher (Mathematics) is class teacher of 8-A, where the demo Student sits. */
const DEMO_CLASS = 4;
const DEMO_STUDENT_INDEX = 11;

type Teacher = { subject: string; userId: string | null; row: MembershipRow };
type Student = { row: MembershipRow; roll: string; isDemo: boolean };
type Section = { klass: Klass; group: GroupRow; students: Student[] };

function roomFor(slot: number, klass: Klass): string {
  if (slot === LIBRARY) return 'Library';
  const subject = SUBJECTS[slot]!;
  if (subject === 'Computer Science') return 'Computer Lab';
  if (subject === 'Physical Education') return 'Playground';
  if (subject === 'Art and Music') return 'Art Room';
  if (subject === 'Science' && klass.grade >= 9) return 'Science Lab';
  return klass.homeRoom;
}

function hireStaff(b: OrgBuilder): {
  ownerId: string;
  teachers: Teacher[];
  incharge: MembershipRow;
} {
  const principal = b.person();
  const ownerId = b.account(principal, {
    role: 'institute',
    kind: 'institute',
    userType: 'Institute',
    profile: { company_name: INSTITUTE_NAME, business_type: 'School', employees: '201–1,000' },
  });
  b.member(principal, { role: 'owner', user_id: ownerId });
  const teachers = SUBJECTS.map((subject, index) => {
    const p = b.person();
    const userId =
      index === 0
        ? b.account(p, { role: 'teacher', kind: 'institute', userType: 'Teacher' })
        : null;
    return {
      subject,
      userId,
      row: b.member(p, { role: 'teacher', user_id: userId, card_number: b.card() }),
    };
  });
  const warden = b.person();
  const wardenId = b.account(warden, { role: 'incharge', kind: 'institute', userType: 'Incharge' });
  const incharge = b.member(warden, { role: 'incharge', user_id: wardenId, card_number: b.card() });
  return { ownerId, teachers, incharge };
}

/** The sections with their students; roll numbers follow the names' order, as registers do. */
function enrolSections(b: OrgBuilder, teachers: Teacher[]): Section[] {
  return CLASSES.map((klass, c) => {
    // Every teacher is class teacher of one section; Mathematics takes the demo class.
    const classTeacher = teachers[(c - DEMO_CLASS + SUBJECTS.length) % SUBJECTS.length]!;
    const group = b.group({ name: klass.name, kind: 'class', responsible_id: classTeacher.row.id });
    const hint = `${klass.grade}${klass.section}`.toLowerCase();
    const people = Array.from({ length: b.rng.int(25, 35) }, () => b.person(hint));
    people.sort((x, y) => x.name.fullName.localeCompare(y.name.fullName));
    const students = people.map((p, index) => {
      const roll = `${klass.grade}${klass.section}-${String(index + 1).padStart(2, '0')}`;
      const isDemo = c === DEMO_CLASS && index === DEMO_STUDENT_INDEX;
      const userId = isDemo
        ? b.account(p, { role: 'student', kind: 'institute', userType: 'Student' })
        : null;
      const row = b.member(p, {
        role: 'student',
        roll_number: roll,
        card_number: b.card(),
        user_id: userId,
      });
      b.join(group, row);
      return { row, roll, isDemo };
    });
    return { klass, group, students };
  });
}

/** The in-charge looks after the hostel boarders (the demo Student among them) and a bus route. */
function assignIncharge(b: OrgBuilder, sections: Section[], incharge: MembershipRow): void {
  const everyone = b.rng.shuffle(sections.flatMap((s) => s.students));
  const boarders = [
    everyone.find((s) => s.isDemo)!,
    ...everyone.filter((s) => !s.isDemo).slice(0, 35),
  ];
  const riders = everyone.filter((s) => !boarders.includes(s)).slice(0, 28);
  for (const [name, students] of [
    ['Hostel – Shivneri House', boarders],
    ['Bus Route 4 – Aundh–Baner', riders],
  ] as const) {
    const group = b.group({ name, kind: 'section', responsible_id: incharge.id });
    for (const student of students) b.join(group, student.row);
  }
}

/**
 * A Latin square: in any period every section has a different slot, so no teacher or special
 * room is ever double-booked, and no subject repeats in a section's day.
 */
function timetable(orgId: string, sections: Section[], teachers: Teacher[]): ClassSessionRow[] {
  const sessions: ClassSessionRow[] = [];
  for (let weekday = 1; weekday <= 6; weekday++) {
    for (let period = 1; period <= periodsOn(weekday); period++) {
      const { start, end } = PERIODS[period - 1]!;
      sections.forEach(({ klass, group }, c) => {
        const slot = (c + period + 2 * weekday) % SLOTS;
        sessions.push({
          id: randomUUID(),
          org_id: orgId,
          group_id: group.id,
          subject: slot === LIBRARY ? 'Library' : SUBJECTS[slot]!,
          teacher_id: slot === LIBRARY ? null : teachers[slot]!.row.id,
          weekday,
          period,
          starts_at: hhmm(start),
          ends_at: hhmm(end),
          room: roomFor(slot, klass),
        });
      });
    }
  }
  return sessions;
}

function instituteRow(orgId: string, ownerId: string): OrganizationRow {
  return {
    id: orgId,
    name: INSTITUTE_NAME,
    kind: 'institute',
    address: 'Plot 14, Baner–Pashan Link Road, Baner, Pune, Maharashtra 411045',
    timezone: 'Asia/Kolkata',
    owner_id: ownerId,
    join_code: newJoinCode(),
    late_grace_minutes: 5,
    half_day_threshold_minutes: 180,
    min_attendance_percent: 75,
    allowed_methods: ['face', 'card', 'manual', 'qr'],
    weekly_off_days: [7],
    staff_can_approve: true,
    students_self_check_in: false,
    is_demo: true,
  };
}

/**
 * Green Valley Public School, Pune: ten sections of Classes 6–10, ten subject teachers, a hostel
 * and transport in-charge, a Monday–Saturday timetable and the last 30 days of attendance.
 */
export function planInstitute(clock: Clock, emails: EmailBook): OrgPlan {
  const from = addDays(clock.today, -HISTORY_DAYS);
  const b = new OrgBuilder(
    createRng('green-valley-public-school'),
    emails,
    PUNE_MIX,
    startOfDay(from),
  );
  const { ownerId, teachers, incharge } = hireStaff(b);
  const sections = enrolSections(b, teachers);
  assignIncharge(b, sections, incharge);
  const classSessions = timetable(b.orgId, sections, teachers);
  const organization = instituteRow(b.orgId, ownerId);
  const holidays = instituteHolidays(from, clock.today).map((h) => ({ org_id: b.orgId, ...h }));
  const attendance = planInstituteAttendance({
    orgId: b.orgId,
    clock,
    from,
    holidays: new Set(holidays.map((h) => h.date)),
    weeklyOff: organization.weekly_off_days,
    sessions: classSessions,
    classes: sections.map((s) => ({ groupId: s.group.id, students: s.students })),
    staff: [...teachers.map((t) => t.row), incharge],
    graceMinutes: organization.late_grace_minutes,
    teacherUsers: new Map(teachers.filter((t) => t.userId).map((t) => [t.row.id, t.userId!])),
  });
  const campus = {
    id: randomUUID(),
    org_id: b.orgId,
    name: 'Green Valley campus, Baner',
    latitude: 18.559,
    longitude: 73.7868,
    radius_m: 300,
  };
  const { users, memberships, groups, groupMembers } = b;
  return {
    organization,
    users,
    sites: [campus],
    shifts: [],
    holidays,
    memberships,
    groups,
    groupMembers,
    classSessions,
    attendance,
  };
}
