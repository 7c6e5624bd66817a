import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/clients.js';
import {
  createTestUser,
  startTestServer,
  supabaseFor,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';

const DAY = '2026-03-10';

/**
 * The owner dashboard's two cards read their figures through `org_day_figures` and
 * `org_setup_counts`, and the teacher's and in-charge's the requests waiting for them through
 * `pending_review_count`, one statement each. They run as the caller, so each person gets exactly
 * what the count requests they replace would have counted under the tables' own policies.
 */
describe('dashboard counts', () => {
  let server: TestServer;
  const people: Record<string, TestUser> = {};
  let school = '';
  let company = '';
  const members: Record<string, string> = {};

  const sql = <R = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    server.sql<R>(text, params);

  /** What the dashboard asked before: one HEAD count request per figure. */
  async function countsOneByOne(client: SupabaseClient, org: string) {
    const head = { count: 'exact', head: true } as const;
    const records = () =>
      client.from('attendance_records').select('id', head).eq('org_id', org).eq('date', DAY);
    const counts = await Promise.all([
      records().eq('status', 'present'),
      records().eq('status', 'late'),
      records().eq('status', 'half_day'),
      records().eq('status', 'absent'),
      records().in('status', ['on_leave', 'excused']),
      records().not('check_in_at', 'is', null).is('check_out_at', null),
      records(),
      client.from('groups').select('id', head).eq('org_id', org),
      client
        .from('memberships')
        .select('id', head)
        .eq('org_id', org)
        .neq('role', 'owner')
        .in('status', ['active', 'pending', 'invited']),
      client.from('class_sessions').select('id', head).eq('org_id', org),
      client.from('shifts').select('id', head).eq('org_id', org),
      client.from('devices').select('id', head).eq('org_id', org).is('revoked_at', null),
    ]);
    for (const { error } of counts) expect(error).toBeNull();
    const [present, late, halfDay, absent, onLeave, stillIn, total] = counts.map((c) => c.count);
    const [groups, members, classSessions, shifts, devices] = counts.slice(7).map((c) => c.count);
    return {
      day: {
        present,
        late,
        half_day: halfDay,
        absent,
        on_leave: onLeave,
        still_in: stillIn,
        total,
      },
      setup: { groups, people: members, class_sessions: classSessions, shifts, devices },
    };
  }

  async function countsAtOnce(client: SupabaseClient, org: string) {
    const day = await client.rpc('org_day_figures', { p_org_id: org, p_date: DAY }, { get: true });
    const setup = await client.rpc('org_setup_counts', { p_org_id: org }, { get: true });
    expect(day.error).toBeNull();
    expect(setup.error).toBeNull();
    return { day: day.data, setup: setup.data };
  }

  beforeAll(async () => {
    server = await startTestServer();
    for (const [key, type] of [
      ['owner', 'Institute'],
      ['teacher', 'Teacher'],
      ['student', 'Student'],
      ['companyOwner', 'Company'],
      ['outsider', 'Student'],
    ] as const)
      people[key] = await createTestUser(server, { userType: type });
    school = (
      await apiAs(server.url, server.anonKey, people.owner!.accessToken).post<{ id: string }>(
        '/api/organizations',
        { name: 'Sunrise School', kind: 'institute' },
      )
    ).body.id;
    company = (
      await apiAs(server.url, server.anonKey, people.companyOwner!.accessToken).post<{
        id: string;
      }>('/api/organizations', { name: 'Kaveri Textiles', kind: 'company' })
    ).body.id;

    const [teacher] = await sql<{ id: string }>(
      `insert into public.memberships (org_id, user_id, full_name, role, status)
       values ($1, $2, 'Anil Kumar', 'teacher', 'active') returning id`,
      [school, people.teacher!.id],
    );
    const [student] = await sql<{ id: string }>(
      `insert into public.memberships (org_id, user_id, full_name, role, status, roll_number)
       values ($1, $2, 'Riya Singh', 'student', 'active', 'R0') returning id`,
      [school, people.student!.id],
    );
    // Twenty more students: 1–16 active, 17–18 pending, 19 invited, 20 left.
    const others = await sql<{ id: string; n: number }>(
      `insert into public.memberships (org_id, full_name, role, status, roll_number)
       select $1, 'Student ' || n, 'student',
              case when n <= 16 then 'active' when n <= 18 then 'pending'
                   when n = 19 then 'invited' else 'left' end, 'R' || n
         from generate_series(1, 20) as n
       returning id, substr(roll_number, 2)::int as n`,
      [school],
    );
    members.teacher = teacher!.id;
    members.student = student!.id;
    for (const other of others) members[`R${other.n}`] = other.id;
    const [classA] = await sql<{ id: string }>(
      `insert into public.groups (org_id, name, kind, responsible_id)
       values ($1, 'Class 8-A', 'class', $2) returning id`,
      [school, teacher!.id],
    );
    await sql(
      "insert into public.groups (org_id, name, kind) values ($1, 'Class 8-B', 'class'), ($1, 'Hostel', 'section')",
      [school],
    );
    // Class 8-A holds Riya and students 1–5: the teacher sees their records, not the others'.
    await sql(
      `insert into public.group_members (group_id, member_id, org_id)
       select $1, id, $2 from public.memberships
        where org_id = $2 and (id = $3 or roll_number in ('R1', 'R2', 'R3', 'R4', 'R5'))`,
      [classA!.id, school, student!.id],
    );
    await sql(
      `insert into public.class_sessions (org_id, group_id, subject, teacher_id, weekday, period, starts_at, ends_at)
       values ($1, $2, 'Maths', $3, 1, 1, '09:00', '09:45'), ($1, $2, 'Science', $3, 1, 2, '09:45', '10:30')`,
      [school, classA!.id, teacher!.id],
    );
    await sql(
      "insert into public.shifts (org_id, name, starts_at, ends_at) values ($1, 'Morning', '08:00', '14:00')",
      [school],
    );
    await sql(
      `insert into public.devices (org_id, name, token_hash, methods, revoked_at)
       values ($1, 'Gate', 'hash-gate', '{face}', null), ($1, 'Old gate', 'hash-old', '{card}', now())`,
      [school],
    );
    // The day: Riya present and still in; 1 late, still in; 2 half day, gone home; 3 absent;
    // 4 on leave; 5 excused; 6–9 present, gone home; 10 late, still in; 11 absent.
    const status: Record<number, [string, boolean, boolean]> = {
      1: ['late', true, false],
      2: ['half_day', true, true],
      3: ['absent', false, false],
      4: ['on_leave', false, false],
      5: ['excused', false, false],
      6: ['present', true, true],
      7: ['present', true, true],
      8: ['present', true, true],
      9: ['present', true, true],
      10: ['late', true, false],
      11: ['absent', false, false],
    };
    const rows: Array<[string, string, boolean, boolean]> = [[student!.id, 'present', true, false]];
    for (const other of others) {
      const mark = status[other.n];
      if (mark) rows.push([other.id, ...mark]);
    }
    for (const [member, state, inside, left] of rows) {
      await sql(
        `insert into public.attendance_records (org_id, member_id, date, status, check_in_at, check_out_at, method)
         values ($1, $2, $3, $4,
                 case when $5 then $3::date + time '09:00' end,
                 case when $6 then $3::date + time '13:00' end,
                 case when $5 then 'manual' end)`,
        [school, member, DAY, state, inside, left],
      );
    }
    // Another day of the school and the company's own day stay out of the school's figures.
    await sql(
      `insert into public.attendance_records (org_id, member_id, date, status)
       values ($1, $2, '2026-03-09', 'present')`,
      [school, student!.id],
    );
    const [employee] = await sql<{ id: string }>(
      `insert into public.memberships (org_id, full_name, role, status, employee_code)
       values ($1, 'Meena Iyer', 'employee', 'active', 'E1') returning id`,
      [company],
    );
    await sql(
      `insert into public.attendance_records (org_id, member_id, date, status)
       values ($1, $2, $3, 'present')`,
      [company, employee!.id, DAY],
    );
    // Requests: Riya's and student 1's leave and student 6's correction wait; student 2's leave
    // was approved and student 7's correction cancelled; the teacher's own leave waits too.
    const leave = (member: string, status: string) =>
      sql(
        `insert into public.leave_requests (org_id, member_id, from_date, to_date, reason, status)
         values ($1, $2, $3, $3, 'Family function', $4)`,
        [school, member, DAY, status],
      );
    const correction = (member: string, status: string) =>
      sql(
        `insert into public.correction_requests (org_id, member_id, date, check_in_at, reason, status)
         values ($1, $2, $3, $3::date + time '09:05', 'The gate was closed', $4)`,
        [school, member, DAY, status],
      );
    await leave(members.student, 'pending');
    await leave(members.R1!, 'pending');
    await correction(members.R6!, 'pending');
    await leave(members.R2!, 'approved');
    await correction(members.R7!, 'cancelled');
    await leave(members.teacher, 'pending');
  });
  afterAll(async () => server?.close());

  /** What the teacher and in-charge dashboards read before: the pending requests themselves. */
  async function pendingOneByOne(client: SupabaseClient, ownMember: string | null) {
    const pending = (table: string) => {
      let query = client.from(table).select('id', { count: 'exact', head: true });
      query = query.eq('org_id', school).eq('status', 'pending');
      return ownMember ? query.neq('member_id', ownMember) : query;
    };
    const [leave, correction] = await Promise.all([
      pending('leave_requests'),
      pending('correction_requests'),
    ]);
    expect(leave.error).toBeNull();
    expect(correction.error).toBeNull();
    return leave.count! + correction.count!;
  }

  async function pendingAtOnce(client: SupabaseClient, ownMember: string | null) {
    const { data, error } = await client.rpc(
      'pending_review_count',
      // GET sends the arguments as text: a missing one takes its default (null).
      ownMember ? { p_org_id: school, p_own_member_id: ownMember } : { p_org_id: school },
      { get: true },
    );
    expect(error).toBeNull();
    return data as number;
  }

  it('gives the owner the whole organisation’s figures, as the twelve counts did', async () => {
    const atOnce = await countsAtOnce(people.owner!.client, school);
    expect(atOnce).toEqual({
      day: {
        present: 5,
        late: 2,
        half_day: 1,
        absent: 2,
        on_leave: 2,
        still_in: 3,
        total: 12,
      },
      // The owner is not counted; the student who left is not either.
      setup: { groups: 3, people: 21, class_sessions: 2, shifts: 1, devices: 1 },
    });
    expect(atOnce).toEqual(await countsOneByOne(people.owner!.client, school));
  });

  it('counts for anyone else only the rows their policies let them read', async () => {
    const teacher = await countsAtOnce(people.teacher!.client, school);
    // Class 8-A's six records: Riya present, 1 late, 2 half day, 3 absent, 4 on leave, 5 excused.
    expect(teacher.day).toEqual({
      present: 1,
      late: 1,
      half_day: 1,
      absent: 1,
      on_leave: 2,
      still_in: 2,
      total: 6,
    });
    expect(teacher).toEqual(await countsOneByOne(people.teacher!.client, school));

    const student = await countsAtOnce(people.student!.client, school);
    expect(student.day.total).toBe(1);
    expect(student).toEqual(await countsOneByOne(people.student!.client, school));

    const zeros = await countsAtOnce(people.outsider!.client, school);
    expect(zeros).toEqual({
      day: { present: 0, late: 0, half_day: 0, absent: 0, on_leave: 0, still_in: 0, total: 0 },
      setup: { groups: 0, people: 0, class_sessions: 0, shifts: 0, devices: 0 },
    });
    expect((await countsAtOnce(people.companyOwner!.client, company)).day.total).toBe(1);
  });

  it('counts the requests waiting for each person’s decision, not their own', async () => {
    // The owner decides everyone's: the four pending ones, the teacher's own among them.
    expect(await pendingAtOnce(people.owner!.client, null)).toBe(4);
    expect(await pendingOneByOne(people.owner!.client, null)).toBe(4);
    // The teacher looks after Class 8-A (Riya and student 1 wait; student 6 is not theirs) and
    // does not decide their own leave.
    expect(await pendingAtOnce(people.teacher!.client, members.teacher!)).toBe(2);
    expect(await pendingOneByOne(people.teacher!.client, members.teacher!)).toBe(2);
    // A student sees only their own request, and it is not theirs to decide.
    expect(await pendingAtOnce(people.student!.client, members.student!)).toBe(0);
    expect(await pendingAtOnce(people.outsider!.client, null)).toBe(0);
  });

  it('answers nobody who is not signed in', async () => {
    const anonymous = supabaseFor(server.url, server.anonKey);
    const day = await anonymous.rpc('org_day_figures', { p_org_id: school, p_date: DAY });
    const setup = await anonymous.rpc('org_setup_counts', { p_org_id: school });
    expect(day.data).toBeNull();
    expect(day.error?.code).toBe('42501');
    expect(setup.error?.code).toBe('42501');
    const pending = await anonymous.rpc('pending_review_count', { p_org_id: school });
    expect(pending.error?.code).toBe('42501');
  });
});
