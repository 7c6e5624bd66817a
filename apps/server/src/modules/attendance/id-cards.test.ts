import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/clients.js';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';
import { readPdf } from '../../test/pdf.js';
import { memberQrPayload } from './id-cards.js';

describe('printable ID cards', () => {
  let server: TestServer;
  let owner: TestUser;
  let orgId: string;
  const members: Array<{ id: string; name: string }> = [];

  beforeAll(async () => {
    server = await startTestServer();
    owner = await createTestUser(server, {
      userType: 'Institute',
      metadata: { full_name: 'Lakshmi Rao' },
    });
    orgId = (
      await apiAs(server.url, server.anonKey, owner.accessToken).post<{ id: string }>(
        '/api/organizations',
        { name: 'Sunrise Public School', kind: 'institute' },
      )
    ).body.id;
    for (let i = 0; i < 12; i++) {
      const name = `Student Number ${i + 1}`;
      const [row] = await server.sql<{ id: string }>(
        "insert into public.memberships (org_id, full_name, role, status, roll_number) values ($1, $2, 'student', 'active', $3) returning id",
        [orgId, name, `R-${100 + i}`],
      );
      members.push({ id: row!.id, name });
    }
  });
  afterAll(async () => server?.close());

  it('prints a card per active member with name, roll number and a QR code the kiosk reads', async () => {
    const response = await fetch(`${server.url}/api/organizations/${orgId}/id-cards`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${owner.accessToken}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = await readPdf(Buffer.from(await response.arrayBuffer()));
    expect(pdf.pages).toBe(2);
    expect(pdf.text).toContain('Sunrise Public School');
    expect(pdf.text).toContain('Student Number 7');
    expect(pdf.text).toContain('R-106');
    expect(pdf.barcodes).toHaveLength(members.length + 1); // the owner is a member too
    expect(pdf.text).toContain('Lakshmi Rao');
    for (const member of members) expect(pdf.barcodes).toContain(memberQrPayload(member.id));
  });

  it('is refused to members who do not look after anyone', async () => {
    const student = await createTestUser(server, { userType: 'Student' });
    await server.sql(
      "insert into public.memberships (org_id, user_id, full_name, role, status) values ($1, $2, 'Riya', 'student', 'active')",
      [orgId, student.id],
    );
    const response = await fetch(`${server.url}/api/organizations/${orgId}/id-cards`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${student.accessToken}` },
    });
    expect(response.status).toBe(403);
  });
});
