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
/** The last Monday before today in India: a past school day, so a teacher may take its roll-call. */
const MONDAY = (() => {
  let day = DateTime.now().setZone(ZONE).startOf('day').minus({ days: 1 });
  while (day.weekday !== 1) day = day.minus({ days: 1 });
  return day;
})();
/** A wall-clock time in India, `days` after that Monday. */
const at = (days: number, time: string) => {
  const [hour, minute] = time.split(':').map(Number);
  return MONDAY.plus({ days }).set({ hour, minute }).toJSDate();
};
const dateOf = (days: number) => MONDAY.plus({ days }).toISODate()!;

describe('closing class sessions (timetable periods)', () => {
  let server: TestServer;
  let owner: TestUser;
  let teacherUser: TestUser;
  let leaveUser: TestUser;
  let orgId: string;
  const id: Record<string, string> = {};
  const api = (user: TestUser) => apiAs(server.url, server.anonKey, user.accessToken);
  const close = (now: Date) => closeFinishedPeriods(server.app.ctx, now);
  /** The marks of one class session on one day, by member name. */
  const marks = async (session: string, date: string) =>
    server.sql<{
      full_name: string;
      status: string;
      method: string | null;
      note: string | null;
      marked_by: string | null;
    }>(
      `select m.full_name, r.status, r.method, r.note, r.marked_by
         from public.attendance_records r join public.memberships m on m.id = r.member_id
        where r.class_session_id = $1 and r.date = $2 order by m.full_name`,
      [session, date],
    );

  beforeAll(async () => {
    server = await startTestServer();
    owner = await createTestUser(server, {
      userType: 'Institute',
      metadata: { full_name: 'Lakshmi Rao' },
    });
    teacherUser = await createTestUser(server, {
      userType: 'Teacher',
      metadata: { full_name: 'Farah Khan' },
    });
    leaveUser = await createTestUser(server, { userType: 'Student' });
    orgId = (
      await api(owner).post<{ id: string }>('/api/organizations', {
        name: 'Sunrise Public School',
        kind: 'institute',
      })
    ).body.id;
    const sql = server.sql.bind(server);
    const longAgo = MONDAY.minus({ days: 3 }).toJSDate();
    const member = async (name: string, role: string, userId: string | null = null) =>
      (
        await sql<{ id: string }>(
          "insert into public.memberships (org_id, user_id, full_name, role, status, created_at) values ($1, $2, $3, $4, 'active', $5) returning id",
          [orgId, userId, name, role, longAgo],
        )
      )[0]!.id;
    const group = async (name: string) =>
      (
        await sql<{ id: string }>(
          "insert into public.groups (org_id, name, kind) values ($1, $2, 'class') returning id",
          [orgId, name],
        )
      )[0]!.id;
    const join = (groupId: string, memberId: string, since: Date = longAgo) =>
      sql(
        'insert into public.group_members (group_id, member_id, org_id, added_at) values ($1, $2, $3, $4)',
        [groupId, memberId, orgId, since],
      );
    const session = async (
      groupId: string,
      subject: string,
      weekday: number,
      period: number,
      hours: [string, string],
    ) =>
      (
        await sql<{ id: string }>(
          `insert into public.class_sessions (org_id, group_id, subject, teacher_id, weekday, period, starts_at, ends_at, created_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
          [orgId, groupId, subject, id.teacher, weekday, period, hours[0], hours[1], longAgo],
        )
      )[0]!.id;

    id.teacher = await member('Farah Khan', 'teacher', teacherUser.id);
    id.class7a = await group('Class 7A');
    id.class7b = await group('Class 7B');
    for (const name of ['Aarav', 'Bhavna', 'Chirag']) {
      id[name] = await member(name, 'student');
      await join(id.class7a, id[name]);
    }
    id.Leela = await member('Leela', 'student', leaveUser.id);
    await join(id.class7a, id.Leela);
    // The class teacher sits in the class's group too; she is not expected as a student.
    await join(id.class7a, id.teacher);
    // Joined the school after Monday; left the school before Monday; left on Monday afternoon.
    id.Esha = await member('Esha', 'student');
    await sql('update public.memberships set created_at = $2 where id = $1', [
      id.Esha,
      at(1, '12:00'),
    ]);
    await join(id.class7a, id.Esha, at(1, '12:00'));
    id.Farhan = await member('Farhan', 'student');
    await join(id.class7a, id.Farhan);
    await sql("update public.memberships set status = 'left', left_at = $2 where id = $1", [
      id.Farhan,
      at(-2, '12:00'),
    ]);
    id.Gauri = await member('Gauri', 'student');
    await join(id.class7a, id.Gauri);
    await sql("update public.memberships set status = 'left', left_at = $2 where id = $1", [
      id.Gauri,
      at(0, '14:00'),
    ]);
    id.Other = await member('Zoya of 7B', 'student');
    await join(id.class7b, id.Other);

    id.maths = await session(id.class7a, 'Mathematics', 1, 1, ['09:00', '09:45']);
    id.science = await session(id.class7a, 'Science', 1, 2, ['10:00', '10:45']);
    id.tuesday = await session(id.class7a, 'History', 2, 1, ['09:00', '09:45']);
    id.sunday = await session(id.class7a, 'Sports', 7, 1, ['09:00', '09:45']);
    id.art = await session(id.class7b, 'Art', 1, 1, ['09:00', '09:45']);
    await sql("insert into public.holidays (org_id, date, name) values ($1, $2, 'Founders Day')", [
      orgId,
      dateOf(1),
    ]);
  });
  afterAll(async () => server?.close());

  it('runs with the database in UTC and the school in India', async () => {
    const [setting] = await server.sql<{ TimeZone: string }>('show timezone');
    expect(setting!.TimeZone).toBe('UTC');
    const [org] = await server.sql<{ timezone: string }>(
      'select timezone from public.organizations where id = $1',
      [orgId],
    );
    expect(org!.timezone).toBe(ZONE);
  });

  it('does not close a session that is running, or that ended moments ago', async () => {
    await close(at(0, '09:30'));
    // 09:45 in India is 04:15 UTC: read as UTC, the period would look long over at 10:40 IST.
    await close(at(0, '10:40'));
    expect(await marks(id.maths, dateOf(0))).toEqual([]);
    // So the teacher who takes the roll-call after the bell finds nothing to overwrite.
    const saved = await api(teacherUser).post('/api/roll-call', {
      class_session_id: id.maths,
      date: dateOf(0),
      entries: [
        { member_id: id.Aarav, status: 'present' },
        { member_id: id.Bhavna, status: 'late' },
      ],
    });
    expect(saved.body).toEqual({ created: 2, changed: 0, unchanged: 0 });
  });

  it('marks the students without a mark absent once the session is over, on leave if excused', async () => {
    const leave = await api(leaveUser).post<{ id: string }>('/api/leave-requests', {
      from_date: dateOf(0),
      to_date: dateOf(0),
      reason: 'Cousin’s wedding in Udupi',
    });
    expect(leave.status).toBe(201);
    const approved = await api(owner).post(`/api/requests/leave/${leave.body.id}/decision`, {
      decision: 'approve',
    });
    expect(approved.body).toMatchObject({ status: 'approved' });

    const summary = await close(at(0, '10:50'));
    expect(summary).toMatchObject({ absent: 2, onLeave: 1 });
    expect(await marks(id.maths, dateOf(0))).toEqual([
      // The teacher's roll-call stands as she took it.
      expect.objectContaining({ full_name: 'Aarav', status: 'present', method: 'manual' }),
      expect.objectContaining({ full_name: 'Bhavna', status: 'late', method: 'manual' }),
      { full_name: 'Chirag', status: 'absent', method: null, note: null, marked_by: null },
      // Left that afternoon: she was still a student during the lesson.
      { full_name: 'Gauri', status: 'absent', method: null, note: null, marked_by: null },
      {
        full_name: 'Leela',
        status: 'on_leave',
        method: null,
        note: 'Cousin’s wedding in Udupi',
        marked_by: null,
      },
    ]);
    const [rollCall] = await server.sql<{ marked_by: string }>(
      'select marked_by from public.attendance_records where member_id = $1 and class_session_id = $2',
      [id.Aarav, id.maths],
    );
    expect(rollCall!.marked_by).toBe(teacherUser.id);
    // Science ended at 10:45, five minutes ago: not yet.
    expect(await marks(id.science, dateOf(0))).toEqual([]);
  });

  it('leaves a period nobody took the roll-call of unmarked: not knowing is not absent', async () => {
    // Class 7B's art lesson ended at 09:45; hours later nobody has taken its roll-call.
    await close(at(0, '16:00'));
    expect(await marks(id.art, dateOf(0))).toEqual([]);
    const [claimed] = await server.sql<{ n: number }>(
      'select count(*)::int as n from private.closed_periods where period = $1',
      [`class:${id.art}`],
    );
    expect(claimed!.n).toBe(0);
  });

  it('closes each session once, even when two instances run the closure at the same moment', async () => {
    expect(await close(at(0, '10:50'))).toEqual({
      periods: 0,
      absent: 0,
      onLeave: 0,
      missingCheckOut: 0,
      halfDay: 0,
    });
    // Science's roll-call, taken late in the day for one pupil: the others were not there.
    const saved = await api(teacherUser).post('/api/roll-call', {
      class_session_id: id.science,
      date: dateOf(0),
      entries: [{ member_id: id.Aarav, status: 'present' }],
    });
    expect(saved.body).toEqual({ created: 1, changed: 0, unchanged: 0 });
    const [a, b] = await Promise.all([close(at(0, '17:00')), close(at(0, '17:00'))]);
    expect(a.absent + b.absent).toBe(3);
    expect(a.onLeave + b.onLeave).toBe(1);
    expect(a.periods + b.periods).toBe(1);
    expect((await marks(id.science, dateOf(0))).map((m) => `${m.full_name} ${m.status}`)).toEqual([
      'Aarav present',
      'Bhavna absent',
      'Chirag absent',
      'Gauri absent',
      'Leela on_leave',
    ]);
    expect(await marks(id.maths, dateOf(0))).toHaveLength(5);
  });

  it('leave approved after the lessons were closed turns their absences into leave', async () => {
    // Chirag (no account of his own) asked through the office; the owner approves it that evening.
    const [request] = await server.sql<{ id: string }>(
      "insert into public.leave_requests (org_id, member_id, from_date, to_date, reason) values ($1, $2, $3, $3, 'Fever') returning id",
      [orgId, id.Chirag, dateOf(0)],
    );
    const approved = await api(owner).post(`/api/requests/leave/${request!.id}/decision`, {
      decision: 'approve',
    });
    expect(approved.body).toMatchObject({ status: 'approved' });
    const lessons = await server.sql<{ status: string; note: string | null }>(
      'select status, note from public.attendance_records where member_id = $1 and date = $2 and class_session_id is not null',
      [id.Chirag, dateOf(0)],
    );
    expect(lessons).toEqual([
      { status: 'on_leave', note: 'Fever' },
      { status: 'on_leave', note: 'Fever' },
    ]);
  });

  it('never expects the teacher, newcomers or people who had already left', async () => {
    const [row] = await server.sql<{ n: number }>(
      `select count(*)::int as n from public.attendance_records
        where class_session_id is not null and member_id = any ($1::uuid[])`,
      [[id.teacher, id.Esha, id.Farhan]],
    );
    expect(row!.n).toBe(0);
  });

  it('fills in nothing on a holiday, even for a lesson someone took the roll-call of', async () => {
    // A special class on the holiday: the teacher marks the one pupil who came.
    await server.sql(
      "insert into public.attendance_records (org_id, member_id, date, class_session_id, status, method, marked_by) values ($1, $2, $3, $4, 'present', 'manual', $5)",
      [orgId, id.Chirag, dateOf(1), id.tuesday, teacherUser.id],
    );
    await close(at(2, '00:30'));
    expect((await marks(id.tuesday, dateOf(1))).map((m) => m.full_name)).toEqual(['Chirag']);
    expect(await marks(id.sunday, dateOf(-1))).toEqual([]);
    const closed = await server.sql<{ period: string; date: string }>(
      `select period, date::text from private.closed_periods
        where org_id = $1 and period = any ($2::text[]) order by date`,
      [orgId, [`class:${id.tuesday}`, `class:${id.sunday}`]],
    );
    expect(closed).toEqual([{ period: `class:${id.tuesday}`, date: dateOf(1) }]);
  });
});

describe('closing days and shifts on holidays and weekly offs', () => {
  let server: TestServer;
  let orgId: string;
  const id: Record<string, string> = {};
  const SATURDAY = -2; // a holiday
  const SUNDAY = -1; // the company's weekly off
  /** The day records closing wrote for a member, as 'date status'. */
  const days = async (member: string) =>
    (
      await server.sql<{ date: string; status: string }>(
        `select date::text, status from public.attendance_records
          where member_id = $1 and class_session_id is null and date between $2 and $3 order by date`,
        [member, dateOf(SATURDAY), dateOf(0)],
      )
    ).map((r) => `${r.date} ${r.status}`);

  beforeAll(async () => {
    server = await startTestServer();
    const owner = await createTestUser(server, { userType: 'Company' });
    orgId = (
      await apiAs(server.url, server.anonKey, owner.accessToken).post<{ id: string }>(
        '/api/organizations',
        { name: 'Kaveri Textiles', kind: 'company' },
      )
    ).body.id;
    const sql = server.sql.bind(server);
    const shift = async (name: string, weeklyOff: number[] | null) =>
      (
        await sql<{ id: string }>(
          "insert into public.shifts (org_id, name, starts_at, ends_at, weekly_off_days) values ($1, $2, '09:30', '18:30', $3) returning id",
          [orgId, name, weeklyOff],
        )
      )[0]!.id;
    const member = async (name: string, shiftId: string | null) =>
      (
        await sql<{ id: string }>(
          "insert into public.memberships (org_id, full_name, role, status, shift_id, created_at) values ($1, $2, 'employee', 'active', $3, $4) returning id",
          [orgId, name, shiftId, MONDAY.minus({ days: 10 }).toJSDate()],
        )
      )[0]!.id;
    id.office = await member('Meena Iyer', null);
    id.general = await member('Ravi Kumar', await shift('General', null));
    // This crew works weekends and has Mondays off.
    id.weekend = await member('Lata Weaver', await shift('Weekend crew', [1]));
    await sql("insert into public.holidays (org_id, date, name) values ($1, $2, 'Ugadi')", [
      orgId,
      dateOf(SATURDAY),
    ]);
  });
  afterAll(async () => server?.close());

  it('marks nobody absent on a holiday or on their weekly off, only on working days', async () => {
    const summary = await closeFinishedPeriods(server.app.ctx, at(1, '12:00'));
    expect(summary.periods).toBeGreaterThan(0);
    // Saturday is a holiday for everyone, Sunday the company's weekly off, Monday the crew's.
    expect(await days(id.office!)).toEqual([`${dateOf(0)} absent`]);
    expect(await days(id.general!)).toEqual([`${dateOf(0)} absent`]);
    expect(await days(id.weekend!)).toEqual([`${dateOf(SUNDAY)} absent`]);
    const closed = await server.sql<{ period: string }>(
      `select period from private.closed_periods where org_id = $1 and date = $2 order by period`,
      [orgId, dateOf(SATURDAY)],
    );
    expect(closed.map((c) => c.period.split(':')[0])).toEqual(['day', 'shift', 'shift']);
  });
});

describe('closing days and shifts only within each membership', () => {
  let server: TestServer;
  let orgId: string;
  const id: Record<string, string> = {};
  /** The day records closing wrote for a member from Monday to Friday, as 'date status'. */
  const days = async (member: string) =>
    (
      await server.sql<{ date: string; status: string }>(
        `select date::text, status from public.attendance_records
          where member_id = $1 and class_session_id is null order by date`,
        [member],
      )
    ).map((r) => `${r.date} ${r.status}`);
  const absentOn = (...offsets: number[]) => offsets.map((d) => `${dateOf(d)} absent`);

  beforeAll(async () => {
    server = await startTestServer();
    const owner = await createTestUser(server, { userType: 'Company' });
    orgId = (
      await apiAs(server.url, server.anonKey, owner.accessToken).post<{ id: string }>(
        '/api/organizations',
        { name: 'Kaveri Textiles', kind: 'company' },
      )
    ).body.id;
    const sql = server.sql.bind(server);
    const general = (
      await sql<{ id: string }>(
        "insert into public.shifts (org_id, name, starts_at, ends_at) values ($1, 'General', '09:30', '18:30') returning id",
        [orgId],
      )
    )[0]!.id;
    const member = async (name: string, shiftId: string | null, joined: Date) =>
      (
        await sql<{ id: string }>(
          "insert into public.memberships (org_id, full_name, role, status, shift_id, created_at) values ($1, $2, 'employee', 'active', $3, $4) returning id",
          [orgId, name, shiftId, joined],
        )
      )[0]!.id;
    const leave = (memberId: string, at: Date) =>
      sql("update public.memberships set status = 'left', left_at = $2 where id = $1", [
        memberId,
        at,
      ]);
    const longAgo = MONDAY.minus({ days: 30 }).toJSDate();
    // Joined on Wednesday at 10:00 (on the shift), and at 02:00 — still Tuesday in UTC (no shift).
    id.shiftNewcomer = await member('Anil Shift', general, at(2, '10:00'));
    id.dayNewcomer = await member('Bina Office', null, at(2, '02:00'));
    // Left on Wednesday afternoon: a member that day, not after.
    id.shiftLeaver = await member('Chetan Shift', general, longAgo);
    await leave(id.shiftLeaver, at(2, '15:00'));
    id.dayLeaver = await member('Divya Office', null, longAgo);
    await leave(id.dayLeaver, at(2, '15:00'));
  });
  afterAll(async () => server?.close());

  it('marks nobody absent before their joining date or after their leaving date', async () => {
    // Saturday noon: Monday to Friday are closed (Sunday is the weekly off).
    await closeFinishedPeriods(server.app.ctx, at(5, '12:00'));
    expect(await days(id.shiftNewcomer!)).toEqual(absentOn(2, 3, 4));
    expect(await days(id.dayNewcomer!)).toEqual(absentOn(2, 3, 4));
    expect(await days(id.shiftLeaver!)).toEqual(absentOn(-2, 0, 1, 2));
    expect(await days(id.dayLeaver!)).toEqual(absentOn(-2, 0, 1, 2));
  });
});
