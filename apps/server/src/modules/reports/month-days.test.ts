import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datesInRange } from '@ias/shared';
import { apiAs } from '../../test/clients.js';
import { createTestUser, startTestServer, type TestServer } from '../../test/harness.js';
import { random, seedRollupSchool } from '../../test/rollup-school.js';
import { asOrgDb } from '../orgs/repository.js';
import { byName, dailyCodes } from './report-rows.js';
import * as repo from './repository.js';

const ZONE = 'Asia/Kolkata';
const TODAY = DateTime.now().setZone(ZONE).toISODate()!;
const day = (offset: number) => DateTime.fromISO(TODAY).plus({ days: offset }).toISODate()!;
const STATUSES = ['present', 'late', 'half_day', 'absent', 'excused', 'on_leave'];
const FLAGS = [[], [], ['missing_check_out'], ['auto_check_out'], ['auto_check_out', 'corrected']];

/**
 * The day-by-day report reads people's day records from the rollup migration 0084 keeps by
 * triggers (attendance_month_days: a row a person a month, a mark a day) and their class periods
 * from the records. After random writes of every kind — bulk and single inserts, corrections of
 * status, flags, date and person, a class period becoming a day record, deletes, a member removed
 * — the rollup must equal its rebuild from the records, and the report the codes computed
 * straight from the records (`dailyMarks`, as the report read them before the rollup).
 */
