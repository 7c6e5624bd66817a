import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/clients.js';
import { createTestUser, startTestServer, type TestServer } from '../../test/harness.js';
import {
  checkInStatus,
  dayPeriod,
  type OrgRules,
  shiftPeriodFor,
  type ShiftSpec,
} from './rules.js';

/** A small seeded generator, so a failure names instants that can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Scans decide their period in SQL (`private.scan_period`, migration 0083, the one copy scans
 * apply). The calendar rules in `rules.ts` state the same thing as pure functions over instants;
 * here the two must agree on random shifts (overnight ones too), school days and plain days, over
 * random instants, in zones with and without daylight saving: the period's day, whether it was
 * late and by how much. (Shift times are kept out of the small hours of a clock change, where a
 * wall-clock time does not exist or exists twice.) Also: the scan functions are the server's own,
 * out of clients' reach.
 */
describe('the scan period in SQL agrees with the rules', () => {
  let server: TestServer;
  let orgId: string;

  beforeAll(async () => {
    server = await startTestServer();
    const owner = await createTestUser(server, { userType: 'Company' });
    orgId = (
      await apiAs(server.url, server.anonKey, owner.accessToken).post<{ id: string }>(
        '/api/organizations',
        { name: 'Period Works', kind: 'company' },
      )
    ).body.id;
  });
  afterAll(async () => server?.close());

  const member = async (name: string) =>
    (
      await server.sql<{ id: string }>(
        "insert into public.memberships (org_id, full_name, role, status, created_at) values ($1, $2, 'employee', 'active', now() - interval '400 days') returning id",
        [orgId, name],
      )
    )[0]!.id;
  const periods = (memberId: string, instants: Date[]) =>
    server.sql<{ at: Date; period_date: string; check_in_status: string; late_by: number }>(
      `select t.at, p.period_date::text as period_date, p.check_in_status, p.late_by
         from unnest($2::timestamptz[]) t(at), private.scan_period($1::uuid, t.at) p
        order by t.at`,
      [memberId, instants],
    );
  const hhmm = (next: () => number) => {
    // 03:00–23:45 in quarter hours: never in a clock change's small hours.
    const minutes = 180 + Math.floor(next() * 83) * 15;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  };
  // Instants over two years around now, so both clock changes of each zone are crossed.
  const instants = (next: () => number, n: number) =>
    Array.from(
      { length: n },
      () => new Date(Date.now() - 365 * 86_400_000 + Math.floor(next() * 730 * 86_400_000)),
    ).sort((a, b) => a.getTime() - b.getTime());

  for (const timezone of ['Asia/Kolkata', 'America/New_York', 'Europe/London']) {
    it(`shifts, school days and plain days in ${timezone}`, async () => {
      const next = random(timezone.length * 7919);
      const grace = 10;
      await server.sql(
        'update public.organizations set timezone = $2, late_grace_minutes = $3 where id = $1',
        [orgId, timezone, grace],
      );
      const rules: OrgRules = {
        timezone,
        lateGraceMinutes: grace,
        halfDayThresholdMinutes: 240,
        weeklyOffDays: [7],
        holidays: new Set(),
      };
      let compared = 0;

      // Shifts, day and overnight, with and without a grace of their own.
      for (let s = 0; s < 6; s++) {
        const spec: ShiftSpec = {
          id: '',
          startsAt: hhmm(next),
          endsAt: hhmm(next),
          graceMinutes: s % 2 ? Math.floor(next() * 30) : null,
          weeklyOffDays: null,
        };
        if (spec.endsAt === spec.startsAt) continue;
        spec.id = (
          await server.sql<{ id: string }>(
            `insert into public.shifts (org_id, name, starts_at, ends_at, grace_minutes)
             values ($1, $2, $3, $4, $5) returning id`,
            [orgId, `Shift ${timezone} ${s}`, spec.startsAt, spec.endsAt, spec.graceMinutes],
          )
        )[0]!.id;
        const id = await member(`Shift worker ${s}`);
        await server.sql('update public.memberships set shift_id = $2 where id = $1', [
          id,
          spec.id,
        ]);
        for (const row of await periods(id, instants(next, 150))) {
          const at = new Date(row.at);
          const period = shiftPeriodFor(at, spec, rules);
          const status = period
            ? checkInStatus(at, period)
            : { status: 'present', lateByMinutes: 0 };
          expect({ ...row, at: at.toISOString() }, `${spec.startsAt}–${spec.endsAt}`).toMatchObject(
            {
              period_date: period?.date ?? dayPeriod(at, rules).date,
              check_in_status: status.status,
              late_by: status.lateByMinutes,
            },
          );
          compared++;
        }
      }

      // A school day: the first and last lesson of the member's groups on that weekday.
      const group = (
        await server.sql<{ id: string }>(
          "insert into public.groups (org_id, name, kind) values ($1, $2, 'class') returning id",
          [orgId, `Class ${timezone}`],
        )
      )[0]!.id;
      const pupil = await member('Pupil');
      await server.sql(
        'insert into public.group_members (group_id, member_id, org_id) values ($1, $2, $3)',
        [group, pupil, orgId],
      );
      const lessons = new Map<number, { starts: string; ends: string }>();
      for (const weekday of [1, 2, 3, 4, 5]) {
        const first = 480 + Math.floor(next() * 8) * 15;
        const times = [first, first + 45, first + 180, first + 225].map(
          (m) =>
            `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`,
        );
        await server.sql(
          `insert into public.class_sessions (org_id, group_id, subject, weekday, period, starts_at, ends_at)
           values ($1, $2, 'Maths', $3, 1, $4, $5), ($1, $2, 'Hindi', $3, 2, $6, $7)`,
          [orgId, group, weekday, times[0], times[1], times[2], times[3]],
        );
        lessons.set(weekday, { starts: times[0]!, ends: times[3]! });
      }
      const plain = await member('No schedule');
      for (const [id, school] of [
        [pupil, true],
        [plain, false],
      ] as const) {
        for (const row of await periods(id, instants(next, 150))) {
          const at = new Date(row.at);
          const weekday = Number(
            new Intl.DateTimeFormat('en-GB', { timeZone: timezone, weekday: 'short' })
              .format(at)
              .replace(/Mon/, '1')
              .replace(/Tue/, '2')
              .replace(/Wed/, '3')
              .replace(/Thu/, '4')
              .replace(/Fri/, '5')
              .replace(/Sat/, '6')
              .replace(/Sun/, '7'),
          );
          const day = school ? lessons.get(weekday) : undefined;
          const period = dayPeriod(at, rules, day?.starts, day?.ends);
          const status = day ? checkInStatus(at, period) : { status: 'present', lateByMinutes: 0 };
          expect({ ...row, at: at.toISOString() }).toMatchObject({
            period_date: period.date,
            check_in_status: status.status,
            late_by: status.lateByMinutes,
          });
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(900);
    });
  }

  it('is the server’s own: definer rights, a fixed search path, no client may call it', async () => {
    const rows = await server.sql<{ name: string; definer: boolean; config: string[] | null }>(
      `select p.proname as name, p.prosecdef as definer, p.proconfig as config
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'private'
          and p.proname in ('kiosk_scan', 'record_scan', 'scan_period', 'member_shift')
        order by 1`,
    );
    expect(rows.map((r) => r.name)).toEqual([
      'kiosk_scan',
      'member_shift',
      'record_scan',
      'scan_period',
    ]);
    for (const row of rows) {
      expect(row.definer).toBe(true);
      expect(row.config).toEqual(['search_path=""']);
    }
    const callable = await server.sql<{ role: string; name: string }>(
      `select r.rolname as role, p.proname as name
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace, pg_roles r
        where n.nspname = 'private'
          and p.proname in ('kiosk_scan', 'record_scan', 'scan_period', 'member_shift')
          and r.rolname in ('anon', 'authenticated', 'service_role')
          and has_function_privilege(r.oid, p.oid, 'execute')`,
    );
    expect(callable).toEqual([]);
  });
});
