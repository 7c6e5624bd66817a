import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/clients.js';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';

type CodeAnswer = { group_id: string; group_name: string; code: string | null };
type JoinAnswer = {
  member_id: string;
  status: string;
  group: { id: string; name: string } | null;
};

/**
 * A group's own join code and approvals by the group's teacher or in-charge: who may make the
 * code, what joining with it does, who then sees and decides about the waiting person.
 */
describe('group join codes and staff approvals', () => {
  let server: TestServer;
  const people: Record<string, TestUser> = {};
  const ids: Record<string, string> = {};
  let orgCode: string;
  const api = (who: string) => apiAs(server.url, server.anonKey, people[who]!.accessToken);
  const sql = <R = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    server.sql<R>(text, params);

  async function member(who: string, name: string, role: string) {
    const [row] = await sql<{ id: string }>(
      `insert into public.memberships (org_id, user_id, full_name, role, status)
       values ($1, $2, $3, $4, 'active') returning id`,
      [ids.org, people[who]!.id, name, role],
    );
    return row!.id;
  }
  async function group(name: string, kind: string, responsibleId: string) {
    const [row] = await sql<{ id: string }>(
      'insert into public.groups (org_id, name, kind, responsible_id) values ($1, $2, $3, $4) returning id',
      [ids.org, name, kind, responsibleId],
    );
    return row!.id;
  }
  async function newPerson(key: string, userType: string, fullName: string) {
    people[key] = await createTestUser(server, {
      userType,
      email: `${key.toLowerCase()}@example.com`,
      metadata: { full_name: fullName },
    });
  }
  const join = (who: string, code: string) =>
    api(who).post<JoinAnswer & { code?: string }>('/api/memberships/join', { code });
  const makeCode = (who: string, groupId: string) =>
    api(who).post<CodeAnswer & { code: string }>(`/api/groups/${groupId}/join-code`);
  const status = async (memberId: string) =>
    (
      await sql<{ status: string }>('select status from public.memberships where id = $1', [
        memberId,
      ])
    )[0]!.status;
  const pendingNames = async (who: string) => {
    const { data, error } = await people[who]!.client.from('memberships')
      .select('full_name')
      .eq('status', 'pending');
    expect(error).toBeNull();
    return (data ?? []).map((r) => r.full_name as string).sort();
  };

  beforeAll(async () => {
    server = await startTestServer();
    for (const [key, type] of [
      ['owner', 'Institute'],
      ['classTeacher', 'Teacher'],
      ['otherTeacher', 'Teacher'],
      ['warden', 'Incharge'],
      ['riya', 'Student'],
      ['companyOwner', 'Company'],
      ['outsider', 'Student'],
    ] as const)
      await newPerson(key, type, key);
    const created = await api('owner').post<{ id: string; join_code: string }>(
      '/api/organizations',
      { name: 'Sunrise Public School', kind: 'institute' },
    );
    ids.org = created.body.id;
    orgCode = created.body.join_code;
    await api('companyOwner').post('/api/organizations', { name: 'Kaveri Mills', kind: 'company' });
    ids.classTeacher = await member('classTeacher', 'Anil Kumar', 'teacher');
    ids.otherTeacher = await member('otherTeacher', 'Sunita Rao', 'teacher');
    ids.warden = await member('warden', 'Hostel Warden', 'incharge');
    ids.riya = await member('riya', 'Riya Singh', 'student');
    ids.classA = await group('Class 8-A', 'class', ids.classTeacher);
    ids.classB = await group('Class 8-B', 'class', ids.otherTeacher);
    ids.hostel = await group('Hostel', 'section', ids.warden);
    await sql(
      'insert into public.group_members (group_id, member_id, org_id) values ($1, $2, $3)',
      [ids.classA, ids.riya, ids.org],
    );
  });
  afterAll(async () => server?.close());

  it('the teacher responsible for a class makes its code; other staff, students and strangers cannot', async () => {
    const made = await makeCode('classTeacher', ids.classA!);
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ group_id: ids.classA, group_name: 'Class 8-A' });
    expect(made.body.code).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    expect(made.body.code).not.toBe(orgCode);
    ids.codeA = made.body.code;

    expect((await makeCode('classTeacher', ids.classB!)).status).toBe(403);
    expect((await makeCode('warden', ids.classA!)).status).toBe(403);
    expect((await makeCode('riya', ids.classA!)).status).toBe(403);
    for (const who of ['companyOwner', 'outsider'])
      expect((await makeCode(who, ids.classA!)).status, who).toBe(404);
    expect((await makeCode('owner', ids.classB!)).status).toBe(200);
    expect(
      await sql('select group_id from public.group_join_codes order by created_at'),
    ).toHaveLength(2);

    // Audited as the teacher who made it.
    const [audit] = await sql<{ actor_id: string; action: string }>(
      "select actor_id, action from public.audit_log where entity = 'group_join_codes' and after ->> 'group_id' = $1",
      [ids.classA],
    );
    expect(audit).toEqual({ actor_id: people.classTeacher!.id, action: 'insert' });

    // The codes are readable by the owner and by each group's own staff, nobody else.
    const codesSeenBy = async (who: string) =>
      ((await people[who]!.client.from('group_join_codes').select('group_id')).data ?? [])
        .map((r) => r.group_id as string)
        .sort();
    expect(await codesSeenBy('owner')).toEqual([ids.classA, ids.classB].sort());
    expect(await codesSeenBy('classTeacher')).toEqual([ids.classA]);
    expect(await codesSeenBy('otherTeacher')).toEqual([ids.classB]);
    for (const who of ['warden', 'riya', 'companyOwner', 'outsider'])
      expect(await codesSeenBy(who), who).toEqual([]);
    const forged = await people
      .classTeacher!.client.from('group_join_codes')
      .insert({ group_id: ids.hostel, org_id: ids.org, code: 'K7M2Q9XD' });
    expect(forged.error?.code).toBe('42501');
  });

  it('the join links card reads the groups each person leads, with their codes, in one request', async () => {
    // A sub-group of Class 8-A is led through its parent.
    const [lab] = await sql<{ id: string }>(
      `insert into public.groups (org_id, name, kind, parent_id) values ($1, 'Class 8-A lab', 'section', $2)
       returning id`,
      [ids.org, ids.classA],
    );
    const ledBy = async (who: string) => {
      const { data, error } = await people[who]!.client.rpc('my_led_groups', {}, { get: true })
        .select('id, name, join_code:group_join_codes(code)')
        .eq('org_id', ids.org)
        .order('name');
      expect(error).toBeNull();
      return data;
    };
    const [codeB] = await sql<{ code: string }>(
      'select code from public.group_join_codes where group_id = $1',
      [ids.classB],
    );
    expect(await ledBy('classTeacher')).toEqual([
      { id: ids.classA, name: 'Class 8-A', join_code: { code: ids.codeA } },
      { id: lab!.id, name: 'Class 8-A lab', join_code: null },
    ]);
    expect(await ledBy('otherTeacher')).toEqual([
      { id: ids.classB, name: 'Class 8-B', join_code: { code: codeB!.code } },
    ]);
    expect(await ledBy('warden')).toEqual([{ id: ids.hostel, name: 'Hostel', join_code: null }]);
    for (const who of ['owner', 'riya', 'companyOwner', 'outsider'])
      expect(await ledBy(who), who).toEqual([]);
    await sql('delete from public.groups where id = $1', [lab!.id]);
  });

  it('the groups each person looks after (led, through a parent, or taught) come in one request', async () => {
    // A sub-group of Class 8-A, led through its parent; Sunita also teaches Class 8-A.
    const [lab] = await sql<{ id: string }>(
      `insert into public.groups (org_id, name, kind, parent_id) values ($1, 'Class 8-A lab', 'section', $2)
       returning id`,
      [ids.org, ids.classA],
    );
    const [period] = await sql<{ id: string }>(
      `insert into public.class_sessions (org_id, group_id, subject, teacher_id, weekday, period, starts_at, ends_at)
       values ($1, $2, 'Science', $3, 1, 1, '09:00', '09:45') returning id`,
      [ids.org, ids.classA, ids.otherTeacher],
    );
    const oneRequest = async (who: string) => {
      const { data, error } = await people[who]!.client.rpc(
        'my_responsible_groups',
        {},
        { get: true },
      )
        .select('id, name, kind')
        .eq('org_id', ids.org)
        .order('name');
      expect(error).toBeNull();
      return data;
    };
    // What the pages read before, in two requests: the ids, then those groups.
    const twoRequests = async (who: string) => {
      const client = people[who]!.client;
      const { data: groupIds } = await client.rpc('my_responsible_group_ids');
      if (!(groupIds as string[]).length) return [];
      const { data } = await client
        .from('groups')
        .select('id, name, kind')
        .eq('org_id', ids.org)
        .in('id', groupIds as string[])
        .order('name');
      return data;
    };
    expect(await oneRequest('classTeacher')).toEqual([
      { id: ids.classA, name: 'Class 8-A', kind: 'class' },
      { id: lab!.id, name: 'Class 8-A lab', kind: 'section' },
    ]);
    expect(await oneRequest('otherTeacher')).toEqual([
      { id: ids.classA, name: 'Class 8-A', kind: 'class' },
      { id: ids.classB, name: 'Class 8-B', kind: 'class' },
    ]);
    expect(await oneRequest('warden')).toEqual([
      { id: ids.hostel, name: 'Hostel', kind: 'section' },
    ]);
    for (const who of ['owner', 'riya', 'companyOwner', 'outsider'])
      expect(await oneRequest(who), who).toEqual([]);
    for (const who of Object.keys(people))
      expect(await oneRequest(who), who).toEqual(await twoRequests(who));
    await sql('delete from public.class_sessions where id = $1', [period!.id]);
    await sql('delete from public.groups where id = $1', [lab!.id]);
  });

  it('a student joining with the class code waits in that class; only its staff see them', async () => {
    await newPerson('aarav', 'Student', 'Aarav Sharma');
    const joined = await join('aarav', ids.codeA!.toLowerCase());
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({
      status: 'pending',
      group: { id: ids.classA, name: 'Class 8-A' },
    });
    ids.aarav = joined.body.member_id;
    expect(
      await sql('select group_id from public.group_members where member_id = $1', [ids.aarav]),
    ).toEqual([{ group_id: ids.classA }]);

    expect(await pendingNames('classTeacher')).toEqual(['Aarav Sharma']);
    for (const who of ['otherTeacher', 'warden', 'riya', 'companyOwner'])
      expect(await pendingNames(who), who).toEqual([]);
    expect(await pendingNames('owner')).toEqual(['Aarav Sharma']);

    // The organisation's own code still works, and puts nobody in a group.
    await newPerson('diya', 'Student', 'Diya Patel');
    const byOrgCode = await join('diya', orgCode);
    expect(byOrgCode.body).toMatchObject({ status: 'pending', group: null });
    ids.diya = byOrgCode.body.member_id;
    expect(
      await sql('select 1 from public.group_members where member_id = $1', [ids.diya]),
    ).toHaveLength(0);

    // Staff join the organisation, not a class.
    await newPerson('newTeacher', 'Teacher', 'Ravi Kumar');
    expect((await join('newTeacher', ids.codeA!)).body).toMatchObject({
      code: 'group_code_not_for_staff',
    });
  });

  it('while the owner has not allowed staff approvals, the class teacher is refused', async () => {
    const answer = await api('classTeacher').post(`/api/memberships/${ids.aarav}/approve`);
    expect(answer.status).toBe(403);
    expect(await status(ids.aarav!)).toBe('pending');
  });

  it('once allowed, the class teacher approves their own pending student and nobody else', async () => {
    const allowed = await people
      .owner!.client.from('organizations')
      .update({ staff_can_approve: true })
      .eq('id', ids.org)
      .select('staff_can_approve');
    expect(allowed.data).toEqual([{ staff_can_approve: true }]);

    for (const who of ['otherTeacher', 'warden', 'riya'])
      expect((await api(who).post(`/api/memberships/${ids.aarav}/approve`)).status, who).toBe(403);
    // Joined with the organisation's code: in no class, so for the owner only.
    expect((await api('classTeacher').post(`/api/memberships/${ids.diya}/approve`)).status).toBe(
      403,
    );
    expect(await status(ids.diya!)).toBe('pending');

    const approved = await api('classTeacher').post(`/api/memberships/${ids.aarav}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'active', approved_by: people.classTeacher!.id });
    const [audit] = await sql<{ actor_id: string; status: string }>(
      `select actor_id, after ->> 'status' as status from public.audit_log
        where entity = 'memberships' and entity_id = $1 order by id desc limit 1`,
      [ids.aarav],
    );
    expect(audit).toEqual({ actor_id: people.classTeacher!.id, status: 'active' });
  });

  it('staff never decide about other staff, even one placed in their class', async () => {
    const [pendingTeacher] = await sql<{ id: string }>(
      `insert into public.memberships (org_id, full_name, role, status)
       values ($1, 'Pending Teacher', 'teacher', 'pending') returning id`,
      [ids.org],
    );
    await sql(
      'insert into public.group_members (group_id, member_id, org_id) values ($1, $2, $3)',
      [ids.classA, pendingTeacher!.id, ids.org],
    );
    expect(
      (await api('classTeacher').post(`/api/memberships/${pendingTeacher!.id}/approve`)).status,
    ).toBe(403);
    expect(await status(pendingTeacher!.id)).toBe('pending');
    await sql('delete from public.memberships where id = $1', [pendingTeacher!.id]);
  });

  it('a new code stops the old one at once; a code turned off stops joining', async () => {
    const rotated = await makeCode('classTeacher', ids.classA!);
    expect(rotated.body.code).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    expect(rotated.body.code).not.toBe(ids.codeA);
    await newPerson('kabir', 'Student', 'Kabir Khan');
    expect((await join('kabir', ids.codeA!)).body).toMatchObject({ code: 'join_code_not_found' });
    const joined = await join('kabir', rotated.body.code);
    expect(joined.body).toMatchObject({ status: 'pending', group: { id: ids.classA } });

    const declined = await api('classTeacher').post(
      `/api/memberships/${joined.body.member_id}/reject`,
    );
    expect(declined.body).toMatchObject({ status: 'rejected' });

    expect((await api('otherTeacher').delete(`/api/groups/${ids.classA}/join-code`)).status).toBe(
      403,
    );
    const off = await api('classTeacher').delete<CodeAnswer>(`/api/groups/${ids.classA}/join-code`);
    expect(off.body).toMatchObject({ group_id: ids.classA, code: null });
    await newPerson('zoya', 'Student', 'Zoya Mirza');
    expect((await join('zoya', rotated.body.code)).status).toBe(404);
  });

  it('an in-charge does the same for their hostel', async () => {
    const made = await makeCode('warden', ids.hostel!);
    expect(made.status).toBe(200);
    await newPerson('meera', 'Student', 'Meera Nair');
    const joined = await join('meera', made.body.code);
    expect(joined.body).toMatchObject({ status: 'pending', group: { name: 'Hostel' } });
    expect(await pendingNames('warden')).toEqual(['Meera Nair']);
    expect(await pendingNames('classTeacher')).toEqual([]);
    const approved = await api('warden').post(`/api/memberships/${joined.body.member_id}/approve`);
    expect(approved.body).toMatchObject({ status: 'active', approved_by: people.warden!.id });
  });
});