describe('day-by-day report from the per-month day rollup', () => {
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

  const insert = (rows: Array<[string, string, string | null]>) =>
    server.sql(
      `insert into public.attendance_records (org_id, member_id, date, class_session_id, status, flags, method)
       select $1, m, d, s, st, array(select jsonb_array_elements_text(f)), 'manual'
         from jsonb_to_recordset($2::jsonb) as x(m uuid, d date, s uuid, st text, f jsonb)
       on conflict do nothing`,
      [
        orgId,
        JSON.stringify(rows.map(([m, d, s]) => ({ m, d, s, st: pick(STATUSES), f: pick(FLAGS) }))),
      ],
    );
  const snapshot = () =>
    server.sql<{ member_id: string; month: string; n: number; days: string }>(
      `select member_id, month::text, n, days::text from public.attendance_month_days
        where org_id = $1 order by 1, 2`,
      [orgId],
    );

  beforeAll(async () => {
    server = await startTestServer();
    const school = await seedRollupSchool(server, {
      name: 'Day Rollup Vidyalaya',
      className: 'Class 8',
      zone: ZONE,
      periods: [3, 1, 2],
      pupils: 8,
    });
    ({ orgId, ownerToken } = school);
    sessions.push(...school.sessions);
    members.push(...school.members);
  });
  afterAll(() => server?.close());

  it('keeps the rollup equal to its rebuild, and the report equal to the records, after random writes', async () => {
    // Bulk inserts (an import, the closure), then single ones (check-ins); the first four pupils
    // have class periods too (counted by classes), the others day records only.
    for (let batch = 0; batch < 4; batch++) {
      const rows: Array<[string, string, string | null]> = [];
      for (let i = 0; i < 200; i++) {
        const member = pick(members);
        const classes = members.indexOf(member) < 4 && next() < 0.5;
        rows.push([member, randomDate(), classes ? pick(sessions) : null]);
      }
      await insert(rows);
    }
    for (let i = 0; i < 30; i++) await insert([[pick(members), randomDate(), null]]);
    const ids = async (limit: number, where = 'true') =>
      (
        await server.sql<{ id: string }>(
          `select id from public.attendance_records where org_id = $1 and ${where}
            order by random() limit $2`,
          [orgId, limit],
        )
      ).map((r) => r.id);
    // Corrections: statuses and flags one at a time and many at once, notes (nothing to roll).
    for (const id of await ids(30)) {
      await server.sql(
        'update public.attendance_records set status = $2, flags = $3 where id = $1',
        [id, pick(STATUSES), pick(FLAGS)],
      );
    }
    await server.sql(
      `update public.attendance_records set note = 'checked' where id = any ($1::uuid[])`,
      [await ids(40)],
    );
    await server.sql(
      `update public.attendance_records set status = 'excused', flags = '{}' where id = any ($1::uuid[])`,
      [await ids(40)],
    );
    // A record moved to another day (a month or a year away) and to another person, if free.
    for (const id of await ids(20)) {
      await server.sql(
        `update public.attendance_records set date = $2, member_id = $3 where id = $1
           and not exists (select 1 from public.attendance_records o
                            where o.member_id = $3 and o.date = $2
                              and o.class_session_id is not distinct from attendance_records.class_session_id)`,
        [id, randomDate(), pick(members)],
      );
    }
    // A class period turned into a day record (its day had none).
    for (const id of await ids(5, 'class_session_id is not null')) {
      await server.sql(
        `update public.attendance_records r set class_session_id = null where id = $1
           and not exists (select 1 from public.attendance_records o
                            where o.member_id = r.member_id and o.date = r.date and o.class_session_id is null)`,
        [id],
      );
    }
    // Deletes: one at a time, many at once, and a member removed with all their records.
    for (const id of await ids(20)) {
      await server.sql('delete from public.attendance_records where id = $1', [id]);
    }
    await server.sql('delete from public.attendance_records where id = any ($1::uuid[])', [
      await ids(60),
    ]);
    await server.sql('delete from public.memberships where id = $1', [members.pop()]);

    // The rollup as the triggers kept it is its rebuild from the records, row for row.
    const kept = await snapshot();
    expect(kept.length).toBeGreaterThan(20);
    await server.sql('select private.rebuild_attendance_month_days($1)', [orgId]);
    expect(await snapshot(), `seed ${seed}`).toEqual(kept);

    // The report (as JSON, and so as CSV: the same rows) equals the codes straight from the records.
    const db = asOrgDb(server.app.ctx.database.reportDb);
    const ranges: Array<[string, string]> = [
      [day(-362), day(3)], // a year, from a partial month to days ahead
      [first.toISODate()!, first.plus({ days: 120 }).toISODate()!], // across the new year
      [day(-45), day(-3)],
      [day(-1), day(-1)],
    ];
    let compared = 0;
    for (const [from, to] of ranges) {
      const { status, body } = await apiAs(server.url, server.anonKey, ownerToken).get<{
        rows: Array<{ codes: string[] }>;
      }>(`/api/organizations/${orgId}/reports/attendance?from=${from}&to=${to}&layout=daily`);
      expect(status, JSON.stringify(body)).toBe(200);
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
      const range = { orgId, from, to, memberIds: null };
      const expected = dailyCodes({
        kind: 'institute',
        people,
        counts: await repo.statusTotalsFromRecords(db, { ...range, today: TODAY }),
        marks: await repo.dailyMarks(db, range),
        dates: datesInRange(from, to),
        holidays: new Set(),
        markAutoCheckOuts: true,
      });
      expect(body.rows, `seed ${seed}, ${from}..${to}`).toEqual(
        JSON.parse(JSON.stringify(expected)),
      );
      compared += expected
        .flatMap((r) => r.codes)
        .filter((c) => /[A-Z]/.test(c) && c !== 'WO').length;
    }
    // Not a vacuous comparison: 300–540 coded days compared across seeds (a floor of 300 failed
    // once in CI at 298).
    expect(compared, `seed ${seed}`).toBeGreaterThan(200);
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
      >(`/rest/v1/attendance_month_days?select=member_id,n&org_id=eq.${orgId}`);
      expect(response.status).toBe(200);
      return new Set(response.body.map((row) => row.member_id));
    };
    const [{ all }] = (await server.sql(
      `select count(distinct member_id)::int as all from public.attendance_month_days
        where org_id = $1`,
      [orgId],
    )) as [{ all: number }];
    expect(all).toBeGreaterThan(1);
    expect((await read(ownerToken)).size).toBe(all);
    expect([...(await read(pupil.accessToken))]).toEqual([members[0]]);
    expect((await read(outsider.accessToken)).size).toBe(0);
    // Only the records' triggers write it.
    const written = await apiAs(server.url, server.anonKey, ownerToken).patch(
      `/rest/v1/attendance_month_days?org_id=eq.${orgId}`,
      { n: 0 },
    );
    expect(written.status).toBeGreaterThanOrEqual(400);
  });
});
