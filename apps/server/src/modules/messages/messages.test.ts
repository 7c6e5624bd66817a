import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/clients.js';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';

/**
 * Messages (issue 15 item 2) through the data API as each person: who reads and posts where,
 * who may start a direct conversation with whom, announcements read-only for members, editing
 * and deleting one's own message (kept in the audit log), unread counts and read receipts.
 */
describe('messages', () => {
  let server: TestServer;
  const people: Record<string, TestUser> = {};
  const member: Record<string, string> = {};
  const org: Record<string, string> = {};
  let classId: string;
  let channelId: string;

  const as = (who: string) => people[who]!.client;
  const addMember = async (who: string, orgKey: string, role: string, name: string) => {
    const [row] = await server.sql<{ id: string }>(
      `insert into public.memberships (org_id, user_id, full_name, role, status)
       values ($1, $2, $3, $4, 'active') returning id`,
      [org[orgKey], people[who]!.id, name, role],
    );
    member[who] = row!.id;
  };
  const post = (who: string, conversation: string, body: string) =>
    as(who).from('messages').insert({ conversation_id: conversation, body }).select().single();
  const bodies = async (who: string, conversation: string) => {
    const { data, error } = await as(who)
      .from('messages')
      .select('body')
      .eq('conversation_id', conversation)
      .order('created_at');
    expect(error).toBeNull();
    return (data ?? []).map((m) => m.body as string);
  };

  beforeAll(async () => {
    server = await startTestServer();
    for (const [key, type] of [
      ['ownerA', 'Institute'],
      ['teacher', 'Teacher'],
      ['student', 'Student'],
      ['classmate', 'Student'],
      ['otherClass', 'Student'],
      ['ownerB', 'Institute'],
      ['studentB', 'Student'],
      ['outsider', 'Student'],
    ] as const)
      people[key] = await createTestUser(server, { userType: type });
    for (const [key, owner] of [
      ['a', 'ownerA'],
      ['b', 'ownerB'],
    ] as const) {
      const api = apiAs(server.url, server.anonKey, people[owner]!.accessToken);
      const created = await api.post<{ id: string }>('/api/organizations', {
        name: `School ${key.toUpperCase()}`,
        kind: 'institute',
      });
      expect(created.status).toBe(201);
      org[key] = created.body.id;
    }
    [member.ownerA] = (
      await server.sql<{ id: string }>(
        'select id from public.memberships where org_id = $1 and user_id = $2',
        [org.a, people.ownerA!.id],
      )
    ).map((r) => r.id);
    await addMember('teacher', 'a', 'teacher', 'Meera Nair');
    await addMember('student', 'a', 'student', 'Asha Rao');
    await addMember('classmate', 'a', 'student', 'Kabir Das');
    await addMember('otherClass', 'a', 'student', 'Zoya Khan');
    await addMember('studentB', 'b', 'student', 'Ravi Kumar');
    const [group] = await server.sql<{ id: string }>(
      `insert into public.groups (org_id, name, kind, responsible_id)
       values ($1, 'Class 9-B', 'class', $2) returning id`,
      [org.a, member.teacher],
    );
    classId = group!.id;
    for (const who of ['student', 'classmate'])
      await server.sql(
        'insert into public.group_members (group_id, member_id, org_id) values ($1, $2, $3)',
        [classId, member[who], org.a],
      );
    const [other] = await server.sql<{ id: string }>(
      "insert into public.groups (org_id, name, kind) values ($1, 'Class 10-A', 'class') returning id",
      [org.a],
    );
    await server.sql(
      'insert into public.group_members (group_id, member_id, org_id) values ($1, $2, $3)',
      [other!.id, member.otherClass, org.a],
    );
    const [channel] = await server.sql<{ id: string }>(
      "select id from public.conversations where group_id = $1 and kind = 'channel'",
      [classId],
    );
    channelId = channel!.id;
  });

  afterAll(async () => {
    await server?.close();
  });

  it("makes a channel with each group: its members, its teacher and the owner, in step with the group's membership", async () => {
    const members = async () =>
      (
        await server.sql<{ member_id: string; can_post: boolean }>(
          'select member_id, can_post from public.conversation_members where conversation_id = $1',
          [channelId],
        )
      )
        .map((r) => r.member_id)
        .sort();
    const expected = [member.ownerA, member.teacher, member.student, member.classmate];
    expect(await members()).toEqual([...expected].sort());
    await server.sql('delete from public.group_members where group_id = $1 and member_id = $2', [
      classId,
      member.classmate,
    ]);
    expect(await members()).not.toContain(member.classmate);
    await server.sql(
      'insert into public.group_members (group_id, member_id, org_id) values ($1, $2, $3)',
      [classId, member.classmate, org.a],
    );
    expect(await members()).toEqual([...expected].sort());
    // A teacher on the class's timetable joins its channel, and leaves it with the lesson.
    const science = await createTestUser(server, { userType: 'Teacher' });
    const [scienceTeacher] = await server.sql<{ id: string }>(
      `insert into public.memberships (org_id, user_id, full_name, role, status)
       values ($1, $2, 'Ravi Iyer', 'teacher', 'active') returning id`,
      [org.a, science.id],
    );
    const [lesson] = await server.sql<{ id: string }>(
      `insert into public.class_sessions (org_id, group_id, subject, teacher_id, weekday, period, starts_at, ends_at)
       values ($1, $2, 'Science', $3, 1, 2, '10:00', '10:45') returning id`,
      [org.a, classId, scienceTeacher!.id],
    );
    expect(await members()).toContain(scienceTeacher!.id);
    await server.sql('delete from public.class_sessions where id = $1', [lesson!.id]);
    expect(await members()).not.toContain(scienceTeacher!.id);

    // Someone who leaves the organisation leaves its conversations.
    await server.sql("update public.memberships set status = 'left' where id = $1", [
      member.otherClass,
    ]);
    const [left] = await server.sql<{ n: number }>(
      'select count(*)::int as n from public.conversation_members where member_id = $1',
      [member.otherClass],
    );
    expect(left!.n).toBe(0);
    await server.sql("update public.memberships set status = 'active' where id = $1", [
      member.otherClass,
    ]);
  });

  it('lets the members of a channel read and post there, and nobody else', async () => {
    const { error } = await post('student', channelId, 'Is the test tomorrow?');
    expect(error).toBeNull();
    expect((await post('teacher', channelId, 'Yes, chapter 4.')).error).toBeNull();
    expect(await bodies('classmate', channelId)).toEqual([
      'Is the test tomorrow?',
      'Yes, chapter 4.',
    ]);
    expect(await bodies('ownerA', channelId)).toHaveLength(2);
    for (const stranger of ['otherClass', 'ownerB', 'studentB', 'outsider']) {
      expect(await bodies(stranger, channelId), stranger).toEqual([]);
      const refused = await post(stranger, channelId, 'Let me in');
      expect(refused.error, stranger).not.toBeNull();
    }
    // The author is the poster's own membership, whatever the client sends.
    const forged = await as('student')
      .from('messages')
      .insert({ conversation_id: channelId, body: 'as the teacher', author_id: member.teacher });
    expect(forged.error).not.toBeNull();
  });

  it('starts direct conversations only with people of the organisation the starter may see', async () => {
    const started = await as('student').rpc('start_direct_conversation', {
      member: member.teacher,
    });
    expect(started.error).toBeNull();
    const again = await as('teacher').rpc('start_direct_conversation', { member: member.student });
    expect(again.data).toBe(started.data);
    const dm = started.data as string;
    expect((await post('student', dm, 'May I leave early today?')).error).toBeNull();
    expect(await bodies('teacher', dm)).toEqual(['May I leave early today?']);
    for (const stranger of ['classmate', 'ownerA', 'ownerB'])
      expect(await bodies(stranger, dm), stranger).toEqual([]);
    expect((await post('classmate', dm, 'hello')).error).not.toBeNull();

    // Another organisation's student, a student of another class, an outsider: refused.
    for (const [who, target] of [
      ['student', 'studentB'],
      ['student', 'otherClass'],
      ['outsider', 'student'],
      ['studentB', 'teacher'],
    ] as const) {
      const refused = await as(who).rpc('start_direct_conversation', { member: member[target] });
      expect(refused.error?.hint, `${who} → ${target}`).toBe('messages.outsider');
    }
    // A classmate is fine.
    const classmates = await as('student').rpc('start_direct_conversation', {
      member: member.classmate,
    });
    expect(classmates.error).toBeNull();
  });

  it('keeps announcements read-only for members, who may react', async () => {
    const refused = await as('student').rpc('open_announcements', { org: org.a });
    expect(refused.error?.hint).toBe('messages.cannot_announce');
    const other = await as('teacher').rpc('open_announcements', { org: org.b });
    expect(other.error?.hint).toBe('messages.cannot_announce');
    const opened = await as('teacher').rpc('open_announcements', { org: org.a });
    expect(opened.error).toBeNull();
    const announcements = opened.data as string;
    const sent = await post('teacher', announcements, 'School closes at noon on Friday.');
    expect(sent.error).toBeNull();
    for (const reader of ['student', 'otherClass', 'ownerA'])
      expect(await bodies(reader, announcements), reader).toEqual([
        'School closes at noon on Friday.',
      ]);
    expect(await bodies('studentB', announcements)).toEqual([]);
    const reply = await post('student', announcements, 'Thank you');
    expect(reply.error?.code).toBe('42501');
    const reacted = await as('student')
      .from('message_reactions')
      .insert({ message_id: sent.data!.id, emoji: '👍' })
      .select('member_id, conversation_id')
      .single();
    expect(reacted.error).toBeNull();
    expect(reacted.data).toEqual({ member_id: member.student, conversation_id: announcements });
    expect((await bodies('studentB', announcements)).length).toBe(0);
    const stranger = await as('studentB')
      .from('message_reactions')
      .insert({ message_id: sent.data!.id, emoji: '👍' });
    expect(stranger.error).not.toBeNull();

    // A group's announcements: its teacher may, another class's group no.
    const group = await as('teacher').rpc('open_announcements', { org: org.a, grp: classId });
    expect(group.error).toBeNull();
    expect((await post('teacher', group.data as string, 'Bring your lab coats.')).error).toBeNull();
    expect(await bodies('student', group.data as string)).toEqual(['Bring your lab coats.']);
    expect(await bodies('otherClass', group.data as string)).toEqual([]);
    expect((await post('classmate', group.data as string, 'ok')).error).not.toBeNull();
  });

  it("edits and deletes one's own messages only, and keeps the change in the audit log", async () => {
    const sent = await post('student', channelId, 'See you at 9');
    const id = sent.data!.id as string;
    const theirs = await as('classmate')
      .from('messages')
      .update({ body: 'hacked' })
      .eq('id', id)
      .select();
    expect(theirs.data).toEqual([]);
    const edited = await as('student')
      .from('messages')
      .update({ body: 'See you at 9:30' })
      .eq('id', id)
      .select('body, edited_at')
      .single();
    expect(edited.error).toBeNull();
    expect(edited.data!.body).toBe('See you at 9:30');
    expect(edited.data!.edited_at).not.toBeNull();
    const deleted = await as('student')
      .from('messages')
      .update({ deleted_at: new Date().toISOString() })
      .eq('id', id)
      .select('body, deleted_at')
      .single();
    expect(deleted.error).toBeNull();
    expect(deleted.data).toMatchObject({ body: '' });
    expect(deleted.data!.deleted_at).not.toBeNull();
    const afterDelete = await as('student').from('messages').update({ body: 'back' }).eq('id', id);
    expect(afterDelete.error?.hint).toBe('messages.deleted');
    const log = await server.sql<{ action: string; actor_id: string; before: { body: string } }>(
      "select action, actor_id, before from public.audit_log where entity = 'messages' and entity_id = $1 order by id",
      [id],
    );
    expect(log.map((entry) => [entry.action, entry.before.body])).toEqual([
      ['update', 'See you at 9'],
      ['update', 'See you at 9:30'],
    ]);
    expect(log.every((entry) => entry.actor_id === people.student!.id)).toBe(true);
  });

  it('counts unread messages per conversation and shows how far the other person read', async () => {
    const dm = (await as('student').rpc('start_direct_conversation', { member: member.teacher }))
      .data as string;
    const list = async (who: string) => {
      const { data, error } = await as(who).rpc('my_conversations');
      expect(error).toBeNull();
      return data as Array<{
        id: string;
        kind: string;
        title: string;
        unread: number;
        last_body: string;
        other_last_read_at: string | null;
        last_at: string;
      }>;
    };
    await post('student', dm, 'Are you there?');
    let teacherDm = (await list('teacher')).find((c) => c.id === dm)!;
    expect(teacherDm).toMatchObject({ kind: 'direct', title: 'Asha Rao', unread: 2 });
    expect(teacherDm.last_body).toBe('Are you there?');
    const before = (await list('student')).find((c) => c.id === dm)!;
    expect(new Date(before.other_last_read_at!) < new Date(before.last_at)).toBe(true);
    expect(
      (await as('teacher').rpc('mark_conversation_read', { conversation: dm })).error,
    ).toBeNull();
    teacherDm = (await list('teacher')).find((c) => c.id === dm)!;
    expect(teacherDm.unread).toBe(0);
    const seen = (await list('student')).find((c) => c.id === dm)!;
    expect(new Date(seen.other_last_read_at!) >= new Date(seen.last_at)).toBe(true);
    // The channel appears under the group's name; nobody sees another's list.
    expect((await list('student')).map((c) => c.title)).toContain('Class 9-B');
    expect((await list('studentB')).some((c) => c.id === dm || c.id === channelId)).toBe(false);
    // Reading state belongs to its member: a client cannot move someone else's.
    const moved = await as('student')
      .from('conversation_members')
      .update({ last_read_at: new Date().toISOString() })
      .eq('conversation_id', dm)
      .eq('member_id', member.teacher)
      .select();
    expect(moved.data).toEqual([]);
    const muted = await as('student')
      .from('conversation_members')
      .update({ muted: true })
      .eq('conversation_id', channelId)
      .eq('member_id', member.student)
      .select('muted')
      .single();
    expect(muted.data).toEqual({ muted: true });
  });
  it('attaches files in a private bucket that only the conversation reads, through signed links', async () => {
    const dm = (await as('student').rpc('start_direct_conversation', { member: member.teacher }))
      .data as string;
    const id = crypto.randomUUID();
    const path = `${dm}/${id}/homework.txt`;
    const bucket = (who: string) => as(who).storage.from('message-files');
    const file = new Blob(['Answers to chapter 4'], { type: 'text/plain' });
    // Nobody outside the conversation may put a file in its folder.
    for (const stranger of ['classmate', 'studentB'])
      expect(
        (await bucket(stranger).upload(`${dm}/${id}/x.txt`, file)).error,
        stranger,
      ).not.toBeNull();
    expect((await bucket('student').upload(path, file)).error).toBeNull();
    const sent = await as('student')
      .from('messages')
      .insert({
        id,
        conversation_id: dm,
        body: '',
        attachments: [{ path, name: 'homework.txt', size: file.size, type: 'text/plain' }],
      })
      .select('attachments')
      .single();
    expect(sent.error).toBeNull();
    expect(sent.data!.attachments).toHaveLength(1);

    const signed = await bucket('teacher').createSignedUrl(path, 60);
    expect(signed.error).toBeNull();
    const download = await fetch(signed.data!.signedUrl);
    expect(await download.text()).toBe('Answers to chapter 4');
    for (const stranger of ['classmate', 'ownerA', 'studentB'])
      expect((await bucket(stranger).createSignedUrl(path, 60)).error, stranger).not.toBeNull();

    // A message may name only files of its own folder.
    const borrowed = await as('student')
      .from('messages')
      .insert({
        conversation_id: dm,
        body: 'look',
        attachments: [{ path, name: 'homework.txt' }],
      });
    expect(borrowed.error?.hint).toBe('messages.bad_attachment');
    // Deleting the message lets go of its files.
    const deleted = await as('student')
      .from('messages')
      .update({ deleted_at: new Date().toISOString() })
      .eq('id', id)
      .select('body, attachments')
      .single();
    expect(deleted.data).toEqual({ body: '', attachments: [] });
  });

  it('tells the other person of a direct message in the bell: one notification per conversation until read', async () => {
    const dm = (await as('classmate').rpc('start_direct_conversation', { member: member.teacher }))
      .data as string;
    const bell = (who: string) =>
      server.sql<{ params: Record<string, unknown>; read_at: string | null }>(
        `select params, read_at from public.notifications
          where user_id = $1 and kind = 'direct_message' and subject_id = $2 order by created_at`,
        [people[who]!.id, dm],
      );
    expect((await post('classmate', dm, 'Sir, is the test tomorrow?')).error).toBeNull();
    expect((await post('classmate', dm, 'Chapters 4 and 5?')).error).toBeNull();
    expect(await bell('teacher')).toEqual([
      {
        params: expect.objectContaining({
          person: 'Kabir Das',
          excerpt: 'Chapters 4 and 5?',
          count: 2,
        }),
        read_at: null,
      },
    ]);
    expect(await bell('classmate')).toEqual([]);
    const seen = await as('teacher')
      .from('notifications')
      .select('kind, link')
      .eq('kind', 'direct_message')
      .eq('subject_id', dm)
      .is('read_at', null);
    expect(seen.data).toEqual([{ kind: 'direct_message', link: `/messages?c=${dm}` }]);

    // Reading the conversation reads its notification; the next message makes a new one.
    expect(
      (await as('teacher').rpc('mark_conversation_read', { conversation: dm })).error,
    ).toBeNull();
    expect((await bell('teacher'))[0]!.read_at).not.toBeNull();
    expect((await post('classmate', dm, 'Thank you, sir')).error).toBeNull();
    const after = await bell('teacher');
    expect(after).toHaveLength(2);
    expect(after[1]).toEqual({
      params: expect.objectContaining({ excerpt: 'Thank you, sir', count: 1 }),
      read_at: null,
    });

    // A muted conversation tells nobody.
    const muted = await as('teacher')
      .from('conversation_members')
      .update({ muted: true })
      .eq('conversation_id', dm)
      .eq('member_id', member.teacher)
      .select('muted');
    expect(muted.data).toEqual([{ muted: true }]);
    expect(
      (await as('teacher').rpc('mark_conversation_read', { conversation: dm })).error,
    ).toBeNull();
    expect((await post('classmate', dm, 'One more question')).error).toBeNull();
    expect((await bell('teacher')).filter((row) => row.read_at === null)).toEqual([]);
  });
});
