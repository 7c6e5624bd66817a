import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { apiAs } from '../../test/clients.js';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';

type Board = { id: string; kind: string; groupId: string | null; canEdit: boolean };
type Column = { id: string; name: string; is_done: boolean; position: number };
type Card = { id: string; column_id: string; version: number; title: string };

/**
 * The board rules of /tasks, through /api/tasks and the data API as each person: who sees which
 * board and card, who changes what (policies and the task triggers), the class fan-out and its
 * progress, and two people moving one card at the same moment.
 */
describe('task boards', () => {
  let server: TestServer;
  const people: Record<string, TestUser> = {};
  const ids: Record<string, string> = {};
  const boards: Record<string, Board> = {};

  const as = (who: string): SupabaseClient => people[who]!.client;
  const api = (who: string) => apiAs(server.url, server.anonKey, people[who]!.accessToken);
  const sql = <R = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    server.sql<R>(text, params);

  async function member(who: string | null, name: string, role: string) {
    const [row] = await sql<{ id: string }>(
      `insert into public.memberships (org_id, user_id, full_name, role, status)
       values ($1, $2, $3, $4, 'active') returning id`,
      [ids.org, who ? people[who]!.id : null, name, role],
    );
    return row!.id;
  }
  async function group(name: string, responsible: string, members: string[]) {
    const [row] = await sql<{ id: string }>(
      `insert into public.groups (org_id, name, kind, responsible_id) values ($1, $2, 'class', $3)
       returning id`,
      [ids.org, name, responsible],
    );
    for (const memberId of members)
      await sql(
        'insert into public.group_members (group_id, member_id, org_id) values ($1, $2, $3)',
        [row!.id, memberId, ids.org],
      );
    return row!.id;
  }
  const boardsOf = async (who: string) =>
    (await api(who).get<{ boards: Board[] }>('/api/tasks/boards')).body.boards;
  const columnsOf = async (who: string, boardId: string) =>
    (
      await as(who)
        .from('task_columns')
        .select('id, name, is_done, position')
        .eq('board_id', boardId)
        .order('position')
    ).data as Column[];
  const cardsOf = async (who: string, boardId: string) =>
    (
      await as(who)
        .from('task_cards')
        .select('id, column_id, version, title')
        .eq('board_id', boardId)
        .order('position')
    ).data as Card[];

  beforeAll(async () => {
    server = await startTestServer();
    for (const [key, type] of [
      ['owner', 'Institute'],
      ['teacher', 'Teacher'],
      ['otherTeacher', 'Teacher'],
      ['riya', 'Student'],
      ['kabir', 'Student'],
      ['meera', 'Student'],
      ['outsider', 'Student'],
    ] as const)
      people[key] = await createTestUser(server, { userType: type, email: `${key}@example.com` });
    ids.org = (
      await api('owner').post<{ id: string }>('/api/organizations', {
        name: 'Sunrise School',
        kind: 'institute',
      })
    ).body.id;
    ids.teacher = await member('teacher', 'Anil Kumar', 'teacher');
    ids.otherTeacher = await member('otherTeacher', 'Sita Rao', 'teacher');
    ids.riya = await member('riya', 'Riya Singh', 'student');
    ids.kabir = await member('kabir', 'Kabir Khan', 'student');
    ids.meera = await member('meera', 'Meera Iyer', 'student');
    ids.noAccount = await member(null, 'Zoya Ali', 'student');
    ids.classA = await group('Class 8A', ids.teacher, [ids.riya, ids.kabir, ids.noAccount]);
    ids.classB = await group('Class 8B', ids.otherTeacher, [ids.meera]);
    for (const who of ['owner', 'teacher', 'otherTeacher', 'riya', 'kabir', 'meera'])
      await boardsOf(who);
    const all = await boardsOf('owner');
    boards.org = all.find((b) => b.kind === 'organisation')!;
    boards.classA = all.find((b) => b.groupId === ids.classA)!;
    boards.classB = all.find((b) => b.groupId === ids.classB)!;
  });

  const live: SupabaseClient[] = [];
  afterAll(async () => {
    for (const client of live) await client.removeAllChannels();
    await server?.close();
  });

  /** Changes of task_cards on a board as `who` receives them over supabase-js channel(). */
  async function watchBoard(who: string, boardId: string) {
    const client = createClient(server.url, server.anonKey, {
      accessToken: async () => people[who]!.accessToken,
      realtime: { transport: WebSocket as never },
    });
    await client.realtime.setAuth(people[who]!.accessToken);
    live.push(client);
    const seen: Array<{ id: string; column_id: string }> = [];
    await new Promise<void>((resolve, reject) =>
      client
        .channel(`tasks-${who}`)
        .on(
          'postgres_changes' as never,
          {
            event: 'UPDATE',
            schema: 'public',
            table: 'task_cards',
            filter: `board_id=eq.${boardId}`,
          },
          (change: { new: { id: string; column_id: string } }) => seen.push(change.new),
        )
        .subscribe((status, error) => {
          if (status === 'SUBSCRIBED') resolve();
          else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
            reject(error ?? new Error(status));
        }),
    );
    return seen;
  }
  async function until(check: () => boolean, what: string) {
    for (let i = 0; i < 400; i++) {
      if (check()) return;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`timed out waiting for ${what}`);
  }

  it('gives everyone a personal board, and each group and the organisation one, with default columns', async () => {
    const mine = await boardsOf('outsider');
    expect(mine.map((b) => b.kind)).toEqual(['personal']);
    expect(mine[0]!.canEdit).toBe(true);
    const columns = await columnsOf('outsider', mine[0]!.id);
    expect(columns.map((c) => [c.name, c.is_done])).toEqual([
      ['To do', false],
      ['In progress', false],
      ['Done', true],
    ]);
    // Asked again, nothing is made twice.
    expect((await boardsOf('outsider')).length).toBe(1);
    expect((await columnsOf('outsider', mine[0]!.id)).length).toBe(3);
  });

  it('names the default columns in the language of the request', async () => {
    const hindi = await createTestUser(server, { userType: 'Student' });
    const response = await fetch(`${server.url}/api/tasks/boards`, {
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${hindi.accessToken}`,
        'accept-language': 'hi',
      },
    });
    const { boards: list } = (await response.json()) as { boards: Board[] };
    const { data } = await hindi.client
      .from('task_columns')
      .select('name')
      .eq('board_id', list[0]!.id)
      .order('position');
    expect(data!.map((c) => c.name)).toEqual(['करना है', 'चल रहा है', 'पूरा हुआ']);
  });

  it('shows a student their own board and their class board, never another class’s', async () => {
    const riya = await boardsOf('riya');
    expect(riya.map((b) => b.kind).sort()).toEqual(['group', 'personal']);
    expect(riya.find((b) => b.kind === 'group')!.groupId).toBe(ids.classA);
    expect(riya.find((b) => b.kind === 'group')!.canEdit).toBe(false);
    // Not through the data API either: another class's board, columns and the org board.
    const { data: other } = await as('riya')
      .from('task_boards')
      .select('id')
      .eq('id', boards.classB!.id);
    expect(other).toEqual([]);
    expect(await columnsOf('riya', boards.classB!.id)).toEqual([]);
    expect(await columnsOf('riya', boards.org!.id)).toEqual([]);
  });

  it('shows a teacher the boards of the classes they lead as an editor, and the owner every shared board', async () => {
    const teacher = await boardsOf('teacher');
    expect(teacher.filter((b) => b.kind === 'group').map((b) => [b.groupId, b.canEdit])).toEqual([
      [ids.classA, true],
    ]);
    expect(teacher.some((b) => b.kind === 'organisation')).toBe(false);
    const owner = await boardsOf('owner');
    expect(owner.map((b) => b.kind).sort()).toEqual(['group', 'group', 'organisation', 'personal']);
    expect(owner.every((b) => b.canEdit)).toBe(true);
    // Nobody reads someone else's personal board, not even the owner.
    const riyaPersonal = (await boardsOf('riya')).find((b) => b.kind === 'personal')!;
    expect(await columnsOf('owner', riyaPersonal.id)).toEqual([]);
  });

  it('lets only editors change columns: add, rename, reorder, limit', async () => {
    const board = boards.classA!.id;
    const added = await as('teacher')
      .from('task_columns')
      .insert({ board_id: board, name: 'Review' })
      .select('id, position')
      .single();
    expect(added.error).toBeNull();
    const renamed = await as('teacher')
      .from('task_columns')
      .update({ name: 'Checking', wip_limit: 2, position: 2.5 })
      .eq('id', added.data!.id)
      .select('name, wip_limit');
    expect(renamed.data).toEqual([{ name: 'Checking', wip_limit: 2 }]);
    expect((await columnsOf('teacher', board)).map((c) => c.name)).toEqual([
      'To do',
      'In progress',
      'Checking',
      'Done',
    ]);
    const byStudent = await as('riya')
      .from('task_columns')
      .insert({ board_id: board, name: 'Mine' });
    expect(byStudent.error?.code).toBe('42501');
    const renameByStudent = await as('riya')
      .from('task_columns')
      .update({ name: 'Hacked' })
      .eq('id', added.data!.id)
      .select('id');
    expect(renameByStudent.data).toEqual([]);
    const removed = await as('teacher').from('task_columns').delete().eq('id', added.data!.id);
    expect(removed.error).toBeNull();
  });

  it('keeps a column that still has cards, and a board’s last column', async () => {
    const personal = (await boardsOf('outsider'))[0]!;
    const [todo, doing, done] = await columnsOf('outsider', personal.id);
    await as('outsider')
      .from('task_cards')
      .insert({ board_id: personal.id, column_id: todo!.id, title: 'Water the plants' });
    const withCards = await as('outsider').from('task_columns').delete().eq('id', todo!.id);
    expect(withCards.error).toMatchObject({ code: '23503', hint: 'task_columns' });
    expect(
      (await as('outsider').from('task_columns').delete().eq('id', doing!.id)).error,
    ).toBeNull();
    expect(
      (await as('outsider').from('task_columns').delete().eq('id', done!.id)).error,
    ).toBeNull();
    await as('outsider').from('task_cards').delete().eq('board_id', personal.id);
    const last = await as('outsider').from('task_columns').delete().eq('id', todo!.id);
    expect(last.error).toMatchObject({ code: '23514', hint: 'task_columns' });
    // Nobody is assigned on a personal board.
    const [card] = await server.sql<{ id: string }>(
      `insert into public.task_cards (board_id, column_id, title) values ($1, $2, 'x') returning id`,
      [personal.id, todo!.id],
    );
    const assigned = await as('outsider')
      .from('task_card_assignees')
      .insert({ card_id: card!.id, member_id: ids.riya });
    expect(assigned.error).not.toBeNull();
  });

  it('lets only editors add cards to a shared board, and keeps a student’s personal board theirs', async () => {
    const [todo] = await columnsOf('teacher', boards.classA!.id);
    const byStudent = await as('riya')
      .from('task_cards')
      .insert({ board_id: boards.classA!.id, column_id: todo!.id, title: 'Mine' });
    expect(byStudent.error?.code).toBe('42501');
    const personal = (await boardsOf('riya')).find((b) => b.kind === 'personal')!;
    const [personalTodo] = await columnsOf('riya', personal.id);
    const own = await as('riya')
      .from('task_cards')
      .insert({ board_id: personal.id, column_id: personalTodo!.id, title: 'Revise fractions' })
      .select('id')
      .single();
    expect(own.error).toBeNull();
    expect(await cardsOf('kabir', personal.id)).toEqual([]);
    // A card cannot be put in a column of another board.
    const crossed = await as('riya')
      .from('task_cards')
      .insert({ board_id: personal.id, column_id: todo!.id, title: 'Elsewhere' });
    expect(crossed.error).not.toBeNull();
  });

  describe('a class task', () => {
    let eachId: string;
    let sharedId: string;

    beforeAll(async () => {
      const each = await api('teacher').post<{
        classTaskId: string;
        cards: number;
        people: number;
      }>('/api/tasks/class-tasks', {
        boardId: boards.classA!.id,
        title: 'Read chapter 4',
        mode: 'each',
        labels: ['reading'],
      });
      expect(each.status).toBe(201);
      expect(each.body).toMatchObject({ cards: 3, people: 3 });
      eachId = each.body.classTaskId;
      const shared = await api('teacher').post<{ classTaskId: string; cards: number }>(
        '/api/tasks/class-tasks',
        { boardId: boards.classA!.id, title: 'Class poster', mode: 'shared', dueOn: '2026-12-01' },
      );
      expect(shared.body).toMatchObject({ cards: 1, people: 3 });
      sharedId = shared.body.classTaskId;
    });

    it('is given only by the class’s editors', async () => {
      const byStudent = await api('riya').post('/api/tasks/class-tasks', {
        boardId: boards.classA!.id,
        title: 'x',
        mode: 'each',
      });
      expect(byStudent.status).toBe(404);
      const byOtherTeacher = await api('otherTeacher').post('/api/tasks/class-tasks', {
        boardId: boards.classA!.id,
        title: 'x',
        mode: 'each',
      });
      expect(byOtherTeacher.status).toBe(404);
    });

    it('gives each student their own private card, and one shared card everyone sees', async () => {
      const riya = await cardsOf('riya', boards.classA!.id);
      expect(riya.map((c) => c.title).sort()).toEqual(['Class poster', 'Read chapter 4']);
      const teacher = await cardsOf('teacher', boards.classA!.id);
      expect(teacher.filter((c) => c.title === 'Read chapter 4')).toHaveLength(3);
      // Another class's student sees none of it.
      const { data } = await as('meera')
        .from('task_cards')
        .select('id')
        .eq('board_id', boards.classA!.id);
      expect(data).toEqual([]);
    });

    it('lets a student move only their own card, and change nothing else on it', async () => {
      const columns = await columnsOf('riya', boards.classA!.id);
      const done = columns.find((c) => c.is_done)!;
      const mine = (await cardsOf('riya', boards.classA!.id)).find(
        (c) => c.title === 'Read chapter 4',
      )!;
      const moved = await api('riya').post<{ card: { columnId: string; completedAt: string } }>(
        `/api/tasks/cards/${mine.id}/move`,
        { columnId: done.id, beforeId: null, version: mine.version },
      );
      expect(moved.status).toBe(200);
      expect(moved.body.card.columnId).toBe(done.id);
      expect(moved.body.card.completedAt).not.toBeNull();
      const retitled = await as('riya')
        .from('task_cards')
        .update({ title: 'Skip it' })
        .eq('id', mine.id);
      expect(retitled.error?.code).toBe('42501');

      const kabirs = (await cardsOf('teacher', boards.classA!.id)).filter(
        (c) => c.title === 'Read chapter 4' && c.id !== mine.id,
      );
      const notMine = await api('riya').post(`/api/tasks/cards/${kabirs[0]!.id}/move`, {
        columnId: done.id,
        beforeId: null,
        version: kabirs[0]!.version,
      });
      expect(notMine.status).toBe(404);
      const direct = await as('riya')
        .from('task_cards')
        .update({ column_id: done.id })
        .eq('id', kabirs[0]!.id)
        .select('id');
      expect(direct.data).toEqual([]);
    });

    it('shows the teacher who has finished, and each student only their own part', async () => {
      const { body } = await api('teacher').get<{
        classTasks: Array<{
          classTaskId: string;
          mode: string;
          total: number;
          finished: number;
          people: Array<{ name: string; cardId: string; completedAt: string | null }>;
        }>;
      }>(`/api/tasks/boards/${boards.classA!.id}/class-tasks`);
      const each = body.classTasks.find((t) => t.classTaskId === eachId)!;
      expect(each).toMatchObject({ mode: 'each', total: 3, finished: 1 });
      expect(each.people.filter((p) => p.completedAt).map((p) => p.name)).toEqual(['Riya Singh']);
      const shared = body.classTasks.find((t) => t.classTaskId === sharedId)!;
      expect(shared).toMatchObject({ mode: 'shared', total: 3, finished: 0 });

      // On the shared card a student says they have finished (their own row only).
      const { data: rows } = await as('kabir')
        .from('task_card_assignees')
        .select('id, member_id')
        .eq('card_id', shared.people[0]!.cardId);
      const own = rows!.find((r) => r.member_id === ids.kabir)!;
      const other = rows!.find((r) => r.member_id === ids.riya)!;
      const finished = await as('kabir')
        .from('task_card_assignees')
        .update({ completed_at: new Date().toISOString() })
        .eq('id', own.id)
        .select('id');
      expect(finished.data).toHaveLength(1);
      const forOther = await as('kabir')
        .from('task_card_assignees')
        .update({ completed_at: new Date().toISOString() })
        .eq('id', other.id)
        .select('id');
      expect(forOther.data).toEqual([]);
      const after = await api('teacher').get<{
        classTasks: Array<{ classTaskId: string; finished: number }>;
      }>(`/api/tasks/boards/${boards.classA!.id}/class-tasks`);
      expect(after.body.classTasks.find((t) => t.classTaskId === sharedId)!.finished).toBe(1);

      const riyaView = await api('riya').get<{
        classTasks: Array<{ classTaskId: string; total: number }>;
      }>(`/api/tasks/boards/${boards.classA!.id}/class-tasks`);
      expect(riyaView.body.classTasks.find((t) => t.classTaskId === eachId)!.total).toBe(1);
    });

    it('sends a moved private card live to its student and the teacher, never to a classmate', async () => {
      const teacher = await watchBoard('teacher', boards.classA!.id);
      const kabir = await watchBoard('kabir', boards.classA!.id);
      const riya = await watchBoard('riya', boards.classA!.id);
      const columns = await columnsOf('riya', boards.classA!.id);
      const mine = (await cardsOf('riya', boards.classA!.id)).find(
        (c) => c.title === 'Read chapter 4',
      )!;
      const moved = await api('riya').post(`/api/tasks/cards/${mine.id}/move`, {
        columnId: columns[1]!.id,
        beforeId: null,
        version: mine.version,
      });
      expect(moved.status).toBe(200);
      await until(() => teacher.some((c) => c.id === mine.id), 'the teacher to see the move');
      await until(() => riya.some((c) => c.id === mine.id), 'Riya to see her own move');
      // Kabir's own card moved afterwards reaches him: by then Riya's would have too.
      const his = (await cardsOf('kabir', boards.classA!.id)).find(
        (c) => c.title === 'Read chapter 4',
      )!;
      await api('kabir').post(`/api/tasks/cards/${his.id}/move`, {
        columnId: columns[1]!.id,
        beforeId: null,
        version: his.version,
      });
      await until(() => kabir.some((c) => c.id === his.id), 'Kabir to see his own move');
      expect(kabir.some((c) => c.id === mine.id)).toBe(false);
      expect(teacher.find((c) => c.id === mine.id)!.column_id).toBe(columns[1]!.id);
      // Riya finishes again, so the history below is unchanged in shape.
      const done = columns.find((c) => c.is_done)!;
      const again = (await cardsOf('riya', boards.classA!.id)).find((c) => c.id === mine.id)!;
      await api('riya').post(`/api/tasks/cards/${mine.id}/move`, {
        columnId: done.id,
        beforeId: null,
        version: again.version,
      });
    });

    it('keeps a history of what happened to a card, and comments from those who see it', async () => {
      const mine = (await cardsOf('riya', boards.classA!.id)).find(
        (c) => c.title === 'Read chapter 4',
      )!;
      const comment = await as('riya')
        .from('task_comments')
        .insert({ card_id: mine.id, body: 'Finished, sir.' })
        .select('author_name, board_id')
        .single();
      expect(comment.error).toBeNull();
      expect(comment.data!.board_id).toBe(boards.classA!.id);
      const { data: history } = await as('teacher')
        .from('task_activity')
        .select('action, details')
        .eq('card_id', mine.id)
        .order('id');
      expect(history!.map((h) => h.action)).toEqual([
        'created',
        'assigned',
        'moved',
        'moved',
        'moved',
        'commented',
      ]);
      const onOthers = await as('kabir')
        .from('task_comments')
        .insert({ card_id: mine.id, body: 'hi' });
      expect(onOthers.error?.code).toBe('42501');
      const { data: seen } = await as('kabir')
        .from('task_comments')
        .select('id')
        .eq('card_id', mine.id);
      expect(seen).toEqual([]);
    });
  });

  describe('moving one card at the same time', () => {
    let personalBoard: string;
    let columns: Column[];

    beforeAll(async () => {
      personalBoard = (await boardsOf('owner')).find((b) => b.kind === 'organisation')!.id;
      columns = await columnsOf('owner', personalBoard);
      for (const title of ['A', 'B', 'C'])
        await as('owner')
          .from('task_cards')
          .insert({ board_id: personalBoard, column_id: columns[0]!.id, title });
      // The teacher is added to the organisation board as an editor.
      const added = await as('owner')
        .from('task_board_members')
        .insert({ board_id: personalBoard, user_id: people.teacher!.id, role: 'editor' });
      expect(added.error).toBeNull();
    });

    it('ends in one agreed order: the first move wins, the second is told where the card is', async () => {
      const [a, b, c] = await cardsOf('owner', personalBoard);
      // The owner puts A after C in "To do"; the teacher, at the same moment, A into "In progress".
      const [first, second] = await Promise.all([
        api('owner').post<{ card: { columnId: string } }>(`/api/tasks/cards/${a!.id}/move`, {
          columnId: columns[0]!.id,
          beforeId: null,
          version: a!.version,
        }),
        api('teacher').post<{ card: { columnId: string } }>(`/api/tasks/cards/${a!.id}/move`, {
          columnId: columns[1]!.id,
          beforeId: null,
          version: a!.version,
        }),
      ]);
      expect([first.status, second.status].sort()).toEqual([200, 409]);
      const winner = first.status === 200 ? first : second;
      const loser = first.status === 200 ? second : first;
      expect((loser.body as { card: { columnId: string } }).card.columnId).toBe(
        winner.body.card.columnId,
      );
      // Both read the same board afterwards.
      const ownerView = await cardsOf('owner', personalBoard);
      const teacherView = await cardsOf('teacher', personalBoard);
      expect(ownerView).toEqual(teacherView);
      expect(ownerView.find((x) => x.id === a!.id)!.column_id).toBe(winner.body.card.columnId);
      expect(b && c).toBeTruthy();
    });

    it('gives two cards dropped into the same place distinct positions, in the order they arrived', async () => {
      const cards = await cardsOf('owner', personalBoard);
      const target = columns[2]!.id;
      const anchor = await as('owner')
        .from('task_cards')
        .insert({ board_id: personalBoard, column_id: target, title: 'Anchor' })
        .select('id')
        .single();
      const movers = cards.filter((x) => x.column_id === columns[0]!.id).slice(0, 2);
      expect(movers).toHaveLength(2);
      const results = await Promise.all(
        movers.map((card, i) =>
          api(i === 0 ? 'owner' : 'teacher').post(`/api/tasks/cards/${card.id}/move`, {
            columnId: target,
            beforeId: anchor.data!.id,
            version: card.version,
          }),
        ),
      );
      expect(results.map((r) => r.status)).toEqual([200, 200]);
      const { data } = await as('teacher')
        .from('task_cards')
        .select('id, position')
        .eq('column_id', target)
        .order('position');
      const positions = data!.map((row) => Number(row.position));
      expect(new Set(positions).size).toBe(positions.length);
      expect(data!.at(-1)!.id).toBe(anchor.data!.id);
      expect(
        data!
          .slice(0, 2)
          .map((row) => row.id)
          .sort(),
      ).toEqual(movers.map((m) => m.id).sort());
    });

    it('shows the organisation board to the people an owner adds, and lets only editors change it', async () => {
      expect((await boardsOf('kabir')).some((b) => b.kind === 'organisation')).toBe(false);
      const byStudent = await as('kabir')
        .from('task_board_members')
        .insert({ board_id: personalBoard, user_id: people.kabir!.id, role: 'editor' });
      expect(byStudent.error?.code).toBe('42501');
      const added = await as('owner')
        .from('task_board_members')
        .insert({ board_id: personalBoard, user_id: people.kabir!.id, role: 'viewer' });
      expect(added.error).toBeNull();
      const seen = (await boardsOf('kabir')).find((b) => b.kind === 'organisation')!;
      expect(seen.canEdit).toBe(false);
      expect((await cardsOf('kabir', personalBoard)).length).toBeGreaterThan(0);
      const write = await as('kabir')
        .from('task_cards')
        .insert({ board_id: personalBoard, column_id: columns[0]!.id, title: 'Mine' });
      expect(write.error?.code).toBe('42501');
      // Someone outside the organisation cannot be added.
      const outsider = await as('owner')
        .from('task_board_members')
        .insert({ board_id: personalBoard, user_id: people.outsider!.id, role: 'viewer' });
      expect(outsider.error).not.toBeNull();
    });

    it('moves and closes many cards at once, all or none', async () => {
      const cards = await cardsOf('owner', personalBoard);
      const closed = await api('owner').post<{ changed: number }>('/api/tasks/cards/bulk', {
        action: 'close',
        ids: cards.map((x) => x.id),
      });
      expect(closed.body.changed).toBe(cards.length);
      const moved = await api('owner').post<{ changed: number }>('/api/tasks/cards/bulk', {
        action: 'move',
        ids: cards.map((x) => x.id),
        columnId: columns[1]!.id,
      });
      expect(moved.body.changed).toBe(cards.length);
      // Riya cannot touch these: nothing changes.
      const refused = await api('riya').post('/api/tasks/cards/bulk', {
        action: 'reopen',
        ids: cards.map((x) => x.id),
      });
      expect(refused.status).toBe(403);
      const { data } = await as('owner')
        .from('task_cards')
        .select('closed_at')
        .eq('board_id', personalBoard);
      expect(data!.every((row) => row.closed_at !== null)).toBe(true);
    });
  });
});
