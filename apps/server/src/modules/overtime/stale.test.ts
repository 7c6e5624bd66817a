import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/clients.js';
import { createTestUser, startTestServer, type TestServer } from '../../test/harness.js';
import { syncStaleOvertime } from './stale.js';

const ZONE = 'Asia/Kolkata';
const ist = (date: string, time: string) =>
  DateTime.fromISO(`${date}T${time}`, { zone: ZONE }).toJSDate();
// A weekday of a finished month two months back.
const first = DateTime.now().setZone(ZONE).minus({ months: 2 }).startOf('month');
const DAY = first.plus({ days: (8 - first.weekday) % 7 }).toISODate()!;

describe('the overtime job takes its marks inside its own transaction (issue 11, item 3)', () => {
  let server: TestServer;
  let orgId: string;
  let memberId: string;
  let shiftId: string;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    server.sql<T>(text, params);
  const marks = async () =>
    (
      await sql<{ date: string }>(
        'select date::text from private.overtime_stale where org_id = $1 order by date',
        [orgId],
      )
    ).map((m) => m.date);
  const entries = async () =>
    (
      await sql<{ overtime_minutes: number }>(
        'select overtime_minutes from public.overtime_entries where org_id = $1 and work_date = $2',
        [orgId, DAY],
      )
    ).map((e) => e.overtime_minutes);

  beforeAll(async () => {
    server = await startTestServer();
    const owner = await createTestUser(server, {
      userType: 'Company',
      metadata: { full_name: 'Meera Iyer' },
    });
    const worker = await createTestUser(server, {
      userType: 'Employee',
      metadata: { full_name: 'Priya Nair' },
    });
    orgId = (
      await apiAs(server.url, server.anonKey, owner.accessToken).post<{ id: string }>(
        '/api/organizations',
        { name: 'Kaveri Textiles', kind: 'company' },
      )
    ).body.id;
    shiftId = (
      await sql<{ id: string }>(
        `insert into public.shifts (org_id, name, starts_at, ends_at, overtime_enabled,
           overtime_threshold_minutes, overtime_daily_cap_minutes, overtime_monthly_cap_minutes)
         values ($1, 'General', '09:30', '18:00', true, 30, 180, 300) returning id`,
        [orgId],
      )
    )[0]!.id;
    memberId = (
      await sql<{ id: string }>(
        `insert into public.memberships (org_id, user_id, full_name, role, status, employee_code, shift_id, created_at)
         values ($1, $2, 'Priya Nair', 'employee', 'active', 'E-101', $3, now() - interval '150 days') returning id`,
        [orgId, worker.id, shiftId],
      )
    )[0]!.id;
  });
  afterAll(async () => server?.close());

  it('a sync failing midway leaves its marks and writes nothing; the next round finishes', async () => {
    await syncStaleOvertime(server.app.ctx.database.db);
    await sql(
      `insert into public.attendance_records (org_id, member_id, date, shift_id, check_in_at, check_out_at, status, method)
       values ($1, $2, $3, $4, $5, $6, 'present', 'manual')`,
      [orgId, memberId, DAY, shiftId, ist(DAY, '09:30'), ist(DAY, '19:45')],
    );
    expect(await marks()).toEqual([DAY]);

    // The sync fails after it has started writing: the entry's insert raises, saying how many of
    // the organisation's marks are still there at that moment (a server dying there keeps them).
    await sql(`create function private.fail_overtime_entry() returns trigger language plpgsql as $$
      begin
        raise exception 'the server went away with % marks left',
          (select count(*) from private.overtime_stale where org_id = new.org_id);
      end $$`);
    await sql(`create trigger fail_overtime_entry before insert on public.overtime_entries
      for each row execute function private.fail_overtime_entry()`);
    const failed: string[] = [];
    try {
      const round = await syncStaleOvertime(server.app.ctx.database.db, new Date(), (org, error) =>
        failed.push(`${org}: ${(error as Error).message}`),
      );
      expect(round.written).toBe(0);
    } finally {
      await sql('drop trigger fail_overtime_entry on public.overtime_entries');
      await sql('drop function private.fail_overtime_entry()');
    }
    expect(failed).toEqual([`${orgId}: the server went away with 1 marks left`]);
    expect(await marks()).toEqual([DAY]);
    expect(await entries()).toEqual([]);

    const round = await syncStaleOvertime(server.app.ctx.database.db);
    expect(round.organizations).toBeGreaterThanOrEqual(1);
    expect(await entries()).toEqual([75]);
    expect(await marks()).toEqual([]);
  });

  it('a write to a day with a mark adds none; a correction after the round marks the day again', async () => {
    await sql(
      `update public.attendance_records set check_out_at = $3 where member_id = $1 and date = $2`,
      [memberId, DAY, ist(DAY, '20:00')],
    );
    await sql(
      `update public.attendance_records set check_out_at = $3 where member_id = $1 and date = $2`,
      [memberId, DAY, ist(DAY, '20:15')],
    );
    expect(await marks()).toEqual([DAY]);
    await syncStaleOvertime(server.app.ctx.database.db);
    expect(await entries()).toEqual([105]);
    expect(await marks()).toEqual([]);
  });
});
