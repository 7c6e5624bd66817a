import { randomUUID } from 'node:crypto';
import { sql as kysql } from 'kysely';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobWorker } from '../../lib/jobs/queue.js';
import { apiAs } from '../../test/clients.js';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';
import { autoCheckOutSchedule, runAutoCheckOuts } from './auto-check-out.js';
import { closeFinishedPeriods } from './close-periods.js';
import { PIN_DEVICE_MAX_FAILURES } from './kiosk-pin-check-in.js';

const ZONE = 'Asia/Kolkata';
const ist = (date: string, time: string) =>
  DateTime.fromISO(`${date}T${time}`, { zone: ZONE }).toJSDate();

describe('kiosk fallbacks and check-in policies (issue 12)', () => {
  let server: TestServer;
  let owner: TestUser;
  let priyaUser: TestUser;
  let inchargeUser: TestUser;
  let orgId: string;
  let token: string;
  const id: Record<string, string> = {};
  const api = (user: TestUser) => apiAs(server.url, server.anonKey, user.accessToken);
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    server.sql<T>(text, params);
  const send = async (path: string, method: string, body: unknown, headers = {}) => {
    const r = await fetch(`${server.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', apikey: server.anonKey, ...headers },
      body: JSON.stringify(body),
    });
    return { status: r.status, body: (await r.json()) as Record<string, unknown> };
  };
  const putPin = (user: TestUser, memberId: string, pin: string) =>
    send(
      `/api/members/${memberId}/pin`,
      'PUT',
      { pin },
      {
        authorization: `Bearer ${user.accessToken}`,
      },
    );
  const pinCheckIn = (code: string, pin: string) =>
    send(
      '/api/kiosk/pin-check-ins',
      'POST',
      { client_id: randomUUID(), code, pin },
      {
        'x-device-token': token,
      },
    );
  const override = (user: TestUser, memberId: string, reason: string) =>
    send(
      '/api/kiosk/overrides',
      'POST',
      { client_id: randomUUID(), member_id: memberId, reason },
      { 'x-device-token': token, authorization: `Bearer ${user.accessToken}` },
    );

  beforeAll(async () => {
    server = await startTestServer();
    owner = await createTestUser(server, {
      userType: 'Company',
      metadata: { full_name: 'Meera Iyer' },
    });
    priyaUser = await createTestUser(server, {
      userType: 'Employee',
      metadata: { full_name: 'Priya Nair' },
    });
    inchargeUser = await createTestUser(server, {
      userType: 'Employee',
      metadata: { full_name: 'Suresh Pillai' },
    });
    orgId = (
      await api(owner).post<{ id: string }>('/api/organizations', {
        name: 'Kaveri Textiles',
        kind: 'company',
      })
    ).body.id;
    const member = async (name: string, code: string, role: string, userId: string | null) =>
      (
        await sql<{ id: string }>(
          `insert into public.memberships (org_id, user_id, full_name, role, status, employee_code, created_at)
           values ($1, $2, $3, $4, 'active', $5, now() - interval '60 days') returning id`,
          [orgId, userId, name, role, code],
        )
      )[0]!.id;
    id.priya = await member('Priya Nair', 'E-101', 'employee', priyaUser.id);
    id.dev = await member('Dev Malhotra', 'E-102', 'employee', null);
    id.suresh = await member('Suresh Pillai', 'E-900', 'incharge', inchargeUser.id);
    const [floor] = await sql<{ id: string }>(
      "insert into public.groups (org_id, name, kind, responsible_id) values ($1, 'Dyeing floor', 'team', $2) returning id",
      [orgId, id.suresh],
    );
    await sql(
      'insert into public.group_members (group_id, member_id, org_id) values ($1, $2, $3)',
      [floor!.id, id.dev, orgId],
    );
    token = (
      await api(owner).post<{ token: string }>(`/api/organizations/${orgId}/devices`, {
        name: 'Gate 1',
        methods: ['face', 'card'],
        group_ids: [],
      })
    ).body.token;
  });
  afterAll(async () => server?.close());

  it('a PIN is set by the person or an owner, never by a colleague, and stored hashed', async () => {
    expect((await putPin(priyaUser, id.priya!, '12a4')).status).toBe(400);
    expect(await putPin(priyaUser, id.priya!, '4821')).toMatchObject({
      status: 200,
      body: { is_set: true, org_allows_pin: false, locked_until: null },
    });
    expect(await putPin(priyaUser, id.dev!, '1111')).toMatchObject({ status: 403 });
    expect((await putPin(owner, id.dev!, '735190')).status).toBe(200);
    const [stored] = await sql<{ pin_hash: string }>(
      'select pin_hash from private.member_pins where member_id = $1',
      [id.priya],
    );
    expect(stored!.pin_hash).toMatch(/^\$argon2id\$/);
    expect(stored!.pin_hash).not.toContain('4821');
  });

  it('the kiosk refuses PINs while the organisation has not allowed them', async () => {
    expect(await pinCheckIn('E-101', '4821')).toMatchObject({
      status: 403,
      body: { code: 'pin_not_allowed' },
    });
    const session = await fetch(`${server.url}/api/kiosk/session`, {
      headers: { 'x-device-token': token },
    }).then((r) => r.json() as Promise<{ organization: { pin_check_in: boolean } }>);
    expect(session.organization.pin_check_in).toBe(false);
  });

  it('a right code and PIN is a scan with the method pin (first in, then out)', async () => {
    await sql('update public.organizations set pin_check_in = true where id = $1', [orgId]);
    const first = await pinCheckIn('e-101', '4821');
    expect(first).toMatchObject({
      status: 200,
      body: { outcome: 'checked_in', member: { full_name: 'Priya Nair' } },
    });
    const records = await sql<{ method: string }>(
      'select method from public.attendance_records where member_id = $1',
      [id.priya],
    );
    expect(records).toEqual([{ method: 'pin' }]);
    const scans = await sql<{ method: string }>(
      'select method from public.attendance_scans where member_id = $1',
      [id.priya],
    );
    expect(scans).toEqual([{ method: 'pin' }]);
  });

  it('five wrong tries lock the code, and the next request is refused even with the right PIN', async () => {
    for (let i = 1; i <= 4; i++) {
      expect(await pinCheckIn('E-102', '000000')).toMatchObject({
        status: 403,
        body: { code: 'pin_wrong', tries_left: 5 - i },
      });
    }
    const fifth = await pinCheckIn('E-102', '000000');
    expect(fifth).toMatchObject({ status: 423, body: { code: 'pin_locked' } });
    expect(String(fifth.body.message)).toContain('locked for 15 minutes');
    expect(await pinCheckIn('E-102', '735190')).toMatchObject({
      status: 423,
      body: { code: 'pin_locked' },
    });
    const [lock] = await sql<{ locked_until: Date }>(
      'select locked_until from private.pin_attempts where org_id = $1 and subject = $2',
      [orgId, id.dev],
    );
    expect(new Date(lock!.locked_until).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    // An owner sees the lock; a new PIN lifts it.
    expect((await api(owner).get(`/api/members/${id.dev}/pin`)).body).toMatchObject({
      is_set: true,
    });
    expect((await putPin(owner, id.dev!, '246810')).body).toMatchObject({ locked_until: null });
    expect((await pinCheckIn('E-102', '246810')).status).toBe(200);
  });

  it('an unknown code answers exactly like a wrong PIN and locks the same way', async () => {
    for (let i = 1; i <= 4; i++)
      expect(await pinCheckIn('E-404', '1234')).toMatchObject({
        status: 403,
        body: { code: 'pin_wrong', tries_left: 5 - i },
      });
    expect(await pinCheckIn('E-404', '1234')).toMatchObject({ status: 423 });
    // A kiosk whose browser reads Hindi is answered in Hindi.
    const hindi = await send(
      '/api/kiosk/pin-check-ins',
      'POST',
      { client_id: randomUUID(), code: 'E-405', pin: '1234' },
      { 'x-device-token': token, 'accept-language': 'hi' },
    );
    expect(hindi).toMatchObject({
      status: 403,
      body: { code: 'pin_wrong', message: 'यह कोड और पिन मेल नहीं खाते। 4 कोशिशें बाक़ी।' },
    });
  });

  it('twenty wrong PINs on one kiosk, whatever the codes, pause its PIN pad; other kiosks go on', async () => {
    await sql("delete from private.pin_attempts where subject like 'kiosk:%'");
    expect((await putPin(priyaUser, id.priya!, '135790')).status).toBe(200);
    // One try per code: no code reaches its own limit of five.
    for (let i = 0; i < PIN_DEVICE_MAX_FAILURES - 1; i++)
      expect(await pinCheckIn(`E-6${String(i).padStart(2, '0')}`, '9999')).toMatchObject({
        status: 403,
        body: { code: 'pin_wrong', tries_left: 4 },
      });
    const paused = await pinCheckIn('E-699', '9999');
    expect(paused).toMatchObject({ status: 423, body: { code: 'pin_device_locked' } });
    expect(String(paused.body.message)).toContain('paused for 15 minutes');
    // Even the right PIN waits on this kiosk…
    expect(await pinCheckIn('E-101', '135790')).toMatchObject({
      status: 423,
      body: { code: 'pin_device_locked' },
    });
    // …while another kiosk of the organisation takes it.
    const gate2 = (
      await api(owner).post<{ token: string }>(`/api/organizations/${orgId}/devices`, {
        name: 'Gate 2',
        methods: ['face', 'card'],
        group_ids: [],
      })
    ).body.token;
    const elsewhere = await send(
      '/api/kiosk/pin-check-ins',
      'POST',
      { client_id: randomUUID(), code: 'E-101', pin: '135790' },
      { 'x-device-token': gate2 },
    );
    expect(elsewhere.status).toBe(200);
    // When the pause is over, the first kiosk takes PINs again, and counts from zero.
    await sql(
      "update private.pin_attempts set locked_until = now() - interval '1 second' where subject like 'kiosk:%'",
    );
    expect(await pinCheckIn('E-699', '9999')).toMatchObject({ status: 403 });
  });

  it('an operator override needs a signed-in owner or the person’s in-charge, and is audited', async () => {
    expect(await override(priyaUser, id.dev!, 'Card left at home')).toMatchObject({
      status: 403,
      body: { code: 'not_an_operator' },
    });
    // Suresh leads Dev's team, not Priya.
    expect(await override(inchargeUser, id.priya!, 'Face not recognised')).toMatchObject({
      status: 403,
    });
    expect(await override(owner, id.dev!, 'no')).toMatchObject({ status: 400 });
    // Without a device token nobody overrides, even an owner.
    const noDevice = await send(
      '/api/kiosk/overrides',
      'POST',
      { client_id: randomUUID(), member_id: id.dev, reason: 'Card left at home' },
      { authorization: `Bearer ${owner.accessToken}` },
    );
    expect(noDevice.status).toBe(401);

    // The dialog's list: the owner finds anyone, the in-charge only their people, others nobody.
    const people = async (user: TestUser, q: string) => {
      const r = await fetch(`${server.url}/api/kiosk/override-people?q=${encodeURIComponent(q)}`, {
        headers: {
          apikey: server.anonKey,
          'x-device-token': token,
          authorization: `Bearer ${user.accessToken}`,
        },
      });
      return {
        status: r.status,
        body: (await r.json()) as { people?: Array<{ full_name: string }> },
      };
    };
    expect((await people(owner, 'e-10')).body.people?.map((p) => p.full_name)).toEqual([
      'Dev Malhotra',
      'Priya Nair',
    ]);
    expect((await people(inchargeUser, '')).body.people?.map((p) => p.full_name)).toEqual([
      'Dev Malhotra',
    ]);
    expect((await people(priyaUser, '')).status).toBe(403);

    await sql('delete from public.attendance_records where member_id = $1', [id.dev]);
    const marked = await override(inchargeUser, id.dev!, 'Card left at home, face not enrolled');
    expect(marked).toMatchObject({ status: 200, body: { outcome: 'checked_in' } });
    const [record] = await sql<{
      id: string;
      method: string;
      flags: string[];
      note: string;
      marked_by: string;
    }>(
      'select id, method, flags, note, marked_by from public.attendance_records where member_id = $1',
      [id.dev],
    );
    expect(record).toMatchObject({
      method: 'manual',
      flags: ['override'],
      note: 'Override: Card left at home, face not enrolled',
      marked_by: inchargeUser.id,
    });
    const audit = await sql<{ actor_id: string; created_at: Date }>(
      "select actor_id, created_at from public.audit_log where entity = 'attendance_records' and entity_id = $1 order by created_at",
      [record!.id],
    );
    expect(audit.length).toBeGreaterThan(0);
    expect(audit.every((a) => a.actor_id === inchargeUser.id)).toBe(true);
  });

  it('automatic check-out at the shift end under a controlled clock, flagged in records and days', async () => {
    const date = '2026-11-20';
    const [shift] = await sql<{ id: string }>(
      "insert into public.shifts (org_id, name, starts_at, ends_at) values ($1, 'General', '09:00', '17:30') returning id",
      [orgId],
    );
    await sql('update public.memberships set shift_id = $2 where id = $1', [id.priya, shift!.id]);
    await sql(
      `insert into public.attendance_records (org_id, member_id, date, shift_id, check_in_at, status, method)
       values ($1, $2, $3, $4, $5, 'present', 'card'), ($1, $6, $3, null, $5, 'present', 'card')`,
      [orgId, id.priya, date, shift!.id, ist(date, '09:02'), id.dev],
    );
    await sql(
      "update public.organizations set auto_check_out = 'shift_end', auto_check_out_time = '18:00' where id = $1",
      [orgId],
    );
    const db = server.app.ctx.database.db;
    const worker = new JobWorker(db, autoCheckOutSchedule.handlers);
    const read = () =>
      sql<{ member_id: string; check_out_at: Date | null; flags: string[] }>(
        'select member_id, check_out_at, flags from public.attendance_records where date = $1 and org_id = $2 order by member_id',
        [date, orgId],
      );
    await runAutoCheckOuts(db, worker, ist(date, '17:29'));
    expect((await read()).every((r) => r.check_out_at === null)).toBe(true);
    await runAutoCheckOuts(db, worker, ist(date, '17:35'));
    const afterShift = await read();
    const priya = afterShift.find((r) => r.member_id === id.priya)!;
    expect(new Date(priya.check_out_at!).toISOString()).toBe(ist(date, '17:30').toISOString());
    expect(priya.flags).toEqual(['auto_check_out']);
    // Dev has no shift: checked out at the organisation's fixed time, not before.
    expect(afterShift.find((r) => r.member_id === id.dev)!.check_out_at).toBeNull();
    await runAutoCheckOuts(db, worker, ist(date, '18:05'));
    await runAutoCheckOuts(db, worker, ist(date, '18:10')); // the same job is never made twice
    const dev = (await read()).find((r) => r.member_id === id.dev)!;
    expect(new Date(dev.check_out_at!).toISOString()).toBe(ist(date, '18:00').toISOString());
    expect(dev.flags).toEqual(['auto_check_out']);
    // The closure later finds nothing missing.
    await closeFinishedPeriods(server.app.ctx, ist('2026-11-21', '06:00'));
    const closed = (await read()).filter((r) => r.member_id === id.priya || r.member_id === id.dev);
    expect(closed.map((r) => r.flags)).toEqual([['auto_check_out'], ['auto_check_out']]);
    const jobs = await sql<{ status: string }>(
      "select status from private.jobs where name = 'attendance.auto_check_out' and key like $1",
      [`%${orgId}%${date}`],
    );
    expect(jobs.map((j) => j.status)).toEqual(['done', 'done']);
    // The timesheet reads the person's records through the data API: the flag is there.
    const rows = await api(priyaUser).get<Array<{ flags: string[] }>>(
      `/rest/v1/attendance_records?select=flags,check_out_at&member_id=eq.${id.priya}&date=eq.${date}`,
    );
    expect(rows.body).toEqual([{ flags: ['auto_check_out'], check_out_at: expect.any(String) }]);
  });

  it('at most N corrections a month: the N+1th is refused with a clear message, also by the database', async () => {
    await sql('update public.organizations set corrections_per_month = 2 where id = $1', [orgId]);
    const allowance = () =>
      api(priyaUser)
        .get(`/api/me/correction-allowance?org_id=${orgId}`)
        .then((r) => r.body);
    expect(await allowance()).toMatchObject({ limit: 2, used: 0, remaining: 2 });
    const today = DateTime.now().setZone(ZONE).toISODate()!;
    const ask = () =>
      api(priyaUser).post('/api/correction-requests', {
        org_id: orgId,
        date: today,
        check_out_at: new Date(Date.now() - 60_000).toISOString(),
        reason: 'Forgot to check out',
      });
    expect((await ask()).status).toBe(201);
    expect(await allowance()).toMatchObject({ used: 1, remaining: 1 });
    expect((await ask()).status).toBe(201);
    const third = await ask();
    expect(third).toMatchObject({
      status: 409,
      body: {
        code: 'correction_limit_reached',
        message:
          'You have used all 2 correction requests allowed this month. Ask your in-charge or the office to correct the record.',
      },
    });
    expect(await allowance()).toMatchObject({ used: 2, remaining: 0 });
    // Any other writer meets the same limit in the database.
    await expect(
      kysql`insert into public.correction_requests (org_id, member_id, date, check_out_at, reason)
            values (${orgId}::uuid, ${id.priya}::uuid, ${today}::date, now(), 'by hand')`.execute(
        server.app.ctx.database.db,
      ),
    ).rejects.toThrow(/correction limit reached: 2 of 2/);
    // Unlimited again when the setting is emptied.
    await sql('update public.organizations set corrections_per_month = null where id = $1', [
      orgId,
    ]);
    expect(await allowance()).toMatchObject({ limit: null, remaining: null });
    expect((await ask()).status).toBe(201);
  });
});
