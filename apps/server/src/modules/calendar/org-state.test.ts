import { INDIA_STATE_CODES } from '@ias/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';
import { hasStateList, indiaHolidays } from './india-holidays.js';

type Who = 'owner' | 'teacher' | 'student' | 'outsider';
type Suggestions = {
  state: string | null;
  org_state: string | null;
  state_listed: boolean | null;
  states: { code: string; listed: boolean }[];
  holidays: { date: string; name: string; source: string; approximate: boolean }[];
};

// The states issue 16 names as the least a list must cover.
const LARGE_STATES = [
  'MH',
  'KA',
  'TN',
  'WB',
  'UP',
  'DL',
  'GJ',
  'TS',
  'KL',
  'PB',
  'RJ',
  'BR',
] as const;

describe("an organisation's state and its holidays (issue 16, item 4)", () => {
  let server: TestServer;
  const user = {} as Record<Who, TestUser>;
  let orgId = '';

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
        prefer: 'return=representation',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };
  const storedState = async () =>
    (
      await server.sql<{ state: string | null }>(
        'select state from public.organizations where id = $1',
        [orgId],
      )
    )[0]!.state;
  const suggestions = (query: string) =>
    call<Suggestions>('owner', 'GET', `/api/calendar/holiday-suggestions?org=${orgId}&${query}`);

  beforeAll(async () => {
    server = await startTestServer();
    for (const [key, userType] of [
      ['owner', 'Institute'],
      ['teacher', 'Teacher'],
      ['student', 'Student'],
      ['outsider', 'Institute'],
    ] as const)
      user[key] = await createTestUser(server, { userType, metadata: { full_name: key } });
  });
  afterAll(async () => server?.close());

  it('is chosen when the organisation is created, and only a known code is taken', async () => {
    const bad = await call('owner', 'POST', '/api/organizations', {
      name: 'Pune Vidya Mandir',
      kind: 'institute',
      state: 'XX',
    });
    expect(bad.status).toBe(400);
    const created = await call<{ id: string; state: string | null }>(
      'owner',
      'POST',
      '/api/organizations',
      { name: 'Pune Vidya Mandir', kind: 'institute', state: 'MH' },
    );
    expect(created.status).toBe(201);
    expect(created.body.state).toBe('MH');
    orgId = created.body.id;
    expect(await storedState()).toBe('MH');
    for (const [name, role, who] of [
      ['Farah Khan', 'teacher', 'teacher'],
      ['Asha Verma', 'student', 'student'],
    ] as const)
      await server.sql(
        "insert into public.memberships (org_id, user_id, full_name, role, status) values ($1, $2, $3, $4, 'active')",
        [orgId, user[who].id, name, role],
      );
    // Without a state it is null, as for organisations created before the column.
    const plain = await call<{ state: string | null }>('outsider', 'POST', '/api/organizations', {
      name: 'Other School',
      kind: 'institute',
    });
    expect(plain.body.state).toBeNull();
  });

  it("suggests the national days and the organisation's state's, unless asked otherwise", async () => {
    const own = await suggestions('year=2026');
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ state: 'MH', org_state: 'MH', state_listed: true });
    const names = own.body.holidays.map((h) => `${h.date} ${h.name} ${h.source}`);
    expect(names).toContain('2026-02-19 Chhatrapati Shivaji Maharaj Jayanti state');
    expect(names).toContain('2026-01-26 Republic Day national');
    // A state's day on a national one is one day with both names.
    expect(names).toContain('2026-05-01 Buddha Purnima / Maharashtra Day national');

    const national = await suggestions('year=2026&state=none');
    expect(national.body.state).toBeNull();
    expect(national.body.holidays.every((h) => h.source === 'national')).toBe(true);

    const bihar = await suggestions('year=2026&state=BR');
    expect(bihar.body.holidays.map((h) => `${h.date} ${h.name}`)).toEqual(
      expect.arrayContaining(['2026-03-22 Bihar Diwas', '2026-11-15 Chhath Puja']),
    );
    // All 36 states and union territories can be chosen; a state without a list says so.
    expect(own.body.states.map((s) => s.code)).toEqual([...INDIA_STATE_CODES]);
    const goa = await suggestions('year=2026&state=GA');
    expect(goa.body).toMatchObject({ state: 'GA', state_listed: false });
    expect(goa.body.holidays.every((h) => h.source === 'national')).toBe(true);
    expect((await suggestions('year=2026&state=XX')).status).toBe(400);
  });

  it('is changed by the owner, never by a member, and every member reads it', async () => {
    const patch = (who: Who, state: unknown) =>
      call<{ state: string }[]>(who, 'PATCH', `/rest/v1/organizations?id=eq.${orgId}`, { state });
    // Members' writes match no row they may update: nothing changes.
    for (const who of ['teacher', 'student', 'outsider'] as const) {
      const refused = await patch(who, 'KL');
      expect(refused.body ?? []).toEqual([]);
      expect(await storedState()).toBe('MH');
    }
    const read = await call<{ state: string }[]>(
      'student',
      'GET',
      `/rest/v1/organizations?id=eq.${orgId}&select=name,state`,
    );
    expect(read.body).toEqual([{ name: 'Pune Vidya Mandir', state: 'MH' }]);

    // Not a state: the check constraint refuses it.
    expect((await patch('owner', 'Kerala')).status).toBeGreaterThanOrEqual(400);
    expect(await storedState()).toBe('MH');

    const saved = await patch('owner', 'KL');
    expect(saved.status).toBe(200);
    expect(saved.body[0]!.state).toBe('KL');
    const kerala = await suggestions('year=2026');
    expect(kerala.body.state).toBe('KL');
    expect(kerala.body.holidays.find((h) => h.date === '2026-08-25')).toMatchObject({
      name: 'First Onam',
      source: 'state',
      approximate: true,
    });
    // A teacher still may not ask for the suggestions (only owners apply them).
    const teacher = await call(
      'teacher',
      'GET',
      `/api/calendar/holiday-suggestions?org=${orgId}&year=2026`,
    );
    expect(teacher.status).toBe(403);

    await patch('owner', null);
    expect(await storedState()).toBeNull();
  });

  it.each(LARGE_STATES)('%s has its own days in 2026 and 2027, each in its year', (state) => {
    expect(hasStateList(state)).toBe(true);
    for (const year of [2026, 2027]) {
      const own = indiaHolidays(year, state).filter((h) => h.source === 'state');
      expect(own.length, `${state} ${year}`).toBeGreaterThan(0);
      for (const h of indiaHolidays(year, state)) {
        expect(h.date.startsWith(`${year}-`)).toBe(true);
        expect(Number.isNaN(Date.parse(`${h.date}T00:00:00Z`))).toBe(false);
        expect(new Date(`${h.date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(h.date);
      }
    }
  });
});
