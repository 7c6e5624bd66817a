import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../test/harness.js';
import {
  pipelineAsCaller,
  prepared,
  PREPARED_PER_CONNECTION,
  SessionRevokedError,
} from './caller-pipeline.js';

/**
 * The pipelined transaction writes BEGIN, the caller's settings, the statements and COMMIT before
 * reading any answer. These tests pin down what that must never change: RLS applies, a signed-out
 * session writes nothing, a failing statement takes the earlier ones with it, and a rollback
 * decided from the results keeps nothing.
 */
describe('statements pipelined as the caller', () => {
  let server: TestServer;
  let user: TestUser;
  let other: TestUser;
  const auth = (who: TestUser) => ({
    role: 'authenticated' as const,
    claims: { role: 'authenticated', sub: who.id, aal: 'aal1', session_id: who.sessionId },
    sessionId: who.sessionId,
  });
  const nameOf = async (id: string) =>
    (
      await server.sql<{ full_name: string }>(
        'select full_name from public.profiles where id = $1',
        [id],
      )
    )[0]?.full_name;
  const rename = (id: string, name: string) => ({
    text: 'update public.profiles set full_name = $2 where id = $1',
    values: [id, name],
  });

  beforeAll(async () => {
    server = await startTestServer();
    user = await createTestUser(server);
    other = await createTestUser(server);
  });
  afterAll(() => server?.close());

  it('runs as the caller: row-level security decides what a statement reaches', async () => {
    const pool = server.app.ctx.database.pool;
    const [mine, theirs, me] = await pipelineAsCaller(pool, auth(user), [
      rename(user.id, 'Asha Pipelined'),
      rename(other.id, 'Not Allowed'),
      { text: 'select auth.uid() as uid', values: [] },
    ]);
    expect(mine!.rowCount).toBe(1);
    expect(theirs!.rowCount).toBe(0);
    expect(me!.rows[0]).toEqual({ uid: user.id });
    expect(await nameOf(user.id)).toBe('Asha Pipelined');
    expect(await nameOf(other.id)).not.toBe('Not Allowed');
  });

  it('writes nothing for a signed-out session, although its token is still valid', async () => {
    const signedOut = await createTestUser(server);
    const before = await nameOf(signedOut.id);
    await server.sql('delete from auth.sessions where id = $1', [signedOut.sessionId]);
    await expect(
      pipelineAsCaller(server.app.ctx.database.pool, auth(signedOut), [
        rename(signedOut.id, 'Written After Sign-out'),
      ]),
    ).rejects.toBeInstanceOf(SessionRevokedError);
    expect(await nameOf(signedOut.id)).toBe(before);
  });

  it('rolls back every statement when a later one fails, and the connection stays usable', async () => {
    const pool = server.app.ctx.database.pool;
    await expect(
      pipelineAsCaller(pool, auth(user), [
        rename(user.id, 'Half Written'),
        { text: 'select 1 / 0', values: [] },
      ]),
    ).rejects.toMatchObject({ code: '22012' });
    expect(await nameOf(user.id)).toBe('Asha Pipelined');
    const [after] = await pipelineAsCaller(pool, auth(user), [
      { text: 'select 2 as two', values: [] },
    ]);
    expect(after!.rows).toEqual([{ two: 2 }]);
  });

  it('keeps nothing when the results decide on a rollback, or the decision throws', async () => {
    const pool = server.app.ctx.database.pool;
    const [result] = await pipelineAsCaller(pool, auth(user), [rename(user.id, 'Tried Only')], {
      shouldCommit: (results) => results[0]!.rowCount !== 1,
    });
    expect(result!.rowCount).toBe(1);
    expect(await nameOf(user.id)).toBe('Asha Pipelined');
    await expect(
      pipelineAsCaller(pool, auth(user), [rename(user.id, 'Refused')], {
        shouldCommit: () => {
          throw new Error('more rows than allowed');
        },
      }),
    ).rejects.toThrow('more rows than allowed');
    expect(await nameOf(user.id)).toBe('Asha Pipelined');
  });

  it('refuses writes in a read-only transaction', async () => {
    await expect(
      pipelineAsCaller(server.app.ctx.database.pool, auth(user), [rename(user.id, 'Read Only')], {
        readOnly: true,
      }),
    ).rejects.toMatchObject({ code: '25006' });
    expect(await nameOf(user.id)).toBe('Asha Pipelined');
  });

  it('prepares a statement once per connection, and forgets them all past the limit', async () => {
    const pool = server.app.ctx.database.pool;
    const read = (n: number) => prepared(`select ${n} as n, auth.uid() as uid`, []);
    // Sequential requests get the connection the last one gave back (the pool reuses the newest).
    const run = async (statement: ReturnType<typeof read>) =>
      (await pipelineAsCaller(pool, auth(user), [statement]))[0]!.rows[0];
    const preparedHere = async () =>
      (
        await pipelineAsCaller(pool, auth(user), [
          { text: `select array_agg(name) as names from pg_prepared_statements`, values: [] },
        ])
      )[0]!.rows[0].names as string[];

    expect(read(1).name).toBe(read(1).name);
    expect(read(1).name).not.toBe(read(2).name);
    expect(await run(read(1))).toEqual({ n: 1, uid: user.id });
    expect(await run(read(1))).toEqual({ n: 1, uid: user.id });
    expect(await preparedHere()).toContain(read(1).name);

    for (let n = 2; n <= PREPARED_PER_CONNECTION + 1; n++) await run(read(n));
    const names = await preparedHere();
    expect(names.length).toBeLessThan(PREPARED_PER_CONNECTION);
    expect(names).not.toContain(read(1).name);
    // Prepared again when asked for again, still as the caller.
    expect(await run(read(1))).toEqual({ n: 1, uid: user.id });
    expect(await preparedHere()).toContain(read(1).name);
  });
});
