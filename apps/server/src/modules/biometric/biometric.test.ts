import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/clients.js';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';
import { type TerminalPunch, ZktecoTerminal } from '../../test/zkteco-terminal.js';
import { ICLOCK_REQUESTS_PER_MINUTE } from './routes.js';

const ZONE = 'Asia/Kolkata';
const PEOPLE = 100;
/** People whose device user id matches no employee code: mapped by the owner later. */
const UNMAPPED = [95, 96, 97, 98, 99];
const code = (i: number) => `E${String(i + 1).padStart(3, '0')}`;
const devicePin = (i: number) => (UNMAPPED.includes(i) ? `90${i}` : code(i));
/** A local wall-clock time in India `daysAgo` days before today there, as a device writes it. */
const local = (daysAgo: number, minutesAfterMidnight: number) =>
  DateTime.now()
    .setZone(ZONE)
    .minus({ days: daysAgo })
    .startOf('day')
    .plus({ minutes: minutesAfterMidnight })
    .toFormat('yyyy-MM-dd HH:mm:ss');

/**
 * Person i's five punches two days ago: in (late for some), a second tap two minutes later, out and
 * back for lunch, and out in the evening — 500 punches for 100 people.
 */
function dayOf(i: number): TerminalPunch[] {
  const o = i % 80;
  const at = [
    8 * 60 + 50 + o,
    8 * 60 + 52 + o,
    13 * 60 + o,
    13 * 60 + 50 + o,
    18 * 60 + o + (i % 7) * 3,
  ];
  return at.map((m, k) => ({ pin: devicePin(i), localTime: local(2, m), state: k % 2 }));
}

type DayRow = {
  person: string;
  date: string;
  check_in_at: Date;
  check_out_at: Date | null;
  status: string;
};

