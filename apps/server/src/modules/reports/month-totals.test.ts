import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/clients.js';
import { createTestUser, startTestServer, type TestServer } from '../../test/harness.js';
import { random, seedRollupSchool } from '../../test/rollup-school.js';
import { asOrgDb } from '../orgs/repository.js';
import { byName, summaryRows } from './report-rows.js';
import * as repo from './repository.js';

const ZONE = 'Asia/Kolkata';
const TODAY = DateTime.now().setZone(ZONE).toISODate()!;
const day = (offset: number) => DateTime.fromISO(TODAY).plus({ days: offset }).toISODate()!;
const STATUSES = ['present', 'late', 'half_day', 'absent', 'excused', 'on_leave'];
const FLAGS = [[], [], [], ['missing_check_out'], ['auto_check_out'], ['corrected']];

/**
 * The summary report reads whole months from the rollup migration 0076 keeps by triggers
 * (attendance_month_totals) and partial months from the records. After random writes of every
 * kind — bulk and single inserts, check-outs, corrections of status, date and person, deletes,
 * a member removed — its figures must equal the same figures read straight from the records,
 * for ranges whole, partial, across the new year, and with today's open records inside.
 */
describe('attendance report from the monthly rollup', () => {
  let server: TestServer;
  let orgId: string;
  let ownerToken: string;
  const members: string[] = [];
  const sessions: string[] = [];
  const seed = Number(process.env.ROLLUP_SEED ?? Date.now() % 100_000);
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  // From mid-October of last year to a few days ahead: across a year boundary whatever today is.
  const first = DateTime.fromISO(TODAY).minus({ years: 1 }).set({ month: 10, day: 14 });
  const span = Math.round(DateTime.fromISO(day(3)).diff(first, 'days').days);
  const randomDate = () => first.plus({ days: Math.floor(next() * span) }).toISODate()!;

  /** A record's values: a random status, times (an open day now and then) and flags. */
  const values = (member: string, date: string, session: string | null) => {
    const open = next() < 0.2;
    const inAt = DateTime.fromISO(`${date}T09:00`, { zone: ZONE }).plus({
      minutes: Math.floor(next() * 90),
      seconds: Math.floor(next() * 60),
    });
    const outAt = open ? null : inAt.plus({ minutes: 30 + next() * 600 });
    const noTimes = next() < 0.15;
    return [
      orgId,
      member,
      date,
      session,
      pick(STATUSES),
      noTimes ? null : inAt.toISO(),
      noTimes ? null : outAt?.toISO(),
      pick(FLAGS),
    ];
  };
  const insert = (rows: unknown[][]) =>
    server.sql(
      `insert into public.attendance_records
         (org_id, member_id, date, class_session_id, status, check_in_at, check_out_at, flags, method)
       select o, m, d, s, st, ci, co, array(select jsonb_array_elements_text(f)), 'manual'
         from jsonb_to_recordset($1::jsonb)
              as x(o uuid, m uuid, d date, s uuid, st text, ci timestamptz, co timestamptz, f jsonb)
       on conflict do nothing`,
      [JSON.stringify(rows.map(([o, m, d, s, st, ci, co, f]) => ({ o, m, d, s, st, ci, co, f })))],
    );

  beforeAll(async () => {
    server = await startTestServer();
    const school = await seedRollupSchool(server, {
      name: 'Rollup Vidyalaya',
      className: 'Class 7',
      zone: ZONE,
      periods: [1, 2, 3],
      pupils: 7,
    });
    ({ orgId, ownerToken } = school);
    sessions.push(...school.sessions);
    members.push(...school.members);
  });
  afterAll(() => server?.close());

  it('equals the figures read straight from the records after random writes', async () => {
    const db = asOrgDb(server.app.ctx.database.reportDb);
    // Bulk inserts (an import, the closure), then single ones (check-ins), days and class periods.
    for (let batch = 0; batch < 4; batch++) {
      const rows = [];
      for (let i = 0; i < 150; i++) {
        rows.push(values(pick(members), randomDate(), next() < 0.3 ? pick(sessions) : null));
      }
      await insert(rows);
    }
    for (const member of members) {
      for (const date of [day(-1), day(0), day(1)]) await insert([values(member, date, null)]);
    }
    for (let i = 0; i < 40; i++) await insert([values(pick(members), randomDate(), null)]);

    const ids = async (limit: number) =>
      (
        await server.sql<{ id: string }>(
          'select id from public.attendance_records where org_id = $1 order by random() limit $2',
          [orgId, limit],
        )
      ).map((r) => r.id);
    // Check-outs and corrections: times, statuses, flags, one record at a time and many at once.
    for (const id of await ids(30)) {
      await server.sql(
        `update public.attendance_records
            set check_out_at = coalesce(check_in_at, now()) + interval '7 hours 31 minutes 30 seconds',
                flags = array['corrected'] where id = $1`,
        [id],
      );
    }
    for (const id of await ids(30)) {
      await server.sql('update public.attendance_records set status = $2 where id = $1', [
        id,
        pick(STATUSES),
      ]);
    }
    await server.sql(
      `update public.attendance_records set status = 'excused', check_out_at = null
        where id = any ($1::uuid[])`,
      [await ids(40)],
    );
    // A record moved to another day (a month or a year away) and to another person, if free.
    for (const id of await ids(15)) {
      await server.sql(
        `update public.attendance_records set date = $2, member_id = $3 where id = $1
           and not exists (select 1 from public.attendance_records o
                            where o.member_id = $3 and o.date = $2
                              and o.class_session_id is not distinct from attendance_records.class_session_id)`,
        [id, randomDate(), pick(members)],
      );
    }
    // Deletes: one at a time, many at once, and a member removed with all their records.
    for (const id of await ids(20)) {
      await server.sql('delete from public.attendance_records where id = $1', [id]);
    }
    await server.sql('delete from public.attendance_records where id = any ($1::uuid[])', [
      await ids(50),
    ]);
    await server.sql('delete from public.memberships where id = $1', [members.pop()]);

    const [{ count }] = await server.sql<{ count: number }>(
      'select count(*)::int as count from public.attendance_records where org_id = $1',
      [orgId],
    );
    expect(count).toBeGreaterThan(300);
    const [{ rolled }] = await server.sql<{ rolled: number }>(
      `select count(*)::int as rolled from public.attendance_month_totals where org_id = $1`,
      [orgId],
    );
    expect(rolled).toBeGreaterThan(0);

    const newYear = DateTime.fromISO(TODAY).startOf('year');
    const ranges: Array<[string, string]> = [
      [first.toISODate()!, day(3)], // everything, from a partial month to days ahead
      [day(-364), TODAY], // a year to today
      [
        newYear.minus({ months: 2 }).toISODate()!,
        newYear.plus({ months: 1 }).minus({ days: 1 }).toISODate()!,
      ],
      [newYear.minus({ days: 10 }).toISODate()!, newYear.plus({ days: 40 }).toISODate()!],
      [
        DateTime.fromISO(TODAY).startOf('month').toISODate()!,
        DateTime.fromISO(TODAY).endOf('month').toISODate()!,
      ],
      [DateTime.fromISO(TODAY).minus({ months: 1 }).startOf('month').toISODate()!, TODAY],
      [day(-20), day(-3)],
      [day(-1), day(-1)],
    ];
    const sorted = (rows: repo.StatusTotal[]) =>
      [...rows].sort((a, b) =>
        `${a.member_id}${a.is_class}${a.status}`.localeCompare(
          `${b.member_id}${b.is_class}${b.status}`,
        ),
      );
    let compared = 0;
    for (const [from, to] of ranges) {
      // Today as it is, and as if the report ran on other days (open records turn missing).
      for (const today of [TODAY, day(-40), day(2)]) {
        for (const memberIds of [null, members.slice(0, 3)]) {
          const input = { orgId, from, to, memberIds, today };
          const fromRecords = sorted(await repo.statusTotalsFromRecords(db, input));
          const fromRollup = sorted(await repo.statusTotals(db, input));
          expect(fromRollup, `seed ${seed}, ${from}..${to}, today ${today}`).toEqual(fromRecords);
          compared += fromRecords.length;
        }
      }
    }
    expect(compared).toBeGreaterThan(100);

    // The report itself, through the API, equals the report built from the records.
    const [from, to] = [day(-364), TODAY];
    const { body } = await apiAs(server.url, server.anonKey, ownerToken).get<{
      rows: unknown[];
    }>(`/api/organizations/${orgId}/reports/attendance?from=${from}&to=${to}`);
    const org = (await repo.findReportOrganization(db, orgId))!;
    const people = await repo.listPeople(db, {
      orgId,
      timezone: ZONE,
      from,
      to,
      startsAt: DateTime.fromISO(from, { zone: ZONE }).toJSDate(),
      endsAt: DateTime.fromISO(to, { zone: ZONE }).plus({ days: 1 }).toJSDate(),
      memberIds: null,
      groupIds: null,
    });
    people.sort(byName);
    const expected = summaryRows({
      kind: org.kind,
      minimum: org.min_attendance_percent === null ? null : Number(org.min_attendance_percent),
      people,
      totals: await repo.statusTotalsFromRecords(db, {
        orgId,
        from,
        to,
        memberIds: null,
        today: TODAY,
      }),
    });
    expect(body.rows).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(body.rows).toHaveLength(members.length);
  });

  it('is rebuilt from the records exactly as the triggers keep it', async () => {
    const snapshot = () =>
      server.sql(
        `select member_id, month::text, is_class, status, n, minutes::int, missing, open, auto
           from public.attendance_month_totals where org_id = $1 order by 1, 2, 3, 4`,
        [orgId],
      );
    const kept = await snapshot();
    expect(kept.length).toBeGreaterThan(0);
    await server.sql('select private.rebuild_attendance_month_totals($1)', [orgId]);
    expect(await snapshot()).toEqual(kept);
  });

  it('is read through the data API as the records are: the owner all, a pupil their own, an outsider none', async () => {
    const pupil = await createTestUser(server, { userType: 'Student' });
    await server.sql('update public.memberships set user_id = $2 where id = $1', [
      members[0],
      pupil.id,
    ]);
    const outsider = await createTestUser(server, { userType: 'Institute' });
    const read = async (token: string) => {
      const response = await apiAs(server.url, server.anonKey, token).get<
        Array<{ member_id: string }>
      >(`/rest/v1/attendance_month_totals?select=member_id,n&org_id=eq.${orgId}`);
      expect(response.status).toBe(200);
      return new Set(response.body.map((row) => row.member_id));
    };
    const [{ all }] = (await server.sql(
      `select count(distinct member_id)::int as all from public.attendance_month_totals
        where org_id = $1`,
      [orgId],
    )) as [{ all: number }];
    expect((await read(ownerToken)).size).toBe(all);
    expect([...(await read(pupil.accessToken))]).toEqual([members[0]]);
    expect((await read(outsider.accessToken)).size).toBe(0);
    // Only the records' triggers write it.
    const written = await apiAs(server.url, server.anonKey, ownerToken).patch(
      `/rest/v1/attendance_month_totals?org_id=eq.${orgId}`,
      { n: 0 },
    );
    expect(written.status).toBeGreaterThanOrEqual(400);
  });
});
