import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
