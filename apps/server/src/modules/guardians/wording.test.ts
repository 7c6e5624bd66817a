import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';
import { startStandIn, type StandIn } from './providers/stand-in.js';
import { plainTemplate } from './wording.js';

type Who = 'principal' | 'teacher' | 'student' | 'outsider';
type WordingAnswer = {
  wording: Record<string, Record<string, { subject?: string; body?: string }>>;
  defaults: Record<string, Record<string, { subject: string; body: string }>>;
  placeholders: Record<string, string[]>;
};

describe("the organisation's own wording of guardian messages (issue 15, item 6)", () => {
  let server: TestServer;
  let sms: StandIn;
  const user = {} as Record<Who, TestUser>;
  const id: Record<string, string> = {};

  const call = async <T = Record<string, unknown>>(
    who: Who,
    method: string,
    path: string,
    body?: unknown,
  ) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${user[who].accessToken}`,
        'accept-language': 'en',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };
  const wordingPath = () => `/api/organizations/${id.school}/guardian-wording`;
  const stored = async () =>
    (
      await server.sql<{ wording: unknown }>(
        'select wording from public.guardian_alert_settings where org_id = $1',
        [id.school],
      )
    )[0]?.wording ?? null;
  /** A waiting message, as the planner writes one; the sweep renders and sends it. */
  const pending = (kind: string, phone: string, locale: string, params: object) =>
    server.sql(
      `insert into public.guardian_deliveries (org_id, member_id, day, kind, channel, recipient_name, address, locale, params)
       values ($1, $2, current_date, $3, 'sms', 'Sunita Verma', $4, $5, $6)`,
      [id.school, id.asha, kind, phone, locale, JSON.stringify(params)],
    );
  const texts = () => sms.received.map((r) => JSON.parse(r.body) as { to: string; text: string });
  // 11:00 in India: outside the default quiet hours (21:00–07:00).
  const sweepNow = () =>
    server.app.guardianAlerts.sweep(
      DateTime.now().setZone('Asia/Kolkata').set({ hour: 11, minute: 0 }).toJSDate(),
    );

  beforeAll(async () => {
    sms = await startStandIn(() => ({ status: 200, body: { accepted: true } }));
    server = await startTestServer({
      SMS_PROVIDER: 'http',
      SMS_API_URL: `${sms.url}/v1/messages`,
      SMS_HTTP_BODY: '{"to":"{to}","text":"{text}"}',
    });
    for (const [key, userType] of [
      ['principal', 'Institute'],
      ['teacher', 'Teacher'],
      ['student', 'Student'],
      ['outsider', 'Institute'],
    ] as const)
      user[key] = await createTestUser(server, { userType, metadata: { full_name: key } });
    id.school = (
      await call<{ id: string }>('principal', 'POST', '/api/organizations', {
        name: 'Sunrise Public School',
        kind: 'institute',
      })
    ).body.id;
    await call('outsider', 'POST', '/api/organizations', { name: 'Other', kind: 'institute' });
    const member = async (name: string, role: string, userId: string | null) =>
      (
        await server.sql<{ id: string }>(
          "insert into public.memberships (org_id, user_id, full_name, role, status) values ($1, $2, $3, $4, 'active') returning id",
          [id.school, userId, name, role],
        )
      )[0]!.id;
    await member('Farah Khan', 'teacher', user.teacher.id);
    id.asha = await member('Asha Verma', 'student', user.student.id);
  });
  afterAll(async () => {
    await server?.close();
    await sms?.close();
  });

  it("offers the catalogue's wording as templates, with each kind's placeholders", async () => {
    const answer = await call<WordingAnswer>('principal', 'GET', wordingPath());
    expect(answer.status).toBe(200);
    expect(answer.body.wording).toEqual({});
    expect(answer.body.defaults.absence!.en!.body).toBe(
      '{org}: {student} was marked absent on {date}. If this is unexpected, please contact the school.',
    );
    // The summaries' choice between "meets" and "below" is the {rule} placeholder.
    expect(answer.body.defaults.weekly_summary!.hi!.body).toMatch(/\{rule\}$/);
    expect(answer.body.defaults.weekly_summary!.hi!.body).not.toContain('select');
    expect(answer.body.placeholders.absence).toEqual(['student', 'org', 'date']);
    expect(answer.body.placeholders.monthly_summary).toContain('month');
    expect(plainTemplate('a {meets, select, yes {x {minimum}} other {y}} b')).toBe('a {rule} b');
  });

  it('refuses an unknown placeholder or a lone brace, saying where and what may be used', async () => {
    const unknown = await call<{ code: string; message: string; fields: Record<string, string> }>(
      'principal',
      'PUT',
      wordingPath(),
      { absence: { hi: { body: '{student} आज {class} में अनुपस्थित हैं।' } } },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('unknown_placeholder');
    expect(unknown.body.message).toBe(
      'The text of the absence alert message in Hindi uses {class}, which it cannot fill. It may use: {student}, {org}, {date}.',
    );
    expect(Object.keys(unknown.body.fields)).toEqual(['absence.hi.body']);
    const brace = await call<{ code: string }>('principal', 'PUT', wordingPath(), {
      late: { en: { subject: '{student late today' } },
    });
    expect(brace.status).toBe(400);
    expect(brace.body.code).toBe('unbalanced_brace');
    // {month} belongs to the monthly summary only.
    const month = await call('principal', 'PUT', wordingPath(), {
      weekly_summary: { en: { body: '{student} in {month}' } },
    });
    expect(month.status).toBe(400);
    // An unknown kind or language is refused by the schema.
    const kind = await call('principal', 'PUT', wordingPath(), { holiday: {} });
    expect(kind.status).toBe(400);
    expect(await stored()).toBeNull();
  });

  it('is changed by the owner only', async () => {
    const body = { absence: { en: { body: 'Hacked {student}' } } };
    for (const who of ['teacher', 'student', 'outsider'] as const) {
      expect((await call(who, 'PUT', wordingPath(), body)).status).toBe(403);
      expect((await call(who, 'GET', wordingPath())).status).toBe(403);
    }
    expect(await stored()).toBeNull();
    // Nor straight through the data API: the row's policies are the owner's.
    const direct = await fetch(`${server.url}/rest/v1/guardian_alert_settings`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${user.teacher.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ org_id: id.school, wording: body }),
    });
    expect(direct.status).toBeGreaterThanOrEqual(400);
    expect(await stored()).toBeNull();
  });

  it("sends the organisation's wording to guardians, and the catalogue's where it has none", async () => {
    const saved = await call<WordingAnswer>('principal', 'PUT', wordingPath(), {
      absence: {
        en: {
          body: 'Dear parent, {student} is not in school today ({date}). — {org}',
          subject: '',
        },
        hi: { body: '  ' },
      },
      weekly_summary: { hi: { body: '{student}: {percent}% उपस्थिति। {rule}' } },
    });
    expect(saved.status).toBe(200);
    // Empty texts are not kept: they use the catalogue's.
    expect(saved.body.wording).toEqual({
      absence: { en: { body: 'Dear parent, {student} is not in school today ({date}). — {org}' } },
      weekly_summary: { hi: { body: '{student}: {percent}% उपस्थिति। {rule}' } },
    });
    expect(await stored()).toEqual(saved.body.wording);

    await pending('absence', '+919876543210', 'en', {
      student: 'Asha Verma',
      org: 'Sunrise Public School',
      date: '2026-11-26',
    });
    await pending('weekly_summary', '+919876543211', 'hi', {
      student: 'Asha Verma',
      org: 'Sunrise Public School',
      date: '2026-11-26',
      percent: 70,
      minimum: 75,
      present: 14,
      working: 20,
    });
    await pending('late', '+919876543212', 'en', {
      student: 'Asha Verma',
      org: 'Sunrise Public School',
      date: '2026-11-26',
    });
    await sweepNow();
    const byPhone = Object.fromEntries(texts().map((t) => [t.to, t.text]));
    expect(byPhone['+919876543210']).toBe(
      'Dear parent, Asha Verma is not in school today (26 Nov 2026). — Sunrise Public School',
    );
    expect(byPhone['+919876543211']).toBe(
      'Asha Verma: 70% उपस्थिति। यह आवश्यक 75% से कम है; कृपया विद्यालय से बात करें।',
    );
    // No wording of its own for the late note: the catalogue's.
    expect(byPhone['+919876543212']).toBe(
      'Sunrise Public School: Asha Verma arrived late on 26 Nov 2026.',
    );

    // Reset to the default: an empty wording.
    const reset = await call<WordingAnswer>('principal', 'PUT', wordingPath(), {});
    expect(reset.body.wording).toEqual({});
    sms.received.length = 0;
    await server.sql(
      "update public.guardian_deliveries set status = 'pending', kind = kind where kind = 'absence'",
    );
    await server.sql("delete from public.guardian_deliveries where kind <> 'absence'");
    await sweepNow();
    expect(texts().map((t) => t.text)).toEqual([
      'Sunrise Public School: Asha Verma was marked absent on 26 Nov 2026. If this is unexpected, please contact the school.',
    ]);
  });
});
