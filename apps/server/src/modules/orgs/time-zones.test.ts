import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';

/** Schedules are wall-clock times in the organisation's zone; instants are stored in UTC. */
describe('time zones', () => {
  let server: TestServer;
  let orgId: string;

  beforeAll(async () => {
    server = await startTestServer();
    const [owner] = await server.sql<{ id: string }>(
      "insert into auth.users (email) values ('tz@example.com') returning id",
    );
    const [org] = await server.sql<{ id: string }>(
      "insert into public.organizations (name, kind, owner_id, join_code) values ('Night Mill', 'company', $1, 'TZTEST23') returning id",
      [owner!.id],
    );
    orgId = org!.id;
    await server.sql(
      "insert into public.shifts (org_id, name, starts_at, ends_at) values ($1, 'Night', '22:00', '06:00'), ($1, 'General', '09:30', '18:30')",
      [orgId],
    );
  });
  afterAll(async () => server?.close());

  const window = async (shift: string, day: string) => {
    const [row] = await server.sql<{ starts: Date; ends: Date; overnight: boolean }>(
      `select lower(public.shift_window(s, $2::date)) as starts, upper(public.shift_window(s, $2::date)) as ends, s.overnight
         from public.shifts s where s.org_id = $1 and s.name = $3`,
      [orgId, day, shift],
    );
    return {
      starts: row!.starts.toISOString(),
      ends: row!.ends.toISOString(),
      overnight: row!.overnight,
    };
  };

  it('runs the database session in UTC, whatever the organisation', async () => {
    const [row] = await server.sql<{ tz: string }>("select current_setting('TimeZone') as tz");
    expect(row!.tz).toBe('UTC');
  });

  it('an overnight shift in Asia/Kolkata starts on its day and ends the next morning', async () => {
    expect(await window('Night', '2026-11-22')).toEqual({
      starts: '2026-11-22T16:30:00.000Z',
      ends: '2026-11-23T00:30:00.000Z',
      overnight: true,
    });
  });

  it('a day shift stays within its day', async () => {
    expect(await window('General', '2026-11-22')).toEqual({
      starts: '2026-11-22T04:00:00.000Z',
      ends: '2026-11-22T13:00:00.000Z',
      overnight: false,
    });
  });

  it('follows the organisation when its zone changes, including daylight saving elsewhere', async () => {
    await server.sql("update public.organizations set timezone = 'Europe/London' where id = $1", [
      orgId,
    ]);
    expect((await window('Night', '2026-07-01')).starts).toBe('2026-07-01T21:00:00.000Z');
    expect((await window('Night', '2026-12-01')).starts).toBe('2026-12-01T22:00:00.000Z');
    await server.sql("update public.organizations set timezone = 'Asia/Kolkata' where id = $1", [
      orgId,
    ]);
  });

  it("knows the organisation's today across the UTC date line", async () => {
    const [row] = await server.sql<{ today: string; utc_today: string; local_hour: number }>(
      `select public.org_today($1) as today, (now() at time zone 'UTC')::date::text as utc_today,
              extract(hour from now() at time zone 'Asia/Kolkata')::int as local_hour`,
      [orgId],
    );
    const expected = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
      new Date(),
    );
    expect(row!.today).toBe(expected);
    expect(typeof row!.local_hour).toBe('number');
  });
});
