import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/clients.js';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';

/** A small plain-coloured picture in the given format. */
const picture = (format: 'png' | 'jpeg', r = 20, g = 120, b = 200) =>
  sharp({ create: { width: 64, height: 32, channels: 3, background: { r, g, b } } })
    .toFormat(format)
    .toBuffer();

type Org = { id: string; name: string; logo_url: string | null };

/** The HTTP status of a refused storage call (null when it succeeded). */
const status = (error: unknown) => (error ? (error as { status?: number }).status : null);

describe('organisation logos', () => {
  let server: TestServer;
  let owner: TestUser;
  let org: Org;
  let png: Buffer;

  const logoObjects = (orgId: string) =>
    server.sql<{ name: string; owner: string; mimetype: string }>(
      "select name, owner, metadata ->> 'mimetype' as mimetype from storage.objects where bucket_id = 'logos' and name like $1",
      [`${orgId}/%`],
    );
  /** Files the storage driver holds for the logos bucket (every version of every logo). */
  const storedLogoFiles = () => {
    const dir = path.join(server.config.dataDir, 'storage');
    if (!existsSync(dir)) return [];
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.parentPath.includes('logos'))
      .map((entry) => path.join(entry.parentPath, entry.name));
  };

  beforeAll(async () => {
    server = await startTestServer();
    owner = await createTestUser(server, { userType: 'Institute' });
    png = await picture('png');
    const created = await apiAs(server.url, server.anonKey, owner.accessToken).post<Org>(
      '/api/organizations',
      {
        name: 'Sunrise Public School',
        kind: 'institute',
        logo: { content_type: 'image/png', data: png.toString('base64') },
      },
    );
    expect(created.status).toBe(201);
    org = created.body;
  });
  afterAll(async () => server?.close());

  it('is stored with the new organisation and served to anyone, without a key', async () => {
    expect(org.logo_url).toMatch(
      new RegExp(`^/storage/v1/object/public/logos/${org.id}/logo\\?v=\\d+$`),
    );
    const [row] = await server.sql<{ logo_url: string }>(
      'select logo_url from public.organizations where id = $1',
      [org.id],
    );
    expect(row!.logo_url).toBe(org.logo_url);
    expect(await logoObjects(org.id)).toEqual([
      { name: `${org.id}/logo`, owner: owner.id, mimetype: 'image/png' },
    ]);

    const response = await fetch(`${server.url}${org.logo_url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
  });

  it('is typed by its bytes, not by the type the client claims', async () => {
    const principal = await createTestUser(server, { userType: 'Company' });
    const jpeg = await picture('jpeg');
    const created = await apiAs(server.url, server.anonKey, principal.accessToken).post<Org>(
      '/api/organizations',
      {
        name: 'Deccan Textiles',
        kind: 'company',
        logo: { content_type: 'image/png', data: jpeg.toString('base64') },
      },
    );
    expect(created.status).toBe(201);
    const response = await fetch(`${server.url}${created.body.logo_url}`);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses what is not a PNG, JPEG or WebP picture, or is too large, and creates nothing', async () => {
    const principal = await createTestUser(server, { userType: 'Institute' });
    const api = apiAs(server.url, server.anonKey, principal.accessToken);
    const filesBefore = storedLogoFiles().length;
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const attempts: Array<[unknown, string]> = [
      [{ content_type: 'image/svg+xml', data: svg.toString('base64') }, 'PNG, JPEG or WebP'],
      [{ content_type: 'image/png', data: svg.toString('base64') }, 'PNG, JPEG or WebP'],
      [
        { content_type: 'image/png', data: Buffer.from('just text').toString('base64') },
        'PNG, JPEG or WebP',
      ],
      [
        { content_type: 'image/png', data: Buffer.alloc(600 * 1024, 7).toString('base64') },
        'larger than 512 KB',
      ],
      [{ content_type: 'image/png', data: 'not base64 at all!' }, 'could not be read'],
    ];
    for (const [logo, message] of attempts) {
      const response = await api.post<{ code: string; fields: Record<string, string> }>(
        '/api/organizations',
        { name: 'Hillside Academy', kind: 'institute', logo },
      );
      expect(response.status, message).toBe(400);
      expect(response.body.code).toBe('validation_failed');
      expect(response.body.fields.logo).toContain(message);
    }
    const huge = await sharp({
      create: { width: 5000, height: 10, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    const tooWide = await api.post<{ fields: Record<string, string> }>('/api/organizations', {
      name: 'Hillside Academy',
      kind: 'institute',
      logo: { content_type: 'image/png', data: huge.toString('base64') },
    });
    expect(tooWide.status).toBe(400);
    expect(tooWide.body.fields.logo).toContain('4096 pixels');

    // A good logo with an organisation the database refuses (an unknown time zone): the bytes
    // already written are removed again.
    const badZone = await api.post('/api/organizations', {
      name: 'Hillside Academy',
      kind: 'institute',
      timezone: 'Mars/Olympus_Mons',
      logo: { content_type: 'image/png', data: png.toString('base64') },
    });
    expect(badZone.status).toBeGreaterThanOrEqual(400);

    expect(
      await server.sql('select 1 from public.organizations where owner_id = $1', [principal.id]),
    ).toHaveLength(0);
    expect(storedLogoFiles()).toHaveLength(filesBefore);
  });

  it('only the owner (or an Admin) uploads, replaces or removes it; others are refused', async () => {
    const logos = (user: TestUser) => user.client.storage.from('logos');
    const key = `${org.id}/logo`;
    const red = await picture('png', 220, 30, 30);

    // Another organisation's owner, a teacher of this one, and a visitor without a session.
    const otherOwner = await createTestUser(server, { userType: 'Institute' });
    await apiAs(server.url, server.anonKey, otherOwner.accessToken).post('/api/organizations', {
      name: 'Other School',
      kind: 'institute',
    });
    const teacher = await createTestUser(server, { userType: 'Teacher' });
    await server.sql(
      "insert into public.memberships (org_id, user_id, full_name, role, status) values ($1, $2, 'Ravi Kumar', 'teacher', 'active')",
      [org.id, teacher.id],
    );
    for (const [label, user] of [
      ['another owner', otherOwner],
      ['a teacher', teacher],
    ] as const) {
      const upload = await logos(user).upload(key, red, { contentType: 'image/png', upsert: true });
      expect(status(upload.error), label).toBe(403);
      const removed = await logos(user).remove([key]);
      expect(removed.data ?? [], label).toHaveLength(0);
    }
    const anonymous = await server
      .client()
      .storage.from('logos')
      .upload(key, red, { contentType: 'image/png', upsert: true });
    expect(status(anonymous.error)).toBe(403);
    const afterRefusals = await fetch(`${server.url}${org.logo_url}`);
    expect(Buffer.from(await afterRefusals.arrayBuffer()).equals(png)).toBe(true);

    // The owner writes only the one logo object of their own organisation.
    expect(
      status(
        (await logos(owner).upload(`${org.id}/other.png`, red, { contentType: 'image/png' })).error,
      ),
    ).toBe(403);
    const otherOrg = (
      await server.sql<{ id: string }>('select id from public.organizations where owner_id = $1', [
        otherOwner.id,
      ])
    )[0]!.id;
    expect(
      status(
        (await logos(owner).upload(`${otherOrg}/logo`, red, { contentType: 'image/png' })).error,
      ),
    ).toBe(403);

    // The owner replaces it…
    const replaced = await logos(owner).upload(key, red, {
      contentType: 'image/png',
      upsert: true,
      cacheControl: 'no-cache',
    });
    expect(replaced.error).toBeNull();
    const served = await fetch(`${server.url}${org.logo_url}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(red)).toBe(true);

    // …an Admin may too…
    const admin = await createTestUser(server, { userType: 'Admin' });
    expect(
      (await logos(admin).upload(key, png, { contentType: 'image/png', upsert: true })).error,
    ).toBeNull();

    // …and the owner removes it.
    const removed = await logos(owner).remove([key]);
    expect(removed.error).toBeNull();
    expect(removed.data).toHaveLength(1);
    expect((await fetch(`${server.url}${org.logo_url}`)).status).toBe(404);
  });

  it('keeps to pictures of at most 512 KB in the bucket, and demo organisations keep theirs', async () => {
    const principal = await createTestUser(server, { userType: 'Company' });
    const created = await apiAs(server.url, server.anonKey, principal.accessToken).post<Org>(
      '/api/organizations',
      { name: 'Konkan Foods', kind: 'company' },
    );
    expect(created.body.logo_url).toBeNull();
    const logos = principal.client.storage.from('logos');
    const key = `${created.body.id}/logo`;
    const svg = await logos.upload(key, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), {
      contentType: 'image/svg+xml',
    });
    expect(status(svg.error)).toBe(415);
    const large = await logos.upload(key, Buffer.alloc(513 * 1024, 1), {
      contentType: 'image/png',
    });
    expect(status(large.error)).toBe(413);
    expect(await logoObjects(created.body.id)).toHaveLength(0);

    await server.sql('update public.organizations set is_demo = true where id = $1', [
      created.body.id,
    ]);
    const demo = await logos.upload(key, await picture('png'), { contentType: 'image/png' });
    expect(status(demo.error)).toBe(403);
  });
});
