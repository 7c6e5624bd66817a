import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';

describe('storage buckets', () => {
  let server: TestServer;
  let user: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    server = await startTestServer();
    [user, admin] = await Promise.all([
      createTestUser(server),
      createTestUser(server, { userType: 'Admin' }),
    ]);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('seeds a public avatars bucket and a private files bucket with their limits', async () => {
    const { data, error } = await server.client().storage.listBuckets();
    expect(error).toBeNull();
    const byId = Object.fromEntries(data!.map((bucket) => [bucket.id, bucket]));
    expect(byId.avatars).toMatchObject({
      public: true,
      file_size_limit: 2 * 1024 * 1024,
      allowed_mime_types: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
    });
    expect(byId.files).toMatchObject({ public: false, file_size_limit: 20 * 1024 * 1024 });
    expect(byId.files!.allowed_mime_types).toEqual(
      expect.arrayContaining([
        'application/pdf',
        'text/csv',
        'text/plain',
        'image/jpeg',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ]),
    );

    const one = await user.client.storage.getBucket('files');
    expect(one.data).toMatchObject({ id: 'files', name: 'files', public: false });
    expect((await user.client.storage.getBucket('nope')).error).toMatchObject({ status: 404 });
  });

  it('lets only the service role and Admins create, change, empty and delete buckets', async () => {
    for (const storage of [server.client().storage, user.client.storage]) {
      expect((await storage.createBucket('reports', { public: false })).error).toMatchObject({
        status: 403,
      });
      expect((await storage.updateBucket('files', { public: true })).error).toMatchObject({
        status: 403,
      });
      expect((await storage.emptyBucket('files')).error).toMatchObject({ status: 403 });
      expect((await storage.deleteBucket('avatars')).error).toMatchObject({ status: 403 });
    }
    expect((await user.client.storage.getBucket('files')).data).toMatchObject({ public: false });

    const created = await admin.client.storage.createBucket('reports', {
      public: false,
      fileSizeLimit: '5MB',
      allowedMimeTypes: ['application/pdf', 'text/*'],
    });
    expect(created).toEqual({ data: { name: 'reports' }, error: null });
    expect(
      (await admin.client.storage.createBucket('reports', { public: false })).error,
    ).toMatchObject({
      status: 409,
    });
    const updated = await server
      .admin()
      .storage.updateBucket('reports', { public: false, fileSizeLimit: 1024 });
    expect(updated.error).toBeNull();
    expect((await server.admin().storage.getBucket('reports')).data).toMatchObject({
      file_size_limit: 1024,
      allowed_mime_types: ['application/pdf', 'text/*'],
    });
  });

  it('validates bucket names and settings', async () => {
    const storage = server.admin().storage;
    for (const name of ['public', '../etc', 'a b', '', 'x'.repeat(64)]) {
      expect([name, (await storage.createBucket(name, { public: false })).error?.status]).toEqual([
        name,
        400,
      ]);
    }
    expect(
      (await storage.createBucket('huge', { public: false, fileSizeLimit: '1GB' })).error,
    ).toMatchObject({
      status: 400,
    });
    expect(
      (await storage.createBucket('odd', { public: false, allowedMimeTypes: ['not a type'] }))
        .error,
    ).toMatchObject({ status: 400 });
  });

  it('empties a bucket, then deletes it; a bucket with objects is not deleted', async () => {
    const storage = server.admin().storage;
    await storage.createBucket('scratch', { public: false });
    const scratch = storage.from('scratch');
    await scratch.upload('a/one.txt', Buffer.from('1'), { contentType: 'text/plain' });
    await scratch.upload('two.txt', Buffer.from('2'), { contentType: 'text/plain' });
    const bucketDir = path.join(server.config.dataDir, 'storage', 'scratch');
    expect(existsSync(bucketDir)).toBe(true);

    expect((await admin.client.storage.deleteBucket('scratch')).error).toMatchObject({
      status: 409,
    });
    expect((await admin.client.storage.emptyBucket('scratch')).error).toBeNull();
    expect(await server.sql("select 1 from storage.objects where bucket_id = 'scratch'")).toEqual(
      [],
    );
    expect((await admin.client.storage.deleteBucket('scratch')).error).toBeNull();
    expect(existsSync(bucketDir)).toBe(false);
    expect((await storage.getBucket('scratch')).error).toMatchObject({ status: 404 });
    const orphan = await scratch.upload('three.txt', Buffer.from('3'), {
      contentType: 'text/plain',
    });
    expect(orphan.error).toMatchObject({ status: 404, message: 'Bucket not found' });
  });

  it('serves types that could run script as attachments, whatever a bucket allows', async () => {
    const storage = server.admin().storage;
    await storage.createBucket('site', {
      public: true,
      allowedMimeTypes: ['text/html', 'image/svg+xml'],
    });
    await storage.from('site').upload('index.html', Buffer.from('<script>alert(1)</script>'), {
      contentType: 'text/html',
    });
    const response = await fetch(storage.from('site').getPublicUrl('index.html').data.publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="index.html"/,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    await response.arrayBuffer();
  });
});
