import http from 'node:http';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { seedRollupSchool } from '../../test/rollup-school.js';

const ZONE = 'Asia/Kolkata';
const PUPILS = 789; // more than one of the report's batches of people
const to = DateTime.now().setZone(ZONE).minus({ days: 1 });
const from = to.minus({ days: 120 });

/**
 * The day-by-day CSV of a large school is written while it is read, a batch of people at a time
 * (the next batch asked of the database while this one is written). A download given up halfway
 * must end the report's read (on PostgreSQL its read-only transaction), and the server answers
 * the next one whole.
 */
describe('the day-by-day CSV download', () => {
  let server: TestServer;
  let url: string;
  let headers: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer();
    const school = await seedRollupSchool(server, {
      name: 'Download Vidyalaya',
      className: 'Class 9',
      zone: ZONE,
      periods: [],
      pupils: 0,
    });
    await server.sql(
      `insert into public.memberships (org_id, full_name, role, status, created_at)
       select $1, 'Pupil ' || lpad(n::text, 4, '0'), 'student', 'active', now() - interval '2 years'
         from generate_series(1, $2::int) n`,
      [school.orgId, PUPILS],
    );
    // Every pupil present on every tenth day of the range.
    await server.sql(
      `insert into public.attendance_records (org_id, member_id, date, status, method)
       select $1, m.id, d::date, 'present', 'manual'
         from public.memberships m, generate_series($2::date, $3::date, interval '10 days') d
        where m.org_id = $1 and m.role = 'student'`,
      [school.orgId, from.toISODate(), to.toISODate()],
    );
    url = `${server.url}/api/organizations/${school.orgId}/reports/attendance?from=${from.toISODate()}&to=${to.toISODate()}&layout=daily&format=csv`;
    headers = { apikey: server.anonKey, authorization: `Bearer ${school.ownerToken}` };
  }, 240_000);

  afterAll(async () => {
    await server?.close();
  });

  it('ends the report when the download is given up, and writes the next one whole', async () => {
    const connections = () =>
      new Promise<number>((resolve, reject) =>
        server.app.server.getConnections((error, count) =>
          error ? reject(error) : resolve(count),
        ),
      );
    const before = await connections(); // other clients' kept-alive connections
    // The person's connection goes away after the first bytes (a closed tab, a dropped network).
    await new Promise<void>((resolve, reject) => {
      const request = http.get(url, { headers }, (response) => {
        expect(response.statusCode).toBe(200);
        response.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.on('error', (error) => {
        if (!request.destroyed) reject(error);
      });
    });

    // The server let the connection go (nothing left writing to it)…
    await expect.poll(connections, { timeout: 10_000 }).toBe(before);
    // …and, on PostgreSQL, no connection of this database is left inside the report's transaction.
    if (process.env.TEST_DATABASE_URL) {
      const [{ name }] = await server.sql<{ name: string }>('select current_database() as name');
      await expect
        .poll(
          async () =>
            (
              await server.sql<{ n: number }>(
                `select count(*)::int as n from pg_stat_activity
                  where datname = $1 and state like 'idle in transaction%'`,
                [name],
              )
            )[0]!.n,
          { timeout: 10_000 },
        )
        .toBe(0);
    }

    const whole = await fetch(url, { headers });
    expect(whole.status).toBe(200);
    const lines = (await whole.text()).split('\r\n');
    expect(lines).toHaveLength(PUPILS + 2); // the header, a line a pupil, and the last line end
    expect(lines[1]!.startsWith('Pupil 0001,')).toBe(true);
    expect(lines[PUPILS]!.startsWith(`Pupil ${String(PUPILS).padStart(4, '0')},`)).toBe(true);
    const cells = lines[PUPILS]!.split(',');
    expect(cells.slice(6)).toHaveLength(121);
    expect(cells[6]).toBe('P'); // the range's first day is one of the tenth days
    expect(cells.slice(6).filter((code) => code === 'P')).toHaveLength(13);
  });
});
