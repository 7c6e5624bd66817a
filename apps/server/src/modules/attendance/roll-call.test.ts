import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/clients.js';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';

const YESTERDAY = DateTime.now().setZone('Asia/Kolkata').minus({ days: 1 }).toISODate()!;

describe('roll-call: who may take it, reasons for changes, and the audit trail', () => {
  let server: TestServer;
  const user: Record<string, TestUser> = {};
  const id: Record<string, string> = {};
  const api = (who: string) => apiAs(server.url, server.anonKey, user[who]!.accessToken);
  const get = (who: string, query: string) =>
    api(who).get<Record<string, unknown>>(`/api/roll-call?${query}&date=${YESTERDAY}`);
  const save = (who: string, target: Record<string, string>, entries: unknown[]) =>
    api(who).post<Record<string, unknown>>('/api/roll-call', {
      ...target,
      date: YESTERDAY,
      entries,
    });
  /** The audit entries of one attendance record, oldest first. */
  const auditOf = (member: string, where: string) =>
    server.sql<{
      action: string;
      actor_id: string | null;
      before: { status: string } | null;
      after: { status: string; note: string | null };
    }>(
      `select l.action, l.actor_id, l.before, l.after from public.audit_log l
        where l.entity = 'attendance_records'
          and l.entity_id = (select r.id::text from public.attendance_records r
                              where r.member_id = $1 and r.date = $2 and ${where})
        order by l.id`,
      [member, YESTERDAY],
    );

  beforeAll(async () => {
    server = await startTestServer();
    const sql = server.sql.bind(server);
    for (const [key, userType, name] of [
      ['principal', 'Institute', 'Lakshmi Rao'],
      ['maths', 'Teacher', 'Farah Khan'],
      ['physics', 'Teacher', 'Joseph Mathew'],
      ['asha', 'Student', 'Asha Verma'],
      ['factoryOwner', 'Company', 'Vikram Shah'],
      ['incharge', 'Incharge', 'Sunil Rao'],
      ['meena', 'Employee', 'Meena Iyer'],
    ] as const) {
      user[key] = await createTestUser(server, { userType, metadata: { full_name: name } });
    }
    const org = async (owner: string, name: string, kind: string) =>
      (await api(owner).post<{ id: string }>('/api/organizations', { name, kind })).body.id;
    id.school = await org('principal', 'Sunrise Public School', 'institute');
    id.mill = await org('factoryOwner', 'Kaveri Textiles', 'company');
    const monthAgo = new Date(Date.now() - 30 * 86_400_000);
    const member = async (
      orgId: string,
      name: string,
      role: string,
      userId?: string,
      joined = monthAgo,
    ) =>
      (
        await sql<{ id: string }>(
          "insert into public.memberships (org_id, user_id, full_name, role, status, created_at) values ($1, $2, $3, $4, 'active', $5) returning id",
          [orgId, userId ?? null, name, role, joined],
        )
      )[0]!.id;
    const group = async (orgId: string, name: string, kind: string, responsible?: string) =>
      (
        await sql<{ id: string }>(
          'insert into public.groups (org_id, name, kind, responsible_id) values ($1, $2, $3, $4) returning id',
          [orgId, name, kind, responsible ?? null],
        )
      )[0]!.id;
    const join = (orgId: string, groupId: string, memberIds: string[]) =>
      Promise.all(
        memberIds.map((memberId) =>
          sql(
            'insert into public.group_members (group_id, member_id, org_id) values ($1, $2, $3)',
            [groupId, memberId, orgId],
          ),
        ),
      );
    const session = async (groupId: string, subject: string, teacher: string) =>
      (
        await sql<{ id: string }>(
          `insert into public.class_sessions (org_id, group_id, subject, teacher_id, weekday, period, starts_at, ends_at)
           values ($1, $2, $3, $4, 1, 1, '09:00', '09:45') returning id`,
          [id.school, groupId, subject, teacher],
        )
      )[0]!.id;

    id.maths = await member(id.school, 'Farah Khan', 'teacher', user.maths!.id);
    id.physics = await member(id.school, 'Joseph Mathew', 'teacher', user.physics!.id);
    id.asha = await member(id.school, 'Asha Verma', 'student', user.asha!.id);
    id.kabir = await member(id.school, 'Kabir Das', 'student');
    id.class7a = await group(id.school, 'Class 7A', 'class');
    id.class8b = await group(id.school, 'Class 8B', 'class');
    // Joined today: not in the class for yesterday's roll-call.
    id.neel = await member(id.school, 'Neel Joined Today', 'student', undefined, new Date());
    await join(id.school, id.class7a, [id.asha, id.kabir, id.neel]);
    id.mathsLesson = await session(id.class7a, 'Mathematics', id.maths);
    id.physicsLesson = await session(id.class8b, 'Physics', id.physics);

    id.incharge = await member(id.mill, 'Sunil Rao', 'incharge', user.incharge!.id);
    id.meena = await member(id.mill, 'Meena Iyer', 'employee', user.meena!.id);
    id.lata = await member(id.mill, 'Lata Weaver', 'employee');
    id.weaving = await group(id.mill, 'Weaving', 'department', id.incharge);
    await join(id.mill, id.weaving, [id.meena, id.lata]);
  });
  afterAll(async () => server?.close());

  it('only the class’s teacher (or the owner) reads and takes its roll-call', async () => {
    const lesson = `class_session_id=${id.mathsLesson}`;
    const entries = [{ member_id: id.asha, status: 'present' }];
    for (const outsider of ['physics', 'asha']) {
      expect((await get(outsider, lesson)).body).toMatchObject({ code: 'forbidden' });
      const taken = await save(outsider, { class_session_id: id.mathsLesson! }, entries);
      expect(taken).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    }
    expect(
      await server.sql('select 1 from public.attendance_records where org_id = $1', [id.school]),
    ).toEqual([]);
    const list = await get('maths', lesson);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ label: 'Mathematics', classSessionId: id.mathsLesson });
    expect((list.body.people as Array<{ full_name: string }>).map((p) => p.full_name)).toEqual([
      'Asha Verma',
      'Kabir Das',
    ]);
    expect((await get('principal', lesson)).status).toBe(200);
  });

  it('nobody is marked for a day before they joined', async () => {
    const taken = await save('maths', { class_session_id: id.mathsLesson! }, [
      { member_id: id.neel, status: 'absent' },
    ]);
    expect(taken).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    expect(
      await server.sql('select 1 from public.attendance_records where member_id = $1', [id.neel]),
    ).toEqual([]);
  });

  it('a teacher marks the class; changing a mark needs a reason and is audited as hers', async () => {
    const target = { class_session_id: id.mathsLesson! };
    const first = await save('maths', target, [
      { member_id: id.asha, status: 'absent' },
      { member_id: id.kabir, status: 'present' },
    ]);
    expect(first.body).toEqual({ created: 2, changed: 0, unchanged: 0 });

    const unexplained = await save('maths', target, [{ member_id: id.asha, status: 'late' }]);
    expect(unexplained).toMatchObject({
      status: 400,
      body: {
        code: 'reason_required',
        member_id: id.asha,
        message: 'Give a reason for changing Asha Verma from absent to late.',
      },
    });
    const explained = await save('maths', target, [
      { member_id: id.asha, status: 'late', note: 'Came in after the bus broke down' },
      { member_id: id.kabir, status: 'present' },
    ]);
    expect(explained.body).toEqual({ created: 0, changed: 1, unchanged: 1 });

    const [record] = await server.sql<{ status: string; note: string; marked_by: string }>(
      'select status, note, marked_by from public.attendance_records where member_id = $1 and class_session_id = $2',
      [id.asha, id.mathsLesson],
    );
    expect(record).toEqual({
      status: 'late',
      note: 'Came in after the bus broke down',
      marked_by: user.maths!.id,
    });
    const audit = await auditOf(id.asha!, `r.class_session_id = '${id.mathsLesson}'`);
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([
      ['insert', user.maths!.id],
      ['update', user.maths!.id],
    ]);
    expect(audit[1]).toMatchObject({
      before: { status: 'absent' },
      after: { status: 'late', note: 'Came in after the bus broke down' },
    });
  });

  it('an in-charge takes the roll-call of their group for the day, with reasons for changes', async () => {
    const target = { group_id: id.weaving! };
    expect((await get('meena', `group_id=${id.weaving}`)).status).toBe(403);
    const list = await get('incharge', `group_id=${id.weaving}`);
    expect(list.body).toMatchObject({ label: 'Weaving', classSessionId: null });
    expect((list.body.people as Array<{ full_name: string }>).map((p) => p.full_name)).toEqual([
      'Lata Weaver',
      'Meena Iyer',
    ]);

    const taken = await save('incharge', target, [
      { member_id: id.meena, status: 'present' },
      { member_id: id.lata, status: 'absent' },
    ]);
    expect(taken.body).toEqual({ created: 2, changed: 0, unchanged: 0 });
    const unexplained = await save('incharge', target, [{ member_id: id.lata, status: 'present' }]);
    expect(unexplained.body).toMatchObject({ code: 'reason_required', member_id: id.lata });
    const explained = await save('incharge', target, [
      { member_id: id.lata, status: 'present', note: 'Was at the dye house all day' },
    ]);
    expect(explained.body).toEqual({ created: 0, changed: 1, unchanged: 0 });

    // The group's roll-call is the day's record (no class session), audited as the in-charge's.
    const records = await server.sql<{ full_name: string; status: string }>(
      `select m.full_name, r.status from public.attendance_records r
         join public.memberships m on m.id = r.member_id
        where r.org_id = $1 and r.date = $2 and r.class_session_id is null order by m.full_name`,
      [id.mill, YESTERDAY],
    );
    expect(records).toEqual([
      { full_name: 'Lata Weaver', status: 'present' },
      { full_name: 'Meena Iyer', status: 'present' },
    ]);
    const audit = await auditOf(id.lata!, 'r.class_session_id is null');
    expect(audit.map((a) => [a.action, a.actor_id, a.after.status])).toEqual([
      ['insert', user.incharge!.id, 'absent'],
      ['update', user.incharge!.id, 'present'],
    ]);
  });
});
