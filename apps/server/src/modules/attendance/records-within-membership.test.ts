import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/clients.js';
import { createTestUser, startTestServer, type TestServer } from '../../test/harness.js';

const ZONE = 'Asia/Kolkata';
/** A day in India, `days` from today there. */
const day = (days: number) => DateTime.now().setZone(ZONE).plus({ days }).toISODate()!;
/** A wall-clock time in India, `days` from today there. */
const at = (days: number, time: string) => {
  const [hour, minute] = time.split(':').map(Number);
  return DateTime.now().setZone(ZONE).plus({ days }).set({ hour, minute }).toJSDate();
};

/**
 * Records only within a membership: migration 0016 removes those dated before the joining date
 * or after the leaving date (the closure once wrote absences for newcomers' earlier days), and
 * leaving drops the records dated after it.
 */
describe('attendance records lie within the membership', () => {
  let server: TestServer;
  let orgId: string;
  let ownerToken: string;
  const dates = async (memberId: string) =>
    (
      await server.sql<{ date: string }>(
        'select date::text from public.attendance_records where member_id = $1 order by date',
        [memberId],
      )
    ).map((r) => r.date);
  const member = async (name: string, joined: Date) =>
    (
      await server.sql<{ id: string }>(
        "insert into public.memberships (org_id, full_name, role, status, created_at) values ($1, $2, 'employee', 'active', $3) returning id",
        [orgId, name, joined],
      )
    )[0]!.id;
  const records = (memberId: string, days: number[], status = 'absent') =>
    Promise.all(
      days.map((d) =>
        server.sql(
          'insert into public.attendance_records (org_id, member_id, date, status) values ($1, $2, $3, $4)',
          [orgId, memberId, day(d), status],
        ),
      ),
    );

  beforeAll(async () => {
    server = await startTestServer();
    const owner = await createTestUser(server, { userType: 'Company' });
    ownerToken = owner.accessToken;
    orgId = (
      await apiAs(server.url, server.anonKey, ownerToken).post<{ id: string }>(
        '/api/organizations',
        { name: 'Kaveri Textiles', kind: 'company' },
      )
    ).body.id;
  });
  afterAll(async () => server?.close());

  it('the repair removes records before the joining date and after the leaving date, keeps the rest', async () => {
    // Joined five days ago at 02:00 in India (the evening before, in UTC): absences written for the
    // days before, as the old shift closure did.
    const newcomer = await member('Anil Newcomer', at(-5, '02:00'));
    await records(newcomer, [-8, -7, -6, -5, -4]);
    const leaver = await member('Divya Leaver', at(-30, '09:00'));
    await records(leaver, [-4, -3, -2]);
    await server.sql("update public.memberships set status = 'left', left_at = $2 where id = $1", [
      leaver,
      at(-2, '15:00'),
    ]);
    await records(leaver, [-1], 'on_leave');
    const [repair] = await server.sql<{ removed: string }>(
      'select private.delete_records_outside_membership() as removed',
    );
    expect(Number(repair!.removed)).toBe(4);
    expect(await dates(newcomer)).toEqual([day(-5), day(-4)]);
    expect(await dates(leaver)).toEqual([day(-4), day(-3), day(-2)]);
  });

  it('removing a member drops their records dated after the leaving day, audited', async () => {
    const leaving = await member('Ravi Leaving', at(-30, '09:00'));
    await records(leaving, [-1, 0]);
    await records(leaving, [1, 2], 'on_leave');
    const removed = await apiAs(server.url, server.anonKey, ownerToken).delete(
      `/api/memberships/${leaving}`,
    );
    expect(removed.status).toBe(200);
    expect(await dates(leaving)).toEqual([day(-1), day(0)]);
    const audit = await server.sql<{ n: number }>(
      "select count(*)::int as n from public.audit_log where entity = 'attendance_records' and action = 'delete' and before ->> 'member_id' = $1",
      [leaving],
    );
    expect(audit[0]!.n).toBe(2);
  });
});
