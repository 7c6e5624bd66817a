import { databaseDemoSchema } from '@ias/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, type TestServer } from '../../test/harness.js';
import { withReadOnlyTransaction } from './repository.js';

describe('GET /api/database-demo', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers live counts from a read-only query, with no personal data', async () => {
    const people = [
      await createTestUser(server, { userType: 'Student' }),
      await createTestUser(server, { userType: 'Student' }),
      await createTestUser(server, { userType: 'Teacher' }),
      await createTestUser(server),
    ];
    const response = await fetch(`${server.url}/api/database-demo`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    const body = databaseDemoSchema.parse(JSON.parse(text));

    const expectedKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
    expect(body.databaseKind).toBe(expectedKind);
    expect(body.readOnly).toBe(true);
    expect(body.authUsers).toBe(4);
    expect(body.profiles).toBe(4);
    const byType = Object.fromEntries(
      body.profilesByType.map((row) => [row.userType ?? 'unset', row.count]),
    );
    expect(byType).toEqual({
      Student: 2,
      Teacher: 1,
      Admin: 0,
      Institute: 0,
      Company: 0,
      Employee: 0,
      Incharge: 0,
      unset: 1,
    });
    expect(Math.abs(Date.parse(body.serverTime) - Date.now())).toBeLessThan(60_000);
    expect(body.queryLatencyMs).toBeGreaterThanOrEqual(0);
    expect(body.sql).toMatch(/count\(\*\)/);
    for (const person of people) {
      expect(text).not.toContain(person.email);
      expect(text).not.toContain(person.id);
    }
  });

  it('runs its query where writing is impossible', async () => {
    const attempt = withReadOnlyTransaction(server.app.ctx.database.db, async (trx) => {
      await sql`insert into public.contact_messages (reference, kind, name, email, topic, message)
                values ('IAS-WRTE-TEST', 'contact', 'x', 'x@x.in', 'general', 'a write inside the demo')`.execute(
        trx,
      );
    });
    await expect(attempt).rejects.toMatchObject({ code: '25006' });
    const rows = await server.sql('select 1 from public.contact_messages');
    expect(rows).toEqual([]);
  });

  it('answers 503 in words when the database is down', async () => {
    const other = await startTestServer();
    await other.app.ctx.database.pool.end();
    const response = await fetch(`${other.url}/api/database-demo`);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ code: 'database_unavailable' });
    await other.close().catch(() => undefined);
  });
});
