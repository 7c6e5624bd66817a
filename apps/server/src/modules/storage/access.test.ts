import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';

const png = () =>
  new Blob(
    [
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
    ],
    { type: 'image/png' },
  );
const pdf = (text = 'salary slip') =>
  new Blob([`%PDF-1.4\n${text}\n%%EOF`], { type: 'application/pdf' });

function storedCount(server: TestServer, key: string): number {
  const root = path.join(server.config.dataDir, 'storage');
  return readdirSync(root, { recursive: true, withFileTypes: true }).filter(
    (entry) =>
      entry.isFile() &&
      path.relative(root, path.join(entry.parentPath, entry.name)).startsWith(`${key}#`),
  ).length;
}

describe('storage access rules (row-level security)', () => {
  let server: TestServer;
  let alice: TestUser;
  let bob: TestUser;
  let admin: TestUser;
  let secret: string;
  let avatar: string;
  beforeAll(async () => {
    server = await startTestServer();
    [alice, bob, admin] = await Promise.all([
      createTestUser(server),
      createTestUser(server),
      createTestUser(server, { userType: 'Admin' }),
    ]);
    secret = `${alice.id}/payroll/slip.pdf`;
    avatar = `${alice.id}/me.png`;
    expect((await alice.client.storage.from('files').upload(secret, pdf())).error).toBeNull();
    expect((await alice.client.storage.from('avatars').upload(avatar, png())).error).toBeNull();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('serves an avatar at its public URL without any key', async () => {
    const { publicUrl } = alice.client.storage.from('avatars').getPublicUrl(avatar).data;
    expect(publicUrl).toBe(`${server.url}/storage/v1/object/public/avatars/${avatar}`);
    const response = await fetch(publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect((await response.arrayBuffer()).byteLength).toBe((await png().arrayBuffer()).byteLength);
  });

  it('gives a files object no public URL', async () => {
    const { publicUrl } = alice.client.storage.from('files').getPublicUrl(secret).data;
    const response = await fetch(publicUrl);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: '404', error: 'Bucket not found' });
  });

  it('keeps my files from another user: no read, list, sign, overwrite, move or delete', async () => {
    const theirs = bob.client.storage.from('files');
    expect((await theirs.download(secret)).error).toMatchObject({ status: 404 });
    expect((await theirs.info(secret)).error).toMatchObject({ status: 404 });
    expect((await theirs.list(`${alice.id}/payroll`)).data).toEqual([]);
    expect((await theirs.createSignedUrl(secret, 60)).error).toMatchObject({ status: 404 });
    expect((await theirs.exists(secret)).data).toBe(false);

    const overwrite = await theirs.upload(secret, pdf('forged'), { upsert: true });
    expect(overwrite.error).toMatchObject({ status: 403, statusCode: '403' });
    expect((await theirs.update(secret, pdf('forged'))).error).toMatchObject({ status: 403 });
    expect((await theirs.upload(`${alice.id}/payroll/planted.pdf`, pdf())).error).toMatchObject({
      status: 403,
    });
    expect((await theirs.move(secret, `${bob.id}/stolen.pdf`)).error).toMatchObject({
      status: 404,
    });
    expect((await theirs.copy(secret, `${bob.id}/stolen.pdf`)).error).toMatchObject({
      status: 404,
    });

    const removed = await theirs.remove([secret]);
    expect(removed).toEqual({ data: [], error: null });
    const rawDelete = await fetch(`${server.url}/storage/v1/object/files/${secret}`, {
      method: 'DELETE',
      headers: { apikey: server.anonKey, authorization: `Bearer ${bob.accessToken}` },
    });
    expect(rawDelete.status).toBe(404);

    const mine = await alice.client.storage.from('files').download(secret);
    expect(await mine.data!.text()).toContain('salary slip');
    expect(storedCount(server, `files/${secret}`)).toBe(1);
    const rows = await server.sql('select 1 from storage.objects where name = $1', [
      `${alice.id}/payroll/planted.pdf`,
    ]);
    expect(rows).toEqual([]);
  });

  it('lets another user read my avatar but not write into my avatar folder', async () => {
    const theirs = bob.client.storage.from('avatars');
    expect((await theirs.download(avatar)).error).toBeNull();
    expect((await theirs.upload(`${alice.id}/evil.png`, png())).error).toMatchObject({
      status: 403,
    });
    expect((await theirs.upload(avatar, png(), { upsert: true })).error).toMatchObject({
      status: 403,
    });
    expect((await theirs.remove([avatar])).data).toEqual([]);
    expect((await theirs.move(avatar, `${bob.id}/me.png`)).error).toMatchObject({ status: 403 });
    expect(storedCount(server, `avatars/${avatar}`)).toBe(1);

    expect((await theirs.upload(`${bob.id}/me.png`, png())).error).toBeNull();
    expect((await theirs.upload('loose.png', png())).error).toMatchObject({ status: 403 });
  });

  it('refuses uploads from anon, and requests without a valid key', async () => {
    const anon = server.client().storage;
    const toFiles = await anon.from('files').upload(`${alice.id}/anon.pdf`, pdf());
    expect(toFiles.error).toMatchObject({
      status: 403,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    expect((await anon.from('avatars').upload(`${alice.id}/anon.png`, png())).error).toMatchObject({
      status: 403,
    });
    expect((await anon.from('files').list(alice.id)).data).toEqual([]);

    const noKey = await fetch(`${server.url}/storage/v1/object/files/${secret}`);
    expect(noKey.status).toBe(401);
    const forged = await fetch(`${server.url}/storage/v1/object/files/${secret}`, {
      headers: { apikey: server.anonKey, authorization: 'Bearer not.a.jwt' },
    });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ statusCode: '401', code: 'InvalidJWT' });
  });

  it('lets an Admin read everything but not write into a user folder', async () => {
    const adminFiles = admin.client.storage.from('files');
    expect(await (await adminFiles.download(secret)).data!.text()).toContain('salary slip');
    expect((await adminFiles.list(`${alice.id}/payroll`)).data!.map((entry) => entry.name)).toEqual(
      ['slip.pdf'],
    );
    expect((await adminFiles.upload(secret, pdf('admin'), { upsert: true })).error).toMatchObject({
      status: 403,
    });
  });

  it('lets the service role do anything', async () => {
    const service = server.admin().storage.from('files');
    expect(await (await service.download(secret)).data!.text()).toContain('salary slip');
    expect((await service.upload('system/report.pdf', pdf())).error).toBeNull();
  });

  it('requires an aal2 session once the user has a verified second factor', async () => {
    const dave = await createTestUser(server);
    const mine = dave.client.storage.from('files');
    expect((await mine.upload(`${dave.id}/before.pdf`, pdf())).error).toBeNull();
    await server.sql(
      "insert into auth.mfa_factors (user_id, secret, status) values ($1, 'JBSWY3DPEHPK3PXP', 'verified')",
      [dave.id],
    );
    expect((await mine.upload(`${dave.id}/after.pdf`, pdf())).error).toMatchObject({ status: 403 });
    expect((await mine.download(`${dave.id}/before.pdf`)).error).toMatchObject({ status: 404 });
    expect((await mine.list(dave.id)).data).toEqual([]);
  });

  it('cuts off a signed-out session at once', async () => {
    const carol = await createTestUser(server);
    const mine = carol.client.storage.from('files');
    expect((await mine.upload(`${carol.id}/a.pdf`, pdf())).error).toBeNull();
    await server.sql(
      "update auth.sessions set not_after = now() - interval '1 second' where id = $1",
      [carol.sessionId],
    );
    expect((await mine.download(`${carol.id}/a.pdf`)).error).toMatchObject({ status: 401 });
  });
});
