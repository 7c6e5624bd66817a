import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallerIdentity } from '../../lib/caller-pipeline.js';
import { apiAs } from '../../test/clients.js';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';
import { authorizeChanges, type Change } from './authorize-change.js';
import { loadPublishedTables, type PublishedTable } from './published-tables.js';
import { perSubscriberTables } from './readers.js';

/**
 * Every published table's changes are decided for all their signed-in subscribers in one
 * statement per table — by `READERS` or by the table's own policies evaluated for each
 * subscriber's claims — and the decision is the one row-level security makes for each, read under
 * each one's claims: notifications, task boards' columns, cards and comments, files.
 */
describe('realtime authorisation of every published table for many subscribers', () => {
  let server: TestServer;
  let tables: Map<string, PublishedTable>;
  const people: Record<string, TestUser> = {};
  const ids: Record<string, string> = {};
  const sql = <R = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    server.sql<R>(text, params);
  const one = async (text: string, params: unknown[]) =>
    (await sql<{ id: string }>(text, params))[0]!.id;

  beforeAll(async () => {
    server = await startTestServer();
    for (const [key, type] of [
      ['owner', 'Institute'],
      ['teacher', 'Teacher'],
      ['studentA', 'Student'],
      ['studentB', 'Student'],
      ['guarded', 'Student'],
      ['outsider', 'Institute'],
    ] as const)
      people[key] = await createTestUser(server, { userType: type });
    const api = (who: string) => apiAs(server.url, server.anonKey, people[who]!.accessToken);
    ids.org = (
      await api('owner').post<{ id: string }>('/api/organizations', {
        name: 'Sunrise School',
        kind: 'institute',
      })
    ).body.id;
    await api('outsider').post('/api/organizations', { name: 'Hilltop', kind: 'institute' });
    const member = (user: TestUser, name: string, role: string) =>
      one(
        `insert into public.memberships (org_id, user_id, full_name, role, status)
         values ($1, $2, $3, $4, 'active') returning id`,
        [ids.org, user.id, name, role],
      );
    ids.teacher = await member(people.teacher!, 'Anil Kumar', 'teacher');
    ids.studentA = await member(people.studentA!, 'Asha', 'student');
    ids.studentB = await member(people.studentB!, 'Bilal', 'student');
    ids.guarded = await member(people.guarded!, 'Gita', 'student');
    // Gita has a verified second factor but her token is of one factor: the MFA policy hides
    // every row of these tables from it.
    await sql(
      `insert into auth.mfa_factors (user_id, status, secret) values ($1, 'verified', 'JBSWY3DP')`,
      [people.guarded!.id],
    );
    const group = async (name: string, students: string[]) => {
      const id = await one(
        `insert into public.groups (org_id, name, kind, responsible_id)
         values ($1, $2, 'class', $3) returning id`,
        [ids.org, name, ids.teacher],
      );
      await sql(
        `insert into public.group_members (group_id, member_id, org_id)
         select $1, m, $3 from unnest($2::uuid[]) m`,
        [id, students, ids.org],
      );
      return id;
    };
    ids.classA = await group('Class 8A', [ids.studentA, ids.guarded]);
    ids.classB = await group('Class 8B', [ids.studentB]);
    ids.board = await one(
      `insert into public.task_boards (kind, org_id, group_id)
       values ('group', $1, $2) returning id`,
      [ids.org, ids.classA],
    );
    ids.column = await one(
      `insert into public.task_columns (board_id, name, position) values ($1, 'To do', 1)
       returning id`,
      [ids.board],
    );
    const card = (title: string, isPrivate: boolean) =>
      one(
        `insert into public.task_cards (board_id, column_id, title, position, is_private)
         values ($1, $2, $3, 1, $4) returning id`,
        [ids.board, ids.column, title, isPrivate],
      );
    ids.card = await card('Volcano model', false);
    ids.privateCard = await card('Marks for the fair', true);
    ids.comment = await one(
      `insert into public.task_comments (card_id, board_id, body) values ($1, $2, 'Baking soda?')
       returning id`,
      [ids.card, ids.board],
    );
    const notify = (user: TestUser, inApp: boolean) =>
      one(
        `insert into public.notifications (user_id, org_id, kind, in_app)
         values ($1, $2, 'announcement', $3) returning id`,
        [user.id, ids.org, inApp],
      );
    ids.notification = await notify(people.studentA!, true);
    ids.emailOnly = await notify(people.studentA!, false);
    ids.guardedNotice = await notify(people.guarded!, true);
    const [space] = await sql<{ id: string }>(
      `select id from public.file_spaces where org_id = $1 and kind = 'organization'`,
      [ids.org],
    );
    ids.space =
      space?.id ??
      (await one(
        `insert into public.file_spaces (org_id, kind) values ($1, 'organization') returning id`,
        [ids.org],
      ));
    ids.folder = await one(
      `insert into public.files (org_id, space_id, kind, name) values ($1, $2, 'folder', 'Circulars')
       returning id`,
      [ids.org, ids.space],
    );
    tables = await loadPublishedTables(server.app.ctx.database.pool);
  });

  const clients: SupabaseClient[] = [];

  afterAll(async () => {
    for (const client of clients) await client.removeAllChannels();
    await server?.close();
  });

  it('leaves no published table to the per-subscriber path', () => {
    expect(tables.size).toBeGreaterThan(20);
    for (const name of ['notifications', 'files', 'task_cards', 'task_columns', 'task_comments'])
      expect(tables.has(name)).toBe(true);
    expect(perSubscriberTables(tables)).toEqual([]);
  });

  it('reads every published table as the service role the set-based statement runs as', async () => {
    // Without it a table's changes fail to be decided and reach no one (the calendar's did).
    const unreadable = await sql<{ name: string }>(
      `select c.relname as name from pg_catalog.pg_class c
        where c.oid = any ($1::regclass[]) and not has_table_privilege('service_role', c.oid, 'SELECT')`,
      [[...tables.keys()].map((name) => `public.${name}`)],
    );
    expect(unreadable).toEqual([]);
  });

  it('gives message-table changes only to tokens that meet the second-factor rule', async () => {
    // The message tables are decided by READERS (by user); their policies also ask for the second
    // factor, so Gita's one-factor token reads none of her conversation, as RLS decides.
    const conversation = await one(
      `insert into public.conversations (org_id, kind) values ($1, 'announcement') returning id`,
      [ids.org],
    );
    await sql(
      `insert into public.conversation_members (conversation_id, member_id, org_id)
       select $1, m, $3 from unnest($2::uuid[]) m`,
      [conversation, [ids.teacher, ids.studentA, ids.guarded], ids.org],
    );
    const message = await one(
      `insert into public.messages (org_id, conversation_id, author_id, body)
       values ($1, $2, $3, 'Sports day on Friday') returning id`,
      [ids.org, conversation, ids.teacher],
    );
    const who = ['studentA', 'guarded', 'studentB'] as const;
    const identities = await Promise.all(
      who.map(async (key): Promise<CallerIdentity> => {
        const claims = await server.app.ctx.keys.verify(people[key]!.accessToken);
        return { role: 'authenticated', claims, sessionId: people[key]!.sessionId };
      }),
    );
    const at = new Date().toISOString();
    const batch: Change[] = [
      { schema: 'public', table: 'messages', op: 'INSERT', id: message, scope: ids.org!, at },
      {
        schema: 'public',
        table: 'conversations',
        op: 'UPDATE',
        id: conversation,
        scope: ids.org!,
        at,
      },
    ];
    const pool = server.app.ctx.database.pool;
    const sent: string[] = [];
    const together = await authorizeChanges(pool, tables, batch, identities, {
      observe: (names) => sent.push(...names),
    });
    expect(sent).toContain('realtime_readers_messages');
    expect(together).toEqual(
      await authorizeChanges(pool, tables, batch, identities, { setBased: false }),
    );
    const readers = (sights: unknown[]) => who.filter((_, i) => sights[i] !== null);
    expect(readers(together[0]!)).toEqual(['studentA']);
    expect(readers(together[1]!)).toEqual(['studentA']);
  });

  it('decides each table’s changes for all subscribers at once as row-level security does', async () => {
    const everyone = ['owner', 'teacher', 'studentA', 'studentB', 'guarded', 'outsider'] as const;
    const identity = async (user: TestUser): Promise<CallerIdentity> => {
      const claims = await server.app.ctx.keys.verify(user.accessToken);
      return { role: 'authenticated', claims, sessionId: user.sessionId };
    };
    const signedIn = await Promise.all(everyone.map((who) => identity(people[who]!)));
    const identities = [
      ...signedIn,
      { role: 'anon', claims: { role: 'anon' }, sessionId: undefined } as CallerIdentity,
    ];
    const at = new Date().toISOString();
    const change = (table: string, id: string): Change => ({
      schema: 'public',
      table,
      op: 'UPDATE',
      id,
      scope: ids.org!,
      at,
    });
    const batch = [
      change('notifications', ids.notification!),
      change('notifications', ids.emailOnly!),
      change('notifications', ids.guardedNotice!),
      change('task_columns', ids.column!),
      change('task_cards', ids.card!),
      change('task_cards', ids.privateCard!),
      change('task_comments', ids.comment!),
      change('files', ids.folder!),
    ];
    const pool = server.app.ctx.database.pool;
    const sent: string[] = [];
    const together = await authorizeChanges(pool, tables, batch, identities, {
      observe: (names) => sent.push(...names),
    });
    const apart = await authorizeChanges(pool, tables, batch, identities, { setBased: false });
    expect(together).toEqual(apart);
    // The signed-in subscribers were decided together, one statement per table; only the
    // anonymous visitor's reads were made apart (under its claims).
    expect(sent.filter((name) => name.startsWith('realtime_readers_')).sort()).toEqual(
      ['files', 'notifications', 'task_cards', 'task_columns', 'task_comments'].map(
        (name) => `realtime_readers_${name}`,
      ),
    );
    expect(sent.filter((name) => name.startsWith('realtime_rows_authenticated_'))).toEqual([]);
    expect(sent.filter((name) => name === 'realtime_identity')).toHaveLength(2);

    const readers = (sights: unknown[]) => everyone.filter((_, i) => sights[i] !== null).sort();
    const [notice, emailOnly, guardedNotice, column, card, privateCard, comment, folder] = together;
    // Her notification is hers alone; one not shown in the app is nobody's.
    expect(readers(notice!)).toEqual(['studentA']);
    expect(notice![everyone.indexOf('studentA')]).toMatchObject({ id: ids.notification });
    expect(readers(emailOnly!)).toEqual([]);
    // Nor does a token of one factor read anything of a person with a second one (nor the class
    // board Gita is on, below).
    expect(readers(guardedNotice!)).toEqual([]);
    // Class 8A's board: its student, its teacher and the owner; not class 8B's student, not
    // another organisation's owner.
    expect(readers(column!)).toEqual(['owner', 'studentA', 'teacher']);
    expect(readers(card!)).toEqual(['owner', 'studentA', 'teacher']);
    expect(card![everyone.indexOf('studentA')]).toMatchObject({ title: 'Volcano model' });
    expect(readers(comment!)).toEqual(['owner', 'studentA', 'teacher']);
    // A private card: its board's editors only.
    expect(readers(privateCard!)).toEqual(['owner', 'teacher']);
    // The organisation's folder: its people, not the other organisation's owner.
    expect(readers(folder!)).toEqual(['owner', 'studentA', 'studentB', 'teacher']);
    for (const sights of together) expect(sights[identities.length - 1]).toBeNull();
  });

  it('delivers notifications and task cards over supabase-js only to those who read them', async () => {
    const watchers = ['studentA', 'studentB', 'outsider'] as const;
    const arrived = await Promise.all(
      watchers.map(async (who, i) => {
        const user = people[who]!;
        const client = createClient(server.url, server.anonKey, {
          accessToken: async () => user.accessToken,
          realtime: { transport: WebSocket as never },
        });
        clients.push(client);
        await client.realtime.setAuth(user.accessToken);
        const seen: string[] = [];
        await new Promise<void>((resolve, reject) => {
          const channel = client.channel(`every-table-${i}`);
          for (const table of ['notifications', 'task_cards'])
            channel.on(
              'postgres_changes' as never,
              { event: 'INSERT', schema: 'public', table },
              (payload: { table: string; new: { id: string } }) =>
                seen.push(`${payload.table}:${payload.new.id}`),
            );
          channel.subscribe((status, error) => {
            if (status === 'SUBSCRIBED') resolve();
            else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
              reject(error ?? new Error(status));
          });
        });
        return seen;
      }),
    );
    const notice = await one(
      `insert into public.notifications (user_id, org_id, kind) values ($1, $2, 'announcement')
       returning id`,
      [people.studentA!.id, ids.org],
    );
    const card = await one(
      `insert into public.task_cards (board_id, column_id, title, position)
       values ($1, $2, 'Poster for the fair', 2) returning id`,
      [ids.board, ids.column],
    );
    // Then a notification each watcher reads: once each has its own, the others' would have come.
    const last = await Promise.all(
      watchers.map((who) =>
        one(
          `insert into public.notifications (user_id, kind) values ($1, 'announcement')
           returning id`,
          [people[who]!.id],
        ),
      ),
    );
    const expected = [
      [`notifications:${notice}`, `task_cards:${card}`, `notifications:${last[0]}`],
      [`notifications:${last[1]}`],
      [`notifications:${last[2]}`],
    ];
    const sorted = (lists: string[][]) => lists.map((list) => [...list].sort());
    const deadline = Date.now() + 30_000;
    while (
      Date.now() < deadline &&
      JSON.stringify(sorted(arrived)) !== JSON.stringify(sorted(expected))
    )
      await new Promise((r) => setTimeout(r, 50));
    expect(sorted(arrived)).toEqual(sorted(expected));
  });
});
