import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/clients.js';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';
import { runLeaveAccruals } from './ledger.js';

const ZONE = 'Asia/Kolkata';
const today = () => DateTime.now().setZone(ZONE).startOf('day');
/** The Tuesday at least a week ahead in India (Sundays are the default weekly off). */
const nextTuesday = () => {
  let d = today().plus({ days: 7 });
  while (d.weekday !== 2) d = d.plus({ days: 1 });
  return d;
};

type Balance = {
  type: { id: string; code: string; name: string };
  tracks_balance: boolean;
  balance: number;
  taken: number;
  adjusted: number;
  pending: number;
  available: number;
};
type MemberLeave = {
  balances: Balance[];
  ledger: { kind: string; days: number; note: string | null; by_name: string | null }[];
  can_adjust: boolean;
};

describe('leave types, balances and their ledger', () => {
  let server: TestServer;
  let owner: TestUser;
  let incharge: TestUser;
  let employee: TestUser;
  let colleague: TestUser;
  let orgId: string;
  const m: Record<string, string> = {};
  const types: Record<string, string> = {};
  const api = (user?: TestUser) => apiAs(server.url, server.anonKey, user?.accessToken);
  const patch = async <T = Record<string, unknown>>(
    user: TestUser,
    path: string,
    body: unknown,
  ) => {
    const response = await fetch(`${server.url}${path}`, {
      method: 'PATCH',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${user.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
  const balanceOf = async (user: TestUser, code: string, memberId = m.meena!) => {
    const res = await api(user).get<MemberLeave>(`/api/members/${memberId}/leave`);
    expect(res.status).toBe(200);
    return res.body.balances.find((b) => b.type.code === code)!;
  };

  beforeAll(async () => {
    server = await startTestServer();
    owner = await createTestUser(server, {
      userType: 'Company',
      metadata: { full_name: 'Vikram Shah' },
    });
    incharge = await createTestUser(server, {
      userType: 'Incharge',
      metadata: { full_name: 'Sunil Rao' },
    });
    employee = await createTestUser(server, {
      userType: 'Employee',
      metadata: { full_name: 'Meena Iyer' },
    });
    colleague = await createTestUser(server, {
      userType: 'Employee',
      metadata: { full_name: 'Ravi Kumar' },
    });
    orgId = (
      await api(owner).post<{ id: string }>('/api/organizations', {
        name: 'Kaveri Textiles',
        kind: 'company',
      })
    ).body.id;
    // Everyone joined more than a year ago: a full year's quota in the current leave year.
    const joined = today().minus({ days: 400 }).toJSDate();
    const add = async (name: string, role: string, userId: string) =>
      (
        await server.sql<{ id: string }>(
          "insert into public.memberships (org_id, user_id, full_name, role, status, created_at) values ($1, $2, $3, $4, 'active', $5) returning id",
          [orgId, userId, name, role, joined],
        )
      )[0]!.id;
    m.incharge = await add('Sunil Rao', 'incharge', incharge.id);
    m.meena = await add('Meena Iyer', 'employee', employee.id);
    m.ravi = await add('Ravi Kumar', 'employee', colleague.id);
    const [group] = await server.sql<{ id: string }>(
      "insert into public.groups (org_id, name, kind, responsible_id) values ($1, 'Weaving', 'department', $2) returning id",
      [orgId, m.incharge],
    );
    for (const member of [m.meena, m.ravi])
      await server.sql(
        'insert into public.group_members (group_id, member_id, org_id) values ($1, $2, $3)',
        [group!.id, member, orgId],
      );
    const listed = await api(employee).get<{ id: string; code: string }[]>(
      `/api/organizations/${orgId}/leave-types`,
    );
    for (const t of listed.body) types[t.code] = t.id;
  });
  afterAll(async () => server?.close());

  it('a new company gets the six usual types; an institute gets three without balances', async () => {
    expect(Object.keys(types).sort()).toEqual(['CL', 'CO', 'EL', 'LOP', 'MPL', 'SL']);
    const principal = await createTestUser(server, { userType: 'Institute' });
    const created = await api(principal).post<{ id: string }>('/api/organizations', {
      name: 'Vidya School',
      kind: 'institute',
    });
    expect(created.status).toBe(201);
    const institute = created.body.id;
    const rows = await server.sql<{ code: string; yearly_quota: string | null }>(
      'select code, yearly_quota from public.leave_types where org_id = $1 order by position',
      [institute],
    );
    expect(rows.map((r) => r.code)).toEqual(['MED', 'FAM', 'OTH']);
    expect(rows.every((r) => r.yearly_quota === null)).toBe(true);
  });

  it('the person, their in-charge and the owner see the balance; a colleague does not', async () => {
    const own = await balanceOf(employee, 'CL');
    expect(own).toMatchObject({ tracks_balance: true, balance: 12, available: 12 });
    expect((await balanceOf(incharge, 'CL')).balance).toBe(12);
    expect((await balanceOf(owner, 'CL')).balance).toBe(12);
    expect((await api(colleague).get(`/api/members/${m.meena}/leave`)).status).toBe(404);
    // Row-level security on the ledger itself (the data API): the colleague sees none of it.
    const rest = (user: TestUser) =>
      fetch(`${server.url}/rest/v1/leave_ledger?select=id,member_id&member_id=eq.${m.meena}`, {
        headers: { apikey: server.anonKey, authorization: `Bearer ${user.accessToken}` },
      }).then((r) => r.json() as Promise<unknown[]>);
    expect((await rest(employee)).length).toBeGreaterThan(0);
    expect(await rest(colleague)).toEqual([]);
    expect((await rest(incharge)).length).toBeGreaterThan(0);
  });

  it('two days of Casual leave with a half day: 1.5 debited on approval, a cancelled day credited back', async () => {
    const tue = nextTuesday();
    const from = tue.toISODate()!;
    const to = tue.plus({ days: 1 }).toISODate()!;
    const quote = await api(employee).post<{ days: number; available: number }>(
      '/api/leave/quote',
      {
        leave_type_id: types.CL,
        from_date: from,
        to_date: to,
        half_days: [to],
      },
    );
    expect(quote.body).toMatchObject({ days: 1.5, available: 12 });
    const filed = await api(employee).post<{ id: string; days: number }>('/api/leave/requests', {
      leave_type_id: types.CL,
      from_date: from,
      to_date: to,
      half_days: [to],
      reason: 'Sister’s wedding in Madurai',
    });
    expect(filed.status).toBe(201);
    expect(filed.body.days).toBe(1.5);
    expect(await balanceOf(employee, 'CL')).toMatchObject({
      balance: 12,
      pending: 1.5,
      available: 10.5,
    });

    // The approver sees the balance before deciding; nobody approves their own.
    const context = await api(incharge).get<{ balance: { balance: number; pending: number } }>(
      `/api/leave/requests/${filed.body.id}/context`,
    );
    expect(context.body.balance).toMatchObject({ balance: 12, pending: 1.5 });
    expect((await api(colleague).get(`/api/leave/requests/${filed.body.id}/context`)).status).toBe(
      404,
    );
    expect(
      (
        await api(employee).post(`/api/requests/leave/${filed.body.id}/decision`, {
          decision: 'approve',
        })
      ).status,
    ).toBe(403);
    const approved = await api(incharge).post(`/api/requests/leave/${filed.body.id}/decision`, {
      decision: 'approve',
    });
    expect(approved.body).toMatchObject({ status: 'approved' });
    expect(await balanceOf(employee, 'CL')).toMatchObject({
      balance: 10.5,
      taken: 1.5,
      pending: 0,
    });

    // Cancel the first (whole) day: one day back, the day's on-leave record gone.
    const cancelled = await api(employee).post<{ status: string; days: number }>(
      `/api/leave/requests/${filed.body.id}/cancel-days`,
      { dates: [from] },
    );
    expect(cancelled.body).toMatchObject({ status: 'approved', days: 0.5 });
    expect(await balanceOf(employee, 'CL')).toMatchObject({ balance: 11.5, taken: 0.5 });
    const records = await server.sql(
      'select 1 from public.attendance_records where member_id = $1 and date = $2',
      [m.meena, from],
    );
    expect(records).toEqual([]);
    // Someone else cannot cancel it; the last day cancelled cancels the request.
    expect(
      (
        await api(colleague).post(`/api/leave/requests/${filed.body.id}/cancel-days`, {
          dates: [to],
        })
      ).status,
    ).toBe(404);
    const last = await api(employee).post<{ status: string }>(
      `/api/leave/requests/${filed.body.id}/cancel-days`,
      {
        dates: [to],
      },
    );
    expect(last.body.status).toBe('cancelled');
    expect((await balanceOf(employee, 'CL')).balance).toBe(12);
  });

  it('beyond the balance: Casual is refused with the figures; Sick becomes loss of pay', async () => {
    const from = nextTuesday().plus({ weeks: 2 });
    const refused = await api(employee).post<{ code: string; message: string }>(
      '/api/leave/requests',
      {
        leave_type_id: types.CL,
        from_date: from.toISODate(),
        to_date: from.plus({ days: 14 }).toISODate(),
        reason: 'Long trip home',
      },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('insufficient_balance');
    expect(refused.body.message).toBe(
      'You have 12 days of Casual leave left, and this leave needs 13.',
    );
    // Sick leave (quota 12, loss of pay beyond it): 13 working days → 12 paid, 1 unpaid.
    const sick = await api(employee).post<{ id: string; days: number; unpaid_days: number }>(
      '/api/leave/requests',
      {
        leave_type_id: types.SL,
        from_date: from.toISODate(),
        to_date: from.plus({ days: 14 }).toISODate(),
        reason: 'Typhoid, doctor’s advice',
      },
    );
    expect(sick.status).toBe(201);
    expect(sick.body).toMatchObject({ days: 13, unpaid_days: 1 });
    await api(owner).post(`/api/requests/leave/${sick.body.id}/decision`, { decision: 'approve' });
    expect((await balanceOf(employee, 'SL')).balance).toBe(0);
    const lop = await server.sql<{ days: string }>(
      "select l.days from public.leave_ledger l join public.leave_types t on t.id = l.leave_type_id where l.member_id = $1 and t.code = 'LOP'",
      [m.meena],
    );
    expect(lop.map((r) => Number(r.days))).toEqual([-1]);
  });

  it('half days only where the type allows them; notice is enforced', async () => {
    const from = nextTuesday().plus({ weeks: 5 }).toISODate()!;
    const el = await api(employee).post<{ code: string }>('/api/leave/quote', {
      leave_type_id: types.EL,
      from_date: from,
      to_date: from,
      half_days: [from],
    });
    expect(el.status).toBe(400);
    expect(el.body.code).toBe('half_day_not_allowed');
    const tomorrow = today().plus({ days: 1 }).toISODate()!;
    const late = await api(employee).post<{ code: string }>('/api/leave/quote', {
      leave_type_id: types.EL,
      from_date: tomorrow,
      to_date: tomorrow,
    });
    expect(late.body.code).toBe('notice_too_short');
  });

  it('only the owner adjusts a balance, with a reason, and the change is audited', async () => {
    const body = {
      member_id: m.meena,
      leave_type_id: types.CO,
      days: 1,
      reason: 'Worked on Diwali',
    };
    expect((await api(employee).post('/api/leave/adjustments', body)).status).toBe(403);
    expect((await api(incharge).post('/api/leave/adjustments', body)).status).toBe(403);
    expect((await api(colleague).post('/api/leave/adjustments', body)).status).toBe(404);
    expect((await api(owner).post('/api/leave/adjustments', { ...body, reason: '' })).status).toBe(
      400,
    );
    const adjusted = await api(owner).post<{ balance: number }>('/api/leave/adjustments', body);
    expect(adjusted.status).toBe(201);
    expect(adjusted.body.balance).toBe(1);
    const view = await api(employee).get<MemberLeave>(`/api/members/${m.meena}/leave`);
    expect(view.body.can_adjust).toBe(false);
    expect(view.body.ledger).toContainEqual(
      expect.objectContaining({
        kind: 'adjustment',
        days: 1,
        note: 'Worked on Diwali',
        by_name: 'Vikram Shah',
      }),
    );
    const audit = await server.sql<{ actor_id: string }>(
      "select actor_id from public.audit_log where entity = 'leave_ledger' and after ->> 'note' = 'Worked on Diwali'",
    );
    expect(audit.map((a) => a.actor_id)).toEqual([owner.id]);
  });

  it('only the owner edits types and policies', async () => {
    const changes = { sandwich: true, carry_forward_cap: 10 };
    expect((await patch(incharge, `/api/leave-types/${types.CL}`, changes)).status).toBe(403);
    const updated = await patch<{ sandwich: boolean; carry_forward_cap: number }>(
      owner,
      `/api/leave-types/${types.CL}`,
      changes,
    );
    expect(updated.body).toMatchObject({ sandwich: true, carry_forward_cap: 10 });
    const created = await api(owner).post<{ code: string }>(
      `/api/organizations/${orgId}/leave-types`,
      {
        code: 'wfh',
        name: 'Work from home',
        yearly_quota: 24,
        accrual: 'monthly',
      },
    );
    expect(created.status).toBe(201);
    expect(created.body.code).toBe('WFH');
    expect(
      (
        await api(owner).post(`/api/organizations/${orgId}/leave-types`, {
          code: 'CL',
          name: 'Casual again',
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await api(employee).post(`/api/organizations/${orgId}/leave-types`, {
          code: 'XX',
          name: 'Mine',
        })
      ).status,
    ).toBe(403);
  });

  it('the monthly job accrues once per organisation and month, however often it runs', async () => {
    await server.sql('delete from public.leave_accrual_runs');
    const first = await runLeaveAccruals(server.app.ctx);
    expect(first.orgs).toBeGreaterThan(0);
    const count = async () =>
      Number(
        (
          await server.sql<{ n: string }>(
            'select count(*) as n from public.leave_ledger where org_id = $1',
            [orgId],
          )
        )[0]!.n,
      );
    const before = await count();
    expect((await runLeaveAccruals(server.app.ctx)).orgs).toBe(0);
    await server.sql('delete from public.leave_accrual_runs');
    expect((await runLeaveAccruals(server.app.ctx)).inserted).toBe(0);
    expect(await count()).toBe(before);
    // Ravi had no reason to look: the job gave him his accruals all the same.
    const ravi = await server.sql<{ n: string }>(
      "select count(*) as n from public.leave_ledger where member_id = $1 and kind = 'accrual'",
      [m.ravi],
    );
    expect(Number(ravi[0]!.n)).toBeGreaterThan(0);
  });
});
