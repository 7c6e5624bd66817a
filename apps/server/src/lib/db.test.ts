import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';

/**
 * A statement that fails must not disturb the ones after it. (On the embedded database it did:
 * pg-pool ended the client of a failed `pool.query`, its unsent messages reached the one backend
 * after the next client's, and the next statements failed or returned another one's rows.)
 */
describe('the database pool after a failed statement', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('answers every later statement with its own rows', async () => {
    const { pool } = server.app.ctx.database;
    for (let round = 0; round < 3; round++) {
      // An error at bind, at execution and in a constraint, each followed by plain statements.
      await expect(pool.query('select $1::int / 0 as n', [round])).rejects.toThrow(
        'division by zero',
      );
      expect((await pool.query('select $1::int as n', [round])).rows).toEqual([{ n: round }]);
      await expect(pool.query('select $1::uuid as id', ['not-a-uuid'])).rejects.toThrow(
        'invalid input syntax for type uuid',
      );
      expect((await pool.query('select $1::text as t', ['after'])).rows).toEqual([{ t: 'after' }]);
      await expect(
        pool.query('insert into auth.users (id, email) values ($1, $2), ($1, $2)', [
          '00000000-0000-4000-8000-00000000000' + round,
          `twice-${round}@example.com`,
        ]),
      ).rejects.toThrow(/duplicate key/);
      expect((await pool.query('select 1 + $1::int as n', [round])).rows).toEqual([
        { n: round + 1 },
      ]);
    }
    // Transactions through the query builder are unaffected too.
    const rows = await server.sql<{ n: number }>('select 42 as n');
    expect(rows).toEqual([{ n: 42 }]);
  });

  it('a connection dropped half-way leaves no transaction or prepared statement to the next', async () => {
    const { pool } = server.app.ctx.database;
    const named = { name: 'db_test_named', text: 'select $1::int * 2 as n' };
    const client = await pool.connect();
    await client.query({ ...named, values: [1] });
    await client.query('begin');
    await client.query("select set_config('ias.left_behind', 'yes', true)");
    client.release(new Error('dropped half-way'));
    // The next connection prepares the same name again, and its work is not inside that
    // transaction (the setting was local to it).
    expect((await pool.query({ ...named, values: [21] })).rows).toEqual([{ n: 42 }]);
    const setting = await pool.query("select current_setting('ias.left_behind', true) as v");
    expect(setting.rows[0].v ?? '').toBe('');
  });

  it('hands NOTIFY to the listeners of its channel, and stops when asked', async () => {
    const { database } = server.app.ctx;
    const heard: string[] = [];
    const stop = await database.listen('db_test_channel', (payload) => heard.push(payload));
    await database.pool.query("select pg_notify('db_test_channel', 'first')");
    await database.pool.query("select pg_notify('db_test_other', 'not this one')");
    await vi.waitFor(() => expect(heard).toEqual(['first']));
    await stop();
    await database.pool.query("select pg_notify('db_test_channel', 'after')");
    await database.pool.query('select 1');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual(['first']);
  });
});