describe('biometric devices (eSSL/ZKTeco ADMS push)', () => {
  let server: TestServer;
  let owner: TestUser;
  let otherOwner: TestUser;
  let orgId: string;
  let kioskOrgId: string;
  let kioskToken: string;
  let deviceId: string;
  const SERIAL = 'CQZ7231560001';
  const api = (user?: TestUser) => apiAs(server.url, server.anonKey, user?.accessToken);

  const addPeople = async (org: string, column: 'employee_code' | 'card_number') => {
    await server.sql(
      `insert into public.memberships (org_id, full_name, role, status, ${column}, created_at)
       select $1, 'Person ' || n, 'employee', 'active', 'E' || lpad((n + 1)::text, 3, '0'), now() - interval '30 days'
         from generate_series(0, $2 - 1) n`,
      [org, PEOPLE],
    );
    // A general shift for everyone, so check-ins are on time or late as at a kiosk.
    await server.sql(
      `with s as (insert into public.shifts (org_id, name, starts_at, ends_at) values ($1, 'General', '09:30', '18:30') returning id)
       update public.memberships set shift_id = (select id from s) where org_id = $1 and role = 'employee'`,
      [org],
    );
  };

  const days = (org: string, column: string) =>
    server.sql<DayRow>(
      `select m.${column} as person, r.date, r.check_in_at, r.check_out_at, r.status
         from public.attendance_records r join public.memberships m on m.id = r.member_id
        where r.org_id = $1 order by 1, 2`,
      [org],
    );

  beforeAll(async () => {
    server = await startTestServer();
    owner = await createTestUser(server, {
      userType: 'Company',
      metadata: { full_name: 'Anita Desai' },
    });
    otherOwner = await createTestUser(server, {
      userType: 'Company',
      metadata: { full_name: 'Rohan Mehta' },
    });
    orgId = (
      await api(owner).post<{ id: string }>('/api/organizations', {
        name: 'Sahyadri Foods',
        kind: 'company',
      })
    ).body.id;
    kioskOrgId = (
      await api(otherOwner).post<{ id: string }>('/api/organizations', {
        name: 'Kiosk Twin',
        kind: 'company',
      })
    ).body.id;
    await server.sql('update public.organizations set timezone = $1 where id = any($2::uuid[])', [
      ZONE,
      [orgId, kioskOrgId],
    ]);
    await addPeople(orgId, 'employee_code');
    await addPeople(kioskOrgId, 'card_number');
    const kiosk = await api(otherOwner).post<{ token: string }>(
      `/api/organizations/${kioskOrgId}/devices`,
      {
        name: 'Gate',
        methods: ['card'],
      },
    );
    expect(kiosk.status).toBe(201);
    kioskToken = kiosk.body.token;
  }, 60_000);
  afterAll(async () => server?.close());

  it('refuses a serial number nobody registered, and shows it to an owner on the same network', async () => {
    const stranger = new ZktecoTerminal(server.url, SERIAL);
    const hello = await stranger.handshake();
    expect(hello.status).toBe(403);
    expect(hello.body).toContain('Unknown device');
    expect((await stranger.upload([{ pin: 'E001', localTime: local(1, 600) }])).status).toBe(403);
    expect((await stranger.poll()).answer.status).toBe(403);
    expect(await server.sql('select 1 from public.biometric_punches')).toHaveLength(0);

    const seen = await api(owner).get<{
      unknown_serials: { serial_number: string; contacts: number }[];
    }>(`/api/organizations/${orgId}/biometric`);
    expect(seen.status).toBe(200);
    expect(seen.body.unknown_serials).toEqual([
      expect.objectContaining({ serial_number: SERIAL, contacts: 3 }),
    ]);

    const bad = await api(owner).post(`/api/organizations/${orgId}/biometric/devices`, {
      serial_number: 'no spaces allowed',
      name: 'Gate',
    });
    expect(bad.status).toBe(400);
    expect(
      await api(otherOwner).post(`/api/organizations/${orgId}/biometric/devices`, {
        serial_number: SERIAL,
        name: 'Gate',
      }),
    ).toMatchObject({ status: 404 });

    const made = await api(owner).post<{ id: string; timezone: string }>(
      `/api/organizations/${orgId}/biometric/devices`,
      { serial_number: SERIAL, name: 'Factory gate' },
    );
    expect(made.status).toBe(201);
    expect(made.body.timezone).toBe(ZONE);
    deviceId = made.body.id;
    const again = await api(otherOwner).post(`/api/organizations/${kioskOrgId}/biometric/devices`, {
      serial_number: SERIAL,
      name: 'Mine now',
    });
    expect(again).toMatchObject({ status: 409 });
  });

  it('500 punches for 100 people, out of order and repeated, give every day a kiosk would', async () => {
    const terminal = new ZktecoTerminal(server.url, SERIAL);
    const hello = await terminal.handshake();
    expect(hello.status).toBe(200);
    expect(hello.body.split('\n')[0]).toBe(`GET OPTION FROM: ${SERIAL}`);
    expect(terminal.options).toMatchObject({
      ATTLOGStamp: 'None',
      Realtime: '1',
      TransInterval: '1',
      TimeZone: '330',
    });

    const everyone = Array.from({ length: PEOPLE }, (_, i) => dayOf(i));
    terminal.log.push(...everyone.flat().sort((a, b) => a.localTime.localeCompare(b.localTime)));
    expect(terminal.log).toHaveLength(500);
    // Out of order: the afternoon of the first half, then every morning, then the rest.
    const afternoon = (from: number, to: number) =>
      everyone.slice(from, to).flatMap((d) => d.slice(2));
    const mornings = everyone.flatMap((d) => d.slice(0, 2));
    expect(await terminal.upload(afternoon(0, 50))).toEqual({ status: 200, body: 'OK: 150' });
    expect(await terminal.upload(mornings.slice().reverse())).toEqual({
      status: 200,
      body: 'OK: 200',
    });
    expect(await terminal.upload(afternoon(50, 100))).toEqual({ status: 200, body: 'OK: 150' });
    // Sent again (a device that missed the answer): the same punches, nothing counted twice.
    expect(await terminal.upload(mornings.slice(0, 60))).toEqual({ status: 200, body: 'OK: 60' });
    expect(await terminal.uploadOperations(['USER PIN=E001\tName=Person 0\tPri=0'])).toEqual({
      status: 200,
      body: 'OK: 1',
    });
    expect((await terminal.poll()).answer.body).toBe('OK');

    // The owner asks for the week again: the device gets the command at its next poll.
    const refetch = await api(owner).post<{ id: string; command: string }>(
      `/api/biometric/devices/${deviceId}/refetch`,
      { days: 7 },
    );
    expect(refetch.status).toBe(201);
    expect(refetch.body.command).toMatch(
      /^DATA QUERY ATTLOG StartTime=\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\tEndTime=/,
    );
    const polled = await terminal.poll();
    expect(polled.answer.body).toBe(`C:${refetch.body.id}:${refetch.body.command}`);
    expect(polled.ack).toEqual(expect.objectContaining({ status: 200, body: 'OK' }));
    expect((await terminal.poll()).answer.body).toBe('OK');
    const [command] = await server.sql<{ return_code: number; acknowledged_at: Date | null }>(
      'select return_code, acknowledged_at from public.biometric_commands where id = $1',
      [refetch.body.id],
    );
    expect(command).toMatchObject({ return_code: 0 });
    expect(command!.acknowledged_at).not.toBeNull();

    // The device resumes after the last stamp it sent.
    await terminal.handshake();
    expect(terminal.options.ATTLOGStamp).toBe('5');

    expect(
      await server.sql('select 1 from public.biometric_punches where device_id = $1', [deviceId]),
    ).toHaveLength(500);
    const overview = await api(owner).get<{
      unknown_pins: { pin: string; punches: number }[];
      devices: {
        serial_number: string;
        last_contact_at: string | null;
        device_info: string | null;
      }[];
      recent: unknown[];
    }>(`/api/organizations/${orgId}/biometric`);
    expect(overview.body.unknown_pins.map((p) => [p.pin, p.punches])).toEqual(
      UNMAPPED.map((i) => [devicePin(i), 5]),
    );
    expect(overview.body.devices[0]!.last_contact_at).not.toBeNull();
    expect(overview.body.devices[0]!.device_info).toMatch(/^Ver 8\.0\.4\.2/);
    expect(overview.body.recent).toHaveLength(50);

    // The punches of the five unknown PINs wait; mapping each applies them.
    expect((await days(orgId, 'employee_code')).map((d) => d.person)).not.toContain(code(95));
    for (const i of UNMAPPED) {
      const [member] = await server.sql<{ id: string }>(
        'select id from public.memberships where org_id = $1 and employee_code = $2',
        [orgId, code(i)],
      );
      const mapped = await api(owner).post<{ applied: number; waiting: number }>(
        `/api/organizations/${orgId}/biometric/pins`,
        { pin: devicePin(i), member_id: member!.id },
      );
      expect(mapped).toMatchObject({ status: 200, body: { applied: 5, waiting: 0 } });
    }

    // The same 500 punches through a kiosk, in the order they were punched.
    for (const punch of terminal.log) {
      const i = Number(/^90(\d+)$/.exec(punch.pin)?.[1] ?? Number(punch.pin.slice(1)) - 1);
      const at = DateTime.fromFormat(punch.localTime, 'yyyy-MM-dd HH:mm:ss', { zone: ZONE });
      const response = await fetch(`${server.url}/api/kiosk/check-ins`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-device-token': kioskToken },
        body: JSON.stringify({
          client_id: randomUUID(),
          method: 'card',
          code: code(i),
          at: at.toISO(),
        }),
      });
      expect(response.status).toBe(200);
    }

    const fromDevice = await days(orgId, 'employee_code');
    const fromKiosk = await days(kioskOrgId, 'card_number');
    expect(fromDevice).toHaveLength(PEOPLE);
    expect(fromDevice).toEqual(fromKiosk);
    // And the day is what the punches say: first in, last out.
    for (const [i, day] of fromDevice.entries()) {
      const punches = dayOf(i).map((p) =>
        DateTime.fromFormat(p.localTime, 'yyyy-MM-dd HH:mm:ss', { zone: ZONE }).toJSDate(),
      );
      expect(new Date(day.check_in_at)).toEqual(punches[0]);
      expect(new Date(day.check_out_at!)).toEqual(punches[4]);
    }
    const scans = await server.sql<{ method: string; outcome: string; n: number }>(
      `select method, outcome, count(*)::int as n from public.attendance_scans
        where org_id = $1 group by 1, 2 order by 2`,
      [orgId],
    );
    expect(scans.every((s) => s.method === 'biometric')).toBe(true);
    expect(scans.reduce((n, s) => n + s.n, 0)).toBe(500);
  }, 240_000);

  it('reads local times in the device’s own time zone', async () => {
    const made = await api(owner).post<{ id: string }>(
      `/api/organizations/${orgId}/biometric/devices`,
      {
        serial_number: 'DXB0000042',
        name: 'Dubai office',
        timezone: 'Asia/Dubai',
      },
    );
    expect(made.status).toBe(201);
    const terminal = new ZktecoTerminal(server.url, 'DXB0000042');
    expect((await terminal.handshake()).status).toBe(200);
    expect(terminal.options.TimeZone).toBe('4');
    await terminal.upload([{ pin: code(3), localTime: local(1, 9 * 60) }]);
    const [record] = await server.sql<{ check_in_at: Date }>(
      `select r.check_in_at from public.attendance_records r join public.memberships m on m.id = r.member_id
        where m.org_id = $1 and m.employee_code = $2 and r.date = $3`,
      [orgId, code(3), DateTime.now().setZone(ZONE).minus({ days: 1 }).toISODate()],
    );
    const expected = DateTime.fromFormat(local(1, 9 * 60), 'yyyy-MM-dd HH:mm:ss', {
      zone: 'Asia/Dubai',
    });
    expect(new Date(record!.check_in_at).toISOString()).toBe(expected.toUTC().toISO());

    // Some firmware sends its lines without a content type at all.
    const bare = await fetch(`${server.url}/iclock/cdata?SN=DXB0000042&table=ATTLOG&Stamp=77`, {
      method: 'POST',
      body: new TextEncoder().encode(`${code(3)}\t${local(1, 18 * 60)}\t1\t1\t0\t0\t0\n`),
    });
    expect(await bare.text()).toBe('OK: 1');
    const [after] = await server.sql<{ check_out_at: Date }>(
      `select r.check_out_at from public.attendance_records r join public.memberships m on m.id = r.member_id
        where m.org_id = $1 and m.employee_code = $2 and r.date = $3`,
      [orgId, code(3), DateTime.now().setZone(ZONE).minus({ days: 1 }).toISODate()],
    );
    expect(after!.check_out_at).not.toBeNull();
  });

  it('imports the desktop software’s attlog.dat and CSV exports through the same path', async () => {
    const attlog = [
      `        ${code(10)}\t${local(1, 9 * 60 + 5)}\t0\t1\t0\t0\t0`,
      `        ${code(10)}\t${local(1, 17 * 60 + 45)}\t1\t1\t0\t0\t0`,
      `        ${code(11)}\t${local(10, 9 * 60)}\t0\t1\t0\t0\t0`,
      `        7777\t${local(1, 9 * 60)}\t0\t1\t0\t0\t0`,
      'garbage line',
    ].join('\r\n');
    const first = await api(owner).post(`/api/organizations/${orgId}/biometric/imports`, {
      device_id: deviceId,
      file_name: 'attlog.dat',
      content: attlog,
    });
    expect(first).toMatchObject({
      status: 200,
      body: { received: 4, stored: 4, applied: 2, refused: 1, waiting: 1, rejected: 1 },
    });
    const [old] = await server.sql<{ outcome: string; note: string }>(
      "select outcome, note from public.biometric_punches where pin = $1 and source = 'import'",
      [code(11)],
    );
    expect(old).toMatchObject({ outcome: 'refused' });
    expect(old!.note).toContain('older than 7 days');
    const again = await api(owner).post(`/api/organizations/${orgId}/biometric/imports`, {
      device_id: deviceId,
      content: attlog,
    });
    expect(again).toMatchObject({ status: 200, body: { stored: 0, applied: 0 } });

    const day = DateTime.now().setZone(ZONE).minus({ days: 1 });
    const csv = [
      'AC-No.,Name,Time,State',
      `${code(12)},Person 12,${day.toFormat('dd/MM/yyyy')} 09:12 AM,C/In`,
      `${code(12)},Person 12,${day.toFormat('dd/MM/yyyy')} 06:40 PM,C/Out`,
    ].join('\n');
    const imported = await api(owner).post(`/api/organizations/${orgId}/biometric/imports`, {
      device_id: deviceId,
      content: csv,
    });
    expect(imported).toMatchObject({ status: 200, body: { stored: 2, applied: 2 } });
    const [record] = await server.sql<{ check_in_at: Date; check_out_at: Date }>(
      `select r.check_in_at, r.check_out_at from public.attendance_records r
         join public.memberships m on m.id = r.member_id
        where m.org_id = $1 and m.employee_code = $2 and r.date = $3`,
      [orgId, code(12), day.toISODate()],
    );
    expect(
      DateTime.fromJSDate(new Date(record!.check_in_at), { zone: ZONE }).toFormat('HH:mm'),
    ).toBe('09:12');
    expect(
      DateTime.fromJSDate(new Date(record!.check_out_at), { zone: ZONE }).toFormat('HH:mm'),
    ).toBe('18:40');

    expect(
      await api(owner).post(`/api/organizations/${orgId}/biometric/imports`, {
        device_id: deviceId,
        content: 'hello,world\n1,2',
      }),
    ).toMatchObject({ status: 400 });
    expect(
      await api(otherOwner).post(`/api/organizations/${orgId}/biometric/imports`, {
        device_id: deviceId,
        content: attlog,
      }),
    ).toMatchObject({ status: 404 });
  });

  it('shows an organisation’s devices and punches to its owner only', async () => {
    const mine = await owner.client.from('biometric_devices').select('serial_number');
    expect(mine.data?.map((d) => d.serial_number).sort()).toEqual(['CQZ7231560001', 'DXB0000042']);
    const theirs = await otherOwner.client.from('biometric_devices').select('id');
    expect(theirs.data).toEqual([]);
    const punches = await otherOwner.client.from('biometric_punches').select('id').limit(5);
    expect(punches.data).toEqual([]);
    expect((await owner.client.from('biometric_punches').select('id').limit(5)).data).toHaveLength(
      5,
    );
    expect((await api(otherOwner).get(`/api/organizations/${orgId}/biometric`)).status).toBe(404);
    expect((await api(otherOwner).delete(`/api/biometric/devices/${deviceId}`)).status).toBe(404);
  });

  it('rate-limits a terminal', async () => {
    let status = 200;
    for (let n = 0; n <= ICLOCK_REQUESTS_PER_MINUTE && status !== 429; n += 1) {
      status = (await fetch(`${server.url}/iclock/getrequest?SN=FLOOD00001`)).status;
    }
    expect(status).toBe(429);
  });
});
