import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/clients.js';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';
import { type MailCatcher, startMailCatcher } from '../../test/mail-catcher.js';

type Row = {
  user_id: string;
  kind: string;
  params: Record<string, string>;
  email_status: string | null;
};

describe('notifications', () => {
  let mail: MailCatcher;
  let server: TestServer;
  let owner: TestUser;
  let teacher: TestUser;
  let otherTeacher: TestUser;
  let student: TestUser;
  let outsider: TestUser;
  let orgId: string;
  let channelId: string;
  const api = (user: TestUser) => apiAs(server.url, server.anonKey, user.accessToken);
  const sql = <R = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    server.sql<R>(text, params);
  const notificationsAbout = (subjectId: string) =>
    sql<Row>(
      `select n.user_id, n.kind, n.params, d.status as email_status
         from public.notifications n
         left join public.notification_deliveries d on d.notification_id = n.id and d.channel = 'email'
        where n.subject_id = $1 order by n.created_at, n.user_id`,
      [subjectId],
    );
  const requestLeave = async (reason: string) => {
    const response = await api(student).post<{ id: string }>('/api/leave-requests', {
      org_id: orgId,
      from_date: '2026-03-02',
      to_date: '2026-03-03',
      reason,
    });
    expect(response.status).toBe(201);
    return response.body.id;
  };

  beforeAll(async () => {
    mail = await startMailCatcher();
    server = await startTestServer({ SMTP_URL: mail.url });
    owner = await createTestUser(server, {
      userType: 'Institute',
      metadata: { full_name: 'Asha Rao' },
    });
    teacher = await createTestUser(server, {
      userType: 'Teacher',
      metadata: { full_name: 'Ravi Kumar' },
    });
    otherTeacher = await createTestUser(server, {
      userType: 'Teacher',
      metadata: { full_name: 'Neha Jain' },
    });
    student = await createTestUser(server, {
      userType: 'Student',
      metadata: { full_name: 'Priya Sharma' },
    });
    outsider = await createTestUser(server, { userType: 'Student' });
    orgId = (
      await api(owner).post<{ id: string }>('/api/organizations', {
        name: 'Sunrise Public School',
        kind: 'institute',
      })
    ).body.id;
    const member = async (user: TestUser, name: string, role: string) =>
      (
        await sql<{ id: string }>(
          "insert into public.memberships (org_id, user_id, full_name, role, status, created_at) values ($1, $2, $3, $4, 'active', now() - interval '90 days') returning id",
          [orgId, user.id, name, role],
        )
      )[0]!.id;
    const teacherMember = await member(teacher, 'Ravi Kumar', 'teacher');
    const otherTeacherMember = await member(otherTeacher, 'Neha Jain', 'teacher');
    const studentMember = await member(student, 'Priya Sharma', 'student');
    const group = async (name: string, responsible: string) =>
      (
        await sql<{ id: string }>(
          "insert into public.groups (org_id, name, kind, responsible_id) values ($1, $2, 'class', $3) returning id",
          [orgId, name, responsible],
        )
      )[0]!.id;
    const classA = await group('Class 8 A', teacherMember);
    await group('Class 9 B', otherTeacherMember);
    await sql(
      'insert into public.group_members (group_id, member_id, org_id) values ($1, $2, $3)',
      [classA, studentMember, orgId],
    );
    await sql("update public.profiles set locale = 'hi' where id = $1", [student.id]);
    channelId = (
      await sql<{ id: string }>(
        "select id from public.conversations where group_id = $1 and kind = 'channel'",
        [classA],
      )
    )[0]!.id;
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });

  it('a submitted request notifies each person who decides it exactly once, and nobody else', async () => {
    const id = await requestLeave('Family wedding in Jaipur');
    const rows = await notificationsAbout(id);
    expect(rows.map((r) => r.user_id).sort()).toEqual([owner.id, teacher.id].sort());
    expect(rows.every((r) => r.kind === 'request_submitted')).toBe(true);
    expect(rows[0]!.params).toMatchObject({
      request: 'leave',
      person: 'Priya Sharma',
      org: 'Sunrise Public School',
      from: '2026-03-02',
      to: '2026-03-03',
    });
    const teacherMail = await mail.waitFor(teacher.email, /Leave request from Priya Sharma/);
    expect(teacherMail.text).toContain('Priya Sharma asks for leave from 2 Mar 2026 to 3 Mar 2026');
    expect(teacherMail.text).toContain(`${server.url}/dashboard/teacher/requests`);
    expect(teacherMail.html).toContain(
      '<h1 style="font-size:20px">Leave request from Priya Sharma</h1>',
    );
    await mail.waitFor(owner.email, /Leave request from Priya Sharma/);
    await expect
      .poll(async () => (await notificationsAbout(id)).map((r) => r.email_status))
      .toEqual(['sent', 'sent']);
  });

  it('a person reads and marks read only their own notifications', async () => {
    const id = await requestLeave('Fever, doctor advised rest');
    const mine = await teacher.client
      .from('notifications')
      .select('id, user_id, kind, read_at')
      .eq('subject_id', id);
    expect(mine.error).toBeNull();
    expect(mine.data).toHaveLength(1);
    expect(mine.data![0]!.user_id).toBe(teacher.id);
    const theirs = await otherTeacher.client
      .from('notifications')
      .select('id')
      .eq('subject_id', id);
    expect(theirs.data).toEqual([]);
    const outsiders = await outsider.client.from('notifications').select('id');
    expect(outsiders.data).toEqual([]);

    const notificationId = mine.data![0]!.id as string;
    const tampered = await otherTeacher.client
      .from('notifications')
      .update({ read_at: new Date().toISOString() })
      .eq('id', notificationId)
      .select('id');
    expect(tampered.error?.message ?? null).toBeNull();
    expect(tampered.data).toEqual([]);
    const rewrite = await teacher.client
      .from('notifications')
      .update({ kind: 'request_decided' })
      .eq('id', notificationId);
    expect(rewrite.error).not.toBeNull();

    const marked = await teacher.client
      .from('notifications')
      .update({ read_at: '2000-01-01T00:00:00Z' })
      .eq('id', notificationId)
      .select('read_at');
    expect(marked.error).toBeNull();
    // The server's time of reading, whatever the client sent.
    expect(new Date(marked.data![0]!.read_at as string).getFullYear()).toBeGreaterThan(2020);
    const unread = await teacher.client
      .from('notifications')
      .select('id', { count: 'exact', head: true })
      .is('read_at', null);
    expect(unread.count).toBe(1); // the first test's request
  });

  it('a decision notifies the person who asked, by e-mail in their language', async () => {
    const id = await requestLeave('Going to my village for Holi');
    const decided = await api(teacher).post(`/api/requests/leave/${id}/decision`, {
      decision: 'approve',
      note: 'Enjoy the festival',
    });
    expect(decided.status).toBe(200);
    const rows = (await notificationsAbout(id)).filter((r) => r.kind === 'request_decided');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      user_id: student.id,
      params: { decision: 'approved', by: 'Ravi Kumar', note: 'Enjoy the festival' },
    });
    const hindi = await mail.waitFor(student.email, /छुट्टी का अनुरोध मंज़ूर हो गया/);
    expect(hindi.subject).toBe('आपका छुट्टी का अनुरोध मंज़ूर हो गया');
    expect(hindi.text).toContain('टिप्पणी: Enjoy the festival');
    expect(hindi.html).toContain('<html lang="hi">');
    expect(hindi.text).toContain(`${server.url}/dashboard/student/requests`);
  });

  it('the unsubscribe link stops that kind of e-mail without signing in', async () => {
    const decisionMail = mail.mails.find((m) => m.to.includes(student.email))!;
    const link = /https?:\/\/\S+\/api\/notifications\/unsubscribe\?token=[\w.-]+/.exec(
      decisionMail.text,
    )![0];
    // Mail clients offer the same one-click unsubscribe beside the sender (RFC 2369, RFC 8058).
    expect(decisionMail.headers['list-unsubscribe']).toBe(`<${link}>`);
    expect(decisionMail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const confirm = await fetch(link);
    expect(confirm.status).toBe(200);
    const page = await confirm.text();
    expect(page).toContain('मेरे अनुरोधों पर फ़ैसले');
    expect(page).toContain('<form method="post"');
    // Opening the link (as a mail scanner does) changes nothing.
    expect(
      await sql('select 1 from public.notification_preferences where user_id = $1', [student.id]),
    ).toEqual([]);

    const done = await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('role="status"');
    expect(
      await sql(
        'select kind, in_app, email from public.notification_preferences where user_id = $1',
        [student.id],
      ),
    ).toEqual([{ kind: 'request_decided', in_app: true, email: false }]);

    const forged = await fetch(
      link.replace(
        /token=[\w-]+\./,
        `token=${Buffer.from(`${teacher.id}:request_submitted`).toString('base64url')}.`,
      ),
    );
    expect(forged.status).toBe(400);

    const id = await requestLeave('Sister’s school annual day');
    await api(owner).post(`/api/requests/leave/${id}/decision`, { decision: 'reject' });
    const rows = (await notificationsAbout(id)).filter((r) => r.kind === 'request_decided');
    expect(rows).toEqual([expect.objectContaining({ user_id: student.id, email_status: null })]);
  });

  it('preferences switch e-mail off per kind; a person sets only their own', async () => {
    const own = await teacher.client
      .from('notification_preferences')
      .upsert({ user_id: teacher.id, kind: 'request_submitted', in_app: true, email: false });
    expect(own.error).toBeNull();
    const forOthers = await teacher.client
      .from('notification_preferences')
      .upsert({ user_id: owner.id, kind: 'request_submitted', in_app: false, email: false });
    expect(forOthers.error).not.toBeNull();

    const id = await requestLeave('Board exam preparation');
    const rows = await notificationsAbout(id);
    expect(rows.find((r) => r.user_id === teacher.id)).toMatchObject({ email_status: null });
    expect(rows.find((r) => r.user_id === owner.id)!.email_status).not.toBeNull();
    await mail.waitFor(owner.email, /Board|Leave request/);
    // Neither channel: no notification at all.
    await teacher.client
      .from('notification_preferences')
      .upsert({ user_id: teacher.id, kind: 'request_submitted', in_app: false, email: false });
    const silent = await requestLeave('Dentist appointment');
    expect((await notificationsAbout(silent)).map((r) => r.user_id)).toEqual([owner.id]);
  });

  it('a correction request notifies its deciders too', async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const response = await api(student).post<{ id: string }>('/api/correction-requests', {
      org_id: orgId,
      date: yesterday,
      check_in_at: `${yesterday}T03:30:00Z`,
      reason: 'The kiosk did not see me',
    });
    expect(response.status).toBe(201);
    const rows = await notificationsAbout(response.body.id);
    expect(rows.map((r) => r.user_id)).toEqual([owner.id]); // the teacher has this kind off now
    expect(rows[0]!.params).toMatchObject({ request: 'correction', from: yesterday });
  });

  it('an announcement notifies everyone it reaches but its author, in the app only by default', async () => {
    const opened = await owner.client.rpc('open_announcements', { org: orgId });
    expect(opened.error).toBeNull();
    const posted = await owner.client
      .from('messages')
      .insert({
        conversation_id: opened.data,
        body: 'School closes at noon on Friday\nfor Diwali.',
      })
      .select('id')
      .single();
    expect(posted.error).toBeNull();
    const id = posted.data!.id as string;
    const rows = await notificationsAbout(id);
    expect(rows.map((r) => r.user_id).sort()).toEqual(
      [teacher.id, otherTeacher.id, student.id].sort(),
    );
    expect(rows.every((r) => r.kind === 'announcement' && r.email_status === null)).toBe(true);
    expect(rows[0]!.params).toMatchObject({
      person: 'Asha Rao',
      org: 'Sunrise Public School',
      group: '',
      excerpt: 'School closes at noon on Friday for Diwali.',
    });
    const seen = await student.client
      .from('notifications')
      .select('link')
      .eq('subject_id', id)
      .single();
    expect(seen.data!.link).toBe(`/messages?c=${opened.data as string}`);

    // Deleted by its author: its words leave the notifications too.
    const deleted = await owner.client
      .from('messages')
      .update({ deleted_at: new Date().toISOString() })
      .eq('id', id);
    expect(deleted.error).toBeNull();
    expect((await notificationsAbout(id)).map((r) => r.params.excerpt)).toEqual(['', '', '']);
  });

  it('an announcement e-mail, for those who choose it, carries its words in their language', async () => {
    await student.client
      .from('notification_preferences')
      .upsert({ user_id: student.id, kind: 'announcement', in_app: true, email: true });
    const opened = await owner.client.rpc('open_announcements', { org: orgId });
    await owner.client
      .from('messages')
      .insert({ conversation_id: opened.data, body: 'Annual sports day on 14 November.' });
    const hindi = await mail.waitFor(student.email, /घोषणा/);
    expect(hindi.subject).toBe('Asha Rao की ओर से Sunrise Public School के लिए घोषणा');
    expect(hindi.text).toContain('Annual sports day on 14 November.');
    expect(hindi.text).toContain(`${server.url}/messages?c=`);
  });

  it('a demo organisation notifies in the app only, never by e-mail', async () => {
    const [demo] = await sql<{ id: string; member: string }>(
      `with o as (
         insert into public.organizations (name, kind, owner_id, join_code, is_demo)
         values ('Demo Vidyalaya', 'institute', $1, 'DEMXNTE7', true) returning id
       )
       insert into public.memberships (org_id, user_id, full_name, role, status)
       select o.id, $2, 'Priya Sharma', 'student', 'active' from o returning org_id as id, id as member`,
      [outsider.id, student.id],
    );
    const [leave] = await sql<{ id: string }>(
      `insert into public.leave_requests (org_id, member_id, from_date, to_date, reason)
       values ($1, $2, '2026-12-01', '2026-12-02', 'Demo leave request') returning id`,
      [demo!.id, demo!.member],
    );
    const rows = await notificationsAbout(leave!.id);
    expect(rows).toEqual([expect.objectContaining({ user_id: outsider.id, email_status: null })]);
  });

  it('a message in a class channel tells its members, one unread notification per conversation until read', async () => {
    const bell = (user: TestUser) =>
      sql<{ id: string; params: Record<string, unknown>; read_at: string | null; link: string }>(
        `select id, params, read_at, link from public.notifications
          where user_id = $1 and kind = 'message_new' and subject_id = $2 order by created_at`,
        [user.id, channelId],
      );
    const post = async (user: TestUser, body: string) => {
      const posted = await user.client
        .from('messages')
        .insert({ conversation_id: channelId, body })
        .select('id')
        .single();
      expect(posted.error).toBeNull();
      return posted.data!.id as string;
    };
    // The student (Hindi) also wants these by e-mail.
    await student.client
      .from('notification_preferences')
      .upsert({ user_id: student.id, kind: 'message_new', in_app: true, email: true });

    await post(teacher, 'Homework: chapter 5,\n questions 1 to 10.');
    await post(teacher, 'Also bring your atlas tomorrow.');
    const studentRows = await bell(student);
    expect(studentRows).toEqual([
      {
        id: expect.any(String),
        params: expect.objectContaining({
          person: 'Ravi Kumar',
          group: 'Class 8 A',
          org: 'Sunrise Public School',
          excerpt: 'Also bring your atlas tomorrow.',
          count: 2,
        }),
        read_at: null,
        link: `/messages?c=${channelId}`,
      },
    ]);
    expect((await bell(owner)).map((row) => row.params.count)).toEqual([2]);
    expect(await bell(teacher)).toEqual([]); // never one's own
    expect(await bell(otherTeacher)).toEqual([]); // not in this class's channel
    // The student reads it through the data API; nobody else does.
    const mine = await student.client
      .from('notifications')
      .select('kind, link')
      .eq('id', studentRows[0]!.id);
    expect(mine.data).toEqual([{ kind: 'message_new', link: `/messages?c=${channelId}` }]);
    const theirs = await teacher.client
      .from('notifications')
      .select('id')
      .eq('id', studentRows[0]!.id);
    expect(theirs.data).toEqual([]);

    // One e-mail for the burst, in Hindi, with its unsubscribe link. It says what the notification
    // says when it is sent: usually the first message alone, but when the second arrived before the
    // e-mail went (a busy server), both, with the latest words.
    const hindi = await mail.waitFor(student.email, /^Class 8 A में (नया संदेश|2 नए संदेश)$/);
    expect(hindi.text).toContain(
      hindi.subject === 'Class 8 A में नया संदेश'
        ? 'Ravi Kumar: Homework: chapter 5, questions 1 to 10.'
        : 'Ravi Kumar: Also bring your atlas tomorrow.',
    );
    expect(hindi.text).toContain('/api/notifications/unsubscribe?token=');
    expect(hindi.headers['list-unsubscribe']).toMatch(/unsubscribe\?token=/);
    await expect
      .poll(
        () =>
          sql<{ kind: string; address: string; status: string }>(
            `select kind, address, status from public.notification_deliveries
            where user_id = $1 and kind = 'message_new'`,
            [student.id],
          ),
        { timeout: 20_000 },
      )
      .toEqual([{ kind: 'message_new', address: student.email, status: 'sent' }]);

    // The student's reply tells the teacher; the owner's notification now counts three.
    const reply = await post(student, 'Which atlas, sir?');
    expect((await bell(teacher)).map((row) => row.params)).toEqual([
      expect.objectContaining({ person: 'Priya Sharma', excerpt: 'Which atlas, sir?', count: 1 }),
    ]);
    expect((await bell(owner))[0]!.params).toMatchObject({ person: 'Priya Sharma', count: 3 });
    // Editing the latest message updates its words; deleting it takes them out.
    const edited = await student.client
      .from('messages')
      .update({ body: 'Which atlas should I bring, sir?' })
      .eq('id', reply);
    expect(edited.error).toBeNull();
    expect((await bell(teacher))[0]!.params.excerpt).toBe('Which atlas should I bring, sir?');
    const deleted = await student.client
      .from('messages')
      .update({ deleted_at: new Date().toISOString() })
      .eq('id', reply);
    expect(deleted.error).toBeNull();
    expect((await bell(teacher))[0]!.params.excerpt).toBe('');
    expect((await bell(owner))[0]!.params.excerpt).toBe('');

    // Reading the conversation reads its notification; the next message makes a new one.
    expect(
      (await student.client.rpc('mark_conversation_read', { conversation: channelId })).error,
    ).toBeNull();
    expect((await bell(student))[0]!.read_at).not.toBeNull();
    await post(teacher, 'The test is on Friday.');
    expect((await bell(student)).map((row) => [row.params.count, row.read_at === null])).toEqual([
      [2, false],
      [1, true],
    ]);

    // A muted channel tells nobody.
    const muted = await owner.client
      .from('conversation_members')
      .update({ muted: true })
      .eq('conversation_id', channelId)
      .select('muted');
    expect(muted.data).toEqual([{ muted: true }]);
    await post(teacher, 'Bring a pencil too.');
    expect((await bell(owner)).map((row) => row.params.count)).toEqual([4]);
  });

  it("the owner's delivery log lists members' e-mails and pushes, searchable and as CSV", async () => {
    type Delivery = {
      kind: string | null;
      channel: string;
      recipient_name: string;
      address: string | null;
      status: string;
      error: string | null;
    };
    const log = (query = '') =>
      api(owner).get<{ deliveries: Delivery[] }>(
        `/api/organizations/${orgId}/notification-deliveries${query}`,
      );
    // Every e-mail of the earlier tests has been sent (or failed) by now.
    await expect
      .poll(async () => (await log('?status=pending')).body.deliveries.length, {
        timeout: 20_000,
      })
      .toBe(0);
    const all = await log();
    expect(all.status).toBe(200);
    expect(all.body.deliveries.length).toBeGreaterThan(3);
    expect(all.body.deliveries).toContainEqual(
      expect.objectContaining({
        kind: 'message_new',
        channel: 'email',
        recipient_name: 'Priya Sharma',
        address: student.email,
        status: 'sent',
      }),
    );
    expect(all.body.deliveries).toContainEqual(
      expect.objectContaining({ kind: 'request_submitted', recipient_name: 'Ravi Kumar' }),
    );
    // Another organisation's deliveries are not in it (the demo one's member has none anyway).
    const search = await log(`?q=${encodeURIComponent('priya')}`);
    expect(new Set(search.body.deliveries.map((d) => d.recipient_name))).toEqual(
      new Set(['Priya Sharma']),
    );
    const byAddress = await log(`?q=${encodeURIComponent(teacher.email)}`);
    expect(byAddress.body.deliveries.length).toBeGreaterThan(0);
    expect(byAddress.body.deliveries.every((d) => d.address === teacher.email)).toBe(true);

    // A failed delivery shows why, and the status filter finds it.
    await sql(
      `update public.notification_deliveries set status = 'failed', error = 'Mailbox unavailable'
        where id = (select id from public.notification_deliveries
                     where user_id = $1 and kind = 'message_new' limit 1)`,
      [student.id],
    );
    const failed = await log('?status=failed');
    expect(failed.body.deliveries).toEqual([
      expect.objectContaining({
        recipient_name: 'Priya Sharma',
        status: 'failed',
        error: 'Mailbox unavailable',
      }),
    ]);
    expect((await log('?status=sent')).body.deliveries.every((d) => d.status === 'sent')).toBe(
      true,
    );

    const csv = await fetch(
      `${server.url}/api/organizations/${orgId}/notification-deliveries.csv?status=failed`,
      { headers: { apikey: server.anonKey, authorization: `Bearer ${owner.accessToken}` } },
    );
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM, for Excel
    expect(parse(bytes.subarray(3).toString('utf8'), { columns: true })).toEqual([
      {
        time: expect.any(String),
        kind: 'message_new',
        channel: 'email',
        member: 'Priya Sharma',
        to: student.email,
        status: 'failed',
        reason: 'Mailbox unavailable',
      },
    ]);

    // Owners only; bad input is refused with what is wrong.
    expect(
      (await api(teacher).get(`/api/organizations/${orgId}/notification-deliveries`)).status,
    ).toBe(403);
    expect(
      (await api(outsider).get(`/api/organizations/${orgId}/notification-deliveries`)).status,
    ).toBe(403);
    const bad = await log('?status=lost');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Choose all, sent, failed or pending.');
  });
});
