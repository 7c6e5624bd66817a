import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/clients.js';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';

/**
 * An institute in Asia/Kolkata (the database in UTC) with a known March 2026: class-period marks,
 * a teacher's gate records, people who left or joined around the edges of the month.
 *
 * Asha: Mathematics 3 of 4, Science 1 of 3 (one excused left out) → 4 of 7, 57.1 %, below 75 %.
 * Kabir: 5 of 5 (one late). Ravi (left on 12 March): 1 of 2. Zoya (Class 8B): 1 of 2, one on leave.
 */
const MARCH = 'from=2026-03-01&to=2026-03-31';

describe('attendance report of an institute', () => {
  let server: TestServer;
  const user: Record<string, TestUser> = {};
  const id: Record<string, string> = {};
  const api = (who: string) => apiAs(server.url, server.anonKey, user[who]!.accessToken);
  const report = (who: string, query: string) =>
    api(who).get<{
      scope: string;
      groups: Array<{ name: string }>;
      rows: Array<Record<string, unknown>>;
      code?: string;
      fields?: Record<string, string>;
    }>(`/api/organizations/${id.school}/reports/attendance?${query}`);
  const names = (rows: Array<Record<string, unknown>>) => rows.map((r) => r.full_name);
  const raw = (who: string, query: string) =>
    fetch(`${server.url}/api/organizations/${id.school}/reports/attendance?${query}`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${user[who]!.accessToken}` },
    });

  beforeAll(async () => {
    server = await startTestServer();
    const sql = server.sql.bind(server);
    for (const [key, userType, name] of [
      ['principal', 'Institute', 'Lakshmi Rao'],
      ['maths', 'Teacher', 'Farah Khan'],
      ['physics', 'Teacher', 'Joseph Mathew'],
      ['asha', 'Student', 'Asha Verma'],
      ['otherOwner', 'Institute', 'Vikram Shah'],
    ] as const) {
      user[key] = await createTestUser(server, { userType, metadata: { full_name: name } });
    }
    const org = async (owner: string, name: string) =>
      (await api(owner).post<{ id: string }>('/api/organizations', { name, kind: 'institute' }))
        .body.id;
    id.school = await org('principal', 'Sunrise Public School');
    id.other = await org('otherOwner', 'Other Academy');
    await sql('update public.organizations set min_attendance_percent = 75 where id = $1', [
      id.school,
    ]);
    const member = async (
      name: string,
      role: string,
      extra: {
        user?: string;
        roll?: string;
        status?: string;
        left?: string;
        created?: string;
      } = {},
    ) =>
      (
        await sql<{ id: string }>(
          `insert into public.memberships (org_id, user_id, full_name, role, status, roll_number, left_at, created_at)
           values ($1, $2, $3, $4, $5, $6, $7, coalesce($8::timestamptz, '2026-01-05T04:00:00Z'))
           returning id`,
          [
            id.school,
            extra.user ? user[extra.user]!.id : null,
            name,
            role,
            extra.status ?? 'active',
            extra.roll ?? null,
            extra.left ?? null,
            extra.created ?? null,
          ],
        )
      )[0]!.id;
    const group = async (name: string, responsible: string, members: string[]) => {
      const [row] = await sql<{ id: string }>(
        "insert into public.groups (org_id, name, kind, responsible_id) values ($1, $2, 'class', $3) returning id",
        [id.school, name, responsible],
      );
      for (const m of members)
        await sql(
          'insert into public.group_members (group_id, member_id, org_id) values ($1, $2, $3)',
          [row!.id, m, id.school],
        );
      return row!.id;
    };
    const session = async (
      groupId: string,
      subject: string,
      teacher: string,
      weekday: number,
      period: number,
    ) =>
      (
        await sql<{ id: string }>(
          `insert into public.class_sessions (org_id, group_id, subject, teacher_id, weekday, period, starts_at, ends_at)
           values ($1, $2, $3, $4, $5, $6::smallint, '09:00'::time + ($6::int - 1) * interval '50 minutes',
                   '09:45'::time + ($6::int - 1) * interval '50 minutes') returning id`,
          [id.school, groupId, subject, teacher, weekday, period],
        )
      )[0]!.id;
    const marks = async (
      memberId: string,
      sessionId: string | null,
      byDate: Record<string, string>,
    ) => {
      for (const [date, status] of Object.entries(byDate))
        await sql(
          `insert into public.attendance_records (org_id, member_id, date, class_session_id, status, method)
           values ($1, $2, $3, $4, $5, 'manual')`,
          [id.school, memberId, date, sessionId, status],
        );
    };

    id.farah = await member('Farah Khan', 'teacher', { user: 'maths' });
    id.joseph = await member('Joseph Mathew', 'teacher', { user: 'physics' });
    id.asha = await member('Asha Verma', 'student', { user: 'asha', roll: '7A-01' });
    id.kabir = await member('Kabir Das', 'student', { roll: '7A-02' });
    id.ravi = await member('रवि कुमार', 'student', {
      roll: '7A-04',
      status: 'left',
      left: '2026-03-12T06:00:00Z',
    });
    // Left at 01:30 on 1 March in India (still 28 February in UTC): left during March.
    id.dev = await member('Dev Patel', 'student', {
      roll: '7A-05',
      status: 'left',
      left: '2026-02-28T20:00:00Z',
    });
    id.meera = await member('Meera Old', 'student', {
      roll: '7A-06',
      status: 'left',
      left: '2026-02-20T06:00:00Z',
    });
    // Joined at 00:30 on 1 April in India (still 31 March in UTC): after the range.
    id.arjun = await member('Arjun New', 'student', {
      roll: '7A-07',
      created: '2026-03-31T19:00:00Z',
    });
    id.neha = await member('Neha Waiting', 'student', { roll: '7A-08', status: 'pending' });
    // Imported in April with March's marks brought along: her records count.
    id.priya = await member('Priya Imported', 'student', {
      roll: '7A-09',
      created: '2026-04-02T06:00:00Z',
    });
    id.zoya = await member('Zoya Khan', 'student', { roll: '8B-01' });
    const class7a = [id.asha, id.kabir, id.ravi, id.dev, id.meera, id.arjun, id.neha, id.priya];
    id.class7a = await group('Class 7A', id.farah, class7a);
    id.class8b = await group('Class 8B', id.joseph, [id.zoya]);
    id.mathsLesson = await session(id.class7a, 'Mathematics', id.farah, 1, 1);
    id.scienceLesson = await session(id.class7a, 'Science', id.farah, 1, 2);
    id.physicsLesson = await session(id.class8b, 'Physics', id.joseph, 2, 1);
    await sql(
      "insert into public.holidays (org_id, date, name) values ($1, '2026-03-04', 'Holi')",
      [id.school],
    );

    await marks(id.asha, id.mathsLesson, {
      '2026-02-23': 'absent', // before the range
      '2026-03-02': 'present',
      '2026-03-09': 'present',
      '2026-03-16': 'absent',
      '2026-03-23': 'present',
      '2026-04-06': 'absent', // after it
    });
    await marks(id.asha, id.scienceLesson, {
      '2026-03-02': 'present',
      '2026-03-09': 'absent',
      '2026-03-16': 'excused',
      '2026-03-23': 'absent',
    });
    // Her gate check-in: a day record, not a class period.
    await marks(id.asha, null, { '2026-03-02': 'present', '2026-03-03': 'absent' });
    await marks(id.kabir, id.mathsLesson, {
      '2026-03-02': 'present',
      '2026-03-09': 'late',
      '2026-03-16': 'present',
      '2026-03-23': 'present',
      '2026-03-30': 'present',
    });
    await marks(id.ravi, id.mathsLesson, { '2026-03-02': 'present', '2026-03-09': 'absent' });
    await marks(id.priya, id.mathsLesson, { '2026-03-30': 'present' });
    await marks(id.zoya, id.physicsLesson, {
      '2026-03-03': 'present',
      '2026-03-10': 'absent',
      '2026-03-17': 'on_leave',
    });
    await marks(id.farah, null, { '2026-03-02': 'present', '2026-03-03': 'late' });
  });
  afterAll(async () => server?.close());

  it('the owner sees everyone who was a member in March, counted by the product’s rule', async () => {
    const { status, body } = await report('principal', MARCH);
    expect(status).toBe(200);
    expect(body.scope).toBe('organization');
    expect(names(body.rows)).toEqual([
      'Asha Verma',
      'Dev Patel',
      'Farah Khan',
      'Joseph Mathew',
      'Kabir Das',
      'Priya Imported',
      'Zoya Khan',
      'रवि कुमार',
    ]);
    const row = (name: string) => body.rows.find((r) => r.full_name === name)!;
    expect(row('Asha Verma')).toMatchObject({
      number: '7A-01',
      groups: ['Class 7A'],
      counted_by: 'classes',
      present: 4,
      late: 0,
      absent: 3,
      excused: 1,
      on_leave: 0,
      attended: 4,
      counted: 7,
      is_below_minimum: true,
      minutes_worked: null,
      missing_check_outs: null,
    });
    expect(row('Asha Verma').percent).toBeCloseTo(57.142857, 5);
    expect(row('Kabir Das')).toMatchObject({
      attended: 5,
      counted: 5,
      present: 4,
      late: 1,
      percent: 100,
      is_below_minimum: false,
    });
    expect(row('रवि कुमार')).toMatchObject({
      status: 'left',
      left_on: '2026-03-12',
      attended: 1,
      counted: 2,
      percent: 50,
      is_below_minimum: true,
    });
    expect(row('Dev Patel')).toMatchObject({
      status: 'left',
      left_on: '2026-03-01',
      counted: 0,
      percent: null,
      is_below_minimum: false,
    });
    expect(row('Priya Imported')).toMatchObject({ attended: 1, counted: 1 });
    expect(row('Zoya Khan')).toMatchObject({ on_leave: 1, counted: 2, percent: 50 });
    // A teacher has no class marks of her own: her days count, and the students' minimum is not hers.
    expect(row('Farah Khan')).toMatchObject({
      counted_by: 'days',
      present: 1,
      late: 1,
      percent: 100,
      is_below_minimum: false,
    });
  });

  it('filters by a class', async () => {
    const { body } = await report('principal', `${MARCH}&group_id=${id.class8b}`);
    expect(names(body.rows)).toEqual(['Zoya Khan']);
    expect(body.groups.map((g) => g.name)).toEqual(['Class 7A', 'Class 8B']);
  });

  it('a teacher sees only the people of her classes, and no other class', async () => {
    const { body } = await report('maths', MARCH);
    expect(body.scope).toBe('own_groups');
    expect(names(body.rows)).toEqual([
      'Asha Verma',
      'Dev Patel',
      'Kabir Das',
      'Priya Imported',
      'रवि कुमार',
    ]);
    expect(body.groups.map((g) => g.name)).toEqual(['Class 7A']);
    expect(names((await report('physics', MARCH)).body.rows)).toEqual(['Zoya Khan']);

    const other = await report('maths', `${MARCH}&group_id=${id.class8b}`);
    expect(other).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    const missing = await report('maths', `${MARCH}&group_id=${crypto.randomUUID()}`);
    expect(missing).toMatchObject({ status: 404, body: { code: 'group_not_found' } });
  });

  it('students, other organisations’ owners and visitors are refused', async () => {
    expect(await report('asha', MARCH)).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    expect(await report('otherOwner', MARCH)).toMatchObject({
      status: 404,
      body: { code: 'organization_not_found' },
    });
    const anonymous = await fetch(
      `${server.url}/api/organizations/${id.school}/reports/attendance?${MARCH}`,
      { headers: { apikey: server.anonKey } },
    );
    expect(anonymous.status).toBe(401);
  });

  it('the range is real days, in order, at most 366 of them', async () => {
    const bad = async (query: string) => (await report('principal', query)).body;
    expect(await bad('from=2026-03-10&to=2026-03-01')).toMatchObject({
      code: 'validation_failed',
      fields: { to: 'The end date is before the start date.' },
    });
    expect(await bad('from=2026-01-01&to=2027-01-02')).toMatchObject({
      fields: { to: 'A report covers at most 366 days; choose a shorter range.' },
    });
    expect(await bad('from=2026-02-30&to=2026-03-02')).toMatchObject({
      fields: { from: 'Give a real date like 2026-11-23.' },
    });
    expect((await bad('to=2026-03-02')).fields).toHaveProperty('from');
    expect((await report('principal', 'from=2027-04-01&to=2028-03-31')).status).toBe(200);
  });

  it('CSV: UTF-8 with a byte-order mark, a file name, one row per person', async () => {
    const response = await raw('principal', `${MARCH}&format=csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="attendance-sunrise-public-school-2026-03-01-to-2026-03-31.csv"',
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(new TextDecoder().decode(bytes), { bom: true }) as string[][];
    expect(rows[0]).toEqual([
      'Name',
      'Roll number',
      'Role',
      'Groups',
      'Status',
      'Counted by',
      'Present',
      'Late',
      'Half day',
      'Absent',
      'On leave',
      'Excused',
      'Attended',
      'Counted',
      'Attendance %',
      'Below minimum (75 %)',
    ]);
    expect(rows).toHaveLength(9);
    expect(rows[1]).toEqual(
      ['Asha Verma', '7A-01', 'Student', 'Class 7A', 'Active', 'Classes'].concat([
        '4',
        '0',
        '0',
        '3',
        '0',
        '1',
        '4',
        '7',
        '57.1',
        'Yes',
      ]),
    );
    expect(rows[8]).toEqual(
      ['रवि कुमार', '7A-04', 'Student', 'Class 7A', 'Left on 2026-03-12', 'Classes'].concat([
        '1',
        '0',
        '0',
        '1',
        '0',
        '0',
        '1',
        '2',
        '50.0',
        'Yes',
      ]),
    );
  });

  it('day-by-day CSV: the periods of each day in timetable order, holidays and weekly offs', async () => {
    const response = await raw('maths', `from=2026-03-01&to=2026-03-16&format=csv&layout=daily`);
    expect(response.headers.get('content-disposition')).toContain(
      'filename="attendance-daily-sunrise-public-school-2026-03-01-to-2026-03-16.csv"',
    );
    const rows = parse(await response.text(), { bom: true }) as string[][];
    const header = rows[0]!;
    expect(header.slice(0, 6)).toEqual([
      'Name',
      'Roll number',
      'Role',
      'Groups',
      'Status',
      'Counted by',
    ]);
    expect(header.slice(6)).toHaveLength(16);
    const day = (name: string, date: string) =>
      rows.find((r) => r[0] === name)![header.indexOf(date)];
    expect(day('Asha Verma', '2026-03-01')).toBe('WO'); // Sunday
    expect(day('Asha Verma', '2026-03-02')).toBe('P P');
    expect(day('Asha Verma', '2026-03-03')).toBe(''); // her gate record is not a class
    expect(day('Asha Verma', '2026-03-04')).toBe('HOL');
    expect(day('Asha Verma', '2026-03-09')).toBe('P A');
    expect(day('Asha Verma', '2026-03-16')).toBe('A E');
    expect(day('Kabir Das', '2026-03-09')).toBe('L');
    expect(rows.map((r) => r[0]).slice(1)).toEqual([
      'Asha Verma',
      'Dev Patel',
      'Kabir Das',
      'रवि कुमार',
    ]);
  });
});
