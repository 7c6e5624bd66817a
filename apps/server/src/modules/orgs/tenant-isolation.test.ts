import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/clients.js';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';

/**
 * The tenant-isolation matrix: for each of the seven user types and each table, what they can
 * read and write through /rest/v1 (and the matching /api operations), including attempts across
 * organisations and attempts to raise their own privileges.
 */
describe('tenant isolation matrix', () => {
  let server: TestServer;
  const people: Record<string, TestUser> = {};
  const ids: Record<string, string> = {};

  const as = (who: string): SupabaseClient => people[who]!.client;
  const api = (who: string) => apiAs(server.url, server.anonKey, people[who]!.accessToken);
  const sql = <R = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    server.sql<R>(text, params);

  async function member(
    org: string,
    who: string | null,
    name: string,
    role: string,
    extra: Record<string, string> = {},
  ) {
    const [row] = await sql<{ id: string }>(
      `insert into public.memberships (org_id, user_id, full_name, role, status, roll_number, employee_code)
       values ($1, $2, $3, $4, 'active', $5, $6) returning id`,
      [ids[org], who ? people[who]!.id : null, name, role, extra.roll ?? null, extra.code ?? null],
    );
    return row!.id;
  }

  beforeAll(async () => {
    server = await startTestServer();
    const types: Array<[string, string]> = [
      ['instituteOwner', 'Institute'],
      ['teacher', 'Teacher'],
      ['student', 'Student'],
      ['otherStudent', 'Student'],
      ['instituteIncharge', 'Incharge'],
      ['companyOwner', 'Company'],
      ['employee', 'Employee'],
      ['companyIncharge', 'Incharge'],
      ['admin', 'Admin'],
      ['outsider', 'Student'],
    ];
    for (const [key, type] of types)
      people[key] = await createTestUser(server, {
        userType: type,
        email: `${key.toLowerCase()}@example.com`,
      });

    ids.institute = (
      await api('instituteOwner').post<{ id: string }>('/api/organizations', {
        name: 'Sunrise School',
        kind: 'institute',
      })
    ).body.id;
    ids.company = (
      await api('companyOwner').post<{ id: string }>('/api/organizations', {
        name: 'Kaveri Textiles',
        kind: 'company',
      })
    ).body.id;

    ids.teacherMember = await member('institute', 'teacher', 'Anil Kumar', 'teacher');
    ids.studentMember = await member('institute', 'student', 'Riya Singh', 'student', {
      roll: 'R1',
    });
    ids.otherStudentMember = await member('institute', 'otherStudent', 'Kabir Khan', 'student', {
      roll: 'R2',
    });
    ids.instituteInchargeMember = await member(
      'institute',
      'instituteIncharge',
      'Hostel Warden',
      'incharge',
    );
    ids.employeeMember = await member('company', 'employee', 'Meena Iyer', 'employee', {
      code: 'E1',
    });
    ids.companyInchargeMember = await member(
      'company',
      'companyIncharge',
      'Site Lead',
      'incharge',
      { code: 'E2' },
    );

    const [classA] = await sql<{ id: string }>(
      "insert into public.groups (org_id, name, kind, responsible_id) values ($1, 'Class 8-A', 'class', $2) returning id",
      [ids.institute, ids.teacherMember],
    );
    const [classB] = await sql<{ id: string }>(
      "insert into public.groups (org_id, name, kind) values ($1, 'Class 8-B', 'class') returning id",
      [ids.institute],
    );
    // The institute's in-charge looks after the hostel, where Kabir (not Riya) lives.
    const [hostel] = await sql<{ id: string }>(
      "insert into public.groups (org_id, name, kind, responsible_id) values ($1, 'Hostel', 'section', $2) returning id",
      [ids.institute, ids.instituteInchargeMember],
    );
    const [dept] = await sql<{ id: string }>(
      "insert into public.groups (org_id, name, kind, responsible_id) values ($1, 'Weaving', 'department', $2) returning id",
      [ids.company, ids.companyInchargeMember],
    );
    ids.classA = classA!.id;
    ids.classB = classB!.id;
    ids.hostel = hostel!.id;
    ids.department = dept!.id;
    await sql(
      'insert into public.group_members (group_id, member_id, org_id) values ($1, $2, $3), ($4, $5, $3), ($6, $5, $3)',
      [
        ids.classA,
        ids.studentMember,
        ids.institute,
        ids.classB,
        ids.otherStudentMember,
        ids.hostel,
      ],
    );
    await sql(
      'insert into public.group_members (group_id, member_id, org_id) values ($1, $2, $3)',
      [ids.department, ids.employeeMember, ids.company],
    );
    await sql(
      "insert into public.class_sessions (org_id, group_id, subject, teacher_id, weekday, period, starts_at, ends_at) values ($1, $2, 'Mathematics', $3, 1, 1, '09:00', '09:45')",
      [ids.institute, ids.classA, ids.teacherMember],
    );
    await sql(
      "insert into public.shifts (org_id, name, starts_at, ends_at) values ($1, 'General', '09:30', '18:30')",
      [ids.company],
    );
    await sql(
      "insert into public.holidays (org_id, date, name) values ($1, '2026-11-08', 'Diwali'), ($2, '2026-11-08', 'Diwali')",
      [ids.institute, ids.company],
    );
    await sql(
      "insert into public.sites (org_id, name, latitude, longitude) values ($1, 'Mill', 11.0, 77.0)",
      [ids.company],
    );
    for (const m of [ids.studentMember, ids.otherStudentMember]) {
      await sql(
        "insert into public.attendance_records (org_id, member_id, date, status) values ($1, $2, '2026-11-20', 'present')",
        [ids.institute, m],
      );
    }
    await sql(
      "insert into public.attendance_records (org_id, member_id, date, status) values ($1, $2, '2026-11-20', 'late')",
      [ids.company, ids.employeeMember],
    );
    await sql(
      "insert into public.contacts (owner_id, name) values ($1, 'Plumber'), ($2, 'Tailor')",
      [people.student!.id, people.employee!.id],
    );
  });
  afterAll(async () => server?.close());

  async function visible(who: string, table: string, column = 'id'): Promise<string[]> {
    const { data, error } = await as(who).from(table).select(column);
    expect(error, `${who} reading ${table}`).toBeNull();
    return (data as unknown as Array<Record<string, string>>).map((row) => row[column]!).sort();
  }

  it('organizations: members see only their own; Admin sees all; outsiders nothing', async () => {
    for (const who of ['instituteOwner', 'teacher', 'student', 'instituteIncharge'])
      expect(await visible(who, 'organizations')).toEqual([ids.institute]);
    for (const who of ['companyOwner', 'employee', 'companyIncharge'])
      expect(await visible(who, 'organizations')).toEqual([ids.company]);
    expect(await visible('admin', 'organizations')).toEqual([ids.institute, ids.company].sort());
    expect(await visible('outsider', 'organizations')).toEqual([]);
    expect((await server.client().from('organizations').select('id')).data ?? []).toEqual([]);
  });

  it('memberships: owners see everyone, staff their people, students staff and classmates, companies their colleagues', async () => {
    const names = async (who: string) => {
      const { data } = await as(who).from('memberships').select('full_name');
      return (data ?? []).map((r) => r.full_name as string).sort();
    };
    expect(await names('instituteOwner')).toEqual(
      ['Anil Kumar', 'Hostel Warden', 'Kabir Khan', 'Riya Singh', 'instituteowner'].sort(),
    );
    expect(await names('teacher')).toEqual(
      ['Anil Kumar', 'Hostel Warden', 'Riya Singh', 'instituteowner'].sort(),
    );
    expect(await names('student')).toEqual(
      ['Anil Kumar', 'Hostel Warden', 'Riya Singh', 'instituteowner'].sort(),
    );
    expect(await names('otherStudent')).toEqual(
      ['Anil Kumar', 'Hostel Warden', 'Kabir Khan', 'instituteowner'].sort(),
    );
    // The hostel's in-charge: the staff and the hostel's Kabir, not Riya of Class 8-A.
    expect(await names('instituteIncharge')).toEqual(
      ['Anil Kumar', 'Hostel Warden', 'Kabir Khan', 'instituteowner'].sort(),
    );
    expect(await names('employee')).toEqual(['Meena Iyer', 'Site Lead', 'companyowner'].sort());
    expect(await names('companyIncharge')).toEqual(
      ['Meena Iyer', 'Site Lead', 'companyowner'].sort(),
    );
    expect((await names('admin')).length).toBe(8);
    expect(await names('outsider')).toEqual([]);
  });

  it('attendance: own records, supervised people, the whole organisation for owners, never another tenant', async () => {
    const count = async (who: string) => (await visible(who, 'attendance_records')).length;
    expect(await count('student')).toBe(1);
    expect(await count('otherStudent')).toBe(1);
    expect(await count('teacher')).toBe(1);
    expect(await count('instituteOwner')).toBe(2);
    expect(await visible('instituteIncharge', 'attendance_records', 'member_id')).toEqual([
      ids.otherStudentMember,
    ]);
    expect(await count('employee')).toBe(1);
    expect(await count('companyIncharge')).toBe(1);
    expect(await count('companyOwner')).toBe(1);
    expect(await count('admin')).toBe(3);
    expect(await count('outsider')).toBe(0);
  });

  it('structure tables: members of the organisation read them, nobody else', async () => {
    for (const table of ['groups', 'class_sessions', 'shifts', 'holidays', 'sites']) {
      const instituteRows = (
        await sql<{ id: string }>(`select id from public.${table} where org_id = $1`, [
          ids.institute,
        ])
      )
        .map((r) => r.id)
        .sort();
      const companyRows = (
        await sql<{ id: string }>(`select id from public.${table} where org_id = $1`, [ids.company])
      )
        .map((r) => r.id)
        .sort();
      for (const who of ['instituteOwner', 'teacher', 'student', 'instituteIncharge'])
        expect(await visible(who, table), `${who} ${table}`).toEqual(instituteRows);
      for (const who of ['companyOwner', 'employee', 'companyIncharge'])
        expect(await visible(who, table), `${who} ${table}`).toEqual(companyRows);
      expect(await visible('admin', table), `admin ${table}`).toEqual(
        [...instituteRows, ...companyRows].sort(),
      );
      expect(await visible('outsider', table)).toEqual([]);
    }
  });

  it('owner-only and personal tables', async () => {
    const invited = await api('instituteOwner').post(
      `/api/organizations/${ids.institute}/invitations`,
      { email: 'new.teacher@example.com', full_name: 'New Teacher', role: 'teacher' },
    );
    expect(invited.status).toBe(201);
    expect(await visible('instituteOwner', 'invitations')).toHaveLength(1);
    for (const who of ['teacher', 'student', 'companyOwner', 'employee'])
      expect(await visible(who, 'invitations')).toEqual([]);
    expect((await visible('student', 'contacts')).length).toBe(1);
    expect((await visible('employee', 'contacts')).length).toBe(1);
    expect(await visible('admin', 'contacts')).toEqual([]);
    const auditOrgs = async (who: string) => [
      ...new Set(await visible(who, 'audit_log', 'org_id')),
    ];
    expect(await auditOrgs('instituteOwner')).toEqual([ids.institute]);
    expect(await auditOrgs('companyOwner')).toEqual([ids.company]);
    expect(await visible('teacher', 'audit_log')).toEqual([]);
    expect(await visible('employee', 'audit_log')).toEqual([]);
    expect((await auditOrgs('admin')).sort()).toEqual([ids.institute, ids.company].sort());
    expect(await visible('student', 'contact_messages')).toEqual([]);
  });

  it('capture tables: faces, kiosks, scans and requests stay with the people responsible', async () => {
    const embedding = `{${Array.from({ length: 128 }, () => 0.1).join(',')}}`;
    for (const [org, memberId] of [
      ['institute', ids.studentMember],
      ['company', ids.employeeMember],
    ] as const)
      await sql(
        `insert into public.face_data (org_id, member_id, embedding, model, model_version, quality, consent_at)
         values ($1, $2, $3::real[], 'face-api', '1', 0.95, now())`,
        [ids[org], memberId, embedding],
      );
    const device = async (org: string, by: string) =>
      (
        await sql<{ id: string }>(
          `insert into public.devices (org_id, name, token_hash, methods, created_by)
           values ($1, $2, $3, '{card}', $4) returning id`,
          [ids[org], `Gate of ${by}`, `hash-${by}`, people[by]!.id],
        )
      )[0]!.id;
    const instituteDevice = await device('institute', 'teacher');
    const companyDevice = await device('company', 'companyOwner');
    const leave = async (org: string, memberId: string) =>
      (
        await sql<{ id: string }>(
          `insert into public.leave_requests (org_id, member_id, from_date, to_date, reason)
           values ($1, $2, '2026-11-24', '2026-11-25', 'Family wedding') returning id`,
          [ids[org], memberId],
        )
      )[0]!.id;
    const studentLeave = await leave('institute', ids.studentMember!);
    const otherStudentLeave = await leave('institute', ids.otherStudentMember!);
    const employeeLeave = await leave('company', ids.employeeMember!);
    const [correction] = await sql<{ id: string }>(
      `insert into public.correction_requests (org_id, member_id, date, check_in_at, reason)
       values ($1, $2, '2026-11-20', '2026-11-20T04:00:00Z', 'Card reader was down') returning id`,
      [ids.company, ids.employeeMember],
    );
    await sql(
      `insert into public.attendance_scans (org_id, client_id, member_id, scanned_at, method, outcome, device_id)
       values ($1, gen_random_uuid(), $2, now(), 'card', 'checked_in', $3),
              ($4, gen_random_uuid(), $5, now(), 'card', 'checked_in', $6)`,
      [
        ids.institute,
        ids.studentMember,
        instituteDevice,
        ids.company,
        ids.employeeMember,
        companyDevice,
      ],
    );

    // Face descriptors are never readable through the data API, not even by an Admin.
    for (const who of ['student', 'instituteOwner', 'admin']) {
      const { error } = await as(who).from('face_data').select('id');
      expect(error?.code, `${who} reading face_data`).toBe('42501');
    }
    // Through /api: the person, their owner and their teacher; others are told it does not exist.
    const faces = (who: string) => api(who).get(`/api/faces?member_id=${ids.studentMember}`);
    for (const who of ['student', 'instituteOwner', 'teacher'])
      expect((await faces(who)).status, who).toBe(200);
    for (const who of ['otherStudent', 'instituteIncharge', 'companyOwner', 'employee', 'outsider'])
      expect((await faces(who)).status, who).toBe(404);
    const wipe = await api('companyOwner').delete(`/api/faces?member_id=${ids.studentMember}`);
    expect(wipe.status).toBe(404);
    expect(
      await sql('select 1 from public.face_data where member_id = $1', [ids.studentMember]),
    ).toHaveLength(1);

    // Kiosks: the owner sees the organisation's, staff the ones they started; never the token hash.
    expect(await visible('instituteOwner', 'devices')).toEqual([instituteDevice]);
    expect(await visible('teacher', 'devices')).toEqual([instituteDevice]);
    expect(await visible('companyOwner', 'devices')).toEqual([companyDevice]);
    for (const who of ['student', 'employee', 'companyIncharge', 'outsider'])
      expect(await visible(who, 'devices'), who).toEqual([]);
    expect((await as('instituteOwner').from('devices').select('token_hash')).error?.code).toBe(
      '42501',
    );
    expect((await api('companyOwner').delete(`/api/devices/${instituteDevice}`)).status).toBe(404);
    expect(
      await sql('select revoked_at from public.devices where id = $1', [instituteDevice]),
    ).toEqual([{ revoked_at: null }]);

    // Requests: one's own, the supervised people's, the whole organisation for its owner.
    expect(await visible('student', 'leave_requests')).toEqual([studentLeave]);
    expect(await visible('teacher', 'leave_requests')).toEqual([studentLeave]);
    expect(await visible('instituteOwner', 'leave_requests')).toEqual(
      [studentLeave, otherStudentLeave].sort(),
    );
    expect(await visible('companyIncharge', 'leave_requests')).toEqual([employeeLeave]);
    expect(await visible('instituteIncharge', 'leave_requests')).toEqual([otherStudentLeave]);
    for (const who of ['instituteIncharge', 'employee', 'companyOwner'])
      expect(await visible(who, 'correction_requests'), who).toEqual(
        who === 'instituteIncharge' ? [] : [correction!.id],
      );
    for (const who of ['outsider', 'otherStudent'])
      expect(await visible(who, 'correction_requests'), who).toEqual([]);
    const decide = await api('instituteOwner').post(
      `/api/requests/leave/${employeeLeave}/decision`,
      { decision: 'approve' },
    );
    expect(decide.status).toBe(404);
    const studentDecides = await api('student').post(
      `/api/requests/leave/${otherStudentLeave}/decision`,
      { decision: 'approve' },
    );
    expect(studentDecides.status).toBe(404);
    expect(
      await sql('select status from public.leave_requests where id = any($1::uuid[])', [
        [employeeLeave, otherStudentLeave],
      ]),
    ).toEqual([{ status: 'pending' }, { status: 'pending' }]);
    const forged = await as('student').from('leave_requests').insert({
      org_id: ids.institute,
      member_id: ids.otherStudentMember,
      from_date: '2026-12-01',
      to_date: '2026-12-01',
      reason: 'Not mine to ask',
    });
    expect(forged.error?.code).toBe('42501');

    // Scans: the person's own, their teacher's and in-charge's view, the owner's; nobody else's.
    const scans = async (who: string) => await visible(who, 'attendance_scans', 'member_id');
    expect(await scans('student')).toEqual([ids.studentMember]);
    expect(await scans('teacher')).toEqual([ids.studentMember]);
    expect(await scans('otherStudent')).toEqual([]);
    expect(await scans('companyIncharge')).toEqual([ids.employeeMember]);
    expect(await scans('companyOwner')).toEqual([ids.employeeMember]);
    expect(await scans('outsider')).toEqual([]);
    expect((await scans('admin')).sort()).toEqual([ids.studentMember, ids.employeeMember].sort());
  });

  it('writes: only owners change settings and structure of their own organisation', async () => {
    const setGrace = async (who: string, org: string) =>
      (
        await as(who)
          .from('organizations')
          .update({ late_grace_minutes: 15 })
          .eq('id', ids[org]!)
          .select('id')
      ).data ?? [];
    expect(await setGrace('instituteOwner', 'institute')).toHaveLength(1);
    for (const who of [
      'teacher',
      'student',
      'instituteIncharge',
      'companyOwner',
      'employee',
      'outsider',
    ])
      expect(await setGrace(who, 'institute'), who).toEqual([]);

    const addGroup = async (who: string, org: string) =>
      (
        await as(who)
          .from('groups')
          .insert({
            org_id: ids[org],
            name: `Group by ${who}`,
            kind: org === 'institute' ? 'class' : 'team',
          })
      ).error;
    expect(await addGroup('instituteOwner', 'institute')).toBeNull();
    for (const [who, org] of [
      ['teacher', 'institute'],
      ['student', 'institute'],
      ['companyOwner', 'institute'],
      ['instituteOwner', 'company'],
      ['employee', 'company'],
    ] as const) {
      expect((await addGroup(who, org))?.code, `${who} adding a group to ${org}`).toBe('42501');
    }
    const deleted = await as('companyOwner')
      .from('holidays')
      .delete()
      .eq('org_id', ids.institute)
      .select('id');
    expect(deleted.data).toEqual([]);
    expect(
      await sql('select 1 from public.holidays where org_id = $1', [ids.institute]),
    ).toHaveLength(1);
    const insertOrg = await as('companyOwner').from('organizations').insert({
      name: 'Sneaky',
      kind: 'company',
      owner_id: people.companyOwner!.id,
      join_code: 'ABCDEFGH',
    });
    expect(insertOrg.error?.code).toBe('42501');
    const attendance = await as('teacher').from('attendance_records').insert({
      org_id: ids.institute,
      member_id: ids.studentMember,
      date: '2026-11-21',
      status: 'present',
    });
    expect(attendance.error?.code).toBe('42501');
  });

  it('privilege escalation attempts are refused and change nothing', async () => {
    const ownRole = await as('student')
      .from('memberships')
      .update({ role: 'owner' })
      .eq('id', ids.studentMember)
      .select('role');
    expect(ownRole.data ?? []).toEqual([]);
    const ownerEdit = await as('instituteOwner')
      .from('memberships')
      .update({ role: 'incharge' })
      .eq('id', ids.studentMember);
    expect(ownerEdit.error?.code).toBe('42501');
    const takeOver = await as('instituteOwner')
      .from('organizations')
      .update({ owner_id: people.teacher!.id })
      .eq('id', ids.institute);
    expect(takeOver.error?.code).toBe('42501');
    const crossLink = await as('instituteOwner')
      .from('group_members')
      .insert({ group_id: ids.classA, member_id: ids.employeeMember, org_id: ids.institute });
    expect(crossLink.error?.code).toBe('42501');
    const teacherCrossGroup = await as('teacher')
      .from('group_members')
      .insert({ group_id: ids.department, member_id: ids.studentMember, org_id: ids.company });
    expect(teacherCrossGroup.error?.code).toBe('42501');
    const selfAdmin = await as('employee')
      .from('profiles')
      .update({ user_type: 'Admin' })
      .eq('id', people.employee!.id);
    expect(selfAdmin.error?.code).toBe('42501');
    const [studentRow] = await sql('select role, status from public.memberships where id = $1', [
      ids.studentMember,
    ]);
    expect(studentRow).toEqual({ role: 'student', status: 'active' });
    const [org] = await sql('select owner_id from public.organizations where id = $1', [
      ids.institute,
    ]);
    expect(org).toEqual({ owner_id: people.instituteOwner!.id });
  });

  it('/api operations follow the same rules across organisations', async () => {
    expect(
      (
        await api('companyOwner').post(`/api/memberships/${ids.studentMember}/role`, {
          role: 'incharge',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api('teacher').post(`/api/memberships/${ids.studentMember}/role`, {
          role: 'incharge',
        })
      ).status,
    ).toBe(403);
    expect((await api('student').delete(`/api/memberships/${ids.otherStudentMember}`)).status).toBe(
      403,
    );
    expect(
      (await api('instituteOwner').delete(`/api/memberships/${ids.employeeMember}`)).status,
    ).toBe(404);
    expect(
      (
        await api('employee').post(`/api/organizations/${ids.institute}/imports`, {
          csv: 'name\nX',
          role: 'student',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api('teacher').post(`/api/organizations/${ids.institute}/invitations`, {
          email: 'x@example.com',
          full_name: 'X',
          role: 'student',
        })
      ).status,
    ).toBe(403);
    expect(
      (await api('admin').post(`/api/memberships/${ids.employeeMember}/role`, { role: 'incharge' }))
        .body,
    ).toMatchObject({ role: 'incharge' });
  });

  const EVERYONE = [
    'instituteOwner',
    'teacher',
    'student',
    'otherStudent',
    'instituteIncharge',
    'companyOwner',
    'employee',
    'companyIncharge',
    'admin',
    'outsider',
  ];

  it('structure writes per type: only the owner or an Admin adds, changes or removes shifts, sites and timetable rows', async () => {
    // Something to aim at in the institute too (it has no shift or site yet).
    await sql(
      "insert into public.shifts (org_id, name, starts_at, ends_at) values ($1, 'Office', '08:00', '16:00')",
      [ids.institute],
    );
    await sql(
      "insert into public.sites (org_id, name, latitude, longitude) values ($1, 'Campus', 19.07, 72.87)",
      [ids.institute],
    );
    const probes: Array<[string, string, string, () => Record<string, unknown>]> = [
      [
        'shifts',
        'institute',
        'name',
        () => ({ name: 'Probe', starts_at: '07:00', ends_at: '15:00' }),
      ],
      [
        'shifts',
        'company',
        'name',
        () => ({ name: 'Probe', starts_at: '07:00', ends_at: '15:00' }),
      ],
      ['sites', 'institute', 'name', () => ({ name: 'Probe', latitude: 12.97, longitude: 77.59 })],
      ['sites', 'company', 'name', () => ({ name: 'Probe', latitude: 12.97, longitude: 77.59 })],
      [
        'class_sessions',
        'institute',
        'room',
        () => ({
          group_id: ids.classB,
          subject: 'Probe',
          weekday: 6,
          period: 12,
          starts_at: '12:00',
          ends_at: '12:45',
        }),
      ],
    ];
    for (const [table, org, column, row] of probes) {
      const [target] = await sql<{ id: string; value: string | null }>(
        `select id, ${column} as value from public.${table} where org_id = $1 and ${column} is distinct from 'Probe' limit 1`,
        [ids[org]],
      );
      for (const who of EVERYONE) {
        const label = `${who} writing ${table} of the ${org}`;
        const inserted = await as(who)
          .from(table)
          .insert({ org_id: ids[org], ...row() })
          .select('id');
        const changed = await as(who)
          .from(table)
          .update({ [column]: 'Changed' })
          .eq('id', target!.id)
          .select('id');
        if (who === `${org}Owner` || who === 'admin') {
          expect(inserted.error, label).toBeNull();
          expect(changed.data, label).toHaveLength(1);
          const removed = await as(who)
            .from(table)
            .delete()
            .eq('id', inserted.data![0]!.id as string)
            .select('id');
          expect(removed.data, label).toHaveLength(1);
          await sql(`update public.${table} set ${column} = $2 where id = $1`, [
            target!.id,
            target!.value,
          ]);
        } else {
          expect(inserted.error?.code, label).toBe('42501');
          expect(changed.data ?? [], label).toEqual([]);
          const removed = await as(who).from(table).delete().eq('id', target!.id).select('id');
          expect(removed.data ?? [], label).toEqual([]);
          expect(
            await sql(`select ${column} as value from public.${table} where id = $1`, [target!.id]),
            label,
          ).toEqual([{ value: target!.value }]);
        }
      }
      expect(
        await sql(`select 1 from public.${table} where ${column} = 'Probe'`),
        table,
      ).toHaveLength(0);
    }
  });

  it('group_members: who reads which rows, and only the owner or an Admin changes them', async () => {
    const pairs = async (who: string) => {
      const { data, error } = await as(who).from('group_members').select('group_id, member_id');
      expect(error, who).toBeNull();
      return (data ?? []).map((r) => `${r.group_id}:${r.member_id}`).sort();
    };
    const rowsOf = async (where: string, params: unknown[]) =>
      (
        await sql<{ pair: string }>(
          `select group_id || ':' || member_id as pair from public.group_members where ${where}`,
          params,
        )
      )
        .map((r) => r.pair)
        .sort();
    const institute = await rowsOf('org_id = $1', [ids.institute]);
    const company = await rowsOf('org_id = $1', [ids.company]);
    expect(institute).toHaveLength(3);
    for (const who of ['instituteOwner', 'teacher', 'instituteIncharge'])
      expect(await pairs(who), who).toEqual(institute);
    expect(await pairs('student')).toEqual(await rowsOf('group_id = $1', [ids.classA]));
    expect(await pairs('otherStudent')).toEqual(
      await rowsOf('member_id = $1', [ids.otherStudentMember]),
    );
    for (const who of ['companyOwner', 'employee', 'companyIncharge'])
      expect(await pairs(who), who).toEqual(company);
    expect(await pairs('admin')).toEqual([...institute, ...company].sort());
    expect(await pairs('outsider')).toEqual([]);

    // Staff cannot widen whom they supervise: not in their own group, not in another.
    const add = (who: string, group: string, memberId: string, org = 'institute') =>
      as(who)
        .from('group_members')
        .insert({ group_id: ids[group], member_id: memberId, org_id: ids[org] });
    const drop = (who: string, group: string, memberId: string) =>
      as(who)
        .from('group_members')
        .delete()
        .eq('group_id', ids[group]!)
        .eq('member_id', memberId)
        .select('member_id');
    for (const [who, group, memberId, org] of [
      ['teacher', 'classA', ids.otherStudentMember!, 'institute'],
      ['teacher', 'classB', ids.studentMember!, 'institute'],
      ['instituteIncharge', 'hostel', ids.studentMember!, 'institute'],
      ['instituteIncharge', 'classA', ids.otherStudentMember!, 'institute'],
      ['companyIncharge', 'department', ids.companyInchargeMember!, 'company'],
      ['student', 'classB', ids.studentMember!, 'institute'],
      ['companyOwner', 'classA', ids.otherStudentMember!, 'institute'],
    ] as const)
      expect((await add(who, group, memberId, org)).error?.code, `${who} adding to ${group}`).toBe(
        '42501',
      );
    for (const [who, group, memberId] of [
      ['teacher', 'classA', ids.studentMember!],
      ['teacher', 'classB', ids.otherStudentMember!],
      ['instituteIncharge', 'hostel', ids.otherStudentMember!],
      ['companyIncharge', 'department', ids.employeeMember!],
      ['otherStudent', 'hostel', ids.otherStudentMember!],
    ] as const)
      expect(
        (await drop(who, group, memberId)).data ?? [],
        `${who} removing from ${group}`,
      ).toEqual([]);
    expect(await rowsOf('true', [])).toEqual([...institute, ...company].sort());

    for (const who of ['instituteOwner', 'admin']) {
      expect((await add(who, 'classB', ids.studentMember!)).error, who).toBeNull();
      expect(await drop(who, 'classB', ids.studentMember!), who).toMatchObject({
        data: [{ member_id: ids.studentMember }],
      });
    }
    expect(await rowsOf('true', [])).toEqual([...institute, ...company].sort());
  });

  it("personal contacts are their owner's alone; invitations and the audit log take no direct writes", async () => {
    const [tailor] = await sql<{ id: string }>(
      "select id from public.contacts where name = 'Tailor'",
    );
    for (const who of ['student', 'companyOwner', 'admin']) {
      const forged = await as(who)
        .from('contacts')
        .insert({ owner_id: people.employee!.id, name: 'Planted' });
      expect(forged.error?.code, who).toBe('42501');
      const changed = await as(who)
        .from('contacts')
        .update({ name: 'Changed' })
        .eq('id', tailor!.id)
        .select('id');
      expect(changed.data ?? [], who).toEqual([]);
      const removed = await as(who).from('contacts').delete().eq('id', tailor!.id).select('id');
      expect(removed.data ?? [], who).toEqual([]);
    }
    expect(await sql('select name from public.contacts where id = $1', [tailor!.id])).toEqual([
      { name: 'Tailor' },
    ]);
    expect(await sql("select 1 from public.contacts where name = 'Planted'")).toHaveLength(0);

    const [invitation] = await sql<{ id: string; member_id: string }>(
      'select id, member_id from public.invitations where org_id = $1',
      [ids.institute],
    );
    const [entry] = await sql<{ id: string }>(
      'select id from public.audit_log where org_id = $1 limit 1',
      [ids.institute],
    );
    for (const who of ['instituteOwner', 'admin', 'teacher']) {
      const invite = await as(who).from('invitations').insert({
        org_id: ids.institute,
        member_id: invitation!.member_id,
        email: 'planted@example.com',
        token_hash: 'planted',
        expires_at: '2030-01-01T00:00:00Z',
      });
      expect(invite.error?.code, `${who} inserting an invitation`).toBe('42501');
      const extend = await as(who)
        .from('invitations')
        .update({ expires_at: '2030-01-01T00:00:00Z' })
        .eq('id', invitation!.id);
      expect(extend.error?.code, `${who} extending an invitation`).toBe('42501');
      const forged = await as(who).from('audit_log').insert({
        org_id: ids.institute,
        action: 'update',
        entity: 'memberships',
        actor_id: people.teacher!.id,
      });
      expect(forged.error?.code, `${who} writing the audit log`).toBe('42501');
      const erased = await as(who).from('audit_log').delete().eq('id', entry!.id);
      expect(erased.error?.code, `${who} erasing the audit log`).toBe('42501');
    }
    expect(await sql('select 1 from public.audit_log where id = $1', [entry!.id])).toHaveLength(1);
    expect(await sql("select 1 from public.invitations where token_hash = 'planted'")).toHaveLength(
      0,
    );
  });

  it('a person waiting for approval sees only what they asked to join; a removed member no longer sees the organisation', async () => {
    const orgTables = [
      'organizations',
      'groups',
      'group_members',
      'class_sessions',
      'shifts',
      'sites',
      'holidays',
      'attendance_records',
      'leave_requests',
    ];
    const idColumn = (table: string) => (table === 'group_members' ? 'group_id' : 'id');
    const [{ join_code: code }] = (await sql<{ join_code: string }>(
      'select join_code from public.organizations where id = $1',
      [ids.institute],
    )) as [{ join_code: string }];

    people.waiting = await createTestUser(server, {
      userType: 'Student',
      email: 'waiting@example.com',
      metadata: { full_name: 'Waiting Student' },
    });
    const joined = await api('waiting').post<{ member_id: string }>('/api/memberships/join', {
      code,
    });
    expect(joined.body).toMatchObject({ status: 'pending' });
    for (const table of orgTables)
      expect(await visible('waiting', table, idColumn(table)), `pending ${table}`).toEqual([]);
    expect(await visible('waiting', 'memberships')).toEqual([joined.body.member_id]);
    expect((await as('waiting').rpc('my_pending_organizations')).data).toEqual([
      expect.objectContaining({ org_id: ids.institute, name: 'Sunrise School', status: 'pending' }),
    ]);
    // Nobody in the organisation but its owner (and Admins) sees a person waiting at the door.
    for (const who of ['teacher', 'student', 'instituteIncharge'])
      expect(await visible(who, 'memberships'), who).not.toContain(joined.body.member_id);

    people.leaver = await createTestUser(server, {
      userType: 'Student',
      email: 'leaver@example.com',
    });
    const leaverMember = await member('institute', 'leaver', 'Vikram Leaves', 'student', {
      roll: 'R9',
    });
    await sql(
      'insert into public.group_members (group_id, member_id, org_id) values ($1, $2, $3)',
      [ids.classB, leaverMember, ids.institute],
    );
    await sql(
      "insert into public.attendance_records (org_id, member_id, date, status) values ($1, $2, '2026-11-20', 'present')",
      [ids.institute, leaverMember],
    );
    // While active they see their organisation, its structure and their own attendance.
    expect(await visible('leaver', 'organizations')).toEqual([ids.institute]);
    expect((await visible('leaver', 'groups')).length).toBeGreaterThan(0);
    expect(await visible('leaver', 'attendance_records', 'member_id')).toEqual([leaverMember]);

    expect(
      (await api('instituteOwner').delete(`/api/memberships/${leaverMember}`)).body,
    ).toMatchObject({
      status: 'left',
    });
    for (const table of orgTables)
      expect(await visible('leaver', table, idColumn(table)), `removed ${table}`).toEqual([]);
    expect(await visible('leaver', 'memberships')).toEqual([leaverMember]);
    expect((await as('leaver').rpc('my_pending_organizations')).data).toEqual([]);
    // Their history stays for the organisation.
    expect(
      await sql('select 1 from public.attendance_records where member_id = $1', [leaverMember]),
    ).toHaveLength(1);
  });
});
