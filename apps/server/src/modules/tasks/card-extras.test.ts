import { randomBytes } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobWorker } from '../../lib/jobs/queue.js';
import { apiAs } from '../../test/clients.js';
import {
  createTestUser,
  secondInstance,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';
import { BlobNotFoundError } from '../storage/driver.js';
import { storageDriverFor } from '../storage/local-driver.js';
import { planTaskDueReminders, taskDueSchedule } from './due-reminders.js';
import { removeDeletedCardFiles } from './remove-card-files.js';

type Board = { id: string; kind: string; groupId: string | null };

const ZONE = 'Asia/Kolkata';
const BUCKET = 'task-files';

/**
 * The rest of a card (issue 17 item 2), as each person through supabase-js and the job queue:
 * attachments in the private bucket follow the card's visibility (storage policies), only its
 * editors and assignees add or remove them; a mention tells the people who see the card and
 * nobody else; a card due today reminds its unfinished assignees once, whatever the instances.
 */
describe('task card attachments, mentions and due reminders', () => {
  let server: TestServer;
  let second: TestServer; // another instance on the same database (PostgreSQL); else the same one
  const people: Record<string, TestUser> = {};
  const ids: Record<string, string> = {};
  const boards: Record<string, Board> = {};

  const as = (who: string): SupabaseClient => people[who]!.client;
  const files = (who: string) => as(who).storage.from(BUCKET);
  const api = (who: string) => apiAs(server.url, server.anonKey, people[who]!.accessToken);
  const sql = <R = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    server.sql<R>(text, params);

  async function member(org: string, who: string, name: string, role: string) {
    const [row] = await sql<{ id: string }>(
      `insert into public.memberships (org_id, user_id, full_name, role, status)
       values ($1, $2, $3, $4, 'active') returning id`,
      [org, people[who]!.id, name, role],
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
  async function columnOf(boardId: string, done: boolean) {
    const [row] = await sql<{ id: string }>(
      'select id from public.task_columns where board_id = $1 and is_done = $2 order by position limit 1',
      [boardId, done],
    );
    return row!.id;
  }
  /** A card made by the teacher (an editor) through the data API, assigned to `assignees`. */
  async function card(title: string, options: { isPrivate?: boolean; assignees?: string[] } = {}) {
    const { data, error } = await as('teacher')
      .from('task_cards')
      .insert({
        board_id: boards.classA!.id,
        column_id: await columnOf(boards.classA!.id, false),
        title,
        is_private: options.isPrivate ?? false,
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    const id = (data as { id: string }).id;
    for (const who of options.assignees ?? []) {
      const added = await as('teacher')
        .from('task_card_assignees')
        .insert({ card_id: id, member_id: ids[who] });
      expect(added.error).toBeNull();
    }
    return id;
  }
  const folder = (cardId: string, isPrivate = false) =>
    `${boards.classA!.id}/${isPrivate ? 'private' : 'shared'}/${cardId}`;
  const notices = (kind: string, who: string) =>
    sql<{ params: Record<string, unknown>; link: string; subject_id: string }>(
      `select params, link, subject_id from public.notifications
        where kind = $1 and user_id = $2 order by created_at`,
      [kind, people[who]!.id],
    );

  beforeAll(async () => {
    const JWT_SECRET = randomBytes(32).toString('hex');
    server = await startTestServer({ JWT_SECRET });
    second = await secondInstance(server, { JWT_SECRET });
    for (const [key, type] of [
      ['owner', 'Institute'],
      ['teacher', 'Teacher'],
      ['riya', 'Student'],
      ['kabir', 'Student'],
      ['meera', 'Student'],
      ['outsider', 'Institute'],
    ] as const)
      people[key] = await createTestUser(server, { userType: type });
    ids.org = (
      await api('owner').post<{ id: string }>('/api/organizations', {
        name: 'Sunrise School',
        kind: 'institute',
      })
    ).body.id;
    await sql('update public.organizations set timezone = $2 where id = $1', [ids.org, ZONE]);
    ids.otherOrg = (
      await api('outsider').post<{ id: string }>('/api/organizations', {
        name: 'Hilltop School',
        kind: 'institute',
      })
    ).body.id;
    ids.teacher = await member(ids.org, 'teacher', 'Anil Kumar', 'teacher');
    ids.riya = await member(ids.org, 'riya', 'Riya Singh', 'student');
    ids.kabir = await member(ids.org, 'kabir', 'Kabir Khan', 'student');
    ids.meera = await member(ids.org, 'meera', 'Meera Iyer', 'student');
    ids.classA = await group('Class 8A', ids.teacher, [ids.riya, ids.kabir]);
    ids.classB = await group('Class 8B', ids.teacher, [ids.meera]);
    for (const who of ['owner', 'teacher', 'riya', 'kabir', 'meera', 'outsider'])
      await boardsOf(who);
    boards.classA = (await boardsOf('teacher')).find((b) => b.groupId === ids.classA)!;
    ids.shared = await card('Science fair poster', { assignees: ['riya'] });
    ids.private = await card('Riya: essay', { isPrivate: true, assignees: ['riya'] });
  });

  afterAll(async () => {
    if (second !== server) await second?.close();
    await server?.close();
  });

  it('lets the editor and the assignee attach files, and nobody else', async () => {
    const poster = `${folder(ids.shared!)}/poster-plan.txt`;
    const byTeacher = await files('teacher').upload(
      poster,
      new Blob(['plan'], { type: 'text/plain' }),
      {
        contentType: 'text/plain',
      },
    );
    expect(byTeacher.error).toBeNull();
    const byAssignee = await files('riya').upload(
      `${folder(ids.private!, true)}/essay.txt`,
      new Blob(['my essay'], { type: 'text/plain' }),
      { contentType: 'text/plain' },
    );
    expect(byAssignee.error).toBeNull();

    // Kabir reads the shared card but neither edits it nor is assigned to it.
    const byViewer = await files('kabir').upload(
      `${folder(ids.shared!)}/mine.txt`,
      new Blob(['x'], { type: 'text/plain' }),
      { contentType: 'text/plain' },
    );
    expect(byViewer.error).not.toBeNull();
    const intoPrivate = await files('kabir').upload(
      `${folder(ids.private!, true)}/sneaky.txt`,
      new Blob(['x'], { type: 'text/plain' }),
      { contentType: 'text/plain' },
    );
    expect(intoPrivate.error).not.toBeNull();
    const byOutsider = await files('outsider').upload(
      `${folder(ids.shared!)}/spam.txt`,
      new Blob(['x'], { type: 'text/plain' }),
      { contentType: 'text/plain' },
    );
    expect(byOutsider.error).not.toBeNull();
    // A viewer's remove finds nothing to remove; the file stays.
    await files('kabir').remove([poster]);
    const stored = await sql<{ name: string }>(
      `select name from storage.objects where bucket_id = $1 order by name`,
      [BUCKET],
    );
    expect(stored.map((o) => o.name)).toEqual(
      [poster, `${folder(ids.private!, true)}/essay.txt`].sort(),
    );
  });

  it('shows attachments only to the people who see the card, by download or signed link', async () => {
    const poster = `${folder(ids.shared!)}/poster-plan.txt`;
    const essay = `${folder(ids.private!, true)}/essay.txt`;
    // The shared card: its board's readers (Kabir) read its files; another class and another
    // organisation do not.
    expect(await (await files('kabir').download(poster)).data?.text()).toBe('plan');
    for (const who of ['meera', 'outsider']) {
      expect((await files(who).download(poster)).error).not.toBeNull();
      expect((await files(who).createSignedUrl(poster, 60)).error).not.toBeNull();
      expect((await files(who).list(folder(ids.shared!))).data ?? []).toEqual([]);
    }
    // The private card: the assignee and the editors, never a classmate.
    expect(await (await files('riya').download(essay)).data?.text()).toBe('my essay');
    expect(await (await files('teacher').download(essay)).data?.text()).toBe('my essay');
    expect(await (await files('owner').download(essay)).data?.text()).toBe('my essay');
    expect((await files('kabir').download(essay)).error).not.toBeNull();
    expect((await files('kabir').createSignedUrl(essay, 60)).error).not.toBeNull();
    expect((await files('kabir').list(folder(ids.private!, true))).data ?? []).toEqual([]);
    // A signed link works for who may have it (the bytes through the link, no login).
    const signed = await files('riya').createSignedUrl(essay, 60);
    expect(signed.error).toBeNull();
    const fetched = await fetch(signed.data!.signedUrl);
    expect(fetched.status).toBe(200);
    expect(await fetched.text()).toBe('my essay');
    // The listing gives the name and size the card dialog shows.
    const listed = await files('riya').list(folder(ids.private!, true));
    expect(listed.data?.map((f) => [f.name, (f.metadata as { size: number }).size])).toEqual([
      ['essay.txt', 8],
    ]);
  });

  it('lets the assignee and the editor remove attachments', async () => {
    const essay = `${folder(ids.private!, true)}/essay.txt`;
    const removed = await files('riya').remove([essay]);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((f) => f.name)).toEqual([essay]);
    const poster = `${folder(ids.shared!)}/poster-plan.txt`;
    expect((await files('teacher').remove([poster])).data?.map((f) => f.name)).toEqual([poster]);
    const left = await sql('select 1 from storage.objects where bucket_id = $1', [BUCKET]);
    expect(left).toEqual([]);
  });

  it('offers to mention only people who see the card', async () => {
    const offered = async (who: string, cardId: string) => {
      const { data, error } = await as(who).rpc('task_card_people', { card: cardId, search: '' });
      expect(error).toBeNull();
      return (data as Array<{ full_name: string }>).map((p) => p.full_name).sort();
    };
    const [owner] = await sql<{ full_name: string }>(
      `select full_name from public.memberships where org_id = $1 and user_id = $2`,
      [ids.org, people.owner!.id],
    );
    const ownerName = owner!.full_name;
    expect(await offered('riya', ids.shared!)).toEqual(
      ['Anil Kumar', 'Kabir Khan', ownerName].sort(),
    );
    // The private card: its editors only (the teacher, the owner).
    expect(await offered('riya', ids.private!)).toEqual(['Anil Kumar', ownerName].sort());
    expect(await offered('teacher', ids.shared!)).toEqual(
      ['Kabir Khan', 'Riya Singh', ownerName].sort(),
    );
    // Someone who cannot see the card learns nothing about it.
    expect(await offered('meera', ids.shared!)).toEqual([]);
    expect(await offered('kabir', ids.private!)).toEqual([]);
    const searched = await as('riya').rpc('task_card_people', { card: ids.shared, search: 'kab' });
    expect((searched.data as Array<{ full_name: string }>).map((p) => p.full_name)).toEqual([
      'Kabir Khan',
    ]);
  });

  it('notifies a mentioned person who sees the card, and nobody who does not', async () => {
    const mentions = ['kabir', 'meera', 'outsider', 'riya'].map((who) => people[who]!.id);
    const shared = await as('riya').from('task_comments').insert({
      card_id: ids.shared,
      body: '@Kabir Khan @Meera Iyer can you bring chart paper?',
      mentions,
    });
    expect(shared.error).toBeNull();
    const kabir = await notices('task_mention', 'kabir');
    expect(kabir).toHaveLength(1);
    const [comment] = await sql<{ author_name: string }>(
      'select author_name from public.task_comments where card_id = $1',
      [ids.shared],
    );
    expect(comment!.author_name).not.toBe('');
    expect(kabir[0]!.params).toMatchObject({
      person: comment!.author_name,
      task: 'Science fair poster',
      excerpt: '@Kabir Khan @Meera Iyer can you bring chart paper?',
    });
    expect(kabir[0]!.link).toBe(`/tasks?board=${boards.classA!.id}&card=${ids.shared}`);
    expect(await notices('task_mention', 'meera')).toEqual([]);
    expect(await notices('task_mention', 'outsider')).toEqual([]);
    expect(await notices('task_mention', 'riya')).toEqual([]); // not the author herself

    // On her private card: the teacher is told, the classmate is not.
    const onPrivate = await as('riya')
      .from('task_comments')
      .insert({
        card_id: ids.private,
        body: '@Anil Kumar @Kabir Khan is this enough?',
        mentions: [people.teacher!.id, people.kabir!.id],
      });
    expect(onPrivate.error).toBeNull();
    expect(await notices('task_mention', 'teacher')).toHaveLength(1);
    expect(await notices('task_mention', 'kabir')).toHaveLength(1);
    // The person's own list through the data API shows it, with the kind in the catalogue.
    const mine = await as('teacher')
      .from('notifications')
      .select('kind')
      .eq('kind', 'task_mention');
    expect(mine.data).toEqual([{ kind: 'task_mention' }]);
  });

  it('reminds each unfinished assignee once, the morning a card is due, and not for done cards', async () => {
    const due = DateTime.now().setZone(ZONE).startOf('day').plus({ days: 3 }).toISODate()!;
    const at = (date: string, time: string) =>
      DateTime.fromISO(`${date}T${time}`, { zone: ZONE }).toJSDate();
    const open = await card('Bring the model', { assignees: ['riya', 'kabir', 'meera'] });
    const done = await card('Hand in the form', { assignees: ['riya'] });
    const unassigned = await card('Tidy the lab');
    for (const id of [open, done, unassigned])
      await sql('update public.task_cards set due_on = $2 where id = $1', [id, due]);
    // Kabir has finished; the second card stands in Done; Meera has left.
    await as('kabir')
      .from('task_card_assignees')
      .update({ completed_at: new Date().toISOString() })
      .eq('card_id', open)
      .eq('member_id', ids.kabir);
    await sql('update public.task_cards set column_id = $2 where id = $1', [
      done,
      await columnOf(boards.classA!.id, true),
    ]);
    await sql(`update public.memberships set status = 'left' where id = $1`, [ids.meera]);

    const worker = (instance: TestServer, id: string) =>
      new JobWorker(instance.app.ctx.database.db, taskDueSchedule.handlers, { workerId: id });
    const bothInstances = async (now: Date) => {
      await Promise.all([
        planTaskDueReminders(server.app.ctx.database.db, now),
        planTaskDueReminders(second.app.ctx.database.db, now),
      ]);
      await Promise.all([worker(server, 'a').work(now), worker(second, 'b').work(now)]);
    };
    const dueNotices = async () =>
      (
        await sql<{ user_id: string; subject_id: string; params: Record<string, unknown> }>(
          `select user_id, subject_id, params from public.notifications where kind = 'task_due'`,
        )
      ).map((n) => ({ user: n.user_id, card: n.subject_id, params: n.params }));

    // The evening before and just before eight: nothing yet.
    await bothInstances(at(DateTime.fromISO(due).minus({ days: 1 }).toISODate()!, '20:00'));
    await bothInstances(at(due, '07:59'));
    expect(await dueNotices()).toEqual([]);
    // At eight, both instances tick and work: Riya is reminded once.
    await bothInstances(at(due, '08:00'));
    await bothInstances(at(due, '08:01'));
    // A restart later in the morning (a new worker, the same queue) sends nothing again.
    await bothInstances(at(due, '10:30'));
    expect(await dueNotices()).toEqual([
      {
        user: people.riya!.id,
        card: open,
        params: { org: 'Sunrise School', task: 'Bring the model', date: due },
      },
    ]);
    const jobs = await sql<{ key: string; status: string }>(
      `select key, status from private.jobs where name = 'task.due'`,
    );
    expect(jobs).toEqual([{ key: `task_due:${open}:${ids.org}:${due}`, status: 'done' }]);
    // The next day it is no longer due today: nothing more.
    await bothInstances(at(DateTime.fromISO(due).plus({ days: 1 }).toISODate()!, '08:05'));
    expect(await dueNotices()).toHaveLength(1);
  });

  it('reminds a card first noticed later in the morning, and checks again when the job runs', async () => {
    const due = DateTime.now().setZone(ZONE).startOf('day').plus({ days: 4 }).toISODate()!;
    const at = (time: string) => DateTime.fromISO(`${due}T${time}`, { zone: ZONE }).toJSDate();
    const late = await card('Return library books', { assignees: ['kabir'] });
    const closed = await card('Sign the register', { assignees: ['kabir'] });
    for (const id of [late, closed])
      await sql('update public.task_cards set due_on = $2 where id = $1', [id, due]);
    const db = server.app.ctx.database.db;
    // Planned at 11:00 (the servers were down at eight) …
    expect(await planTaskDueReminders(db, at('11:00'))).toBe(2);
    // … then the second card is closed before the job runs: only the first reminds.
    await sql('update public.task_cards set closed_at = now() where id = $1', [closed]);
    await new JobWorker(db, taskDueSchedule.handlers).work(at('11:00'));
    const sent = await sql<{ subject_id: string }>(
      `select subject_id from public.notifications where kind = 'task_due' and user_id = $1`,
      [people.kabir!.id],
    );
    expect(sent.map((n) => n.subject_id)).toEqual([late]);
    // After noon nothing new is planned for that day.
    const afternoon = await card('Water the plants', { assignees: ['kabir'] });
    await sql('update public.task_cards set due_on = $2 where id = $1', [afternoon, due]);
    expect(await planTaskDueReminders(db, at('12:30'))).toBe(0);
  });
  it('writes attachments added and removed in the card’s history, by who did it', async () => {
    const id = await card('Bring the chart', { assignees: ['riya'] });
    const name = `${folder(id)}/m3k2-chart plan.txt`;
    const added = await files('riya').upload(name, new Blob(['chart'], { type: 'text/plain' }), {
      contentType: 'text/plain',
    });
    expect(added.error).toBeNull();
    // A refused upload (a classmate who only reads the card) writes nothing.
    const refused = await files('kabir').upload(
      `${folder(id)}/x.txt`,
      new Blob(['x'], { type: 'text/plain' }),
      { contentType: 'text/plain' },
    );
    expect(refused.error).not.toBeNull();
    expect((await files('teacher').remove([name])).data).toHaveLength(1);
    const { data, error } = await as('kabir')
      .from('task_activity')
      .select('action, details, actor_id')
      .eq('card_id', id)
      .like('action', 'attachment_%')
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        action: 'attachment_added',
        details: { file: 'chart plan.txt' },
        actor_id: people.riya!.id,
      },
      {
        action: 'attachment_removed',
        details: { file: 'chart plan.txt' },
        actor_id: people.teacher!.id,
      },
    ]);
  });

  it('removes a deleted card’s files, and those of the cards of a deleted board', async () => {
    const driver = storageDriverFor(server.app.ctx.config);
    const db = server.app.ctx.database.db;
    const upload = async (path: string, body: string) => {
      const { error } = await files('teacher').upload(
        path,
        new Blob([body], { type: 'text/plain' }),
        {
          contentType: 'text/plain',
        },
      );
      expect(error).toBeNull();
      const [row] = await sql<{ version: string }>(
        'select version from storage.objects where bucket_id = $1 and name = $2',
        [BUCKET, path],
      );
      return { bucket: BUCKET, name: path, version: row!.version };
    };
    const readable = async (key: { bucket: string; name: string; version: string }) => {
      try {
        (await driver.get(key)).destroy();
        return true;
      } catch (error) {
        if (error instanceof BlobNotFoundError) return false;
        throw error;
      }
    };
    const doomed = await card('Old notice', { assignees: ['riya'] });
    const kept = await card('New notice', { assignees: ['riya'] });
    const privateOne = await card('Private notice', { isPrivate: true, assignees: ['riya'] });
    const files1 = [
      await upload(`${folder(doomed)}/a.txt`, 'a'),
      await upload(`${folder(doomed)}/b.txt`, 'b'),
    ];
    const keptFile = await upload(`${folder(kept)}/c.txt`, 'c');
    const privateFile = await upload(`${folder(privateOne, true)}/d.txt`, 'd');
    expect(await readable(files1[0]!)).toBe(true);

    const deleted = await as('teacher').from('task_cards').delete().eq('id', doomed);
    expect(deleted.error).toBeNull();
    // The rows went with the card; the bytes go at the queue's next tick.
    const names = async () =>
      (
        await sql<{ name: string }>(
          'select name from storage.objects where bucket_id = $1 order by name',
          [BUCKET],
        )
      ).map((o) => o.name);
    expect(await names()).toEqual([keptFile.name, privateFile.name].sort());
    expect((await files('teacher').download(files1[0]!.name)).error).not.toBeNull();
    expect(await removeDeletedCardFiles(db, driver)).toBe(2);
    for (const key of files1) expect(await readable(key)).toBe(false);
    expect(await readable(keptFile)).toBe(true);
    expect(await removeDeletedCardFiles(db, driver)).toBe(0);

    // A class that is deleted takes its board, its columns, its cards and their files.
    const classC = await group('Class 8C', ids.teacher!, [ids.kabir!]);
    await boardsOf('teacher');
    const boardC = (await boardsOf('teacher')).find((b) => b.groupId === classC)!;
    const { data: made } = await as('teacher')
      .from('task_cards')
      .insert({ board_id: boardC.id, column_id: await columnOf(boardC.id, false), title: 'Quiz' })
      .select('id')
      .single();
    const quiz = (made as { id: string }).id;
    const quizFile = await upload(`${boardC.id}/shared/${quiz}/quiz.txt`, 'q');
    await sql('delete from public.groups where id = $1', [classC]);
    expect(await names()).toEqual([keptFile.name, privateFile.name].sort());
    expect(await removeDeletedCardFiles(db, driver)).toBe(1);
    expect(await readable(quizFile)).toBe(false);
    expect(await readable(privateFile)).toBe(true);
  });

  it('reminds within the window the owner sets, in the organisation’s zone', async () => {
    const settings = (body: Record<string, unknown>) =>
      api('owner').patch<Record<string, unknown>>(`/api/organizations/${ids.org}/reminders`, body);
    const before = await api('owner').get<Record<string, unknown>>(
      `/api/organizations/${ids.org}/reminders`,
    );
    expect(before.body).toMatchObject({ task_due_from: '08:00', task_due_until: '12:00' });
    // Refused: a window that ends before it starts, a time that is not one, a teacher.
    const backwards = await settings({ task_due_from: '13:00' });
    expect(backwards.status).toBe(400);
    expect((await settings({ task_due_from: '25:00' })).status).toBe(400);
    expect(
      (
        await api('teacher').patch(`/api/organizations/${ids.org}/reminders`, {
          task_due_from: '14:00',
        })
      ).status,
    ).toBe(403);
    const saved = await settings({ task_due_from: '14:00', task_due_until: '16:30' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ task_due_from: '14:00', task_due_until: '16:30' });

    const due = DateTime.now().setZone(ZONE).startOf('day').plus({ days: 6 }).toISODate()!;
    const at = (time: string) => DateTime.fromISO(`${due}T${time}`, { zone: ZONE }).toJSDate();
    const db = server.app.ctx.database.db;
    const afternoon = await card('Collect the fees slips', { assignees: ['kabir'] });
    await sql('update public.task_cards set due_on = $2 where id = $1', [afternoon, due]);
    // The old morning window and just before two: nothing.
    for (const time of ['08:00', '11:00', '13:59']) {
      expect(await planTaskDueReminders(db, at(time))).toBe(0);
    }
    // At two in Kolkata (08:30 UTC), the reminder is planned and sent.
    expect(await planTaskDueReminders(db, at('14:00'))).toBe(1);
    const [job] = await sql<{ run_at: Date }>(`select run_at from private.jobs where key = $1`, [
      `task_due:${afternoon}:${ids.org}:${due}`,
    ]);
    expect(new Date(job!.run_at).toISOString()).toBe(at('14:00').toISOString());
    await new JobWorker(db, taskDueSchedule.handlers).work(at('14:00'));
    const sent = await sql<{ subject_id: string }>(
      `select subject_id from public.notifications where kind = 'task_due' and subject_id = $1`,
      [afternoon],
    );
    expect(sent).toHaveLength(1);
    // Until half past four, a card made late is still reminded; from then on, not.
    const late = await card('Return the forms', { assignees: ['kabir'] });
    const later = await card('Stack the chairs', { assignees: ['kabir'] });
    for (const id of [late, later])
      await sql('update public.task_cards set due_on = $2 where id = $1', [id, due]);
    expect(await planTaskDueReminders(db, at('16:29'))).toBe(2);
    await sql('update public.task_cards set due_on = null where id = $1', [late]);
    await sql(`delete from private.jobs where key like $1`, [`task_due:${later}:%`]);
    expect(await planTaskDueReminders(db, at('16:30'))).toBe(0);
  });

  it('offers and tells of a mention a platform Admin who is a member and reads the card', async () => {
    people.admin = await createTestUser(server, { userType: 'Admin' });
    await member(ids.org, 'admin', 'Asha Rao', 'teacher');
    // An Admin reads every organisation's shared boards, private cards included…
    const read = await as('admin').from('task_cards').select('id').eq('id', ids.private!);
    expect(read.data).toEqual([{ id: ids.private }]);
    // …so mentioning them there is offered and they are told.
    const offered = await as('riya').rpc('task_card_people', { card: ids.private, search: 'asha' });
    expect(offered.error).toBeNull();
    expect((offered.data as Array<{ full_name: string }>).map((p) => p.full_name)).toEqual([
      'Asha Rao',
    ]);
    const comment = await as('riya')
      .from('task_comments')
      .insert({ card_id: ids.private, body: '@Asha Rao please look', mentions: [people.admin.id] });
    expect(comment.error).toBeNull();
    expect(await notices('task_mention', 'admin')).toHaveLength(1);
  });
});
