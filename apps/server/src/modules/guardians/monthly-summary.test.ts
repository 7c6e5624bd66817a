import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/clients.js';
import { createTestUser, startTestServer, type TestServer } from '../../test/harness.js';
import { type MailCatcher, startMailCatcher } from '../../test/mail-catcher.js';

const ZONE = 'Asia/Kolkata';
/** The sweep's clock: a wall-clock time in the school's zone. */
const at = (date: string, time: string) =>
  DateTime.fromISO(`${date}T${time}`, { zone: ZONE }).toJSDate();

describe('the guardians’ monthly summary', () => {
  let server: TestServer;
  let mail: MailCatcher;
  let school: string;
  let save: (changes: Record<string, unknown>) => Promise<{ status: number }>;

  beforeAll(async () => {
    mail = await startMailCatcher();
    server = await startTestServer({ SMTP_URL: mail.url });
    const principal = await createTestUser(server, { userType: 'Institute' });
    const api = apiAs(server.url, server.anonKey, principal.accessToken);
    school = (
      await api.post<{ id: string }>('/api/organizations', {
        name: 'Sunrise Public School',
        kind: 'institute',
      })
    ).body.id;
    const settings = {
      absence_alerts: false,
      late_notes: false,
      weekly_summary: false,
      cutoff_time: '10:00',
      summary_weekday: 6,
      summary_time: '17:00',
      quiet_start: '21:00',
      quiet_end: '07:00',
      daily_cap: 3,
    };
    save = (changes) =>
      api.post(`/api/organizations/${school}/guardian-alerts`, { ...settings, ...changes });
    expect((await save({})).status).toBe(200);

    // September 2026: Asha at school 17 days, half a day once, absent twice, on leave once (not
    // counted); Kabir 12 of 20. A record of October does not count.
    const student = async (name: string, guardian: Record<string, unknown>) => {
      const [row] = await server.sql<{ id: string }>(
        `insert into public.memberships (org_id, full_name, role, status, created_at)
         values ($1, $2, 'student', 'active', '2026-06-01') returning id`,
        [school, name],
      );
      expect(
        (
          await api.post(`/api/members/${row!.id}/guardians/1`, {
            relationship: 'mother',
            phone: '',
            consent: true,
            ...guardian,
          })
        ).status,
      ).toBe(200);
      return row!.id;
    };
    const asha = await student('Asha Verma', {
      full_name: 'Sunita Verma',
      email: 'sunita@example.in',
      locale: 'en',
    });
    const kabir = await student('Kabir Das', {
      full_name: 'Rekha Das',
      email: 'rekha@example.in',
      locale: 'hi',
    });
    const days = (count: number, start: number) =>
      Array.from({ length: count }, (_, i) => `2026-09-${String(start + i).padStart(2, '0')}`);
    const mark = (member: string, dates: string[], status: string) =>
      server.sql(
        `insert into public.attendance_records (org_id, member_id, date, status, method)
         select $1, $2, d::date, $3, 'manual' from unnest($4::text[]) d`,
        [school, member, status, dates],
      );
    await mark(asha, days(17, 1), 'present');
    await mark(asha, days(1, 18), 'half_day');
    await mark(asha, days(2, 19), 'absent');
    await mark(asha, days(1, 21), 'on_leave');
    await mark(asha, ['2026-10-01'], 'absent');
    await mark(kabir, days(12, 1), 'present');
    await mark(kabir, days(8, 13), 'absent');
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });

  it('is off by default: the first working day of the month passes without it', async () => {
    expect(await server.app.guardianAlerts.sweep(at('2026-10-01', '17:30'))).toEqual({
      planned: 0,
      sent: 0,
    });
    expect(mail.mails).toEqual([]);
  });

  it('once on, goes at the summary time with last month’s figures, in each guardian’s language, once', async () => {
    expect((await save({ monthly_summary: true })).status).toBe(200);
    expect(await server.app.guardianAlerts.sweep(at('2026-10-02', '16:59'))).toEqual({
      planned: 0,
      sent: 0,
    });
    expect(await server.app.guardianAlerts.sweep(at('2026-10-02', '17:00'))).toEqual({
      planned: 2,
      sent: 2,
    });
    const asha = mail.mails.find((m) => m.to[0] === 'sunita@example.in')!;
    expect(asha.subject).toBe('Asha Verma: attendance in September 2026');
    expect(asha.text).toContain(
      'Sunrise Public School: in September 2026, Asha Verma attended 17.5 of 20 school days (88%). This meets the 75% minimum.',
    );
    const kabir = mail.mails.find((m) => m.to[0] === 'rekha@example.in')!;
    expect(kabir.subject).toBe('Kabir Das: सितंबर 2026 की उपस्थिति');
    expect(kabir.text).toContain('विद्यालय के 20 में से 12 दिन उपस्थित रहे (60%)');
    expect(kabir.text).toContain('आवश्यक 75% से कम है');

    // Later sweeps that day, and the next working days of the month, send nothing more.
    for (const when of [
      at('2026-10-02', '17:01'),
      at('2026-10-03', '17:00'),
      at('2026-10-31', '18:00'),
    ])
      expect(await server.app.guardianAlerts.sweep(when)).toEqual({ planned: 0, sent: 0 });
    expect(mail.mails).toHaveLength(2);
    const [logged] = await server.sql<{ day: string; kind: string; n: number }>(
      `select day::text, kind, count(*)::int as n from public.guardian_deliveries
        where org_id = $1 group by 1, 2`,
      [school],
    );
    expect(logged).toEqual({ day: '2026-10-01', kind: 'monthly_summary', n: 2 });
  });
});
