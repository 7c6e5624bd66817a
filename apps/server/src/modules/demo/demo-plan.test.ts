import { describe, expect, it } from 'vitest';
import {
  academicYearOf,
  addDays,
  companyHolidays,
  instituteHolidays,
  isoWeekday,
} from './calendar.js';
import { planDemo } from './demo-plan.js';
import { REGIONS } from './names.js';
import type { AttendanceRow, OrgPlan } from './plan-types.js';

// Sunday 22 November 2026, 07:14 in Kolkata (01:44 UTC).
const SUNDAY_MORNING = new Date('2026-11-22T01:44:00Z');
const plan = planDemo(SUNDAY_MORNING);
const { institute, company } = plan;

const instant = (wall: string) => new Date(`${wall.replace(' ', 'T')}+05:30`);
const countBy = <T>(items: T[], key: (item: T) => string) =>
  items.reduce(
    (map, item) => map.set(key(item), (map.get(key(item)) ?? 0) + 1),
    new Map<string, number>(),
  );

describe('the demo institute', () => {
  it('has Classes 6-A to 10-B with 25–35 students each, roll numbers in name order', () => {
    const classes = institute.groups.filter((g) => g.kind === 'class');
    expect(classes.map((c) => c.name)).toEqual(
      [6, 7, 8, 9, 10].flatMap((grade) => [`Class ${grade}-A`, `Class ${grade}-B`]),
    );
    for (const klass of classes) {
      const ids = new Set(
        institute.groupMembers.filter((m) => m.group_id === klass.id).map((m) => m.member_id),
      );
      const students = institute.memberships.filter((m) => ids.has(m.id));
      expect(students.length).toBeGreaterThanOrEqual(25);
      expect(students.length).toBeLessThanOrEqual(35);
      expect(students.every((s) => s.role === 'student')).toBe(true);
      const byRoll = [...students].sort((a, b) => a.roll_number!.localeCompare(b.roll_number!));
      expect(byRoll.map((s) => s.full_name)).toEqual(
        [...byRoll.map((s) => s.full_name)].sort((a, b) => a.localeCompare(b)),
      );
    }
  });

  it('has ten teachers with a subject each and a class teacher for every class', () => {
    const teachers = institute.memberships.filter((m) => m.role === 'teacher');
    expect(teachers).toHaveLength(10);
    const subjects = new Set(
      institute.classSessions.filter((s) => s.teacher_id).map((s) => s.subject),
    );
    expect(subjects.size).toBe(10);
    const classTeachers = institute.groups
      .filter((g) => g.kind === 'class')
      .map((g) => g.responsible_id);
    expect(new Set(classTeachers).size).toBe(10);
    expect(classTeachers.every((id) => teachers.some((t) => t.id === id))).toBe(true);
  });

  it('runs a Monday–Saturday timetable with no teacher or special room in two places at once', () => {
    const sessions = institute.classSessions;
    expect(new Set(sessions.map((s) => s.weekday))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    const perClassDay = countBy(sessions, (s) => `${s.group_id}:${s.weekday}`);
    for (const [key, periods] of perClassDay) expect(periods).toBe(key.endsWith(':6') ? 6 : 7);
    const teacherSlots = sessions
      .filter((s) => s.teacher_id)
      .map((s) => `${s.teacher_id}:${s.weekday}:${s.period}`);
    expect(new Set(teacherSlots).size).toBe(teacherSlots.length);
    const roomSlots = sessions.map((s) => `${s.room}:${s.weekday}:${s.period}`);
    expect(new Set(roomSlots).size).toBe(roomSlots.length);
    for (const s of sessions) expect(s.ends_at > s.starts_at).toBe(true);
  });

  it('closes for the holidays of the 2026–27 academic year', () => {
    const byDate = new Map(institute.holidays.map((h) => [h.date, h.name]));
    expect(byDate.get('2026-08-15')).toBe('Independence Day');
    expect(byDate.get('2026-10-02')).toBe('Gandhi Jayanti');
    expect(byDate.get('2026-11-08')).toMatch(/Diwali/);
    expect(byDate.get('2027-01-26')).toBe('Republic Day');
    expect(byDate.get('2027-03-22')).toBe('Holi');
    expect(institute.holidays.every((h) => h.date >= '2026-04-01' && h.date <= '2027-03-31')).toBe(
      true,
    );
  });
});

describe('the demo company', () => {
  it('has four departments, two geofenced sites with an in-charge each and about forty people', () => {
    const departments = company.groups.filter((g) => g.kind === 'department').map((g) => g.name);
    expect(departments.sort()).toEqual(['Engineering', 'Operations', 'Sales', 'Support']);
    expect(company.sites).toHaveLength(2);
    for (const site of company.sites) {
      expect(site.latitude).toBeGreaterThan(12.8);
      expect(site.latitude).toBeLessThan(13.1);
      expect(site.longitude).toBeGreaterThan(77.5);
      expect(site.longitude).toBeLessThan(77.8);
      const group = company.groups.find((g) => g.site_id === site.id && g.kind === 'site')!;
      expect(company.memberships.find((m) => m.id === group.responsible_id)?.role).toBe('incharge');
    }
    const staff = company.memberships.filter((m) => m.role !== 'owner');
    expect(staff.length).toBe(40);
    expect(new Set(staff.map((m) => m.employee_code)).size).toBe(40);
    expect(new Set(staff.map((m) => m.card_number)).size).toBe(40);
    expect(staff.every((m) => /^STS-\d{4}$/.test(m.employee_code!) && m.shift_id)).toBe(true);
  });

  it('has a general day shift and a night shift that crosses midnight', () => {
    expect(company.shifts.map((s) => [s.name, s.starts_at, s.ends_at])).toEqual([
      ['General', '09:30', '18:30'],
      ['Night', '22:00', '06:00'],
    ]);
  });
});

describe('accounts and people', () => {
  const everyone = [...institute.memberships, ...company.memberships];

  it('gives every demo role one account with the right type, all on demo.invalid', () => {
    const users = [...institute.users, ...company.users];
    expect(users.map((u) => `${u.kind}:${u.role}:${u.userType}`).sort()).toEqual([
      'company:company:Company',
      'company:employee:Employee',
      'company:incharge:Incharge',
      'institute:incharge:Incharge',
      'institute:institute:Institute',
      'institute:student:Student',
      'institute:teacher:Teacher',
    ]);
    for (const user of users) {
      const membership = everyone.find((m) => m.user_id === user.id)!;
      expect(membership.status).toBe('active');
      expect(membership.email).toBe(user.email);
    }
    expect(everyone.every((m) => m.email.endsWith('@demo.invalid'))).toBe(true);
    expect(new Set(everyone.map((m) => m.email)).size).toBe(everyone.length);
    expect(everyone.every((m) => /^\+91 [6-9]\d{4} \d{5}$/.test(m.phone))).toBe(true);
  });

  it('uses names from across India, the same ones on every reset', () => {
    const again = planDemo(new Date('2026-12-01T06:00:00Z'));
    expect(again.institute.memberships.map((m) => m.full_name)).toEqual(
      institute.memberships.map((m) => m.full_name),
    );
    const regions = new Set(
      everyone.flatMap((m) => {
        const surname = m.full_name.split(' ').at(-1)!;
        return Object.entries(REGIONS)
          .filter(([, region]) => (region.surnames as readonly string[]).includes(surname))
          .map(([name]) => name);
      }),
    );
    expect(regions.size).toBeGreaterThanOrEqual(10);
  });

  it('never takes an address a real account already has', () => {
    const taken = institute.users[0]!.email;
    const other = planDemo(SUNDAY_MORNING, [taken]);
    expect(other.institute.users[0]!.email).not.toBe(taken);
    expect(other.institute.users[0]!.email).toMatch(/@demo\.invalid$/);
  });
});

describe('attendance history', () => {
  const isOff = (org: OrgPlan, row: AttendanceRow) => {
    const shift = org.shifts.find((s) => s.id === row.shift_id);
    const weekly = shift?.weekly_off_days ?? org.organization.weekly_off_days;
    return weekly.includes(isoWeekday(row.date)) || org.holidays.some((h) => h.date === row.date);
  };

  it('covers the 30 days before today, never a holiday or a weekly off', () => {
    for (const org of [institute, company]) {
      expect(org.attendance.length).toBeGreaterThan(0);
      expect(org.attendance.every((r) => r.date >= '2026-10-23' && r.date <= '2026-11-22')).toBe(
        true,
      );
      expect(org.attendance.filter((r) => isOff(org, r))).toEqual([]);
    }
    // Diwali week falls in this window: the school shuts on the two days after Lakshmi Puja.
    expect(
      institute.attendance.some((r) => r.date === '2026-11-09' || r.date === '2026-11-10'),
    ).toBe(false);
    expect(institute.attendance.some((r) => r.date === '2026-11-11')).toBe(true);
    expect(company.attendance.some((r) => r.date === '2026-11-09')).toBe(false);
  });

  it('is mostly present, with some late, absent, half-day, excused and on-leave days', () => {
    const statuses = countBy([...institute.attendance, ...company.attendance], (r) => r.status);
    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    expect(statuses.get('present')! / total).toBeGreaterThan(0.8);
    for (const status of ['late', 'absent', 'half_day', 'excused', 'on_leave'])
      expect(statuses.get(status), status).toBeGreaterThan(0);
    // Some students fall below the 75 % rule, so the low-attendance list has names on it.
    const byStudent = new Map<string, { present: number; total: number }>();
    for (const r of institute.attendance.filter((r) => r.class_session_id)) {
      const entry = byStudent.get(r.member_id) ?? { present: 0, total: 0 };
      entry.total++;
      if (r.status === 'present' || r.status === 'late') entry.present++;
      byStudent.set(r.member_id, entry);
    }
    const low = [...byStudent.values()].filter((s) => s.present / s.total < 0.75);
    expect(low.length).toBeGreaterThan(3);
    expect(low.length).toBeLessThan(byStudent.size / 5);
  });

  it('dates night-shift records on the evening they start and checks out the next morning', () => {
    const night = company.shifts.find((s) => s.name === 'Night')!;
    const rows = company.attendance.filter((r) => r.shift_id === night.id && r.check_out_local);
    expect(rows.length).toBeGreaterThan(20);
    for (const r of rows) {
      expect(r.check_in_local!.slice(0, 10)).toBe(r.date);
      expect(r.check_in_local!.slice(11, 13)).toMatch(/^2[12]$/);
      expect(r.check_out_local!.slice(0, 10)).toBe(addDays(r.date, 1));
      const hours =
        (instant(r.check_out_local!).getTime() - instant(r.check_in_local!).getTime()) / 3600_000;
      expect(hours).toBeGreaterThan(r.status === 'half_day' ? 3 : 7);
    }
  });

  it('has plausible times: gate scans around 8, office from 9:00, check-out after check-in', () => {
    const student = new Set(
      institute.memberships.filter((m) => m.role === 'student').map((m) => m.id),
    );
    const gate = institute.attendance.filter((r) => !r.class_session_id && r.check_in_local);
    const odd = gate.filter((r) => {
      const time = r.check_in_local!.slice(11, 16);
      return student.has(r.member_id)
        ? time < '07:40' || time > '08:25'
        : time < '07:20' || time > '07:55';
    });
    expect(gate.length).toBeGreaterThan(5000);
    expect(odd).toEqual([]);
    const rollCalls = institute.attendance.filter((r) => r.class_session_id);
    expect(rollCalls.every((r) => r.check_in_local === null && r.method !== 'face')).toBe(true);
    const backwards = [...institute.attendance, ...company.attendance].filter(
      (r) => r.check_in_local && r.check_out_local && r.check_out_local <= r.check_in_local,
    );
    expect(backwards).toEqual([]);
    const general = company.shifts.find((s) => s.name === 'General')!;
    const officeIns = company.attendance
      .filter((r) => r.shift_id === general.id && r.check_in_local)
      .map((r) => r.check_in_local!.slice(11, 16));
    expect(officeIns.every((time) => time >= '09:00' && time <= '10:40')).toBe(true);
    const forgotten = [...institute.attendance, ...company.attendance].filter(
      (r) => r.flags.length,
    );
    expect(forgotten.length).toBeGreaterThan(10);
    expect(forgotten.every((r) => r.check_in_local && !r.check_out_local)).toBe(true);
  });

  it('has only what already happened today', () => {
    // Monday 23 November 2026, 10:05 in Kolkata.
    const monday = planDemo(new Date('2026-11-23T04:35:00Z'));
    const today = (org: OrgPlan) => org.attendance.filter((r) => r.date === '2026-11-23');
    const periods = new Set(
      today(monday.institute)
        .filter((r) => r.class_session_id)
        .map(
          (r) => monday.institute.classSessions.find((s) => s.id === r.class_session_id)!.period,
        ),
    );
    expect([...periods].sort()).toEqual([1, 2, 3]);
    const gate = today(monday.institute).filter((r) => !r.class_session_id);
    expect(gate.length).toBeGreaterThan(250);
    expect(gate.every((r) => r.check_out_local === null && r.status !== 'absent')).toBe(true);
    const office = today(monday.company);
    expect(office.length).toBeGreaterThan(20);
    expect(office.every((r) => r.check_out_local === null && r.status !== 'absent')).toBe(true);
    expect(
      office.every((r) => !r.check_in_local || r.check_in_local <= '2026-11-23 10:05:00'),
    ).toBe(true);
    // Friday's night shift checked out on Saturday morning.
    const friday = monday.company.attendance.filter(
      (r) => r.date === '2026-11-20' && r.check_out_local,
    );
    expect(friday.some((r) => r.check_out_local!.startsWith('2026-11-21 06'))).toBe(true);
  });

  it('skips Christmas and New Year in January and uses two academic years in April', () => {
    const january = planDemo(new Date('2027-01-05T06:00:00Z'));
    expect(january.institute.attendance.some((r) => r.date === '2026-12-25')).toBe(false);
    expect(january.company.attendance.some((r) => r.date === '2027-01-01')).toBe(false);
    expect(january.company.attendance.some((r) => r.date === '2026-12-24')).toBe(true);
    const april = planDemo(new Date('2027-04-10T06:00:00Z'));
    expect(april.institute.holidays.some((h) => h.date === '2027-03-22' && h.name === 'Holi')).toBe(
      true,
    );
    expect(april.institute.holidays.some((h) => h.date === '2027-08-15')).toBe(true);
  });
});

describe('calendar', () => {
  it('knows academic years and merges festivals on the same day', () => {
    expect(academicYearOf('2027-03-31')).toEqual({ start: '2026-04-01', end: '2027-03-31' });
    expect(academicYearOf('2027-04-01')).toEqual({ start: '2027-04-01', end: '2028-03-31' });
    expect(
      instituteHolidays('2025-10-01', '2025-10-03').find((h) => h.date === '2025-10-02')?.name,
    ).toBe('Gandhi Jayanti / Dussehra');
    expect(
      instituteHolidays('2026-04-01', '2026-04-30').find((h) => h.date === '2026-04-03')?.name,
    ).toBe('Good Friday');
    const november = companyHolidays('2026-11-01', '2026-11-30').filter((h) =>
      h.date.startsWith('2026-11'),
    );
    expect(november.map((h) => h.name)).toEqual([
      'Kannada Rajyotsava',
      'Naraka Chaturdashi',
      'Balipadyami, Deepavali',
    ]);
  });
});
