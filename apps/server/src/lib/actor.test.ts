import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../test/clients.js';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../test/harness.js';

type AuditRow = {
  actor_id: string | null;
  actor_device_id: string | null;
  action: string;
  entity: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

const descriptor = (seed: number) =>
  Array.from({ length: 128 }, (_, i) => Math.sin(seed * 131 + i * 7) * 0.1);

/**
 * The audit log says who made each change, also when the change was made by an /api operation
 * (which writes as the database owner) rather than through the data API.
 */
describe('audit log actors', () => {
  let server: TestServer;
  let owner: TestUser;
  let employee: TestUser;
  let incharge: TestUser;
  let orgId: string;
  let employeeMember: string;
  const api = (user?: TestUser) => apiAs(server.url, server.anonKey, user?.accessToken);
  const audit = (entity: string, entityId: string) =>
    server.sql<AuditRow>(
      'select actor_id, actor_device_id, action, entity, before, after from public.audit_log where entity = $1 and entity_id = $2 order by id',
      [entity, entityId],
    );

  beforeAll(async () => {
    server = await startTestServer();
    owner = await createTestUser(server, { userType: 'Company' });
    employee = await createTestUser(server, { userType: 'Employee' });
    incharge = await createTestUser(server, { userType: 'Incharge' });
    const created = await api(owner).post<{ id: string; join_code: string }>('/api/organizations', {
      name: 'Godavari Tools',
      kind: 'company',
    });
    orgId = created.body.id;
    const joined = await api(employee).post<{ member_id: string }>('/api/memberships/join', {
      code: created.body.join_code,
    });
    employeeMember = joined.body.member_id;
    const [inchargeMember] = await server.sql<{ id: string }>(
      "insert into public.memberships (org_id, user_id, full_name, role, status) values ($1, $2, 'Farah Khan', 'incharge', 'active') returning id",
      [orgId, incharge.id],
    );
    const [group] = await server.sql<{ id: string }>(
      "insert into public.groups (org_id, name, kind, responsible_id) values ($1, 'Assembly', 'department', $2) returning id",
      [orgId, inchargeMember!.id],
    );
    await server.sql(
      'insert into public.group_members (group_id, member_id, org_id) values ($1, $2, $3)',
      [group!.id, employeeMember, orgId],
    );
  });
  afterAll(async () => server?.close());

  it('names the owner who created the organisation and the person who asked to join', async () => {
    const [created] = await audit('organizations', orgId);
    expect(created).toMatchObject({ action: 'insert', actor_id: owner.id });
    const joined = await audit('memberships', employeeMember);
    expect(joined[0]).toMatchObject({ action: 'insert', actor_id: employee.id });
  });

  it('names the owner who approved a member', async () => {
    expect((await api(owner).post(`/api/memberships/${employeeMember}/approve`, {})).status).toBe(
      200,
    );
    const approval = (await audit('memberships', employeeMember)).at(-1)!;
    expect(approval).toMatchObject({ action: 'update', actor_id: owner.id });
    expect(approval.before).toMatchObject({ status: 'pending' });
    expect(approval.after).toMatchObject({ status: 'active' });
  });

  it('names the kiosk for a scan and the in-charge who approved a correction of it', async () => {
    const kiosk = await api(owner).post<{ token: string; device: { id: string } }>(
      `/api/organizations/${orgId}/devices`,
      { name: 'Gate 1', methods: ['qr'] },
    );
    expect((await audit('devices', kiosk.body.device.id))[0]).toMatchObject({
      action: 'insert',
      actor_id: owner.id,
    });
    const scanned = await fetch(`${server.url}/api/kiosk/check-ins`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-token': kiosk.body.token },
      body: JSON.stringify({
        client_id: randomUUID(),
        method: 'qr',
        code: `ias:member:${employeeMember}`,
      }),
    });
    const { recordId } = (await scanned.json()) as { recordId: string };
    expect(scanned.status).toBe(200);
    expect((await audit('attendance_records', recordId))[0]).toMatchObject({
      action: 'insert',
      actor_id: null,
      actor_device_id: kiosk.body.device.id,
    });
    const date = DateTime.now().setZone('Asia/Kolkata').toISODate()!;
    const filed = await api(employee).post<{ id: string }>('/api/correction-requests', {
      org_id: orgId,
      date,
      check_out_at: new Date().toISOString(),
      reason: 'Left by the side door',
    });
    expect(filed.status).toBe(201);
    expect((await audit('correction_requests', filed.body.id))[0]).toMatchObject({
      actor_id: employee.id,
    });
    const decided = await api(incharge).post(`/api/requests/correction/${filed.body.id}/decision`, {
      decision: 'approve',
    });
    expect(decided.status).toBe(200);
    const change = (await audit('attendance_records', recordId)).at(-1)!;
    expect(change).toMatchObject({
      action: 'update',
      actor_id: incharge.id,
      actor_device_id: null,
    });
    expect(change.after).toMatchObject({ flags: ['corrected'] });
  });

  it('records who enrolled and deleted a face, never the descriptor itself', async () => {
    const enrolled = await api(employee).post('/api/faces', {
      org_id: orgId,
      consent: true,
      captures: [{ descriptor: descriptor(1), quality: 0.93 }],
    });
    expect(enrolled.status).toBe(201);
    expect((await api(employee).delete(`/api/faces?org_id=${orgId}`)).status).toBe(200);
    const rows = await server.sql<AuditRow>(
      "select actor_id, actor_device_id, action, entity, before, after from public.audit_log where entity = 'face_data' and org_id = $1 order by id",
      [orgId],
    );
    expect(rows.map((r) => [r.action, r.actor_id])).toEqual([
      ['insert', employee.id],
      ['delete', employee.id],
    ]);
    for (const row of rows) {
      expect(row.after ?? row.before).toMatchObject({ member_id: employeeMember });
      expect(JSON.stringify(row)).not.toContain('embedding');
    }
  });

  it('records group membership changes under the member, with who made them', async () => {
    const [group] = await server.sql<{ id: string }>(
      "insert into public.groups (org_id, name, kind) values ($1, 'Dispatch', 'team') returning id",
      [orgId],
    );
    const added = await fetch(`${server.url}/rest/v1/group_members`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${owner.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ group_id: group!.id, member_id: employeeMember, org_id: orgId }),
    });
    expect(added.status).toBe(201);
    expect((await api(owner).delete(`/api/memberships/${employeeMember}`)).status).toBe(200);
    const changes = (await audit('group_members', employeeMember)).filter(
      (row) => (row.after ?? row.before)?.group_id === group!.id,
    );
    expect(changes.map((row) => [row.action, row.actor_id])).toEqual([
      ['insert', owner.id],
      ['delete', owner.id],
    ]);
  });

  it('keeps the actor of data API writes from the caller’s claims', async () => {
    const owners = await server.sql<{ id: string }>(
      'select id from public.memberships where org_id = $1 and role = $2',
      [orgId, 'owner'],
    );
    const renamed = await fetch(`${server.url}/rest/v1/memberships?id=eq.${owners[0]!.id}`, {
      method: 'PATCH',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${owner.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ phone: '+91 98450 12345' }),
    });
    expect(renamed.status).toBe(204);
    expect((await audit('memberships', owners[0]!.id)).at(-1)).toMatchObject({
      action: 'update',
      actor_id: owner.id,
    });
  });
});
