import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobWorker } from '../../lib/jobs/queue.js';
import { apiAs } from '../../test/clients.js';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';
import { storageDriverFor } from '../storage/local-driver.js';
import { ERASE_JOB, privacySchedule } from './erase-account.js';
import { EXPORTED_TABLES, NOT_EXPORTED } from './export-data.js';

const DAY = 86_400_000;
/** A day `n` days before today (UTC), as the records' dates. */
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString().slice(0, 10);
// The bytes of a (tiny, not necessarily valid) PNG: only their round trip matters.
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('priya-avatar')]);
const OTHER_PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('quasim')]);
// Her medical certificate, attached to a leave request.
const CERTIFICATE = Buffer.from('%PDF-1.4\n% Priya fever certificate\n%%EOF\n');
const PRIYA_UA = 'Mozilla/5.0 (Linux; Android 14; PriyaPhone) Chrome/130';
const PRIYA_IP = '203.0.113.77';
const PRIYA_DEVICE = 'priya-device-7f3a';

type Status = {
  grace_days: number;
  request: { id: string; requested_at: string; erase_after: string } | null;
  blocking: Array<{ id: string; name: string; others: number }>;
  owned_alone: Array<{ id: string; name: string }>;
};

describe('personal data: export and account deletion', () => {
  let server: TestServer;
  let owner: TestUser;
  let priya: TestUser;
  let quasim: TestUser;
  let loner: TestUser;
  let orgId: string;
  let priyaMember: string;
  let quasimMember: string;
  let conversationId: string;

  const api = (user?: TestUser) => apiAs(server.url, server.anonKey, user?.accessToken);
  const download = async (user?: TestUser) => {
    const response = await fetch(`${server.url}/api/me/data-export?user_id=${quasim.id}`, {
      headers: {
        apikey: server.anonKey,
        ...(user ? { authorization: `Bearer ${user.accessToken}` } : {}),
      },
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { response, bytes };
  };
  const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);
  const reportRows = async () => {
    const query = new URLSearchParams({ from: daysAgo(10), to: daysAgo(1) });
    const { status, body } = await api(owner).get<{ rows: Array<Record<string, unknown>> }>(
      `/api/organizations/${orgId}/reports/attendance?${query}`,
    );
    expect(status).toBe(200);
    return body.rows;
  };
  const worker = () =>
    new JobWorker(server.app.ctx.database.db, privacySchedule(server.app.ctx).handlers, {
      workerId: 'test',
    });
  /** One round of the daily job at `now`: the tick enqueues what is due, the worker runs it. */
  const round = async (now: Date) => {
    await privacySchedule(server.app.ctx).tick(server.app.ctx.database.db, now);
    await worker().work(now);
  };

  beforeAll(async () => {
    server = await startTestServer();
    owner = await createTestUser(server, { userType: 'Company' });
    priya = await createTestUser(server, { userType: 'Employee' });
    quasim = await createTestUser(server, { userType: 'Employee' });
    loner = await createTestUser(server, { userType: 'Company' });
    orgId = (
      await api(owner).post<{ id: string }>('/api/organizations', {
        name: 'Narmada Textiles',
        kind: 'company',
      })
    ).body.id;
    const member = async (user: TestUser, name: string, phone: string, code: string) => {
      await server.sql('update public.profiles set full_name = $2, phone = $3 where id = $1', [
        user.id,
        name,
        phone,
      ]);
      const [row] = await server.sql<{ id: string }>(
        `insert into public.memberships (org_id, user_id, full_name, email, phone, employee_code, role, status, created_at)
         values ($1, $2, $3, $4, $5, $6, 'employee', 'active', now() - interval '30 days') returning id`,
        [orgId, user.id, name, user.email, phone, code],
      );
      return row!.id;
    };
    priyaMember = await member(priya, 'Priya Raman', '+919876500001', 'EMP-PRIYA');
    quasimMember = await member(quasim, 'Quasim Ali', '+919876500002', 'EMP-QUASIM');

    // Attendance: Priya present, late and absent; Quasim present on all three days.
    for (const [n, status] of [
      [5, 'present'],
      [4, 'late'],
      [3, 'absent'],
    ] as const) {
      await server.sql(
        `insert into public.attendance_records (org_id, member_id, date, status, check_in_at, method, latitude, longitude, note)
         values ($1, $2, $3, $4, case when $4 = 'absent' then null else now() - ($5 || ' days')::interval end,
                 case when $4 = 'absent' then null else 'self_geo' end, 12.97, 77.59, 'Priya was at the gate')`,
        [orgId, priyaMember, daysAgo(n), status, String(n)],
      );
      await server.sql(
        `insert into public.attendance_records (org_id, member_id, date, status, check_in_at, method, note)
         values ($1, $2, $3, 'present', now() - ($4 || ' days')::interval, 'manual', 'Quasim on time')`,
        [orgId, quasimMember, daysAgo(n), String(n)],
      );
    }
    await server.sql(
      `insert into public.leave_requests (org_id, member_id, from_date, to_date, reason, status)
       values ($1, $2, $3, $3, 'Priya''s sister''s wedding', 'pending'),
              ($1, $4, $3, $3, 'Quasim''s own reason', 'pending')`,
      [orgId, priyaMember, daysAgo(-5), quasimMember],
    );
    // A past sick leave with her certificate, uploaded by her through the storage API.
    const certificate = `${orgId}/${priyaMember}/fever-certificate.pdf`;
    const uploaded = await priya.client.storage
      .from('leave-documents')
      .upload(certificate, CERTIFICATE, { contentType: 'application/pdf' });
    expect(uploaded.error).toBeNull();
    await server.sql(
      `insert into public.leave_requests (org_id, member_id, from_date, to_date, reason, status,
                                          document_path, document_name)
       values ($1, $2, $3, $3, 'Fever', 'approved', $4, 'Priya fever certificate.pdf')`,
      [orgId, priyaMember, daysAgo(8), certificate],
    );
    // What the server saw of their geofenced self check-ins.
    await server.sql(
      `insert into public.location_checks (org_id, member_id, client_id, checked_at, latitude, longitude,
                                           accuracy_m, device_id, user_agent, ip, flags, review_status)
       values ($1, $2, gen_random_uuid(), now() - interval '4 days', 12.9716, 77.5946, 18, $3, $4, $5,
               '{new_device}', 'pending'),
              ($1, $6, gen_random_uuid(), now() - interval '4 days', 28.6139, 77.2090, 25,
               'quasim-device', 'QuasimBrowser/2', '198.51.100.9', '{}', 'none')`,
      [orgId, priyaMember, PRIYA_DEVICE, PRIYA_UA, PRIYA_IP, quasimMember],
    );
    await server.sql(
      `insert into public.face_data (org_id, member_id, embedding, model, model_version, quality, consent_at)
       select $1, m, array_fill(0.1::real, array[128]), 'face-api', '1', 0.9, now()
         from unnest($2::uuid[]) m`,
      [orgId, [priyaMember, quasimMember]],
    );
    await server.sql(
      `insert into public.member_birth_dates (member_id, org_id, date_of_birth)
       values ($1, $3, '2001-04-09'), ($2, $3, '1999-12-31')`,
      [priyaMember, quasimMember, orgId],
    );
    await server.sql(
      `insert into public.contacts (owner_id, name, phone) values ($1, 'Ravi Contact', '+919800000001'),
              ($2, 'Quasim''s contact', '+919800000002')`,
      [priya.id, quasim.id],
    );
    await server.sql(
      `insert into public.notifications (user_id, org_id, kind, params) values
         ($1, $3, 'request_decided', '{"note":"for Priya"}'), ($2, $3, 'request_decided', '{"note":"for Quasim"}')`,
      [priya.id, quasim.id, orgId],
    );
    // Priya writes to Quasim; Quasim writes to the owner (not to Priya).
    const ownerMember = (
      await server.sql<{ id: string }>(
        'select id from public.memberships where org_id = $1 and user_id = $2',
        [orgId, owner.id],
      )
    )[0]!.id;
    const started = await priya.client.rpc('start_direct_conversation', { member: quasimMember });
    expect(started.error).toBeNull();
    conversationId = started.data as string;
    expect(
      (
        await priya.client
          .from('messages')
          .insert({ conversation_id: conversationId, body: 'Priya’s words' })
      ).error,
    ).toBeNull();
    const other = await quasim.client.rpc('start_direct_conversation', { member: ownerMember });
    expect(
      (
        await quasim.client
          .from('messages')
          .insert({ conversation_id: other.data, body: 'Quasim’s words' })
      ).error,
    ).toBeNull();
    // Profile pictures, uploaded by each person through the storage API.
    for (const [user, bytes] of [
      [priya, PNG],
      [quasim, OTHER_PNG],
    ] as const) {
      const upload = await user.client.storage
        .from('avatars')
        .upload(`${user.id}/me.png`, bytes, { contentType: 'image/png' });
      expect(upload.error).toBeNull();
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  it('downloads a ZIP of the person’s own rows and files, and nobody else’s', async () => {
    const { response, bytes } = await download(priya);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-/);
    // Streamed as it is written: no length known in advance.
    expect(response.headers.get('content-length')).toBeNull();
    const files = unzipSync(bytes);
    const json = (name: string) => JSON.parse(text(files[name])) as unknown;

    expect(json('profile.json')).toMatchObject({ id: priya.id, full_name: 'Priya Raman' });
    expect((json('account.json') as { user: { email: string } }).user.email).toBe(priya.email);
    expect(json('memberships.json')).toEqual([
      expect.objectContaining({
        id: priyaMember,
        full_name: 'Priya Raman',
        employee_code: 'EMP-PRIYA',
        organization: 'Narmada Textiles',
      }),
    ]);
    const csv = text(files['attendance/attendance.csv'])
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(csv[0]).toBe(
      'organization,date,status,check_in_at,check_out_at,method,class_subject,flags,note',
    );
    expect(csv.slice(1).map((line) => line.split(',').slice(1, 3))).toEqual([
      [daysAgo(5), 'present'],
      [daysAgo(4), 'late'],
      [daysAgo(3), 'absent'],
    ]);
    expect((json('attendance/attendance.json') as unknown[]).length).toBe(3);
    // Her self check-ins as the server saw them: where, with which device and network.
    expect(json('attendance/location_checks.json')).toEqual([
      expect.objectContaining({
        organization: 'Narmada Textiles',
        latitude: 12.9716,
        longitude: 77.5946,
        device_id: PRIYA_DEVICE,
        user_agent: PRIYA_UA,
        ip: PRIYA_IP,
        flags: ['new_device'],
        review_status: 'pending',
      }),
    ]);
    const checks = text(files['attendance/location_checks.csv'])
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(checks[0]).toBe(
      'organization,checked_at,latitude,longitude,accuracy_m,site,distance_m,device_id,user_agent,ip,flags,review_status,reviewed_at,review_reason',
    );
    expect(checks).toHaveLength(2);
    expect(checks[1]).toContain(PRIYA_IP);
    expect(json('requests/leave_requests.json')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reason: "Priya's sister's wedding" }),
        expect.objectContaining({
          reason: 'Fever',
          document_path: `${orgId}/${priyaMember}/fever-certificate.pdf`,
          document_name: 'Priya fever certificate.pdf',
        }),
      ]),
    );
    expect(json('messages.json')).toEqual([expect.objectContaining({ body: 'Priya’s words' })]);
    expect(json('birth_date.json')).toEqual([
      expect.objectContaining({ date_of_birth: '2001-04-09' }),
    ]);
    expect(json('contacts.json')).toEqual([expect.objectContaining({ name: 'Ravi Contact' })]);
    expect(json('notifications/notifications.json')).toEqual([
      expect.objectContaining({ params: { note: 'for Priya' } }),
    ]);
    // The face data is listed, never its descriptor.
    const face = json('face_data.json') as Array<Record<string, unknown>>;
    expect(face).toEqual([expect.objectContaining({ member_id: priyaMember, model: 'face-api' })]);
    expect(face[0]).not.toHaveProperty('embedding');
    // What the log holds about her: at least her membership's creation.
    expect(json('audit/changes_about_me.json')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ entity: 'memberships', entity_id: priyaMember }),
      ]),
    );
    // Her profile picture and her leave certificate, byte for byte; nobody else's.
    expect(Buffer.from(files[`files/avatars/${priya.id}/me.png`]!)).toEqual(PNG);
    const certificateFile = `files/leave-documents/${orgId}/${priyaMember}/fever-certificate.pdf`;
    expect(Buffer.from(files[certificateFile]!)).toEqual(CERTIFICATE);
    expect(
      Object.keys(files)
        .filter((name) => name.startsWith('files/'))
        .sort(),
    ).toEqual([`files/avatars/${priya.id}/me.png`, certificateFile]);
    expect(text(files['README.txt'])).toContain('attendance/attendance.csv');
    // Nothing of Quasim's anywhere (the ?user_id= of someone else is ignored).
    const everything = Object.values(files).map(text).join('\n');
    for (const other of [
      'Quasim',
      quasim.email,
      quasimMember,
      'EMP-QUASIM',
      '+919876500002',
      '198.51.100.9',
      'quasim-device',
    ])
      expect(everything).not.toContain(other);

    // Every table that points at a person (a foreign key to an account or a membership) is in
    // the download or left out for a stated reason: a new table cannot be forgotten.
    // (also tables naming one by a column without a key: user_id, member_id, owner, author_id).
    const pointing = (
      await server.sql<{ name: string }>(
        `select n.nspname || '.' || r.relname as name
           from pg_constraint c
           join pg_class r on r.oid = c.conrelid
           join pg_namespace n on n.oid = r.relnamespace
          where c.contype = 'f'
            and c.confrelid in ('public.memberships'::regclass, 'auth.users'::regclass)
         union
         select c.table_schema || '.' || c.table_name
           from information_schema.columns c
           join information_schema.tables t
             on t.table_schema = c.table_schema and t.table_name = c.table_name
          where t.table_type = 'BASE TABLE'
            and c.table_schema in ('public', 'private', 'auth', 'storage')
            and c.column_name in ('user_id', 'member_id', 'owner', 'owner_id', 'author_id')
          order by 1`,
      )
    ).map((t) => t.name);
    expect(pointing.length).toBeGreaterThan(50);
    expect(pointing).toEqual(expect.arrayContaining(['public.location_checks']));
    const forgotten = pointing.filter((t) => !(t in EXPORTED_TABLES) && !(t in NOT_EXPORTED));
    expect(forgotten).toEqual([]);
    expect(Object.keys(EXPORTED_TABLES).filter((t) => t in NOT_EXPORTED)).toEqual([]);
    // Each exported table's file is in the download; a table with rows of her membership has a
    // file listing at least as many.
    for (const [table, file] of Object.entries(EXPORTED_TABLES))
      expect(Object.keys(files), table).toContain(file);
    const byMember = await server.sql<{ name: string }>(
      `select c.table_schema || '.' || c.table_name as name from information_schema.columns c
        where c.column_name = 'member_id' and c.table_schema in ('public', 'private')`,
    );
    let checked = 0;
    for (const { name } of byMember) {
      const file = EXPORTED_TABLES[name];
      if (!file) continue;
      const [count] = await server.sql<{ n: number }>(
        `select count(*)::int as n from ${name} where member_id = $1`,
        [priyaMember],
      );
      if (!count!.n) continue;
      const listed = json(file);
      expect(Array.isArray(listed) ? listed.length : 0, name).toBeGreaterThanOrEqual(count!.n);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(5);

    // The download is audited, as hers.
    const audit = await server.sql(
      "select actor_id from public.audit_log where action = 'export' and entity_id = $1",
      [priya.id],
    );
    expect(audit).toEqual([{ actor_id: priya.id }]);
  });

  it('another person’s download holds their data only; without a session there is none', async () => {
    const files = unzipSync((await download(quasim)).bytes);
    const everything = Object.values(files).map(text).join('\n');
    expect(everything).toContain('Quasim Ali');
    for (const other of [priya.email, priyaMember, 'EMP-PRIYA', '+919876500001', 'sister', 'Ravi'])
      expect(everything).not.toContain(other);
    // Priya appears only where she wrote to him: his own notification of her message.
    const withoutNotifications = Object.entries(files)
      .filter(([name]) => name !== 'notifications/notifications.json')
      .map(([, bytes]) => text(bytes))
      .join('\n');
    expect(withoutNotifications).not.toContain('Priya');
    expect(Buffer.from(files[`files/avatars/${quasim.id}/me.png`]!)).toEqual(OTHER_PNG);

    const anonymous = await download();
    expect(anonymous.response.status).toBe(401);
  });

  it('asks for deletion with a 30-day grace period, refuses twice, and cancels only one’s own', async () => {
    expect((await api(priya).get<Status>('/api/me/account-deletion')).body).toMatchObject({
      grace_days: 30,
      request: null,
      blocking: [],
    });
    const before = Date.now();
    const asked = await api(priya).post<Status>('/api/me/account-deletion');
    expect(asked.status).toBe(201);
    const eraseAfter = Date.parse(asked.body.request!.erase_after);
    expect(eraseAfter - Date.parse(asked.body.request!.requested_at)).toBe(30 * DAY);
    expect(eraseAfter).toBeGreaterThanOrEqual(before + 30 * DAY);

    const again = await api(priya).post('/api/me/account-deletion');
    expect(again).toMatchObject({ status: 409, body: { code: 'deletion_already_requested' } });

    // Quasim cannot cancel Priya's request: the route only ever acts for the caller.
    const foreign = await api(quasim).delete('/api/me/account-deletion');
    expect(foreign).toMatchObject({ status: 404, body: { code: 'no_deletion_request' } });
    expect((await api(priya).get<Status>('/api/me/account-deletion')).body.request).not.toBeNull();
    expect((await api(quasim).get<Status>('/api/me/account-deletion')).body.request).toBeNull();
    expect((await api().get('/api/me/account-deletion')).status).toBe(401);
    expect((await api().post('/api/me/account-deletion')).status).toBe(401);

    // Priya cancels, then asks again (the request the job will carry out).
    const cancelled = await api(priya).delete<Status>('/api/me/account-deletion');
    expect(cancelled).toMatchObject({ status: 200, body: { request: null } });
    expect((await api(priya).delete('/api/me/account-deletion')).status).toBe(404);
    expect((await api(priya).post('/api/me/account-deletion')).status).toBe(201);

    const audit = await server.sql<{ action: string; actor_id: string }>(
      `select action, actor_id from public.audit_log
        where entity = 'account_deletions' and after ->> 'user_id' = $1 order by id`,
      [priya.id],
    );
    expect(audit).toEqual([
      { action: 'request', actor_id: priya.id },
      { action: 'cancel', actor_id: priya.id },
      { action: 'request', actor_id: priya.id },
    ]);
  });

  it('an owner whose organisation has other members must hand it over first', async () => {
    const refused = await apiAs(server.url, server.anonKey, owner.accessToken).post(
      '/api/me/account-deletion',
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'owner_must_hand_over',
      organizations: [{ id: orgId, name: 'Narmada Textiles', others: 2 }],
    });
    expect(String(refused.body.message)).toContain('Narmada Textiles');
    // In Hindi for a Hindi page.
    const hindi = await fetch(`${server.url}/api/me/account-deletion`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${owner.accessToken}`,
        'accept-language': 'hi',
      },
    });
    expect(((await hindi.json()) as { message: string }).message).toContain('स्वामी');
    expect(
      await server.sql('select 1 from private.account_deletions where user_id = $1', [owner.id]),
    ).toEqual([]);
  });

  it('the daily job erases nothing before the grace period ends, then exactly the personal data', async () => {
    const [request] = await server.sql<{ id: string; erase_after: Date }>(
      `select id, erase_after from private.account_deletions
        where user_id = $1 and cancelled_at is null and erased_at is null`,
      [priya.id],
    );
    const eraseAfter = new Date(request!.erase_after);
    const reportBefore = await reportRows();
    const priyaRow = reportBefore.find((r) => r.full_name === 'Priya Raman')!;
    expect(priyaRow).toBeDefined();
    const [avatar] = await server.sql<{ version: string }>(
      "select version from storage.objects where bucket_id = 'avatars' and name = $1",
      [`${priya.id}/me.png`],
    );
    const certificate = `${orgId}/${priyaMember}/fever-certificate.pdf`;
    const [certificateObject] = await server.sql<{ version: string }>(
      "select version from storage.objects where bucket_id = 'leave-documents' and name = $1",
      [certificate],
    );
    expect(certificateObject).toBeDefined();

    // A minute before the end of the grace period: nothing is queued, nothing changes.
    await round(new Date(eraseAfter.getTime() - 60_000));
    expect(await server.sql('select 1 from private.jobs where name = $1', [ERASE_JOB])).toEqual([]);
    expect(await server.sql('select 1 from auth.users where id = $1', [priya.id])).toHaveLength(1);

    // A minute after: erased.
    await round(new Date(eraseAfter.getTime() + 60_000));
    const gone = async (query: string, params: unknown[]) =>
      expect(await server.sql(query, params)).toEqual([]);
    await gone('select 1 from auth.users where id = $1', [priya.id]);
    await gone('select 1 from public.profiles where id = $1', [priya.id]);
    await gone('select 1 from auth.sessions where user_id = $1', [priya.id]);
    await gone('select 1 from auth.identities where user_id = $1', [priya.id]);
    await gone('select 1 from public.contacts where owner_id = $1', [priya.id]);
    await gone('select 1 from public.notifications where user_id = $1', [priya.id]);
    await gone('select 1 from public.face_data where member_id = $1', [priyaMember]);
    await gone('select 1 from public.member_birth_dates where member_id = $1', [priyaMember]);
    await gone('select 1 from storage.objects where owner = $1', [priya.id]);
    await expect(
      storageDriverFor(server.config).get({
        bucket: 'avatars',
        name: `${priya.id}/me.png`,
        version: avatar!.version,
      }),
    ).rejects.toThrow();
    // Her leave certificate: the request no longer names it, its row and its bytes are gone.
    await gone("select 1 from storage.objects where bucket_id = 'leave-documents' and name = $1", [
      certificate,
    ]);
    await expect(
      storageDriverFor(server.config).get({
        bucket: 'leave-documents',
        name: certificate,
        version: certificateObject!.version,
      }),
    ).rejects.toThrow();
    await gone(
      'select 1 from public.leave_requests where member_id = $1 and (document_path is not null or document_name is not null)',
      [priyaMember],
    );
    // Where she checked in from, with which phone and network: gone; Quasim's stays.
    await gone('select 1 from public.location_checks where member_id = $1', [priyaMember]);
    expect(
      await server.sql('select 1 from public.location_checks where member_id = $1', [quasimMember]),
    ).toHaveLength(1);
    expect(
      await server.sql(
        'select body, deleted_at is not null as deleted from public.messages where conversation_id = $1',
        [conversationId],
      ),
    ).toEqual([{ body: '', deleted: true }]);
    expect(
      await server.sql('select reason, status from public.leave_requests where member_id = $1', [
        priyaMember,
      ]),
    ).toEqual(
      expect.arrayContaining([
        { reason: '[erased]', status: 'cancelled' },
        { reason: '[erased]', status: 'approved' },
      ]),
    );

    // Her attendance stays under a stable pseudonym, with nothing that names her.
    const [membership] = await server.sql<Record<string, unknown>>(
      `select full_name, email, phone, employee_code, user_id, status,
              'Former member ' || upper(substr(md5(id::text), 1, 6)) as expected
         from public.memberships where id = $1`,
      [priyaMember],
    );
    expect(membership).toMatchObject({
      email: null,
      phone: null,
      employee_code: null,
      user_id: null,
      status: 'left',
    });
    expect(membership!.full_name).toBe(membership!.expected);
    expect(membership!.full_name).toMatch(/^Former member [0-9A-F]{6}$/);
    expect(
      await server.sql<{ status: string; latitude: number | null; note: string | null }>(
        'select status, latitude, note from public.attendance_records where member_id = $1 order by date',
        [priyaMember],
      ),
    ).toEqual([
      { status: 'present', latitude: null, note: null },
      { status: 'late', latitude: null, note: null },
      { status: 'absent', latitude: null, note: null },
    ]);
    // Nothing that names her is left in the log or anywhere she was written down.
    for (const needle of [
      'Priya',
      priya.email,
      '+919876500001',
      'EMP-PRIYA',
      'Ravi Contact',
      '2001-04-09',
      PRIYA_UA,
      PRIYA_IP,
      PRIYA_DEVICE,
      'fever-certificate',
      '12.9716',
    ]) {
      const [found] = await server.sql<{ n: number }>(
        `select count(*)::int as n from public.audit_log
          where coalesce(before::text, '') || coalesce(after::text, '') ilike '%' || $1 || '%'`,
        [needle],
      );
      expect(found!.n, needle).toBe(0);
      const [members] = await server.sql<{ n: number }>(
        "select count(*)::int as n from public.memberships where to_jsonb(memberships)::text ilike '%' || $1 || '%'",
        [needle],
      );
      expect(members!.n, needle).toBe(0);
    }

    // Nor in any other table of the database (checked row by row as text).
    const tables = await server.sql<{ name: string }>(
      `select quote_ident(table_schema) || '.' || quote_ident(table_name) as name
         from information_schema.tables
        where table_schema in ('public', 'private', 'auth', 'storage') and table_type = 'BASE TABLE'
        order by 1`,
    );
    const needles = [
      'Priya',
      priya.email,
      '+919876500001',
      PRIYA_UA,
      PRIYA_IP,
      PRIYA_DEVICE,
      'fever-certificate',
    ];
    const holding: string[] = [];
    for (const { name } of tables) {
      const [row] = await server.sql<{ n: number }>(
        `select count(*)::int as n from ${name} t where t::text ilike any ($1::text[])`,
        [needles.map((n) => `%${n}%`)],
      );
      if (row!.n) holding.push(name);
    }
    expect(holding).toEqual([]);

    // His notification of her message now names the pseudonym, without her words.
    const [notice] = await server.sql<{ params: Record<string, unknown> }>(
      "select params from public.notifications where user_id = $1 and kind = 'direct_message'",
      [quasim.id],
    );
    expect(notice!.params).toMatchObject({ person: membership!.full_name, excerpt: '' });

    // The organisation's report still adds up: the same counts under the pseudonym.
    const reportAfter = await reportRows();
    expect(reportAfter).toHaveLength(reportBefore.length);
    const pseudonymRow = reportAfter.find((r) => r.full_name === membership!.full_name)!;
    const counts = (row: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(row).filter(([, v]) => typeof v === 'number'));
    expect(counts(pseudonymRow)).toEqual(counts(priyaRow));
    expect(Object.values(counts(priyaRow)).some((n) => Number(n) > 0)).toBe(true);

    // Quasim is untouched.
    const [q] = await server.sql<{ full_name: string; email: string }>(
      'select full_name, email from public.memberships where id = $1',
      [quasimMember],
    );
    expect(q).toEqual({ full_name: 'Quasim Ali', email: quasim.email });
    expect(
      await server.sql("select 1 from public.messages where body = 'Quasim’s words'"),
    ).toHaveLength(1);
    expect(
      await server.sql('select 1 from public.face_data where member_id = $1', [quasimMember]),
    ).toHaveLength(1);
    expect((await download(quasim)).response.status).toBe(200);

    // Her session no longer works; the erasure is in the log, by the system, for her organisation.
    expect((await api(priya).get('/api/me/account-deletion')).status).toBe(401);
    const erased = await server.sql<{ org_id: string; actor_id: string | null; after: unknown }>(
      "select org_id, actor_id, after from public.audit_log where action = 'erase' and entity = 'memberships'",
    );
    expect(erased).toEqual([
      { org_id: orgId, actor_id: null, after: { pseudonym: membership!.full_name } },
    ]);

    // The next day's round finds nothing more to do.
    await round(new Date(eraseAfter.getTime() + DAY + 60_000));
    expect(
      await server.sql<{ status: string }>('select status from private.jobs where name = $1', [
        ERASE_JOB,
      ]),
    ).toEqual([{ status: 'done' }]);
  });

  it('an organisation owned alone goes with its owner’s account', async () => {
    const own = await api(loner).post<{ id: string }>('/api/organizations', {
      name: 'Solo Studio',
      kind: 'company',
    });
    const asked = await api(loner).post<Status>('/api/me/account-deletion');
    expect(asked.status).toBe(201);
    expect(asked.body.owned_alone).toEqual([{ id: own.body.id, name: 'Solo Studio' }]);
    // The organisation was used: a holiday, and a day the owner checked in themselves (their
    // removal must not trip over the overtime marks they leave behind).
    await server.sql(
      `insert into public.holidays (org_id, date, name) values ($1, current_date + 3, 'Diwali')`,
      [own.body.id],
    );
    await server.sql(
      `insert into public.attendance_records (org_id, member_id, date, status, check_in_at)
       select org_id, id, current_date, 'present', now() from public.memberships where org_id = $1`,
      [own.body.id],
    );
    // Someone joins meanwhile: the erasure waits (and is tried again the next day).
    const [joiner] = await server.sql<{ id: string }>(
      `insert into public.memberships (org_id, full_name, role, status) values ($1, 'Late Joiner', 'employee', 'active')
       returning id`,
      [own.body.id],
    );
    const eraseAfter = Date.parse(asked.body.request!.erase_after);
    await round(new Date(eraseAfter + 60_000));
    expect(await server.sql('select 1 from auth.users where id = $1', [loner.id])).toHaveLength(1);
    await server.sql('delete from public.memberships where id = $1', [joiner!.id]);
    await round(new Date(eraseAfter + DAY + 60_000));
    expect(await server.sql('select 1 from auth.users where id = $1', [loner.id])).toEqual([]);
    expect(
      await server.sql('select 1 from public.organizations where id = $1', [own.body.id]),
    ).toEqual([]);
  });
});
