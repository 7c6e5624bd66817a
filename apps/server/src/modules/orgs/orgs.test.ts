import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/clients.js';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';
import { type MailCatcher, startMailCatcher } from '../../test/mail-catcher.js';

describe('organisations and people', () => {
  let server: TestServer;
  let mail: MailCatcher;
  let owner: TestUser;
  let orgId: string;
  let joinCode: string;
  const api = (user?: TestUser) => apiAs(server.url, server.anonKey, user?.accessToken);

  beforeAll(async () => {
    mail = await startMailCatcher();
    server = await startTestServer({ SMTP_URL: mail.url });
    owner = await createTestUser(server, {
      userType: 'Institute',
      email: 'principal@sunrise.example',
      metadata: { full_name: 'Lakshmi Rao' },
    });
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });

  it('an Institute account creates its institute and becomes the owner', async () => {
    const created = await api(owner).post<{
      id: string;
      join_code: string;
      timezone: string;
      min_attendance_percent: string;
    }>('/api/organizations', {
      name: 'Sunrise Public School',
      kind: 'institute',
      address: 'Sector 12, Dwarka, New Delhi',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      timezone: 'Asia/Kolkata',
      min_attendance_percent: '75.00',
    });
    expect(created.body.join_code).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    orgId = created.body.id;
    joinCode = created.body.join_code;
    const [membership] = await server.sql(
      'select role, status, full_name from public.memberships where org_id = $1',
      [orgId],
    );
    expect(membership).toEqual({ role: 'owner', status: 'active', full_name: 'Lakshmi Rao' });
  });

  it('refuses organisations of the wrong kind, bad time zones and other account types', async () => {
    expect(
      (await api(owner).post('/api/organizations', { name: 'Rao Traders', kind: 'company' })).body,
    ).toMatchObject({ code: 'wrong_user_type' });
    const student = await createTestUser(server, { userType: 'Student' });
    expect(
      (await api(student).post('/api/organizations', { name: 'My School', kind: 'institute' }))
        .status,
    ).toBe(403);
    const badZone = await api(owner).post('/api/organizations', {
      name: 'Second Campus',
      kind: 'institute',
      timezone: 'Mars/Olympus',
    });
    expect(badZone.status).toBe(400);
    const noName = await api(owner).post('/api/organizations', { kind: 'institute' });
    expect(noName.body).toMatchObject({
      code: 'validation_failed',
      fields: { name: expect.any(String) },
    });
    expect(
      (
        await apiAs(server.url, server.anonKey).post('/api/organizations', {
          name: 'X School',
          kind: 'institute',
        })
      ).status,
    ).toBe(401);
    const count = await server.sql<{ n: string }>('select count(*) as n from public.organizations');
    expect(count[0]!.n).toBe('1');
  });

  it('invites a teacher by e-mail; the invitee joins pending and the owner approves', async () => {
    const invited = await api(owner).post('/api/organizations/' + orgId + '/invitations', {
      email: 'Anil.Teacher@Sunrise.example',
      full_name: 'Anil Kumar',
      role: 'teacher',
    });
    expect(invited.status).toBe(201);
    const message = await mail.waitFor(
      'anil.teacher@sunrise.example',
      /Join Sunrise Public School/,
    );
    const token = new URL(/https?:\/\/\S+/.exec(message.text)![0]).searchParams.get('invite')!;

    const stranger = await createTestUser(server, {
      userType: 'Teacher',
      email: 'someone.else@example.com',
    });
    expect((await api(stranger).post('/api/memberships/join', { token })).body).toMatchObject({
      code: 'invitation_email_mismatch',
    });

    const teacher = await createTestUser(server, { email: 'anil.teacher@sunrise.example' });
    const joined = await api(teacher).post<{ status: string; member_id: string }>(
      '/api/memberships/join',
      { token },
    );
    expect(joined.body).toMatchObject({ status: 'pending', org_name: 'Sunrise Public School' });
    const [profile] = await server.sql('select user_type from public.profiles where id = $1', [
      teacher.id,
    ]);
    expect(profile).toEqual({ user_type: 'Teacher' });
    expect((await api(teacher).post('/api/memberships/join', { token })).status).toBe(410);

    // A pending member cannot even see the organisation yet.
    expect(
      (await api(teacher).post(`/api/memberships/${joined.body.member_id}/approve`)).status,
    ).toBe(404);
    const approved = await api(owner).post(`/api/memberships/${joined.body.member_id}/approve`);
    expect(approved.body).toMatchObject({ status: 'active', approved_by: owner.id });
    expect(
      (await api(owner).post(`/api/memberships/${joined.body.member_id}/approve`)).body,
    ).toMatchObject({ code: 'not_pending' });
  });

  it('a student joins with the code and waits; a company account cannot join an institute', async () => {
    const student = await createTestUser(server, {
      userType: 'Student',
      email: 'riya@example.com',
      metadata: { full_name: 'Riya Singh' },
    });
    const joined = await api(student).post('/api/memberships/join', {
      code: joinCode.toLowerCase(),
    });
    expect(joined.body).toMatchObject({ status: 'pending' });
    const again = await api(student).post('/api/memberships/join', { code: joinCode });
    expect(again.body).toMatchObject({ status: 'pending', member_id: joined.body.member_id });
    const employee = await createTestUser(server, { userType: 'Employee' });
    expect(
      (await api(employee).post('/api/memberships/join', { code: joinCode })).body,
    ).toMatchObject({ code: 'role_not_allowed' });
    expect((await api(student).post('/api/memberships/join', { code: 'ZZZZZZZZ' })).status).toBe(
      404,
    );
    const rejected = await api(owner).post(
      `/api/memberships/${joined.body.member_id as string}/reject`,
    );
    expect(rejected.body).toMatchObject({ status: 'rejected' });
  });

  describe('CSV import', () => {
    const header = 'Name,Email,Phone,Roll Number,Class,Card Number\n';
    const good = [
      'Aarav Sharma,aarav@example.com,+91 98100 00001,R001,Class 8-A,C-1001',
      'Diya Patel,diya@example.com,+91 98100 00002,R002,Class 8-A,C-1002',
      'Kabir Khan,,,R003,Class 8-B,',
    ].join('\n');

    async function waitForJob(jobId: string) {
      for (let i = 0; i < 100; i++) {
        const { body } = await api(owner).get<{
          status: string;
          processed: number;
          total: number;
          result: Record<string, number>;
        }>(`/api/imports/${jobId}`);
        if (body.status !== 'running') return body;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('import did not finish');
    }

    it('previews, imports with progress, creates groups, and a second import changes nothing', async () => {
      const preview = await api(owner).post('/api/organizations/' + orgId + '/imports', {
        csv: header + good,
        role: 'student',
        dry_run: true,
      });
      expect(preview.body).toMatchObject({
        total: 3,
        creates: 3,
        updates: 0,
        errors: 0,
        groupsToCreate: ['Class 8-A', 'Class 8-B'],
      });
      expect(
        await server.sql(
          "select 1 from public.memberships where role = 'student' and status = 'active'",
        ),
      ).toHaveLength(0);

      const started = await api(owner).post<{ job_id: string; total: number }>(
        '/api/organizations/' + orgId + '/imports',
        { csv: header + good, role: 'student', dry_run: false },
      );
      expect(started.status).toBe(202);
      const done = await waitForJob(started.body.job_id);
      expect(done).toMatchObject({
        status: 'done',
        processed: 3,
        total: 3,
        result: { creates: 3, groupsCreated: 2 },
      });
      const rows = await server.sql(
        "select m.full_name, m.roll_number, m.card_number, g.name as class from public.memberships m join public.group_members gm on gm.member_id = m.id join public.groups g on g.id = gm.group_id where m.role = 'student' order by m.roll_number",
      );
      expect(rows).toEqual([
        {
          full_name: 'Aarav Sharma',
          roll_number: 'R001',
          card_number: 'C-1001',
          class: 'Class 8-A',
        },
        { full_name: 'Diya Patel', roll_number: 'R002', card_number: 'C-1002', class: 'Class 8-A' },
        { full_name: 'Kabir Khan', roll_number: 'R003', card_number: null, class: 'Class 8-B' },
      ]);

      const again = await api(owner).post('/api/organizations/' + orgId + '/imports', {
        csv: header + good,
        role: 'student',
        dry_run: true,
      });
      expect(again.body).toMatchObject({
        creates: 0,
        updates: 0,
        unchanged: 3,
        errors: 0,
        groupsToCreate: [],
      });
      const rerun = await api(owner).post<{ job_id: string }>(
        '/api/organizations/' + orgId + '/imports',
        { csv: header + good, role: 'student', dry_run: false },
      );
      await waitForJob(rerun.body.job_id);
      const count = await server.sql<{ n: string }>(
        "select count(*) as n from public.memberships where role = 'student' and status = 'active'",
      );
      expect(count[0]!.n).toBe('3');

      const renamed = good.replace('Kabir Khan', 'Kabir Ali Khan');
      const update = await api(owner).post('/api/organizations/' + orgId + '/imports', {
        csv: header + renamed,
        role: 'student',
        dry_run: true,
      });
      expect(update.body).toMatchObject({ updates: 1, unchanged: 2 });
    });

    it('reports bad and duplicate rows with their line numbers and imports nothing', async () => {
      const bad = [
        'Meera Nair,meera@example,,R010,Class 8-A,',
        ',nobody@example.com,,R011,,',
        'Ishaan Gupta,ishaan@example.com,,R012,Class 9-A,C-1001',
        'Tara Das,tara@example.com,,R012,Class 9-A,',
        'Zoya Mirza,diya@example.com,,R013,,',
      ].join('\n');
      const preview = await api(owner).post<{
        rows: Array<{ row: number; action: string; errors: string[] }>;
        errors: number;
      }>('/api/organizations/' + orgId + '/imports', {
        csv: header + bad,
        role: 'student',
        dry_run: true,
      });
      expect(preview.body.errors).toBe(5);
      const byRow = Object.fromEntries(preview.body.rows.map((r) => [r.row, r.errors.join('; ')]));
      expect(byRow[2]).toContain('email is not a valid address');
      expect(byRow[3]).toContain('name is required');
      expect(byRow[4]).toContain('card number C-1001 belongs to Aarav Sharma');
      expect(byRow[5]).toContain('roll number R012 is also on row 4');
      expect(byRow[6]).toContain('Diya Patel already has roll number R002');

      const real = await api(owner).post('/api/organizations/' + orgId + '/imports', {
        csv: header + bad,
        role: 'student',
        dry_run: false,
      });
      expect(real.status).toBe(422);
      expect(real.body).toMatchObject({ code: 'import_has_errors' });
      expect(
        await server.sql(
          "select 1 from public.memberships where full_name in ('Tara Das', 'Meera Nair', 'Ishaan Gupta')",
        ),
      ).toHaveLength(0);
      expect(await server.sql("select 1 from public.groups where name = 'Class 9-A'")).toHaveLength(
        0,
      );
    });

    it('refuses files that are not CSV, lack a name column, or come from non-owners', async () => {
      expect(
        (
          await api(owner).post('/api/organizations/' + orgId + '/imports', {
            csv: 'a,"b\nc',
            role: 'student',
          })
        ).body,
      ).toMatchObject({ code: 'invalid_csv' });
      expect(
        (
          await api(owner).post('/api/organizations/' + orgId + '/imports', {
            csv: 'email\nx@example.com',
            role: 'student',
          })
        ).body,
      ).toMatchObject({ code: 'invalid_csv' });
      const outsider = await createTestUser(server, { userType: 'Institute' });
      expect(
        (
          await api(outsider).post('/api/organizations/' + orgId + '/imports', {
            csv: header + good,
            role: 'student',
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await api(owner).post('/api/organizations/' + orgId + '/imports', {
            csv: header + good,
            role: 'employee',
          })
        ).body,
      ).toMatchObject({ code: 'role_not_allowed' });
    });
  });

  describe('CSV import: dates of birth', () => {
    const header = 'Name,Roll Number,Class,Date of Birth\n';
    const preview = async (csv: string, locale = 'en') => {
      const response = await fetch(`${server.url}/api/organizations/${orgId}/imports`, {
        method: 'POST',
        headers: {
          apikey: server.anonKey,
          authorization: `Bearer ${owner.accessToken}`,
          'content-type': 'application/json',
          'accept-language': locale,
        },
        body: JSON.stringify({ csv: header + csv, role: 'student', dry_run: true }),
      });
      return (await response.json()) as {
        creates: number;
        updates: number;
        unchanged: number;
        errors: number;
        rows: Array<{ row: number; action: string; errors: string[] }>;
      };
    };
    const birthOf = async (roll: string) =>
      (
        await server.sql<{ d: string | null }>(
          `select to_char(b.date_of_birth, 'YYYY-MM-DD') as d from public.memberships m
             left join public.member_birth_dates b on b.member_id = m.id
            where m.org_id = $1 and m.roll_number = $2`,
          [orgId, roll],
        )
      )[0]?.d;

    it('refuses impossible, future and unreadable dates row by row, in the page’s language, and imports nothing', async () => {
      const bad = [
        'Nisha Rao,R020,Class 8-A,31/02/2012',
        'Om Prakash,R021,Class 8-A,2099-01-01',
        'Pia Sen,R022,Class 8-A,12th March 2012',
        'Ravi Old,R023,Class 8-A,1899-12-31',
        'Sara Khan,R024,Class 8-A,2012-13-01',
      ].join('\n');
      const answer = await preview(bad);
      expect(answer.errors).toBe(5);
      const byRow = Object.fromEntries(answer.rows.map((r) => [r.row, r.errors.join('; ')]));
      expect(byRow[2]).toBe(
        'Date of birth “31/02/2012” does not exist in the calendar: check the day and the month.',
      );
      expect(byRow[3]).toBe('Date of birth “2099-01-01” is in the future.');
      expect(byRow[4]).toContain('write it as YYYY-MM-DD or DD/MM/YYYY');
      expect(byRow[5]).toContain('before 1900');
      expect(byRow[6]).toContain('does not exist');
      const hindi = await preview(bad, 'hi');
      expect(hindi.rows[1]!.errors).toEqual(['जन्म तिथि “2099-01-01” भविष्य की है।']);

      const real = await api(owner).post('/api/organizations/' + orgId + '/imports', {
        csv: header + bad,
        role: 'student',
        dry_run: false,
      });
      expect(real).toMatchObject({ status: 422, body: { code: 'import_has_errors' } });
      expect(
        await server.sql(
          'select 1 from public.memberships where org_id = $1 and roll_number = any ($2)',
          [orgId, ['R020', 'R021', 'R022', 'R023', 'R024']],
        ),
      ).toEqual([]);
      expect(
        await server.sql('select 1 from public.member_birth_dates where org_id = $1', [orgId]),
      ).toEqual([]);
    });

    it('stores ISO and DD/MM/YYYY dates where consent reads them: a child without consent loses face data', async () => {
      // Aarav (imported above) already enrolled a face; the import now says he is 12.
      const [aarav] = await server.sql<{ id: string }>(
        'select id from public.memberships where org_id = $1 and roll_number = $2',
        [orgId, 'R001'],
      );
      await server.sql(
        `insert into public.face_data (org_id, member_id, embedding, model, model_version, quality, consent_at)
         values ($1, $2, array_fill(0.1::real, array[128]), 'face-api', '1', 0.9, now())`,
        [orgId, aarav!.id],
      );
      const twelve = `${new Date().getUTCFullYear() - 12}-04-09`;
      const rows = [
        `Aarav Sharma,R001,Class 8-A,${twelve}`,
        'Nisha Rao,R020,Class 8-A,09/04/2012',
        'Adult Learner,R025,Class 8-A,1/1/2000',
        'Kabir Khan,R003,Class 8-B,',
      ].join('\n');
      expect(await preview(rows)).toMatchObject({
        creates: 2,
        updates: 1,
        unchanged: 1,
        errors: 0,
      });
      const started = await api(owner).post<{ job_id: string }>(
        '/api/organizations/' + orgId + '/imports',
        { csv: header + rows, role: 'student', dry_run: false },
      );
      expect(started.status).toBe(202);
      for (let i = 0; i < 100; i++) {
        const job = await api(owner).get<{ status: string }>(`/api/imports/${started.body.job_id}`);
        if (job.body.status !== 'running') {
          expect(job.body.status).toBe('done');
          break;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(await birthOf('R001')).toBe(twelve);
      expect(await birthOf('R020')).toBe('2012-04-09');
      expect(await birthOf('R025')).toBe('2000-01-01');
      expect(await birthOf('R003')).toBeNull();
      // Consent reads the same date: Aarav is a child, his face data (no consent) is gone.
      const status = await api(owner).get<{ minor: boolean; date_of_birth: string }>(
        `/api/face-consent?member_id=${aarav!.id}`,
      );
      expect(status.body).toMatchObject({ minor: true, date_of_birth: twelve });
      expect(
        await server.sql('select 1 from public.face_data where member_id = $1', [aarav!.id]),
      ).toEqual([]);
      const [recorded] = await server.sql<{ recorded_by: string }>(
        'select recorded_by from public.member_birth_dates where member_id = $1',
        [aarav!.id],
      );
      expect(recorded!.recorded_by).toBe(owner.id);
      // The same file again changes nothing.
      expect(await preview(rows)).toMatchObject({ creates: 0, updates: 0, unchanged: 4 });
    });
  });

  it('a company imports only employees', async () => {
    const company = await createTestUser(server, { userType: 'Company' });
    const created = await api(company).post<{ id: string }>('/api/organizations', {
      name: 'Tapti Logistics',
      kind: 'company',
    });
    const importAs = (role: string) =>
      api(company).post(`/api/organizations/${created.body.id}/imports`, {
        csv: 'Name,Employee Code\nPooja Menon,E-101\n',
        role,
      });
    for (const role of ['teacher', 'student']) {
      expect((await importAs(role)).body).toMatchObject({
        code: 'role_not_allowed',
        message: 'A company imports employees.',
      });
    }
    expect((await importAs('employee')).body).toMatchObject({ total: 1, creates: 1, errors: 0 });
    const [count] = await server.sql<{ n: string }>(
      'select count(*) as n from public.memberships where org_id = $1',
      [created.body.id],
    );
    expect(count!.n).toBe('1');
  });

  it('an imported student is invited to create an account and stays active; pending people see what they asked to join', async () => {
    await server.sql(
      "update public.memberships set email = 'kabir@example.com' where roll_number = 'R002'",
    );
    const invited = await api(owner).post('/api/organizations/' + orgId + '/invitations', {
      email: 'kabir@example.com',
      full_name: 'Diya Patel',
      role: 'student',
    });
    expect(invited.status).toBe(201);
    const message = await mail.waitFor('kabir@example.com', /Join Sunrise/);
    const token = new URL(/https?:\/\/\S+/.exec(message.text)![0]).searchParams.get('invite')!;
    const diya = await createTestUser(server, { email: 'kabir@example.com' });
    const joined = await api(diya).post('/api/memberships/join', { token });
    expect(joined.body).toMatchObject({ status: 'active' });
    const classmates = await diya.client.from('group_members').select('member_id');
    expect((classmates.data ?? []).length).toBeGreaterThan(1);

    const waiting = await createTestUser(server, { userType: 'Student' });
    await api(waiting).post('/api/memberships/join', { code: joinCode });
    const pending = await waiting.client.rpc('my_pending_organizations');
    expect(pending.data).toEqual([
      expect.objectContaining({ name: 'Sunrise Public School', status: 'pending' }),
    ]);
    expect((await waiting.client.from('organizations').select('id')).data).toEqual([]);
  });

  it('the owner assigns an Incharge; removing a member keeps their history', async () => {
    const [member] = await server.sql<{ id: string }>(
      "select id from public.memberships where roll_number = 'R003'",
    );
    expect(
      (await api(owner).post(`/api/memberships/${member!.id}/role`, { role: 'employee' })).body,
    ).toMatchObject({ code: 'role_not_allowed' });
    const [teacher] = await server.sql<{ id: string; user_id: string }>(
      "select id, user_id from public.memberships where role = 'teacher'",
    );
    const promoted = await api(owner).post(`/api/memberships/${teacher!.id}/role`, {
      role: 'incharge',
    });
    expect(promoted.body).toMatchObject({ role: 'incharge' });
    const [profile] = await server.sql('select user_type from public.profiles where id = $1', [
      teacher!.user_id,
    ]);
    expect(profile).toEqual({ user_type: 'Incharge' });

    await server.sql(
      "insert into public.attendance_records (org_id, member_id, date, status, method) values ($1, $2, '2026-11-20', 'present', 'manual')",
      [orgId, member!.id],
    );
    const removed = await api(owner).delete(`/api/memberships/${member!.id}`);
    expect(removed.body).toMatchObject({ status: 'left' });
    expect(
      await server.sql('select 1 from public.group_members where member_id = $1', [member!.id]),
    ).toHaveLength(0);
    expect(
      await server.sql('select 1 from public.attendance_records where member_id = $1', [
        member!.id,
      ]),
    ).toHaveLength(1);
    const audit = await server.sql<{ action: string }>(
      "select action from public.audit_log where entity = 'memberships' and entity_id = $1 order by id",
      [member!.id],
    );
    expect(audit.map((a) => a.action)).toEqual(['insert', 'update']);
  });
});
