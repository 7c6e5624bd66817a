import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTestUser,
  secondInstance,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../test/harness.js';
import { ActiveSessions } from './active-sessions.js';

/**
 * A signed-in read skips the session check when the instance found the session signed in moments
 * ago. What must not change: the instance that signs a session out refuses it at once; every other
 * instance hears of any revocation from the database within moments; a write always checks.
 */
describe('sessions found signed in lately', () => {
  let server: TestServer;
  let other: TestServer;
  const JWT_SECRET = 'active-sessions-test-secret-of-at-least-32-characters';

  beforeAll(async () => {
    server = await startTestServer({ JWT_SECRET });
    other = await secondInstance(server, { JWT_SECRET });
  });
  afterAll(async () => {
    if (other !== server) await other?.close();
    await server?.close();
  });

  const known = (instance: TestServer, user: TestUser) =>
    instance.app.ctx.sessions.check(user.sessionId, user.id).known;

  const readStatus = async (instance: TestServer, user: TestUser) => {
    const response = await fetch(`${instance.url}/rest/v1/profiles?id=eq.${user.id}&select=id`, {
      headers: { apikey: instance.anonKey, authorization: `Bearer ${user.accessToken}` },
    });
    await response.arrayBuffer();
    return response.status;
  };

  /** Signed in and read once on both instances, so both remember the session. */
  const warmUser = async () => {
    const user = await createTestUser(server);
    for (const instance of new Set([server, other])) {
      expect(await readStatus(instance, user)).toBe(200);
      expect(known(instance, user)).toBe(true);
    }
    return user;
  };

  const heardOnEveryInstance = async (user: TestUser) => {
    for (const instance of new Set([server, other]))
      await vi.waitFor(() => expect(known(instance, user)).toBe(false), { timeout: 5_000 });
  };

  it('refuses a session at once on the instance that signed it out', async () => {
    const user = await warmUser();
    // Without the database's announcement, so that only the instance's own forgetting is tested.
    await server.sql('alter table auth.sessions disable trigger sessions_announce_change');
    try {
      const response = await fetch(`${server.url}/auth/v1/logout?scope=local`, {
        method: 'POST',
        headers: { apikey: server.anonKey, authorization: `Bearer ${user.accessToken}` },
      });
      expect(response.status).toBe(204);
      expect(await readStatus(server, user)).toBe(401);
    } finally {
      await server.sql('alter table auth.sessions enable trigger sessions_announce_change');
    }
  });

  it.each([
    ['signed out', 'delete from auth.sessions where id = $1', 'session'],
    [
      'cut short',
      "update auth.sessions set not_after = now() - interval '1 second' where id = $1",
      'session',
    ],
    [
      'banned',
      "update auth.users set banned_until = now() + interval '1 day' where id = $1",
      'user',
    ],
    ['deleted', 'delete from auth.users where id = $1', 'user'],
  ] as const)(
    'hears from the database, on every instance, of a session %s elsewhere',
    async (_, change, of) => {
      const user = await warmUser();
      await server.sql(change, [of === 'user' ? user.id : user.sessionId]);
      await heardOnEveryInstance(user);
      for (const instance of new Set([server, other]))
        expect(await readStatus(instance, user)).toBe(401);
    },
  );

  it('skips the check for reads only: a write checks the session every time', async () => {
    const user = await warmUser();
    // Removed without the announcement (triggers off for this statement's session), so the
    // instance still believes the session is signed in.
    await server.sql(`
      begin;
      set local session_replication_role = replica;
      delete from auth.sessions where id = '${user.sessionId}';
      commit;`);
    expect(known(server, user)).toBe(true);
    expect(await readStatus(server, user)).toBe(200);
    const { status } = await user.client
      .from('profiles')
      .update({ full_name: 'Written After Sign-out' })
      .eq('id', user.id);
    expect(status).toBe(401);
    const [profile] = await server.sql<{ full_name: string }>(
      'select full_name from public.profiles where id = $1',
      [user.id],
    );
    expect(profile!.full_name).not.toBe('Written After Sign-out');
    // The write's failed check is not remembered as signed in; the announcement-less removal is
    // forgotten with the rest when the listening connection is lost.
    server.app.ctx.sessions.forgetAll();
    expect(await readStatus(server, user)).toBe(401);
  });
});

describe('ActiveSessions', () => {
  it('does not remember an answer whose check was sent before a revocation was heard', () => {
    const sessions = new ActiveSessions();
    const pending = sessions.check('s1', 'u1');
    sessions.forgetSession('s-other');
    pending.confirm();
    expect(sessions.check('s1', 'u1').known).toBe(false);

    const next = sessions.check('s1', 'u1');
    next.confirm();
    expect(sessions.check('s1', 'u1').known).toBe(true);
  });

  it('forgets by session, by user, and everything', () => {
    const sessions = new ActiveSessions();
    for (const [session, user] of [
      ['a1', 'u1'],
      ['a2', 'u1'],
      ['b1', 'u2'],
    ] as const)
      sessions.check(session, user).confirm();
    sessions.forgetSession('a1');
    expect(sessions.check('a1', 'u1').known).toBe(false);
    expect(sessions.check('a2', 'u1').known).toBe(true);
    sessions.forgetUser('u1');
    expect(sessions.check('a2', 'u1').known).toBe(false);
    expect(sessions.check('b1', 'u2').known).toBe(true);
    // A session is known only for the user it was confirmed for.
    expect(sessions.check('b1', 'u1').known).toBe(false);
    sessions.forgetAll();
    expect(sessions.check('b1', 'u2').known).toBe(false);
  });
});
