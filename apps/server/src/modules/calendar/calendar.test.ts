import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';
import type { CalendarEntry, CalendarResponse } from './types.js';

type Who = 'principal' | 'maths' | 'science' | 'asha' | 'ravi' | 'outsider';

describe('calendar: who sees which events, answers, recurrence in Asia/Kolkata, .ics feeds', () => {
  let server: TestServer;
  const user = {} as Record<Who, TestUser>;
  const id: Record<string, string> = {};

  const call = async <T = Record<string, unknown>>(
    who: Who | null,
    method: string,
    path: string,
    body?: unknown,
  ) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        apikey: server.anonKey,
        ...(who ? { authorization: `Bearer ${user[who].accessToken}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('json');
    return { status: response.status, body: (isJson && text ? JSON.parse(text) : text) as T };
  };
  const calendar = async (who: Who, from: string, to: string, org = id.school) => {
    const answer = await call<CalendarResponse>(
      who,
      'GET',
      `/api/calendar?org=${org}&from=${from}&to=${to}`,
    );
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const eventsOf = (c: CalendarResponse, title?: string) =>
    c.entries.filter((e) => e.type === 'event' && (!title || e.title === title));
  const event = (overrides: Record<string, unknown>) => ({
    org_id: id.school,
    scope: 'org',
    kind: 'other',
    title: 'Event',
    all_day: false,
    start: '2026-01-20T10:00',
    end: '2026-01-20T11:00',
    ...overrides,
  });

  beforeAll(async () => {
    server = await startTestServer();
    const sql = server.sql.bind(server);
    for (const [key, userType, name] of [
      ['principal', 'Institute', 'Lakshmi Rao'],
      ['maths', 'Teacher', 'Farah Khan'],
      ['science', 'Teacher', 'Joseph Mathew'],
      ['asha', 'Student', 'Asha Verma'],
      ['ravi', 'Student', 'Ravi Kumar'],
      ['outsider', 'Institute', 'Other Owner'],
    ] as const) {
      user[key] = await createTestUser(server, { userType, metadata: { full_name: name } });
    }
    const org = async (owner: Who, name: string) =>
      (await call<{ id: string }>(owner, 'POST', '/api/organizations', { name, kind: 'institute' }))
        .body.id;
    id.school = await org('principal', 'Sunrise Public School');
    id.other = await org('outsider', 'Other School');
    const member = async (name: string, role: string, userId: string) =>
      (
        await sql<{ id: string }>(
          "insert into public.memberships (org_id, user_id, full_name, role, status) values ($1, $2, $3, $4, 'active') returning id",
          [id.school, userId, name, role],
        )
      )[0]!.id;
    id.maths = await member('Farah Khan', 'teacher', user.maths.id);
    id.science = await member('Joseph Mathew', 'teacher', user.science.id);
    id.asha = await member('Asha Verma', 'student', user.asha.id);
    id.ravi = await member('Ravi Kumar', 'student', user.ravi.id);
    const group = async (name: string, responsible: string, members: string[]) => {
      const [g] = await sql<{ id: string }>(
        "insert into public.groups (org_id, name, kind, responsible_id) values ($1, $2, 'class', $3) returning id",
        [id.school, name, responsible],
      );
      for (const m of members)
        await sql(
          'insert into public.group_members (group_id, member_id, org_id) values ($1, $2, $3)',
          [g!.id, m, id.school],
        );
      return g!.id;
    };
    id.class7a = await group('Class 7A', id.maths, [id.asha]);
    id.class8b = await group('Class 8B', id.science, [id.ravi]);
    // Mondays, first period: Mathematics in 7A.
    await sql(
      `insert into public.class_sessions (org_id, group_id, subject, teacher_id, weekday, period, starts_at, ends_at, room)
       values ($1, $2, 'Mathematics', $3, 1, 1, '09:00', '09:45', 'Room 12')`,
      [id.school, id.class7a, id.maths],
    );
    await sql(
      "insert into public.holidays (org_id, date, name) values ($1, '2026-01-26', 'Republic Day')",
      [id.school],
    );
  });
  afterAll(async () => server?.close());

  it("shows a class's exam to its students and teacher, not to another class or organisation", async () => {
    const created = await call<{ id: string }>(
      'maths',
      'POST',
      '/api/calendar/events',
      event({ scope: 'group', group_id: id.class7a, kind: 'exam', title: 'Maths unit test' }),
    );
    expect(created.status).toBe(201);
    id.exam = created.body.id;

    for (const who of ['asha', 'maths', 'principal'] as const)
      expect(
        eventsOf(await calendar(who, '2026-01-01', '2026-02-01'), 'Maths unit test'),
      ).toHaveLength(1);
    expect(
      eventsOf(await calendar('ravi', '2026-01-01', '2026-02-01'), 'Maths unit test'),
    ).toHaveLength(0);
    expect(
      eventsOf(await calendar('science', '2026-01-01', '2026-02-01'), 'Maths unit test'),
    ).toHaveLength(0);

    // Another organisation's owner: not the school's calendar, not the row, not the event page.
    expect(
      (
        await call(
          'outsider',
          'GET',
          `/api/calendar?org=${id.school}&from=2026-01-01&to=2026-02-01`,
        )
      ).status,
    ).toBe(404);
    expect((await call('outsider', 'GET', `/api/calendar/events/${id.exam}`)).status).toBe(404);
    const rest = await user.outsider.client.from('calendar_events').select('id');
    expect(rest.error).toBeNull();
    expect(rest.data).toEqual([]);
    const raviRest = await user.ravi.client.from('calendar_events').select('id').eq('id', id.exam);
    expect(raviRest.data).toEqual([]);

    // The exam's teacher can change it; the other teacher cannot.
    const edit = event({
      scope: 'group',
      group_id: id.class7a,
      kind: 'exam',
      title: 'Maths unit test 1',
    });
    expect((await call('science', 'PUT', `/api/calendar/events/${id.exam}`, edit)).status).toBe(
      404,
    );
    expect((await call('maths', 'PUT', `/api/calendar/events/${id.exam}`, edit)).status).toBe(200);
  });

  it('lets students add only personal events, which nobody else sees', async () => {
    expect(
      (
        await call(
          'asha',
          'POST',
          '/api/calendar/events',
          event({ scope: 'group', group_id: id.class7a, kind: 'exam' }),
        )
      ).status,
    ).toBe(403);
    expect(
      (await call('asha', 'POST', '/api/calendar/events', event({ scope: 'org', title: 'Party' })))
        .status,
    ).toBe(403);
    // A teacher cannot post into a class they do not look after.
    expect(
      (
        await call(
          'maths',
          'POST',
          '/api/calendar/events',
          event({ scope: 'group', group_id: id.class8b, kind: 'trip' }),
        )
      ).status,
    ).toBe(403);
    const personal = await call<{ id: string }>(
      'asha',
      'POST',
      '/api/calendar/events',
      event({ scope: 'personal', kind: 'personal', title: 'Dentist' }),
    );
    expect(personal.status).toBe(201);
    expect(eventsOf(await calendar('asha', '2026-01-01', '2026-02-01'), 'Dentist')).toHaveLength(1);
    expect(
      eventsOf(await calendar('principal', '2026-01-01', '2026-02-01'), 'Dentist'),
    ).toHaveLength(0);
    expect(
      (await call('principal', 'DELETE', `/api/calendar/events/${personal.body.id}`)).status,
    ).toBe(404);
    const audit = await server.sql(
      "select 1 from public.audit_log where entity = 'calendar_events' and entity_id = $1",
      [personal.body.id],
    );
    expect(audit).toHaveLength(0);
  });

  it('repeats a weekly staff meeting across a month boundary in Asia/Kolkata, skipping the holiday and an exception', async () => {
    const created = await call<{ id: string }>(
      'principal',
      'POST',
      '/api/calendar/events',
      event({
        scope: 'invitees',
        kind: 'staff_meeting',
        title: 'Staff meeting',
        start: '2026-01-19T15:30',
        end: '2026-01-19T16:30',
        recurrence: { freq: 'weekly', weekdays: [1] },
        invite_staff: true,
      }),
    );
    expect(created.status).toBe(201);
    id.meeting = created.body.id;
    const [stored] = await server.sql<{ starts_at: Date }>(
      'select starts_at from public.calendar_events where id = $1',
      [id.meeting],
    );
    expect(stored!.starts_at.toISOString()).toBe('2026-01-19T10:00:00.000Z');

    const starts = (c: CalendarResponse) => eventsOf(c, 'Staff meeting').map((e) => e.start);
    const teacherView = await calendar('maths', '2026-01-15', '2026-02-15');
    expect(teacherView.timezone).toBe('Asia/Kolkata');
    // 26 January is Republic Day: no meeting.
    expect(starts(teacherView)).toEqual([
      '2026-01-19T15:30:00',
      '2026-02-02T15:30:00',
      '2026-02-09T15:30:00',
    ]);
    // Students are not invited to a staff meeting and do not see it.
    expect(starts(await calendar('asha', '2026-01-15', '2026-02-15'))).toEqual([]);

    expect(
      (
        await call('principal', 'POST', `/api/calendar/events/${id.meeting}/skip`, {
          date: '2026-02-02',
        })
      ).status,
    ).toBe(204);
    expect(starts(await calendar('maths', '2026-01-15', '2026-02-15'))).toEqual([
      '2026-01-19T15:30:00',
      '2026-02-09T15:30:00',
    ]);
    const detail = await call<{
      recurrence: { freq: string; weekdays: number[] };
      exceptionDates: string[];
    }>('principal', 'GET', `/api/calendar/events/${id.meeting}`);
    expect(detail.body.recurrence).toMatchObject({ freq: 'weekly', weekdays: [1] });
    expect(detail.body.exceptionDates).toEqual(['2026-02-02']);
  });

  it('records answers: invitees say yes/no/maybe, the organiser sees them', async () => {
    expect(
      (await call('maths', 'PUT', `/api/calendar/events/${id.meeting}/answer`, { response: 'yes' }))
        .status,
    ).toBe(204);
    expect(
      (
        await call('science', 'PUT', `/api/calendar/events/${id.meeting}/answer`, {
          response: 'maybe',
        })
      ).status,
    ).toBe(204);
    expect(
      (await call('asha', 'PUT', `/api/calendar/events/${id.meeting}/answer`, { response: 'yes' }))
        .status,
    ).toBe(404);

    const mine = eventsOf(await calendar('maths', '2026-01-15', '2026-01-25'), 'Staff meeting')[0]!;
    expect(mine.event).toMatchObject({ myAnswer: 'yes', answers: null, canEdit: false });
    const organiser = eventsOf(
      await calendar('principal', '2026-01-15', '2026-01-25'),
      'Staff meeting',
    )[0]!;
    expect(organiser.event?.answers).toEqual({ pending: 0, yes: 1, no: 0, maybe: 1 });
    const detail = await call<{ invitees: Array<{ name: string; response: string }> }>(
      'principal',
      'GET',
      `/api/calendar/events/${id.meeting}`,
    );
    expect(detail.body.invitees).toEqual([
      expect.objectContaining({ name: 'Farah Khan', response: 'yes' }),
      expect.objectContaining({ name: 'Joseph Mathew', response: 'maybe' }),
    ]);
    // An invitee reads only their own answer.
    const own = await call<{ invitees: unknown[] }>(
      'maths',
      'GET',
      `/api/calendar/events/${id.meeting}`,
    );
    expect(own.body.invitees).toHaveLength(1);
  });

  it("merges a student's timetable, holidays and weekly offs", async () => {
    const c = await calendar('asha', '2026-01-18', '2026-02-01');
    const types = (type: CalendarEntry['type']) => c.entries.filter((e) => e.type === type);
    expect(types('class').map((e) => [e.start, e.end, e.title, e.place, e.detail])).toEqual([
      ['2026-01-19T09:00:00', '2026-01-19T09:45:00', 'Mathematics', 'Room 12', 'Class 7A'],
    ]);
    expect(types('holiday').map((e) => [e.start, e.title])).toEqual([
      ['2026-01-26', 'Republic Day'],
    ]);
    expect(types('weekly_off').map((e) => e.start)).toEqual(['2026-01-18', '2026-01-25']);
  });

  it('serves a private .ics feed that parses and stops when revoked', async () => {
    const soon = DateTime.now().setZone('Asia/Kolkata').plus({ days: 3 }).toISODate()!;
    await call(
      'maths',
      'POST',
      '/api/calendar/events',
      event({
        scope: 'group',
        group_id: id.class7a,
        kind: 'exam',
        title: 'Algebra quiz',
        start: `${soon}T11:00`,
        end: `${soon}T12:00`,
      }),
    );
    const created = await call<{ url: string }>('asha', 'POST', '/api/calendar/feed', {
      org: id.school,
    });
    expect(created.status).toBe(201);
    const url = new URL(created.body.url);
    const feed = await fetch(`${server.url}${url.pathname}`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    const parsed = new ICAL.Component(ICAL.parse(await feed.text()));
    const events = parsed.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const quiz = events.find((e) => e.summary === 'Algebra quiz');
    expect(quiz?.startDate.toJSDate().toISOString()).toBe(
      DateTime.fromISO(`${soon}T11:00`, { zone: 'Asia/Kolkata' })
        .toUTC()
        .toISO({ suppressMilliseconds: false }),
    );
    expect(events.some((e) => e.summary === 'Staff meeting')).toBe(false);
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);

    const status = await call<{ exists: boolean; lastUsedAt: string | null }>(
      'asha',
      'GET',
      `/api/calendar/feed?org=${id.school}`,
    );
    expect(status.body.exists).toBe(true);
    expect(status.body.lastUsedAt).not.toBeNull();

    expect((await call('asha', 'DELETE', `/api/calendar/feed?org=${id.school}`)).status).toBe(204);
    expect((await fetch(`${server.url}${url.pathname}`)).status).toBe(404);

    // The signed-in export is the same calendar.
    const exported = await call<string>('asha', 'GET', `/api/calendar/export.ics?org=${id.school}`);
    expect(exported.status).toBe(200);
    const exportedEvents = new ICAL.Component(ICAL.parse(exported.body)).getAllSubcomponents(
      'vevent',
    );
    expect(exportedEvents.map((v) => new ICAL.Event(v).summary)).toContain('Algebra quiz');
  });
});
