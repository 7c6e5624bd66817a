import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/clients.js';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';

/**
 * /files over HTTP on a real database: who reads and writes each space, what an outsider gets
 * from every way in (item id, storage path, signed link, trash), the quota, blocked content,
 * the trash and share links.
 */
describe('files', () => {
  let server: TestServer;
  const people: Record<string, TestUser> = {};
  const ids: Record<string, string> = {};
  type Space = { id: string; kind: string; name: string; can_write: boolean };
  type Item = { id: string; name: string; size: number; mime_type: string };

  const api = (who: string) => apiAs(server.url, server.anonKey, people[who]!.accessToken);
  const sql = <R = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    server.sql<R>(text, params);
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

  async function upload(
    who: string,
    space: string,
    name: string,
    body: Buffer,
    type = 'application/pdf',
  ) {
    const response = await fetch(
      `${server.url}/api/files/upload?space=${space}&name=${encodeURIComponent(name)}`,
      {
        method: 'POST',
        headers: {
          apikey: server.anonKey,
          authorization: `Bearer ${people[who]!.accessToken}`,
          'content-type': type,
        },
        body,
      },
    );
    return {
      status: response.status,
      body: (await response.json()) as Item & { code: string; message: string },
    };
  }

  async function spaces(who: string, org = ids.org!) {
    const answer = await api(who).get<{
      spaces: Space[];
      usage: { used_bytes: number; quota_bytes: number };
    }>(`/api/files/organizations/${org}/spaces`);
    return answer;
  }
  const spaceOf = async (who: string, kind: string, name?: string, org = ids.org!) =>
    (await spaces(who, org)).body.spaces.find(
      (s) => s.kind === kind && (!name || s.name === name),
    )!;

  async function member(who: string, role: string, org = ids.org!) {
    const [row] = await sql<{ id: string }>(
      `insert into public.memberships (org_id, user_id, full_name, role, status)
       values ($1, $2, $3, $4, 'active') returning id`,
      [org, people[who]!.id, who, role],
    );
    return row!.id;
  }

  beforeAll(async () => {
    server = await startTestServer();
    for (const [key, type] of [
      ['owner', 'Institute'],
      ['teacher', 'Teacher'],
      ['student', 'Student'],
      ['otherStudent', 'Student'],
      ['outsider', 'Institute'],
      ['admin', 'Admin'],
    ] as const) {
      people[key] = await createTestUser(server, {
        userType: type,
        email: `${key.toLowerCase()}@files.example`,
      });
    }
    ids.org = (
      await api('owner').post<{ id: string }>('/api/organizations', {
        name: 'Sunrise School',
        kind: 'institute',
      })
    ).body.id;
    ids.otherOrg = (
      await api('outsider').post<{ id: string }>('/api/organizations', {
        name: 'Other School',
        kind: 'institute',
      })
    ).body.id;
    const teacher = await member('teacher', 'teacher');
    const student = await member('student', 'student');
    const otherStudent = await member('otherStudent', 'student');
    const [a] = await sql<{ id: string }>(
      `insert into public.groups (org_id, name, kind, responsible_id) values ($1, 'Class 7A', 'class', $2) returning id`,
      [ids.org, teacher],
    );
    const [b] = await sql<{ id: string }>(
      `insert into public.groups (org_id, name, kind) values ($1, 'Class 8B', 'class') returning id`,
      [ids.org],
    );
    await sql(
      `insert into public.group_members (group_id, member_id, org_id) values ($1, $2, $4), ($3, $5, $4)`,
      [a!.id, student, b!.id, ids.org, otherStudent],
    );
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  it('lists My files, the organisation and only the groups a person is in', async () => {
    const own = (await spaces('student')).body.spaces.map(
      (s) => `${s.kind}:${s.name}:${s.can_write}`,
    );
    expect(own).toEqual([
      'personal:Sunrise School:true',
      'organization:Sunrise School:false',
      'group:Class 7A:false',
    ]);
    const teacher = (await spaces('teacher')).body.spaces.filter((s) => s.kind === 'group');
    expect(teacher.map((s) => `${s.name}:${s.can_write}`)).toEqual(['Class 7A:true']);
    const owner = (await spaces('owner')).body.spaces.filter((s) => s.kind === 'group');
    expect(owner.map((s) => `${s.name}:${s.can_write}`)).toEqual([
      'Class 7A:true',
      'Class 8B:true',
    ]);
    expect((await spaces('outsider')).status).toBe(404);
  });

  it('a member reads their group space and not another group’s; a student cannot write where staff write', async () => {
    const classA = await spaceOf('teacher', 'group', 'Class 7A');
    const classB = await spaceOf('owner', 'group', 'Class 8B');
    const uploaded = await upload('teacher', classA.id, 'Syllabus.pdf', PDF);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({
      name: 'Syllabus.pdf',
      size: PDF.length,
      mime_type: 'application/pdf',
    });
    ids.syllabus = uploaded.body.id;
    expect((await upload('owner', classB.id, 'Timetable 8B.pdf', PDF)).status).toBe(201);

    const read = await people.student!.client.from('files').select('name, space_id').order('name');
    expect(read.data).toEqual([{ name: 'Syllabus.pdf', space_id: classA.id }]);
    const other = await people.otherStudent!.client.from('files').select('name').order('name');
    expect(other.data).toEqual([{ name: 'Timetable 8B.pdf' }]);
    // The student opens and downloads the PDF through a short-lived link.
    const opened = await api('student').post<{ url: string; download_url: string }>(
      `/api/files/${ids.syllabus}/open`,
    );
    expect(opened.status).toBe(200);
    const content = await fetch(`${server.url}${opened.body.download_url}`);
    expect(content.status).toBe(200);
    expect(content.headers.get('content-disposition')).toContain('attachment');
    expect(Buffer.from(await content.arrayBuffer())).toEqual(PDF);
    expect((await api('otherStudent').post(`/api/files/${ids.syllabus}/open`)).status).toBe(404);

    const refused = await upload('student', classA.id, 'homework.pdf', PDF);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('space_read_only');
    expect(
      (await api('student').post('/api/files/folders', { space_id: classA.id, name: 'Mine' }))
        .status,
    ).toBe(403);
    // Through the data API as well: the insert policy refuses the folder.
    const direct = await people
      .student!.client.from('files')
      .insert({ space_id: classA.id, kind: 'folder', name: 'X' });
    expect(direct.error).not.toBeNull();
    expect(
      (await api('student').post(`/api/files/${ids.syllabus}/rename`, { name: 'Mine.pdf' })).status,
    ).toBe(403);

    // The owner opens writing to the class's members.
    expect(
      (
        await api('teacher').post(`/api/files/spaces/${classA.id}/members-write`, {
          members_write: true,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api('owner').post(`/api/files/spaces/${classA.id}/members-write`, {
          members_write: true,
        })
      ).status,
    ).toBe(204);
    expect((await upload('student', classA.id, 'homework.pdf', PDF)).status).toBe(201);
    expect(
      (
        await api('owner').post(`/api/files/spaces/${classA.id}/members-write`, {
          members_write: false,
        })
      ).status,
    ).toBe(204);
  });

  it('refuses another organisation’s path, signed link and trash entry', async () => {
    const [row] = await sql<{ object_name: string }>(
      'select object_name from public.files where id = $1',
      [ids.syllabus],
    );
    const object = row!.object_name;
    const outsider = people.outsider!.client;
    expect((await outsider.from('files').select('id')).data).toEqual([]);
    expect((await api('outsider').post(`/api/files/${ids.syllabus}/open`)).status).toBe(404);
    const download = await outsider.storage.from('spaces').download(object);
    expect(download.error).not.toBeNull();
    const signed = await outsider.storage.from('spaces').createSignedUrl(object, 60);
    expect(signed.error).not.toBeNull();
    // Even the class's own student cannot fetch the bytes by storage path: only /api/files serves them.
    expect(
      (await people.student!.client.storage.from('spaces').download(object)).error,
    ).not.toBeNull();
    // A link the outsider opened for their own file does not open this one.
    const mine = await spaceOf('outsider', 'personal', undefined, ids.otherOrg);
    const own = await api('outsider').post<{ id: string }>('/api/files/folders', {
      space_id: mine.id,
      name: 'Mine',
    });
    expect(own.status).toBe(201);
    const theirs = await upload('outsider', mine.id, 'notes.pdf', PDF);
    const link = await api('outsider').post<{ url: string }>(`/api/files/${theirs.body.id}/open`);
    const token = new URL(link.body.url, server.url).searchParams.get('token');
    expect(
      (await fetch(`${server.url}/api/files/${ids.syllabus}/content?token=${token}`)).status,
    ).toBe(404);
    expect((await fetch(`${server.url}/api/files/${ids.syllabus}/content`)).status).toBe(404);
    // A trash entry of Sunrise School: not seen, not restored, not purged by the outsider.
    expect((await api('teacher').post(`/api/files/${ids.syllabus}/trash`)).status).toBe(204);
    expect((await api('outsider').post(`/api/files/${ids.syllabus}/restore`)).status).toBe(404);
    expect((await api('outsider').delete(`/api/files/${ids.syllabus}`)).status).toBe(404);
    expect(
      (await api('outsider').post(`/api/files/${ids.syllabus}/move`, { space_id: mine.id })).status,
    ).toBe(404);
    expect((await api('teacher').post(`/api/files/${ids.syllabus}/restore`)).status).toBe(200);
  });

  it('keeps deleted items in the trash for writers, restores them with their contents, purges after 30 days', async () => {
    const classA = await spaceOf('teacher', 'group', 'Class 7A');
    const folder = await api('teacher').post<Item>('/api/files/folders', {
      space_id: classA.id,
      name: 'Week 1',
    });
    expect(folder.status).toBe(201);
    const inside = await fetch(
      `${server.url}/api/files/upload?space=${classA.id}&parent=${folder.body.id}&name=worksheet.pdf`,
      {
        method: 'POST',
        headers: {
          apikey: server.anonKey,
          authorization: `Bearer ${people.teacher!.accessToken}`,
          'content-type': 'application/pdf',
        },
        body: PDF,
      },
    );
    const worksheet = (await inside.json()) as Item;
    expect(inside.status).toBe(201);

    expect((await api('student').post(`/api/files/${folder.body.id}/trash`)).status).toBe(403);
    expect((await api('teacher').post(`/api/files/${folder.body.id}/trash`)).status).toBe(204);
    const seenByStudent = await people
      .student!.client.from('files')
      .select('name')
      .in('id', [folder.body.id, worksheet.id]);
    expect(seenByStudent.data).toEqual([]);
    const trash = await people
      .teacher!.client.from('files')
      .select('name, deleted_at')
      .eq('space_id', classA.id)
      .not('deleted_at', 'is', null)
      .order('name');
    expect(trash.data?.map((row) => row.name)).toEqual(['Week 1', 'worksheet.pdf']);

    const restored = await api('teacher').post<Item & { deleted_at: string | null }>(
      `/api/files/${folder.body.id}/restore`,
    );
    expect(restored.status).toBe(200);
    const back = await people
      .student!.client.from('files')
      .select('name')
      .in('id', [folder.body.id, worksheet.id])
      .order('name');
    expect(back.data).toEqual([{ name: 'Week 1' }, { name: 'worksheet.pdf' }]);
    expect((await api('teacher').post(`/api/files/${worksheet.id}/restore`)).body).toMatchObject({
      code: 'not_in_trash',
    });

    // 31 days in the trash: the sweep removes the rows and the stored bytes.
    expect((await api('teacher').post(`/api/files/${folder.body.id}/trash`)).status).toBe(204);
    await sql(
      `update public.files set deleted_at = now() - interval '31 days' where trashed_with = $1`,
      [folder.body.id],
    );
    const { purgeExpiredTrash } = await import('./trash.js');
    const { storageDriverFor } = await import('../storage/local-driver.js');
    const removed = await purgeExpiredTrash({
      ctx: server.app.ctx,
      storage: {
        db: server.app.ctx.database.db,
        keys: server.app.ctx.keys,
        driver: storageDriverFor(server.config),
        log: server.app.log,
      },
    });
    expect(removed).toBe(2);
    expect(
      await sql('select id from public.files where id = any($1::uuid[])', [
        [folder.body.id, worksheet.id],
      ]),
    ).toEqual([]);
    expect(
      await sql(`select id from storage.objects where bucket_id = 'spaces' and name like $1`, [
        `%${worksheet.id}`,
      ]),
    ).toEqual([]);
  });

  it('renames and moves within a space and to another, never a folder into itself', async () => {
    const classA = await spaceOf('teacher', 'group', 'Class 7A');
    const mine = await spaceOf('teacher', 'personal');
    const outer = await api('teacher').post<Item>('/api/files/folders', {
      space_id: classA.id,
      name: 'Term 1',
    });
    const inner = await api('teacher').post<Item>('/api/files/folders', {
      space_id: classA.id,
      parent_id: outer.body.id,
      name: 'Maths',
    });
    const sheet = await upload('teacher', classA.id, 'Fractions.pdf', PDF);
    expect(
      (await api('teacher').post(`/api/files/${sheet.body.id}/rename`, { name: 'a/b' })).status,
    ).toBe(400);
    const renamed = await api('teacher').post<Item>(`/api/files/${sheet.body.id}/rename`, {
      name: 'Fractions 1.pdf',
    });
    expect(renamed.body.name).toBe('Fractions 1.pdf');
    const moved = await api('teacher').post<Item & { parent_id: string }>(
      `/api/files/${sheet.body.id}/move`,
      {
        space_id: classA.id,
        parent_id: inner.body.id,
      },
    );
    expect(moved.body.parent_id).toBe(inner.body.id);
    const cycle = await api('teacher').post<{ code: string }>(`/api/files/${outer.body.id}/move`, {
      space_id: classA.id,
      parent_id: inner.body.id,
    });
    expect(cycle.status).toBe(400);
    expect(cycle.body.code).toBe('folder_cycle');
    // The whole folder goes to the teacher's own space, contents along; the student loses sight of it.
    expect(
      (await api('teacher').post(`/api/files/${outer.body.id}/move`, { space_id: mine.id })).status,
    ).toBe(200);
    const rows = await sql<{ name: string; space_id: string }>(
      'select name, space_id from public.files where id = any($1::uuid[]) order by name',
      [[outer.body.id, inner.body.id, sheet.body.id]],
    );
    expect(rows.every((row) => row.space_id === mine.id)).toBe(true);
    const seen = await people.student!.client.from('files').select('id').in('id', [sheet.body.id]);
    expect(seen.data).toEqual([]);
    // A student cannot move a class file into their own space.
    const studentSpace = await spaceOf('student', 'personal');
    expect(
      (await api('student').post(`/api/files/${ids.syllabus}/move`, { space_id: studentSpace.id }))
        .status,
    ).toBe(403);
  });

  it('refuses an upload beyond the quota with a clear message; only an Admin sets the quota', async () => {
    const mine = await spaceOf('teacher', 'personal');
    expect(
      (
        await api('owner').post(`/api/files/organizations/${ids.org}/settings`, {
          quota_bytes: 1000,
        })
      ).status,
    ).toBe(403);
    const before = (await spaces('owner')).body.usage.used_bytes;
    const set = await api('admin').post<{ quota_bytes: number }>(
      `/api/files/organizations/${ids.org}/settings`,
      {
        quota_bytes: before + 100,
      },
    );
    expect(set.status).toBe(200);
    expect(set.body.quota_bytes).toBe(before + 100);
    const tooBig = await upload(
      'teacher',
      mine.id,
      'scan.pdf',
      Buffer.concat([PDF, Buffer.alloc(200)]),
    );
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.code).toBe('quota_exceeded');
    expect(tooBig.body.message).toMatch(/only 100 B of your organisation’s .* of storage is left/);
    expect((await upload('teacher', mine.id, 'small.pdf', PDF)).status).toBe(201);
    expect((await spaces('student')).body.usage).toMatchObject({
      used_bytes: before + PDF.length,
      quota_bytes: before + 100,
    });
    await api('admin').post(`/api/files/organizations/${ids.org}/settings`, { quota_bytes: null });
  });

  it('refuses programs by their content, whatever they are called', async () => {
    const mine = await spaceOf('teacher', 'personal');
    const program = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00]), Buffer.alloc(500)]);
    const refused = await upload('teacher', mine.id, 'marks.pdf', program);
    expect(refused.status).toBe(415);
    expect(refused.body.code).toBe('file_type_blocked');
    expect(
      (await upload('teacher', mine.id, 'setup.exe', Buffer.from('hello'), 'text/plain')).status,
    ).toBe(415);
    expect(
      (await people.teacher!.client.from('files').select('id').eq('name', 'marks.pdf')).data,
    ).toEqual([]);
  });

  it('judges a file with an odd name (.bin) by its content: data is kept, a program refused', async () => {
    const mine = await spaceOf('teacher', 'personal');
    const readings = Buffer.from('temperature,21.5\nhumidity,48\n');
    const kept = await upload('teacher', mine.id, 'sensor-log.bin', readings);
    expect(kept.status).toBe(201);
    const elf = Buffer.concat([
      Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0x3e, 0]),
      Buffer.alloc(300),
    ]);
    const refused = await upload('teacher', mine.id, 'firmware.bin', elf);
    expect(refused.status).toBe(415);
    expect(refused.body.code).toBe('file_type_blocked');
    const names = (
      await people.teacher!.client.from('files').select('name').like('name', '%.bin')
    ).data?.map((f) => f.name);
    expect(names).toEqual(['sensor-log.bin']);
  });

  it('a share link works until it is revoked, and only for 1 hour to 30 days', async () => {
    expect(
      (await api('teacher').post(`/api/files/${ids.syllabus}/shares`, { hours: 0 })).status,
    ).toBe(400);
    expect(
      (await api('teacher').post(`/api/files/${ids.syllabus}/shares`, { hours: 721 })).status,
    ).toBe(400);
    expect(
      (await api('student').post(`/api/files/${ids.syllabus}/shares`, { hours: 1 })).status,
    ).toBe(403);
    const share = await api('teacher').post<{ id: string; url: string }>(
      `/api/files/${ids.syllabus}/shares`,
      { hours: 24 },
    );
    expect(share.status).toBe(201);
    const path = new URL(share.body.url).pathname;
    const first = await fetch(`${server.url}${path}`);
    expect(first.status).toBe(200);
    expect(Buffer.from(await first.arrayBuffer())).toEqual(PDF);
    expect((await api('outsider').post(`/api/files/shares/${share.body.id}/revoke`)).status).toBe(
      404,
    );
    expect((await api('teacher').post(`/api/files/shares/${share.body.id}/revoke`)).status).toBe(
      204,
    );
    const after = await fetch(`${server.url}${path}`);
    expect(after.status).toBe(404);
    expect(((await after.json()) as { code: string }).code).toBe('link_invalid');
  });

  it('audits uploads, moves, trash, restores and shares with who did them', async () => {
    const rows = await sql<{ action: string; entity: string; actor_id: string }>(
      `select action, entity, actor_id from public.audit_log
        where org_id = $1 and entity in ('files', 'file_shares', 'file_spaces', 'file_settings')
        order by id`,
      [ids.org],
    );
    const teacherId = people.teacher!.id;
    expect(
      rows.some((r) => r.entity === 'files' && r.action === 'insert' && r.actor_id === teacherId),
    ).toBe(true);
    expect(
      rows.some((r) => r.entity === 'files' && r.action === 'update' && r.actor_id === teacherId),
    ).toBe(true);
    expect(
      rows.some(
        (r) => r.entity === 'file_shares' && r.action === 'insert' && r.actor_id === teacherId,
      ),
    ).toBe(true);
    expect(
      rows.some(
        (r) => r.entity === 'file_shares' && r.action === 'update' && r.actor_id === teacherId,
      ),
    ).toBe(true);
    expect(rows.some((r) => r.entity === 'file_spaces' && r.actor_id === people.owner!.id)).toBe(
      true,
    );
    expect(rows.some((r) => r.entity === 'file_settings' && r.actor_id === people.admin!.id)).toBe(
      true,
    );
    const trashed = await sql<{ n: number }>(
      `select count(*)::int as n from public.audit_log where entity = 'files' and entity_id = $1
          and before ->> 'deleted_at' is null and after ->> 'deleted_at' is not null`,
      [ids.syllabus],
    );
    expect(trashed[0]!.n).toBeGreaterThan(0);
  });
});
