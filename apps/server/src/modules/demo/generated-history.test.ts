import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/clients.js';
import {
  createTestUser,
  REAL_POSTGRES_URL,
  startTestServer,
  type TestServer,
} from '../../test/harness.js';
import { setGeneratingHistory } from './repository.js';

/**
 * The demo reset writes its history with the audit and live-board triggers quiet for its own
 * transaction only: nothing of it is audited, and — unlike the ALTER TABLE … DISABLE TRIGGER it
 * replaces — it takes no table lock, so other organisations' check-ins go on while it runs.
 */
describe('generated history', () => {
  let server: TestServer;
  let orgId: string;
  let memberId: string;
  let otherMemberId: string;

  const auditedDates = async () =>
    (
      await server.sql<{ date: string }>(
        `select after->>'date' as date from audit_log
          where org_id = $1 and entity = 'attendance_records' order by 1`,
        [orgId],
      )
    ).map((row) => row.date);

  beforeAll(async () => {
    server = await startTestServer();
    const owner = await createTestUser(server, { userType: 'Company' });
    const created = await apiAs(server.url, server.anonKey, owner.accessToken).post<{ id: string }>(
      '/api/organizations',
      { name: 'Kaveri Logistics', kind: 'company' },
    );
    orgId = created.body.id;
    const [member] = await server.sql<{ id: string }>(
      'select id from memberships where org_id = $1',
      [orgId],
    );
    memberId = member!.id;
    const [other] = await server.sql<{ id: string }>(
      `insert into memberships (org_id, full_name, role, status)
       values ($1, 'Ravi Kulkarni', 'employee', 'active') returning id`,
      [orgId],
    );
    otherMemberId = other!.id;
  });
  afterAll(async () => server?.close());

  const insertDay = (date: string) =>
    sql`insert into public.attendance_records (org_id, member_id, date, status)
        values (${orgId}, ${memberId}, ${date}::date, 'present')`;

  it('audits nothing written while a transaction says it generates history, and only there', async () => {
    await server.app.ctx.database.db.transaction().execute(async (trx) => {
      await setGeneratingHistory(trx, true);
      await insertDay('2026-01-05').execute(trx);
      await setGeneratingHistory(trx, false);
      await insertDay('2026-01-06').execute(trx);
    });
    await server.app.ctx.database.db.transaction().execute(async (trx) => {
      await insertDay('2026-01-07').execute(trx);
    });
    expect(await auditedDates()).toEqual(['2026-01-06', '2026-01-07']);
  });

  it.runIf(REAL_POSTGRES_URL)(
    'lets another transaction write attendance while history is being generated',
    async () => {
      const { pool } = server.app.ctx.database;
      const generating = await pool.connect();
      try {
        await generating.query('begin');
        await generating.query(`select set_config('ias.generated_history', 'on', true)`);
        await generating.query(
          `insert into attendance_records (org_id, member_id, date, status) values ($1, $2, '2026-01-12', 'present')`,
          [orgId, memberId],
        );
        // With the triggers disabled by ALTER TABLE this insert would wait for the commit. (It is
        // someone else's: one person's month totals are a row both would update, which does wait
        // — the demo's people are never anyone else's.)
        const other = await pool.connect();
        try {
          await other.query(`set lock_timeout = '2s'`);
          await other.query(
            `insert into attendance_records (org_id, member_id, date, status) values ($1, $2, '2026-01-13', 'present')`,
            [orgId, otherMemberId],
          );
        } finally {
          other.release();
        }
        await generating.query('commit');
      } finally {
        generating.release();
      }
      expect(await auditedDates()).toContain('2026-01-13');
      expect(await auditedDates()).not.toContain('2026-01-12');
    },
  );
});
