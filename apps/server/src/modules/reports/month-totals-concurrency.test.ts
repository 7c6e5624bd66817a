import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/clients.js';
import {
  createTestUser,
  REAL_POSTGRES_URL,
  startTestServer,
  type TestServer,
} from '../../test/harness.js';

const MONTH = '2026-03-01';
const STATUSES = ['present', 'late', 'half_day', 'absent', 'excused', 'on_leave'];

/**
 * Two people correct one member's month at once in opposite directions (one record present →
 * absent, another absent → present). Each correction's trigger moves a count between the same two
 * rollup rows (`attendance_month_totals`), so the two transactions lock the same rows; locked in
 * opposite orders (migration 0076 subtracted, then added) they deadlock and PostgreSQL aborts one,
 * losing a correction. Locked in the rows' key order (migration 0082) one simply waits.
 *
 * The overlap is made certain, not left to chance: a third connection holds the row the first
 * correction locks first, the first correction is seen waiting for it, then the second starts and
 * is seen waiting too, and only then is the row let go. Each correction commits as soon as its
 * statement returns, so both hold their locks while the other waits. The day marks' rollup
 * (`attendance_month_days`, migration 0084) is written by the same corrections and must end equal
 * to its rebuild too.
 */
describe.skipIf(!REAL_POSTGRES_URL)(
  'month totals under concurrent opposite corrections (real PostgreSQL only: PGlite is one connection, so two writes never overlap)',
  () => {
    let server: TestServer;
    let orgId: string;
    let memberId: string;
    const clients: pg.Client[] = [];

    const connect = async () => {
      const client = new pg.Client({ connectionString: server.config.databaseUrl });
      await client.connect();
      clients.push(client);
      // A deadlock is found after deadlock_timeout (1 s by default): shorter so a failing run is quick.
      await client.query(`set deadlock_timeout = '100ms'`);
      return client;
    };
    /** Waits until the connection's statement waits for a lock (polled, up to 10 s). */
    const waitingForLock = async (client: pg.Client) => {
      const pid = (client as unknown as { processID: number }).processID;
      for (let tries = 0; tries < 1_000; tries++) {
        const [row] = await server.sql<{ wait: string | null }>(
          'select wait_event_type as wait from pg_stat_activity where pid = $1',
          [pid],
        );
        if (row?.wait === 'Lock') return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error(`connection ${pid} never waited for a lock`);
    };
    /** One correction in a transaction of its own: committed at once, or the error's SQLSTATE. */
    const correct = async (client: pg.Client, recordId: string, status: string) => {
      await client.query('begin');
      try {
        await client.query('update public.attendance_records set status = $2 where id = $1', [
          recordId,
          status,
        ]);
        await client.query('commit');
        return 'ok';
      } catch (error) {
        await client.query('rollback');
        return (error as { code?: string }).code ?? String(error);
      }
    };

    beforeAll(async () => {
      server = await startTestServer();
      const owner = await createTestUser(server, { userType: 'Institute' });
      orgId = (
        await apiAs(server.url, server.anonKey, owner.accessToken).post<{ id: string }>(
          '/api/organizations',
          { name: 'Concurrent Vidyalaya', kind: 'institute' },
        )
      ).body.id;
      [{ id: memberId }] = await server.sql<{ id: string }>(
        `insert into public.memberships (org_id, full_name, role, status)
         values ($1, 'Pupil', 'student', 'active') returning id`,
        [orgId],
      );
    });
    afterAll(async () => {
      await Promise.all(clients.map((client) => client.end()));
      await server?.close();
    });

    it('never deadlocks, and the totals equal the records afterwards', async () => {
      // The two records corrected, and a few more that month so some rows stay and some empty.
      const records = await server.sql<{ id: string }>(
        `insert into public.attendance_records (org_id, member_id, date, status, method)
         select $1, $2, $3::date + d, (array['present', 'absent', 'late'])[1 + d % 3], 'manual'
           from generate_series(0, 7) d
         returning id`,
        [orgId, memberId, MONTH],
      );
      const [first, second] = records.map((r) => r.id);
      const [gate, a, b] = [await connect(), await connect(), await connect()];
      const setUp = (x: string, y: string) =>
        server.sql(
          `update public.attendance_records set status = case id when $1 then $3 else $4 end
            where id in ($1, $2)`,
          [first, second, x, y],
        );

      const outcomes: string[] = [];
      let pairs = 0;
      for (const x of STATUSES) {
        for (const y of STATUSES) {
          if (x === y) continue;
          // The first record x, the second y; then at once the first to y, the second to x.
          await setUp(x, y);
          await gate.query('begin');
          // The row of x: the one 0076's trigger locked first for the first correction.
          await gate.query(
            `select 1 from public.attendance_month_totals
              where org_id = $1 and month = $2 and member_id = $3 and not is_class and status = $4
              for update`,
            [orgId, MONTH, memberId, x],
          );
          const one = correct(a, first!, y);
          await waitingForLock(a);
          const other = correct(b, second!, x);
          await waitingForLock(b);
          await gate.query('commit');
          outcomes.push(...(await Promise.all([one, other])).map((o) => `${x}⇄${y}: ${o}`));
          pairs++;
        }
      }
      // And pairs left to chance, both statements sent at once.
      for (let round = 0; round < 20; round++) {
        const x = STATUSES[round % STATUSES.length]!;
        const y = STATUSES[(round + 3) % STATUSES.length]!;
        await setUp(x, y);
        const results = await Promise.all([correct(a, first!, y), correct(b, second!, x)]);
        outcomes.push(...results.map((o) => `${x}⇄${y} (at once): ${o}`));
      }

      expect(pairs).toBe(30);
      // 40P01 is deadlock_detected.
      expect(outcomes.filter((o) => !o.endsWith(': ok'))).toEqual([]);

      const snapshot = () =>
        server.sql(
          `select member_id, month::text, is_class, status, n, minutes::int, missing, open, auto
             from public.attendance_month_totals where org_id = $1 order by 1, 2, 3, 4`,
          [orgId],
        );
      const kept = await snapshot();
      expect(kept.reduce((sum, row) => sum + Number(row.n), 0)).toBe(records.length);
      await server.sql('select private.rebuild_attendance_month_totals($1)', [orgId]);
      expect(await snapshot()).toEqual(kept);

      // The day marks' rollup (migration 0084: a row per member and month, its trigger firing
      // before the totals', in key order too) kept every correction of both as well.
      const days = () =>
        server.sql(
          `select member_id, month::text, n, days::text from public.attendance_month_days
            where org_id = $1 order by 1, 2`,
          [orgId],
        );
      const daysKept = await days();
      expect(daysKept.map((row) => Number(row.n))).toEqual([records.length]);
      await server.sql('select private.rebuild_attendance_month_days($1)', [orgId]);
      expect(await days()).toEqual(daysKept);
    });
  },
);
