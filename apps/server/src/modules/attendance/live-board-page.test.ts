import type { BoardPage } from '@ias/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/clients.js';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';

// More people than one page of the board; the live board once kept only the first 2,000 rows.
const PEOPLE = 130;
const PAGE = 50;

describe('the live board, counted and paged on the server', () => {
  let server: TestServer;
  let owner: TestUser;
  let incharge: TestUser;
  let outsider: TestUser;
  let orgId: string;
  let groupA: string;
  let groupB: string;

  const api = (user: TestUser) => apiAs(server.url, server.anonKey, user.accessToken);
  const board = (user: TestUser, query = '') =>
    api(user).get<BoardPage>(`/api/organizations/${orgId}/live/board${query}`);

  beforeAll(async () => {
    server = await startTestServer();
    owner = await createTestUser(server, { userType: 'Company' });
    incharge = await createTestUser(server, { userType: 'Incharge' });
    outsider = await createTestUser(server, { userType: 'Company' });
    orgId = (
      await api(owner).post<{ id: string }>('/api/organizations', {
        name: 'Board Mills',
        kind: 'company',
      })
    ).body.id;
    const [lead] = await server.sql<{ id: string }>(
      "insert into public.memberships (org_id, user_id, full_name, role, status) values ($1, $2, 'Asha Lead', 'incharge', 'active') returning id",
      [orgId, incharge.id],
    );
    const group = async (name: string, responsible: string | null) =>
      (
        await server.sql<{ id: string }>(
          "insert into public.groups (org_id, name, kind, responsible_id) values ($1, $2, 'department', $3) returning id",
          [orgId, name, responsible],
        )
      )[0]!.id;
    groupA = await group('Assembly', lead!.id);
    groupB = await group('Boilers', null);
    // Person 001 … Person 130: the first 80 in Assembly, the rest in Boilers.
    await server.sql(
      `with people as (
         insert into public.memberships (org_id, full_name, role, status, employee_code)
         select $1, 'Person ' || lpad(n::text, 3, '0'), 'employee', 'active', 'E' || n
           from generate_series(1, ${PEOPLE}) as n
         returning id, employee_code)
       insert into public.group_members (group_id, member_id, org_id)
       select case when substr(employee_code, 2)::int <= 80 then $2::uuid else $3::uuid end, id, $1
         from people`,
      [orgId, groupA, groupB],
    );
    // Today where the organisation is: 1–30 in, 31–40 in late, 41–50 gone home, 51–55 absent,
    // 56–60 on leave; 61–130 (and the in-charge) not in yet.
    await server.sql(
      `insert into public.attendance_records
         (org_id, member_id, date, status, check_in_at, check_out_at, method)
       select m.org_id, m.id, (now() at time zone o.timezone)::date,
              case when n <= 30 or n between 41 and 50 then 'present' when n <= 40 then 'late'
                   when n <= 55 then 'absent' else 'on_leave' end,
              case when n <= 50 then now() - interval '2 hours' end,
              case when n between 41 and 50 then now() - interval '1 minute' end,
              case when n <= 50 then 'manual' end
         from (select m.*, substr(m.employee_code, 2)::int as n from public.memberships m
                where m.org_id = $1 and m.employee_code like 'E%') m
         join public.organizations o on o.id = m.org_id
        where n <= 60`,
      [orgId],
    );
  });
  afterAll(async () => server?.close());

  it('counts everyone the owner watches, whatever the page size', async () => {
    const { status, body } = await board(owner, `?limit=${PAGE}`);
    expect(status).toBe(200);
    expect(body.counts).toEqual({
      in: 40,
      late: 10,
      left: 10,
      absent: 5,
      away: 5,
      not_in: PEOPLE - 60 + 1,
      total: PEOPLE + 1,
    });
    expect(body.matching).toBe(PEOPLE + 1);
    expect(body.people).toHaveLength(PAGE);
    expect(body.groups.map((g) => [g.name, g.counts.total, g.counts.in, g.counts.not_in])).toEqual([
      ['Assembly', 80, 40, 20],
      ['Boilers', 50, 0, 50],
    ]);
  });

  it('pages through everyone exactly once, by name', async () => {
    const seen: string[] = [];
    for (let offset = 0; offset < PEOPLE + 1; offset += PAGE) {
      const { body } = await board(owner, `?limit=${PAGE}&offset=${offset}`);
      expect(body.offset).toBe(offset);
      seen.push(...body.people.map((p) => p.full_name));
    }
    const expected = [
      'Asha Lead',
      ...Array.from({ length: PEOPLE }, (_, i) => `Person ${String(i + 1).padStart(3, '0')}`),
    ];
    expect(seen).toEqual(expected);
    const past = await board(owner, `?limit=${PAGE}&offset=500`);
    expect([past.body.people, past.body.matching]).toEqual([[], PEOPLE + 1]);
  });

  it('filters by state, group and search, with each person’s record', async () => {
    const late = (await board(owner, '?state=late')).body;
    expect(late.matching).toBe(10);
    expect(late.people[0]).toMatchObject({
      full_name: 'Person 031',
      number: 'E31',
      state: 'in',
      is_late: true,
      entry: { status: 'late', method: 'manual', check_out_at: null, flags: [] },
    });
    expect(late.people[0]!.entry!.check_in_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(late.people[0]!.entry!.date).toBe(late.date);

    const left = (await board(owner, `?state=left&group_id=${groupA}`)).body;
    expect([left.matching, left.counts.total]).toEqual([10, 80]);
    const boilers = (await board(owner, `?group_id=${groupB}&state=not_in&limit=0`)).body;
    expect([boilers.matching, boilers.people, boilers.counts.total]).toEqual([50, [], 50]);

    const found = (await board(owner, '?q=person%2012')).body;
    expect(found.people.map((p) => p.full_name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Person 12${i}`),
    );
    expect(found.counts.total).toBe(PEOPLE + 1);
    expect((await board(owner, '?q=e77')).body.people.map((p) => p.number)).toEqual(['E77']);
    // Wildcards in a search are plain characters.
    expect((await board(owner, '?q=%25')).body.matching).toBe(0);
  });

  it('shows an in-charge only the people of their groups', async () => {
    const { status, body } = await board(incharge, '?limit=200');
    expect(status).toBe(200);
    expect(body.counts.total).toBe(80);
    expect(body.people).toHaveLength(80);
    expect(body.groups.map((g) => g.name)).toEqual(['Assembly']);
    const other = (await board(incharge, `?group_id=${groupB}`)).body;
    expect([other.counts.total, other.people]).toEqual([0, []]);
  });

  it('refuses people outside the organisation and bad paging', async () => {
    expect((await board(outsider)).status).toBe(404);
    const tooMany = await board(owner, '?limit=5000');
    expect(tooMany.status).toBe(400);
    expect((await board(owner, '?state=sleeping')).status).toBe(400);
  });

  it('names the day in the stream’s snapshot and sends changes as they happen', async () => {
    const controller = new AbortController();
    const response = await fetch(`${server.url}/api/organizations/${orgId}/live`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${owner.accessToken}` },
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    const events: Array<{ event: string; data: Record<string, unknown> }> = [];
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += new TextDecoder().decode(value);
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const chunk = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(chunk)?.[1];
            const data = /^data: (.*)$/m.exec(chunk)?.[1];
            if (event && data) events.push({ event, data: JSON.parse(data) });
          }
        }
      } catch {
        // aborted
      }
    })();
    const today = (await board(owner, '?limit=0')).body.date;
    await expect
      .poll(() => events.find((e) => e.event === 'snapshot')?.data)
      .toEqual({
        date: today,
      });
    await server.sql(
      `update public.attendance_records r set check_out_at = now()
         from public.memberships m
        where m.id = r.member_id and m.org_id = $1 and m.full_name = 'Person 001'`,
      [orgId],
    );
    await expect
      .poll(() => events.find((e) => e.event === 'attendance')?.data, { timeout: 5000 })
      .toMatchObject({ full_name: 'Person 001', date: today });
    controller.abort();
    const after = (await board(owner, '?limit=0')).body.counts;
    expect([after.in, after.left]).toEqual([39, 11]);
  });
});
