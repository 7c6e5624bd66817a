import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/clients.js';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';

const ZONE = 'Asia/Kolkata';
/** A Monday at least a week ahead in India: Monday–Thursday are four working days. */
const nextMonday = () => {
  let d = DateTime.now().setZone(ZONE).startOf('day').plus({ days: 7 });
  while (d.weekday !== 1) d = d.plus({ days: 1 });
  return d;
};
/** The smallest PDF header the content check knows, and a Windows program's first bytes. */
const PDF = new Uint8Array([...Buffer.from('%PDF-1.4\n% certificate\n%%EOF\n')]);
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);

/**
 * Documents after N days (issue 12): Sick leave asks for a document beyond 2 days. The document
 * is uploaded through the storage API into 'leave-documents', checked by its content when the
 * leave is filed, and readable only by the person, their approver and the owner.
 */
describe('supporting documents of leave', () => {
  let server: TestServer;
  const user: Record<string, TestUser> = {};
  const m: Record<string, string> = {};
  let orgId: string;
  let sickId: string;
  const api = (who: string) => apiAs(server.url, server.anonKey, user[who]!.accessToken);
  const bucket = (who: string) => user[who]!.client.storage.from('leave-documents');
  const monday = nextMonday();
  const fourDays = {
    from_date: monday.toISODate()!,
    to_date: monday.plus({ days: 3 }).toISODate()!,
    reason: 'Viral fever, doctor advised rest',
  };

  beforeAll(async () => {
    server = await startTestServer();
    for (const [key, userType, name] of [
      ['owner', 'Company', 'Vikram Shah'],
      ['incharge', 'Incharge', 'Sunil Rao'],
      ['meena', 'Employee', 'Meena Iyer'],
      ['ravi', 'Employee', 'Ravi Kumar'],
      ['outsider', 'Employee', 'Asha Verma'],
    ] as const)
      user[key] = await createTestUser(server, { userType, metadata: { full_name: name } });
    orgId = (
      await api('owner').post<{ id: string }>('/api/organizations', {
        name: 'Kaveri Textiles',
        kind: 'company',
      })
    ).body.id;
    const joined = DateTime.now().minus({ days: 400 }).toJSDate();
    for (const [key, role] of [
      ['incharge', 'incharge'],
      ['meena', 'employee'],
      ['ravi', 'employee'],
    ] as const)
      m[key] = (
        await server.sql<{ id: string }>(
          "insert into public.memberships (org_id, user_id, full_name, role, status, created_at) values ($1, $2, $3, $4, 'active', $5) returning id",
          [orgId, user[key]!.id, key, role, joined],
        )
      )[0]!.id;
    const [group] = await server.sql<{ id: string }>(
      "insert into public.groups (org_id, name, kind, responsible_id) values ($1, 'Weaving', 'department', $2) returning id",
      [orgId, m.incharge],
    );
    for (const member of [m.meena, m.ravi])
      await server.sql(
        'insert into public.group_members (group_id, member_id, org_id) values ($1, $2, $3)',
        [group!.id, member, orgId],
      );
    const types = await api('meena').get<{ id: string; code: string }[]>(
      `/api/organizations/${orgId}/leave-types`,
    );
    sickId = types.body.find((t) => t.code === 'SL')!.id;
    // The owner's policy: a document for Sick leave longer than 2 days.
    const set = await fetch(`${server.url}/api/leave-types/${sickId}`, {
      method: 'PATCH',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${user.owner!.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ documents_after_days: 2 }),
    });
    expect(set.status).toBe(200);
  });
  afterAll(async () => server?.close());

  it('a 4-day Sick leave is refused without a document and accepted with one; only the person, the approver and the owner read it', async () => {
    const leave = { org_id: orgId, leave_type_id: sickId, ...fourDays };
    const quote = await api('meena').post<{ days: number; document_required: boolean }>(
      '/api/leave/quote',
      leave,
    );
    expect(quote.body).toMatchObject({ days: 4, document_required: true });

    const refused = await api('meena').post<{ code: string; message: string }>(
      '/api/leave/requests',
      leave,
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'document_required',
      message:
        'Sick leave longer than 2 days needs a supporting document, such as a medical certificate. Attach a PDF or a photo of it and ask again.',
    });
    const inHindi = await fetch(`${server.url}/api/leave/requests`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${user.meena!.accessToken}`,
        'content-type': 'application/json',
        'accept-language': 'hi',
      },
      body: JSON.stringify(leave),
    });
    expect(((await inHindi.json()) as { message: string }).message).toContain(
      'सहायक दस्तावेज़, जैसे मेडिकल सर्टिफ़िकेट, ज़रूरी है',
    );
    // Two days need nothing.
    const short = await api('meena').post('/api/leave/requests', {
      ...leave,
      from_date: monday.plus({ days: 7 }).toISODate(),
      to_date: monday.plus({ days: 8 }).toISODate(),
    });
    expect(short.status).toBe(201);

    const path = `${orgId}/${m.meena}/${crypto.randomUUID()}-certificate.pdf`;
    const file = new Blob([PDF], { type: 'application/pdf' });
    // Nobody uploads into Meena's folder but Meena.
    for (const other of ['ravi', 'incharge', 'outsider'])
      expect(
        (await bucket(other).upload(`${orgId}/${m.meena}/${other}.pdf`, file)).error,
        other,
      ).not.toBeNull();
    expect((await bucket('meena').upload(path, file)).error).toBeNull();

    const filed = await api('meena').post<{ id: string; document_name: string }>(
      '/api/leave/requests',
      { ...leave, document_path: path, document_name: 'certificate.pdf' },
    );
    expect(filed.status).toBe(201);
    expect(filed.body.document_name).toBe('certificate.pdf');

    // The approver sees it named before deciding and opens it through a signed link.
    const context = await api('incharge').get<{
      document: { bucket: string; path: string; name: string } | null;
    }>(`/api/leave/requests/${filed.body.id}/context`);
    expect(context.body.document).toEqual({
      bucket: 'leave-documents',
      path,
      name: 'certificate.pdf',
    });
    for (const reader of ['incharge', 'owner', 'meena']) {
      const signed = await bucket(reader).createSignedUrl(path, 60);
      expect(signed.error, reader).toBeNull();
      const download = await fetch(signed.data!.signedUrl);
      expect(download.status, reader).toBe(200);
      expect(new Uint8Array(await download.arrayBuffer()), reader).toEqual(PDF);
    }
    // A colleague and someone of another organisation can neither read the file…
    for (const stranger of ['ravi', 'outsider']) {
      expect((await bucket(stranger).createSignedUrl(path, 60)).error, stranger).not.toBeNull();
      expect((await bucket(stranger).download(path)).error, stranger).not.toBeNull();
      // …nor see the request or its document through the data API or the context.
      const rows = await user[stranger]!.client.from('leave_requests')
        .select('id, document_path, document_name')
        .eq('id', filed.body.id);
      expect(rows.data ?? [], stranger).toEqual([]);
      expect((await api(stranger).get(`/api/leave/requests/${filed.body.id}/context`)).status).toBe(
        404,
      );
    }
    // The approver and the owner see the document's name on the request through the data API.
    for (const reader of ['incharge', 'owner']) {
      const rows = await user[reader]!.client.from('leave_requests')
        .select('document_path, document_name')
        .eq('id', filed.body.id);
      expect(rows.data, reader).toEqual([
        { document_path: path, document_name: 'certificate.pdf' },
      ]);
    }
  });

  it('a file that is not a PDF or an image by its content is refused, whatever its name and type say', async () => {
    const leave = {
      org_id: orgId,
      leave_type_id: sickId,
      ...fourDays,
      from_date: monday.plus({ days: 14 }).toISODate()!,
      to_date: monday.plus({ days: 17 }).toISODate()!,
    };
    // A program declared a PDF is refused by the storage API itself (judged by its content).
    const program = `${orgId}/${m.meena}/${crypto.randomUUID()}-scan.pdf`;
    const stored = await bucket('meena').upload(
      program,
      new Blob([EXE], { type: 'application/pdf' }),
    );
    expect(stored.error).not.toBeNull();
    // Declared a PDF (the bucket takes the declared type), but the bytes are a spreadsheet's text.
    const path = `${orgId}/${m.meena}/${crypto.randomUUID()}-scan.pdf`;
    expect(
      (
        await bucket('meena').upload(
          path,
          new Blob(['name,days\nMeena,4\n'], { type: 'application/pdf' }),
        )
      ).error,
    ).toBeNull();
    const refused = await api('meena').post<{ code: string; message: string }>(
      '/api/leave/requests',
      { ...leave, document_path: path },
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'document_type',
      message:
        'The supporting document must be a PDF or an image (JPEG, PNG or WebP). This file is neither, whatever its name says.',
    });
    // A declared type outside PDF and images is refused by the bucket itself.
    expect(
      (
        await bucket('meena').upload(
          `${orgId}/${m.meena}/notes.txt`,
          new Blob(['hello'], { type: 'text/plain' }),
        )
      ).error,
    ).not.toBeNull();
    // Someone else's document cannot be borrowed: only the person's own folder counts.
    const borrowed = await api('ravi').post<{ code: string }>('/api/leave/requests', {
      ...leave,
      document_path: path,
    });
    expect(borrowed.body.code).toBe('document_not_found');
    const count = await server.sql<{ n: number }>(
      'select count(*)::int as n from public.leave_requests where member_id = $1 and from_date = $2',
      [m.meena, leave.from_date],
    );
    expect(count[0]!.n).toBe(0);
  });
});
