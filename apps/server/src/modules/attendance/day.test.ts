import type { MemberDay, MemberDays, MyDay } from '@ias/shared';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/clients.js';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';
import { closeFinishedPeriods } from './close-periods.js';

const ZONE = 'Asia/Kolkata';
/**
 * A Wednesday at least a week ahead (in India), the organisation's holiday. Around it: the Sunday
 * before (weekly off), the Tuesday (a working day) and the Thursday (Casual leave, filed ahead).
 * Future days, so the leave needs no back-dating; the closure is run with a clock set after them.
 */
const WED = (() => {
  let day = DateTime.now().setZone(ZONE).startOf('day').plus({ days: 7 });
  while (day.weekday !== 3) day = day.plus({ days: 1 });
  return day;
})();
const d = (offset: number) => WED.plus({ days: offset }).toISODate()!;
const SUN = d(-3);
const MON = d(-2);
const TUE = d(-1);
const HOLIDAY = d(0);
const LEAVE = d(1);

describe("a person's day (GET /api/me/day, /api/members/:id/days) and the closure agree", () => {
  let server: TestServer;
  let owner: TestUser;
  let employee: TestUser;
  let colleague: TestUser;
  let teacher: TestUser;
  let student: TestUser;
  let orgId: string;
  const m: Record<string, string> = {};
  const api = (user: TestUser) => apiAs(server.url, server.anonKey, user.accessToken);
  const daysOf = async (user: TestUser, memberId: string, from = SUN, to = LEAVE) =>
    api(user).get<MemberDays>(`/api/members/${memberId}/days?from=${from}&to=${to}`);
  const myDay = async (user: TestUser, date: string) => {
    const res = await api(user).get<MyDay>(`/api/me/day?date=${date}`);
    expect(res.status).toBe(200);
    const entry = res.body.organizations.find((o) => o.org_id === orgId);
    expect(entry).toBeTruthy();
    return entry!;
  };

  beforeAll(async () => {
    server = await startTestServer();
    owner = await createTestUser(server, { userType: 'Company' });
    employee = await createTestUser(server, { userType: 'Employee' });
    colleague = await createTestUser(server, { userType: 'Employee' });
    teacher = await createTestUser(server, { userType: 'Teacher' });
    student = await createTestUser(server, { userType: 'Student' });
    orgId = (
      await api(owner).post<{ id: string }>('/api/organizations', {
        name: 'Kaveri Textiles',
        kind: 'company',
      })
    ).body.id;
    await server.sql(
      "update public.organizations set timezone = $2, weekly_off_days = '{7}' where id = $1",
      [orgId, ZONE],
    );
    await server.sql(
      "insert into public.holidays (org_id, date, name) values ($1, $2, 'Guru Nanak Jayanti')",
      [orgId, HOLIDAY],
    );
    const longAgo = WED.minus({ days: 30 }).toJSDate();
    const add = async (name: string, role: string, userId: string | null, joined = longAgo) =>
      (
        await server.sql<{ id: string }>(
          "insert into public.memberships (org_id, user_id, full_name, role, status, created_at) values ($1, $2, $3, $4, 'active', $5) returning id",
          [orgId, userId, name, role, joined],
        )
      )[0]!.id;
    const [shift] = await server.sql<{ id: string }>(
      "insert into public.shifts (org_id, name, starts_at, ends_at) values ($1, 'General', '09:00', '17:00') returning id",
      [orgId],
    );
    m.shift = shift!.id;
    m.meena = await add('Meena Iyer', 'employee', employee.id);
    await server.sql('update public.memberships set shift_id = $2 where id = $1', [
      m.meena,
      m.shift,
    ]);
    m.ravi = await add('Ravi Kumar', 'employee', colleague.id);
    // Joined on the Monday at noon: the Sunday before lies before joining.
    m.naveen = await add(
      'Naveen Das',
      'employee',
      null,
      DateTime.fromISO(`${MON}T12:00`, { zone: ZONE }).toJSDate(),
    );
    m.farah = await add('Farah Khan', 'teacher', teacher.id);
    m.leela = await add('Leela', 'student', student.id);
    const [group] = await server.sql<{ id: string }>(
      "insert into public.groups (org_id, name, kind) values ($1, 'Apprentices', 'class') returning id",
      [orgId],
    );
    await server.sql(
      'insert into public.group_members (group_id, member_id, org_id, added_at) values ($1, $2, $3, $4)',
      [group!.id, m.leela, orgId, longAgo],
    );
    // Periods on Tuesdays (2) and Wednesdays (3), taught by Farah.
    for (const [weekday, period, subject, starts, ends] of [
      [2, 2, 'Looms', '10:00', '10:45'],
      [2, 1, 'Safety', '09:00', '09:45'],
      [3, 1, 'Dyeing', '09:00', '09:45'],
    ] as const)
      await server.sql(
        `insert into public.class_sessions (org_id, group_id, subject, teacher_id, weekday, period, starts_at, ends_at, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [orgId, group!.id, subject, m.farah, weekday, period, starts, ends, longAgo],
      );
    // Meena's Casual leave on the Thursday, filed and approved through the API.
    const types = await api(employee).get<{ id: string; code: string; name: string }[]>(
      `/api/organizations/${orgId}/leave-types`,
    );
    const casual = types.body.find((t) => t.code === 'CL')!;
    m.casualName = casual.name;
    const filed = await api(employee).post<{ id: string }>('/api/leave/requests', {
      leave_type_id: casual.id,
      from_date: LEAVE,
      to_date: LEAVE,
      reason: 'Sister’s wedding in Madurai',
    });
    expect(filed.status).toBe(201);
    const approved = await api(owner).post(`/api/requests/leave/${filed.body.id}/decision`, {
      decision: 'approve',
    });
    expect(approved.body).toMatchObject({ status: 'approved' });
  });
  afterAll(async () => server?.close());

  it('a holiday: named, nothing due — for the owner, an employee, the teacher and a student', async () => {
    const ownerDay = await myDay(owner, HOLIDAY);
    expect(ownerDay.org_day).toEqual({ kind: 'holiday', holiday_name: 'Guru Nanak Jayanti' });
    expect(ownerDay.member).toBeNull();
    for (const user of [employee, teacher, student]) {
      const entry = await myDay(user, HOLIDAY);
      expect(entry.member!.day).toMatchObject({
        kind: 'holiday',
        holiday_name: 'Guru Nanak Jayanti',
        attendance_due: false,
      });
      expect(entry.member!.day.periods.every((p) => !p.roll_call_due)).toBe(true);
    }
    // The teacher's Wednesday period is still listed, with no roll-call due.
    const teacherDay = (await myDay(teacher, HOLIDAY)).member!.day;
    expect(teacherDay.periods.map((p) => [p.subject, p.as, p.roll_call_due])).toEqual([
      ['Dyeing', 'teach', false],
    ]);
  });

  it('a weekly off', async () => {
    const day = (await myDay(employee, SUN)).member!.day;
    expect(day).toMatchObject({ kind: 'weekly_off', holiday_name: null, attendance_due: false });
    expect((await myDay(owner, SUN)).org_day.kind).toBe('weekly_off');
  });

  it('a working day with a shift; the teacher’s periods in order with roll-call due', async () => {
    const day = (await myDay(employee, TUE)).member!.day;
    expect(day).toMatchObject({
      kind: 'working',
      leave: null,
      attendance_due: true,
      shift: { name: 'General', starts_at: '09:00:00', ends_at: '17:00:00' },
    });
    const teacherDay = (await myDay(teacher, TUE)).member!.day;
    expect(teacherDay.kind).toBe('working');
    expect(teacherDay.periods.map((p) => [p.period, p.subject, p.as, p.roll_call_due])).toEqual([
      [1, 'Safety', 'teach', true],
      [2, 'Looms', 'teach', true],
    ]);
    const studentDay = (await myDay(student, TUE)).member!.day;
    expect(studentDay.periods.map((p) => [p.subject, p.as])).toEqual([
      ['Safety', 'attend'],
      ['Looms', 'attend'],
    ]);
    expect(studentDay.attendance_due).toBe(true);
  });

  it('an approved leave day names the leave type and asks for nothing', async () => {
    const day = (await myDay(employee, LEAVE)).member!.day;
    expect(day).toMatchObject({
      kind: 'leave',
      leave: { type_name: m.casualName, half_day: false },
      attendance_due: false,
    });
    // A colleague's Thursday is an ordinary working day.
    expect((await myDay(colleague, LEAVE)).member!.day.kind).toBe('working');
  });

  it('before joining; the range is read by the person and the owner, not a colleague; bad ranges are refused', async () => {
    const naveen = await daysOf(owner, m.naveen!);
    expect(naveen.status).toBe(200);
    expect(naveen.body.days.map((x: MemberDay) => [x.date, x.kind])).toEqual([
      [SUN, 'before_joining'],
      [MON, 'working'],
      [TUE, 'working'],
      [HOLIDAY, 'holiday'],
      [LEAVE, 'working'],
    ]);
    expect((await daysOf(employee, m.meena!)).status).toBe(200);
    expect((await daysOf(colleague, m.meena!)).status).toBe(404);
    const backwards = await daysOf(employee, m.meena!, LEAVE, SUN);
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain('ends before it starts');
    expect((await api(employee).get('/api/me/day?date=tomorrow')).status).toBe(400);
  });

  it('the closure marks absent exactly the days the endpoint says attendance is due', async () => {
    await closeFinishedPeriods(
      server.app.ctx,
      DateTime.fromISO(`${d(2)}T12:00`, { zone: ZONE }).toJSDate(),
    );
    for (const memberId of [m.meena!, m.ravi!, m.naveen!]) {
      const { body } = await daysOf(owner, memberId);
      const records = await server.sql<{ date: string; status: string }>(
        'select date::text as date, status from public.attendance_records where member_id = $1 and class_session_id is null and date between $2 and $3',
        [memberId, SUN, LEAVE],
      );
      const status = new Map(records.map((r) => [r.date, r.status]));
      for (const day of body.days) {
        expect({
          member: memberId,
          date: day.date,
          absent: status.get(day.date) === 'absent',
        }).toEqual({
          member: memberId,
          date: day.date,
          absent: day.attendance_due,
        });
        if (day.kind === 'leave') expect(status.get(day.date)).toBe('on_leave');
        if (day.kind !== 'working' && day.kind !== 'leave')
          expect(status.has(day.date)).toBe(false);
      }
    }
  });
});
