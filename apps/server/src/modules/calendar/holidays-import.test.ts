import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';
import type { CalendarResponse } from './types.js';

type Who = 'principal' | 'maths' | 'science' | 'asha' | 'outsider';

/** A calendar file as Outlook or Google Calendar write one (CRLF lines). */
const ics = (...events: string[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//Import//EN',
    'BEGIN:VTIMEZONE',
    'TZID:W. Europe Standard Time',
    'BEGIN:STANDARD',
    'DTSTART:16010101T030000',
    'TZOFFSETFROM:+0200',
    'TZOFFSETTO:+0100',
    'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10',
    'END:STANDARD',
    'BEGIN:DAYLIGHT',
    'DTSTART:16010101T020000',
    'TZOFFSETFROM:+0100',
    'TZOFFSETTO:+0200',
    'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3',
    'END:DAYLIGHT',
    'END:VTIMEZONE',
    ...events.flatMap((e) => ['BEGIN:VEVENT', ...e.trim().split('\n'), 'END:VEVENT']),
    'END:VCALENDAR',
  ].join('\r\n');

// A weekly Monday/Thursday class test at 10:00 India time, without the 2026-02-02 Monday and
// with the 2026-02-05 Thursday moved to 14:00; an all-day trip over two days; a 09:00 Berlin
// meeting (14:30 in India in winter); an event in UTC; a yearly event this calendar cannot keep.
const FILE = ics(
  `UID:weekly-test@example.com
SUMMARY:Weekly class test
LOCATION:Room 12
DTSTART;TZID=Asia/Kolkata:20260119T100000
DTEND;TZID=Asia/Kolkata:20260119T104500
RRULE:FREQ=WEEKLY;BYDAY=MO,TH;UNTIL=20260228T000000Z
EXDATE;TZID=Asia/Kolkata:20260202T100000`,
  `UID:weekly-test@example.com
RECURRENCE-ID;TZID=Asia/Kolkata:20260205T100000
SUMMARY:Weekly class test (afternoon)
DTSTART;TZID=Asia/Kolkata:20260205T140000
DTEND;TZID=Asia/Kolkata:20260205T144500`,
  `UID:trip@example.com
SUMMARY:Science trip
DTSTART;VALUE=DATE:20260210
DTEND;VALUE=DATE:20260212`,
  `UID:berlin@example.com
SUMMARY:Call with Berlin
DTSTART;TZID=W. Europe Standard Time:20260211T090000
DTEND;TZID=W. Europe Standard Time:20260211T100000`,
  `UID:utc@example.com
SUMMARY:Webinar
DTSTART:20260212T043000Z
DTEND:20260212T053000Z`,
  `UID:founders@example.com
SUMMARY:Founders' Day
DTSTART;VALUE=DATE:20260215
RRULE:FREQ=YEARLY`,
);

describe('calendar: India holiday suggestions and .ics import', () => {
  let server: TestServer;
  const user = {} as Record<Who, TestUser>;
  const id: Record<string, string> = {};

  const call = async <T = Record<string, unknown>>(
    who: Who,
    method: string,
    path: string,
    body?: unknown,
  ) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${user[who].accessToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };
  const count = async (query: string, params: unknown[]) =>
    Number((await server.sql<{ n: string }>(query, params))[0]!.n);
  const eventCount = () =>
    count('select count(*) as n from public.calendar_events where org_id = $1', [id.school]);

  beforeAll(async () => {
    server = await startTestServer();
    const sql = server.sql.bind(server);
    for (const [key, userType] of [
      ['principal', 'Institute'],
      ['maths', 'Teacher'],
      ['science', 'Teacher'],
      ['asha', 'Student'],
      ['outsider', 'Institute'],
    ] as const) {
      user[key] = await createTestUser(server, { userType, metadata: { full_name: key } });
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
    const group = async (orgId: string, name: string, responsible: string | null) =>
      (
        await sql<{ id: string }>(
          "insert into public.groups (org_id, name, kind, responsible_id) values ($1, $2, 'class', $3) returning id",
          [orgId, name, responsible],
        )
      )[0]!.id;
    id.class7a = await group(id.school, 'Class 7A', id.maths);
    id.class8b = await group(id.school, 'Class 8B', id.science);
    id.otherGroup = await group(id.other, 'Other 1A', null);
    await sql(
      'insert into public.group_members (group_id, member_id, org_id) values ($1, $2, $3)',
      [id.class7a, id.asha, id.school],
    );
    await sql(
      "insert into public.holidays (org_id, date, name) values ($1, '2026-01-26', 'Gantantra Diwas')",
      [id.school],
    );
  });
  afterAll(async () => server?.close());

  describe('holiday suggestions', () => {
    const suggestions = (who: Who, query: string) =>
      call<{
        holidays: { date: string; name: string; source: string; existing: string | null }[];
        states: { code: string }[];
      }>(who, 'GET', `/api/calendar/holiday-suggestions?${query}`);

    it("offers India's national holidays and the chosen state's for the year", async () => {
      const national = await suggestions('principal', `org=${id.school}&year=2026`);
      expect(national.status).toBe(200);
      const names = national.body.holidays.map((h) => `${h.date} ${h.name}`);
      expect(names).toContain('2026-01-26 Republic Day');
      expect(names).toContain('2026-11-08 Diwali');
      expect(names).toContain('2026-03-04 Holi');
      expect(national.body.holidays.every((h) => h.source === 'national')).toBe(true);
      // The day the school already has is marked, with the name it has.
      expect(national.body.holidays.find((h) => h.date === '2026-01-26')?.existing).toBe(
        'Gantantra Diwas',
      );
      expect(national.body.states.map((s) => s.code)).toEqual(
        expect.arrayContaining(['MH', 'TN', 'KA', 'WB']),
      );

      const tamilNadu = await suggestions('principal', `org=${id.school}&year=2027&state=TN`);
      const pongal = tamilNadu.body.holidays.find((h) => h.name === 'Pongal');
      expect(pongal).toMatchObject({ date: '2027-01-15', source: 'state' });
      // Two holidays on one date become one day (the table keeps one holiday per date).
      expect(tamilNadu.body.holidays.find((h) => h.date === '2027-04-14')?.name).toBe(
        'Tamil New Year / Ambedkar Jayanti',
      );
      const dates = tamilNadu.body.holidays.map((h) => h.date);
      expect(new Set(dates).size).toBe(dates.length);

      expect((await suggestions('principal', `org=${id.school}&year=2026&state=XX`)).status).toBe(
        400,
      );
    });

    it('applies the reviewed days once, for owners only', async () => {
      const reviewed = [
        { date: '2026-01-26', name: 'Republic Day' },
        { date: '2026-03-04', name: 'Holi (Rangwali)' },
        { date: '2026-11-08', name: 'Diwali' },
      ];
      const first = await call('principal', 'POST', '/api/calendar/holidays', {
        org_id: id.school,
        holidays: reviewed,
      });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ added: 2, skipped: 1 });
      const again = await call('principal', 'POST', '/api/calendar/holidays', {
        org_id: id.school,
        holidays: reviewed,
      });
      expect(again.body).toEqual({ added: 0, skipped: 3 });
      const rows = await server.sql<{ date: string; name: string }>(
        'select date::text as date, name from public.holidays where org_id = $1 order by date',
        [id.school],
      );
      expect(rows).toEqual([
        { date: '2026-01-26', name: 'Gantantra Diwas' },
        { date: '2026-03-04', name: 'Holi (Rangwali)' },
        { date: '2026-11-08', name: 'Diwali' },
      ]);

      // A teacher, a student and another organisation's owner are refused; nothing is added.
      const extra = { org_id: id.school, holidays: [{ date: '2026-12-25', name: 'Christmas' }] };
      expect((await call('maths', 'POST', '/api/calendar/holidays', extra)).status).toBe(403);
      expect((await call('asha', 'POST', '/api/calendar/holidays', extra)).status).toBe(403);
      expect((await call('outsider', 'POST', '/api/calendar/holidays', extra)).status).toBe(404);
      expect((await suggestions('asha', `org=${id.school}&year=2026`)).status).toBe(403);
      expect(
        await count('select count(*) as n from public.holidays where org_id = $1', [id.school]),
      ).toBe(3);
      // Row-level security refuses the same write made straight to the table.
      const direct = await fetch(`${server.url}/rest/v1/holidays`, {
        method: 'POST',
        headers: {
          apikey: server.anonKey,
          authorization: `Bearer ${user.maths.accessToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ org_id: id.school, date: '2026-12-25', name: 'Christmas' }),
      });
      expect(direct.status).toBeGreaterThanOrEqual(400);
      expect(
        await count('select count(*) as n from public.holidays where org_id = $1', [id.school]),
      ).toBe(3);

      // Bad input: a name too long, an impossible date.
      const bad = await call('principal', 'POST', '/api/calendar/holidays', {
        org_id: id.school,
        holidays: [{ date: '2026-02-30', name: 'x' }],
      });
      expect(bad.status).toBe(400);
    });
  });

  describe('.ics import', () => {
    const importFile = (who: Who, body: Record<string, unknown>) =>
      call<{
        created: number;
        updated: number;
        skipped: number;
        total: number;
        problems: { uid: string; reason: string }[];
      }>(who, 'POST', '/api/calendar/import', { org_id: id.school, ics: FILE, ...body });

    it('previews without writing, then imports into the group with times in Asia/Kolkata', async () => {
      const before = await eventCount();
      const preview = await importFile('maths', { group_id: id.class7a, dry_run: true });
      expect(preview.status).toBe(200);
      expect(preview.body).toMatchObject({ total: 6, created: 5, updated: 0, skipped: 1 });
      expect(preview.body.problems).toEqual([
        expect.objectContaining({ uid: 'founders@example.com' }),
      ]);
      expect(preview.body.problems[0]!.reason).toContain('FREQ=YEARLY');
      expect(await eventCount()).toBe(before);

      const done = await importFile('maths', { group_id: id.class7a, kind: 'exam' });
      expect(done.body).toMatchObject({ total: 6, created: 5, skipped: 1 });

      const calendar = (
        await call<CalendarResponse>(
          'asha',
          'GET',
          `/api/calendar?org=${id.school}&from=2026-01-19&to=2026-02-28`,
        )
      ).body;
      const events = calendar.entries.filter((e) => e.type === 'event');
      const at = (title: string) =>
        events
          .filter((e) => e.title === title)
          .map((e) => `${e.start.slice(0, 16)}/${e.end.slice(0, 16)}`);
      // Mondays and Thursdays until 28 February, 2 February left out, 5 February moved.
      const weekly = at('Weekly class test');
      expect(weekly).toContain('2026-01-19T10:00/2026-01-19T10:45');
      expect(weekly).toContain('2026-01-22T10:00/2026-01-22T10:45');
      expect(weekly.some((w) => w.startsWith('2026-02-02'))).toBe(false);
      expect(weekly.some((w) => w.startsWith('2026-02-05'))).toBe(false);
      expect(weekly).toContain('2026-02-26T10:00/2026-02-26T10:45');
      expect(weekly).toHaveLength(10);
      expect(at('Weekly class test (afternoon)')).toEqual(['2026-02-05T14:00/2026-02-05T14:45']);
      expect(events.find((e) => e.title === 'Science trip')).toMatchObject({
        allDay: true,
        start: '2026-02-10',
      });
      // 09:00 in Berlin (UTC+1 in winter) is 13:30 in India; 04:30 UTC is 10:00.
      expect(at('Call with Berlin')).toEqual(['2026-02-11T13:30/2026-02-11T14:30']);
      expect(at('Webinar')).toEqual(['2026-02-12T10:00/2026-02-12T11:00']);
      expect(events.find((e) => e.title === 'Webinar')?.event).toMatchObject({
        kind: 'exam',
        scope: 'group',
        groupId: id.class7a,
      });
      // Another class does not see the group's imported events.
      const science = (
        await call<CalendarResponse>(
          'science',
          'GET',
          `/api/calendar?org=${id.school}&from=2026-01-19&to=2026-02-28`,
        )
      ).body;
      expect(science.entries.filter((e) => e.type === 'event')).toHaveLength(0);
    });

    it('imports the same file again without adding anything twice', async () => {
      const before = await eventCount();
      const again = await importFile('maths', { group_id: id.class7a });
      expect(again.body).toMatchObject({ created: 0, updated: 5, skipped: 1 });
      expect(await eventCount()).toBe(before);
      // The same file into the organisation's calendar is another calendar: new events there.
      const orgWide = await importFile('principal', {});
      expect(orgWide.body).toMatchObject({ created: 5, updated: 0 });
      expect(await eventCount()).toBe(before + 5);
    });

    it('refuses students, other classes and other organisations, changing nothing', async () => {
      const before = await eventCount();
      expect((await importFile('asha', { group_id: id.class7a })).status).toBe(403);
      expect((await importFile('asha', {})).status).toBe(403);
      expect((await importFile('asha', { dry_run: true })).status).toBe(403);
      // Another class's teacher, another organisation's group, another organisation.
      expect((await importFile('science', { group_id: id.class7a })).status).toBe(403);
      expect((await importFile('principal', { group_id: id.otherGroup })).status).toBe(403);
      expect((await importFile('outsider', { group_id: id.class7a })).status).toBe(404);
      expect(await eventCount()).toBe(before);
    });

    it('refuses a bad file with a specific error and changes nothing', async () => {
      const before = await eventCount();
      const refuse = async (ics: string, code: number, message: RegExp) => {
        const answer = await call<{ error: { code: string; message: string } }>(
          'maths',
          'POST',
          '/api/calendar/import',
          { org_id: id.school, group_id: id.class7a, ics },
        );
        expect(answer.status).toBe(code);
        expect(JSON.stringify(answer.body)).toMatch(message);
      };
      await refuse('This is a shopping list', 400, /not an iCalendar/);
      await refuse('BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Asha\r\nEND:VCARD', 400, /BEGIN:VCALENDAR/);
      await refuse(ics(), 400, /no events/);
      const padding = `DESCRIPTION:${'x'.repeat(60)}\r\n`.repeat(17_000);
      await refuse(
        FILE.replace('SUMMARY:Webinar', `${padding}SUMMARY:Webinar`),
        400,
        /larger than 1 MB/,
      );
      // An unknown zone skips that event with the zone named, the rest is imported.
      const odd = await importFile('maths', {
        group_id: id.class8b,
        ics: ics(
          `UID:mars@example.com\nSUMMARY:Mars time\nDTSTART;TZID=Mars/Olympus:20260301T100000`,
        ),
      });
      expect(odd.status).toBe(403);
      const zone = await importFile('science', {
        group_id: id.class8b,
        ics: ics(
          `UID:mars@example.com\nSUMMARY:Mars time\nDTSTART;TZID=Mars/Olympus:20260301T100000`,
        ),
        dry_run: true,
      });
      expect(zone.body).toMatchObject({ created: 0, skipped: 1 });
      expect(zone.body.problems[0]!.reason).toContain('Mars/Olympus');
      expect(await eventCount()).toBe(before);
    });
  });
});
