import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallerIdentity, pipelineAsCaller } from '../../lib/caller-pipeline.js';
import { apiAs } from '../../test/clients.js';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';
import { authorizeChanges, type Change } from './authorize-change.js';
import { loadPublishedTables } from './published-tables.js';
import { READERS, TASK_TABLES } from './readers.js';

const SERVICE: CallerIdentity = {
  role: 'service_role',
  claims: { role: 'service_role' },
  sessionId: undefined,
};

/** A row's key in each task table (task_board_members has no id of its own). */
const keyOf = (table: string) =>
  table === 'task_board_members' ? `t.board_id::text || '/' || t.user_id::text` : 't.id::text';

/**
 * The task tables' `READERS` (the set functions of migration 0081, worked out for a row and many
 * users at once) against row-level security: for every row of every task table, the users the
 * set-based readers name are exactly those whose own select, under their claims, returns it. A
 * school with a class under a grade, a subject teacher, private cards, assignees on another class's
 * board, people added to boards (one who has since left), personal boards, an Admin and an
 * outsider.
 */
describe('set-based readers of the task tables', () => {
  let server: TestServer;
  const people: Record<string, TestUser> = {};
  const ids: Record<string, string> = {};
  const sql = <R = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    server.sql<R>(text, params);
  const one = async (text: string, params: unknown[]) =>
    (await sql<{ id: string }>(text, params))[0]!.id;
  const everyone = [
    'owner',
    'coOwner',
    'admin',
    'gradeHead',
    'subjectTeacher',
    'classTeacherB',
    'studentA',
    'studentB',
    'studentC',
    'leaver',
    'viewer',
    'editor',
    'leftEditor',
    'outsider',
  ] as const;

  beforeAll(async () => {
    server = await startTestServer();
    const types: Record<(typeof everyone)[number], string> = {
      owner: 'Institute',
      coOwner: 'Teacher',
      admin: 'Admin',
      gradeHead: 'Teacher',
      subjectTeacher: 'Teacher',
      classTeacherB: 'Teacher',
      studentA: 'Student',
      studentB: 'Student',
      studentC: 'Student',
      leaver: 'Student',
      viewer: 'Teacher',
      editor: 'Teacher',
      leftEditor: 'Teacher',
      outsider: 'Institute',
    };
    for (const who of everyone)
      people[who] = await createTestUser(server, { userType: types[who] });
    const api = (who: string) => apiAs(server.url, server.anonKey, people[who]!.accessToken);
    ids.org = (
      await api('owner').post<{ id: string }>('/api/organizations', {
        name: 'Sunrise School',
        kind: 'institute',
      })
    ).body.id;
    ids.otherOrg = (
      await api('outsider').post<{ id: string }>('/api/organizations', {
        name: 'Hilltop School',
        kind: 'institute',
      })
    ).body.id;
    const roles: Partial<Record<(typeof everyone)[number], string>> = {
      coOwner: 'owner',
      gradeHead: 'teacher',
      subjectTeacher: 'teacher',
      classTeacherB: 'teacher',
      studentA: 'student',
      studentB: 'student',
      studentC: 'student',
      leaver: 'student',
      viewer: 'teacher',
      editor: 'teacher',
      leftEditor: 'teacher',
    };
    for (const [who, role] of Object.entries(roles))
      ids[who] = await one(
        `insert into public.memberships (org_id, user_id, full_name, role, status)
         values ($1, $2, $3, $4, 'active') returning id`,
        [ids.org, people[who]!.id, who, role],
      );
    const group = async (name: string, kind: string, responsible: string | null, parent?: string) =>
      one(
        `insert into public.groups (org_id, name, kind, responsible_id, parent_id)
         values ($1, $2, $3, $4, $5) returning id`,
        [ids.org, name, kind, responsible, parent ?? null],
      );
    // The grade head looks after Grade 8 and so its class 8A; 8A has no class teacher of its own.
    ids.grade = await group('Grade 8', 'course', ids.gradeHead!);
    ids.classA = await group('Class 8A', 'class', null, ids.grade);
    ids.classB = await group('Class 8B', 'class', ids.classTeacherB!);
    await sql(
      `insert into public.group_members (group_id, member_id, org_id)
       select g, m, $3 from unnest($1::uuid[], $2::uuid[]) x (g, m)`,
      [
        [ids.classA, ids.classA, ids.classA, ids.classB],
        [ids.studentA, ids.studentB, ids.leaver, ids.studentC],
        ids.org,
      ],
    );
    // The subject teacher teaches 8A in the timetable, without being responsible for it.
    await sql(
      `insert into public.class_sessions (org_id, group_id, subject, teacher_id, weekday, period,
                                          starts_at, ends_at)
       values ($1, $2, 'Science', $3, 1, 1, '09:00', '09:45')`,
      [ids.org, ids.classA, ids.subjectTeacher],
    );
    const board = (
      kind: string,
      org: string | null,
      groupId: string | null,
      owner: string | null,
    ) =>
      one(
        `insert into public.task_boards (kind, org_id, group_id, owner_id) values ($1, $2, $3, $4)
         returning id`,
        [kind, org, groupId, owner],
      );
    ids.boardA = await board('group', ids.org, ids.classA, null);
    ids.boardB = await board('group', ids.org, ids.classB, null);
    ids.boardOrg = await board('organisation', ids.org, null, null);
    ids.boardOther = await board('organisation', ids.otherOrg, null, null);
    ids.personalA = await board('personal', null, null, people.studentA!.id);
    ids.personalHead = await board('personal', null, null, people.gradeHead!.id);
    for (const [key, boardId] of Object.entries({
      colA: ids.boardA,
      colB: ids.boardB,
      colOrg: ids.boardOrg,
      colOther: ids.boardOther,
      colPersonalA: ids.personalA,
      colPersonalHead: ids.personalHead,
    }))
      ids[key] = await one(
        `insert into public.task_columns (board_id, name, position) values ($1, 'To do', 1)
         returning id`,
        [boardId],
      );
    // People added to boards: a viewer of the organisation board, an editor of 8B's board, and
    // an editor of the organisation board who has since left the school (reads nothing).
    await sql(
      `insert into public.task_board_members (board_id, user_id, role)
       values ($1, $2, 'viewer'), ($3, $4, 'editor'), ($1, $5, 'editor')`,
      [ids.boardOrg, people.viewer!.id, ids.boardB, people.editor!.id, people.leftEditor!.id],
    );
    const card = async (key: string, column: string, boardId: string, isPrivate = false) => {
      ids[key] = await one(
        `insert into public.task_cards (board_id, column_id, title, position, is_private)
         values ($1, $2, $3, 1, $4) returning id`,
        [boardId, column, key, isPrivate],
      );
    };
    await card('sharedA', ids.colA!, ids.boardA!);
    await card('privateA', ids.colA!, ids.boardA!, true);
    await card('privateB', ids.colA!, ids.boardA!, true);
    await card('sharedB', ids.colB!, ids.boardB!);
    await card('privateOnB', ids.colB!, ids.boardB!, true);
    await card('orgCard', ids.colOrg!, ids.boardOrg!);
    await card('orgPrivate', ids.colOrg!, ids.boardOrg!, true);
    await card('otherCard', ids.colOther!, ids.boardOther!);
    await card('mine', ids.colPersonalA!, ids.personalA!);
    await card('headsOwn', ids.colPersonalHead!, ids.personalHead!);
    const assign = (cardKey: string, member: string) =>
      sql('insert into public.task_card_assignees (card_id, member_id) values ($1, $2)', [
        ids[cardKey],
        ids[member],
      ]);
    // One student's copy of a class task each; the leaver's too (before leaving); a shared 8A
    // card for student B; studentA on a private card of 8B's board (she reads 8B's columns, no
    // more); the viewer on a private card of the organisation board.
    await assign('privateA', 'studentA');
    await assign('privateB', 'studentB');
    await assign('privateB', 'leaver');
    await assign('sharedA', 'studentB');
    await assign('privateOnB', 'studentA');
    await assign('orgPrivate', 'viewer');
    for (const cardKey of ['sharedA', 'privateA', 'privateOnB', 'orgPrivate', 'mine']) {
      await sql(
        `insert into public.task_checklist_items (card_id, board_id, body)
         select id, board_id, $2 from public.task_cards where id = $1`,
        [ids[cardKey], `Item of ${cardKey}`],
      );
      await sql(
        `insert into public.task_comments (card_id, board_id, body)
         select id, board_id, $2 from public.task_cards where id = $1`,
        [ids[cardKey], `Comment on ${cardKey}`],
      );
    }
    await sql(`update public.memberships set status = 'left' where id = any ($1::uuid[])`, [
      [ids.leaver, ids.leftEditor],
    ]);
  });

  afterAll(async () => {
    await server?.close();
  });

  const identity = async (who: string): Promise<CallerIdentity> => ({
    role: 'authenticated',
    claims: await server.app.ctx.keys.verify(people[who]!.accessToken),
    sessionId: people[who]!.sessionId,
  });

  /** Per user, the keys of the table's rows their own select returns (row-level security). */
  async function ownSelects(table: string): Promise<Record<string, string[]>> {
    const seen: Record<string, string[]> = {};
    for (const who of everyone) {
      const [result] = await pipelineAsCaller(server.app.ctx.database.pool, await identity(who), [
        { text: `select ${keyOf(table)} as key from public.${table} t`, values: [] },
      ]);
      seen[who] = result!.rows.map((row: { key: string }) => row.key).sort();
    }
    return seen;
  }

  /** Per user, the keys of the rows whose `READERS` name them, all users asked at once. */
  async function setReaders(table: string): Promise<Record<string, string[]>> {
    const users = everyone.map((who) => people[who]!.id);
    const [result] = await pipelineAsCaller(server.app.ctx.database.pool, SERVICE, [
      {
        text: `select ${keyOf(table)} as key, ${READERS[table]} as readers
                 from public.${table} t where $1::text is null`,
        values: [null, users],
      },
    ]);
    const seen: Record<string, string[]> = Object.fromEntries(everyone.map((who) => [who, []]));
    for (const { key, readers } of result!.rows as Array<{ key: string; readers: string[] }>)
      for (const user of readers) seen[everyone[users.indexOf(user)]!]!.push(key);
    for (const who of everyone) seen[who]!.sort();
    return seen;
  }

  it('covers every task table', async () => {
    const [{ tables }] = await sql<{ tables: string[] }>(
      `select array_agg(relname::text order by relname) as tables from pg_catalog.pg_class
        where relnamespace = 'public'::regnamespace and relkind = 'r' and relname like 'task\\_%'`,
    );
    expect([...TASK_TABLES].sort()).toEqual(tables);
  });

  it.each([
    'task_boards',
    'task_board_members',
    'task_columns',
    'task_cards',
    'task_card_assignees',
    'task_checklist_items',
    'task_comments',
    'task_activity',
  ])('%s: the set-based readers are those whose own select returns the row', async (table) => {
    const own = await ownSelects(table);
    expect(await setReaders(table)).toEqual(own);
    // Not vacuous: the outsider reads only their own organisation's rows, the leaver and the
    // left editor nothing but what everyone may.
    expect(Object.values(own).some((keys) => keys.length > 0)).toBe(true);
  });

  it('reads private cards, assignees, personal, class and organisation boards as the policies do', async () => {
    const cards = await setReaders('task_cards');
    const title = Object.fromEntries(Object.entries(ids).map(([key, id]) => [id, key] as const));
    const named = (who: string) => cards[who]!.map((id) => title[id]).sort();
    // A student: her class's shared card, her own private copy, her card on 8B's board, her
    // personal board; not her classmate's copy.
    expect(named('studentA')).toEqual(['mine', 'privateA', 'privateOnB', 'sharedA']);
    expect(named('studentB')).toEqual(['privateB', 'sharedA']);
    expect(named('studentC')).toEqual(['sharedB']);
    expect(named('leaver')).toEqual([]);
    // The grade head edits 8A's board through the grade above it; the subject teacher through the
    // timetable; neither reads 8B's or the organisation board's cards, nor another's personal board.
    expect(named('gradeHead')).toEqual(['headsOwn', 'privateA', 'privateB', 'sharedA']);
    expect(named('subjectTeacher')).toEqual(['privateA', 'privateB', 'sharedA']);
    expect(named('classTeacherB')).toEqual(['privateOnB', 'sharedB']);
    // Added to 8B's board as an editor: its private card too.
    expect(named('editor')).toEqual(['privateOnB', 'sharedB']);
    // A viewer of the organisation board: its shared card and the private one assigned to them.
    expect(named('viewer')).toEqual(['orgCard', 'orgPrivate']);
    expect(named('leftEditor')).toEqual([]);
    // The owners and an Admin: every shared board of the organisation (an Admin every
    // organisation's), no one's personal board.
    const school = [
      'orgCard',
      'orgPrivate',
      'privateA',
      'privateB',
      'privateOnB',
      'sharedA',
      'sharedB',
    ];
    expect(named('owner')).toEqual(school);
    expect(named('coOwner')).toEqual(school);
    expect(named('admin')).toEqual([...school, 'otherCard'].sort());
    expect(named('outsider')).toEqual(['otherCard']);
    // Columns: studentA reads 8B's because a card of hers is there.
    const columns = await setReaders('task_columns');
    expect(columns.studentA!.map((id) => title[id]).sort()).toEqual([
      'colA',
      'colB',
      'colPersonalA',
    ]);
  });

  it('lets only the server ask who reads what', async () => {
    const pool = server.app.ctx.database.pool;
    for (const text of [
      'select * from public.task_board_readers(array[$1::uuid], array[$2::uuid])',
      'select * from public.task_card_assignee_users(array[$1::uuid], array[$2::uuid])',
      'select * from public.task_assigned_board_users(array[$1::uuid], array[$2::uuid])',
    ])
      await expect(
        pipelineAsCaller(pool, await identity('owner'), [
          { text, values: [ids.boardA, people.studentA!.id] },
        ]),
      ).rejects.toMatchObject({ code: '42501' });
    const [answer] = await pipelineAsCaller(pool, SERVICE, [
      {
        text: 'select * from public.task_board_readers(array[$1::uuid], array[$2::uuid])',
        values: [ids.boardA, people.studentA!.id],
      },
    ]);
    expect(answer!.rows).toEqual([
      { board_id: ids.boardA, user_id: people.studentA!.id, editor: false },
    ]);
  });

  it('decides task changes for all subscribers through READERS, as each one’s claims do', async () => {
    const pool = server.app.ctx.database.pool;
    const tables = await loadPublishedTables(pool);
    const identities = await Promise.all(everyone.map(identity));
    const at = new Date().toISOString();
    const change = (table: string, id: string, op: Change['op'] = 'UPDATE'): Change => ({
      schema: 'public',
      table,
      op,
      id,
      scope: ids.org!,
      at,
    });
    const [assignee] = await sql<{ id: string }>(
      'select id from public.task_card_assignees where card_id = $1',
      [ids.privateOnB],
    );
    const [item] = await sql<{ id: string }>(
      'select id from public.task_checklist_items where card_id = $1',
      [ids.privateA],
    );
    const [comment] = await sql<{ id: string }>(
      'select id from public.task_comments where card_id = $1',
      [ids.orgPrivate],
    );
    const batch = [
      change('task_columns', ids.colB!),
      change('task_columns', ids.colPersonalA!),
      change('task_cards', ids.privateA!),
      change('task_cards', ids.sharedB!),
      change('task_cards', ids.otherCard!),
      change('task_card_assignees', assignee!.id),
      change('task_checklist_items', item!.id),
      change('task_comments', comment!.id),
      change('task_cards', crypto.randomUUID(), 'DELETE'),
    ];
    const sent: string[] = [];
    const together = await authorizeChanges(pool, tables, batch, identities, {
      observe: (names) => sent.push(...names),
    });
    expect(together).toEqual(
      await authorizeChanges(pool, tables, batch, identities, { setBased: false }),
    );
    // And as the tables' own policies decide it evaluated for each subscriber in one statement
    // (what these tables had before migration 0081; the bench times both).
    const byPolicies: string[] = [];
    expect(
      await authorizeChanges(pool, tables, batch, identities, {
        byPolicies: true,
        observe: (names) => byPolicies.push(...names),
      }),
    ).toEqual(together);
    expect(byPolicies).toContain('realtime_policies_task_cards');
    // One statement per table for everyone; the task tables ask for the second factor, which
    // READERS (by user) leave to the tokens' check.
    expect(sent.filter((name) => name.startsWith('realtime_readers_')).sort()).toEqual(
      [
        'task_card_assignees',
        'task_cards',
        'task_checklist_items',
        'task_columns',
        'task_comments',
      ].map((name) => `realtime_readers_${name}`),
    );
    expect(sent).toContain('realtime_tokens_mfa');
    expect(sent.filter((name) => name.startsWith('realtime_rows_'))).toEqual([]);
    const readers = (sights: unknown[]) => everyone.filter((_, i) => sights[i] !== null).sort();
    expect(readers(together[0]!)).toEqual(
      ['admin', 'classTeacherB', 'coOwner', 'editor', 'owner', 'studentA', 'studentC'].sort(),
    );
    expect(readers(together[1]!)).toEqual(['studentA']);
  });
});
