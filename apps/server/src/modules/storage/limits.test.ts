import { readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';

const MB = 1024 * 1024;

/** All files under DATA_DIR/storage (staging area included). */
function storedFiles(server: TestServer): string[] {
  const root = path.join(server.config.dataDir, 'storage');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
}

/** A request whose path is sent exactly as written (fetch would normalise dot segments). */
function rawRequest(
  server: TestServer,
  method: string,
  rawPath: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; body: string }> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path: rawPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('storage limits and path validation', () => {
  let server: TestServer;
  let user: TestUser;
  let auth: Record<string, string>;
  const rowsNamed = (name: string) =>
    server.sql('select id from storage.objects where name = $1', [name]);
  const onDisk = (key: string) => storedFiles(server).filter((file) => file.startsWith(`${key}#`));

  beforeAll(async () => {
    server = await startTestServer();
    user = await createTestUser(server);
    auth = { apikey: server.anonKey, authorization: `Bearer ${user.accessToken}` };
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses an object over the bucket size limit, storing nothing', async () => {
    const avatars = user.client.storage.from('avatars');
    const name = `${user.id}/big.png`;
    const blob = await avatars.upload(
      name,
      new Blob([Buffer.alloc(2 * MB + 1)], { type: 'image/png' }),
    );
    expect(blob.error).toMatchObject({
      status: 413,
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });

    const buffer = await avatars.upload(name, Buffer.alloc(3 * MB), { contentType: 'image/png' });
    expect(buffer.error).toMatchObject({ status: 413, statusCode: '413' });

    // A stream has no Content-Length: the limit is enforced while the bytes are written.
    const chunks = Array.from({ length: 40 }, () => Buffer.alloc(64 * 1024));
    const stream = await avatars.upload(name, Readable.from(chunks), { contentType: 'image/png' });
    expect(stream.error).toMatchObject({ status: 413 });

    const raw = await fetch(`${server.url}/storage/v1/object/avatars/${name}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'image/png' },
      body: Buffer.alloc(2 * MB + 10),
    });
    expect(raw.status).toBe(413);
    expect(await raw.json()).toEqual({
      statusCode: '413',
      code: 'EntityTooLarge',
      error: 'Payload too large',
      message: 'The object exceeded the maximum allowed size',
    });

    expect(await rowsNamed(name)).toEqual([]);
    expect(storedFiles(server)).toEqual([]);

    const exact = await avatars.upload(
      name,
      new Blob([Buffer.alloc(2 * MB)], { type: 'image/png' }),
    );
    expect(exact.error).toBeNull();
    expect(onDisk(`avatars/${name}`)).toHaveLength(1);
  });

  it('refuses a type the bucket does not accept, naming the accepted ones', async () => {
    const avatars = user.client.storage.from('avatars');
    const html = await avatars.upload(
      `${user.id}/page.html`,
      new Blob(['<script>alert(1)</script>'], { type: 'text/html' }),
    );
    expect(html.error).toMatchObject({ status: 415, statusCode: '415' });
    expect(html.error!.message).toBe(
      'mime type text/html is not supported; this bucket accepts image/png, image/jpeg, image/webp, image/gif',
    );
    const untyped = await avatars.upload(`${user.id}/blob.png`, new Blob(['x']));
    expect(untyped.error).toMatchObject({ status: 415 });
    const svg = await user.client.storage
      .from('files')
      .upload(`${user.id}/logo.svg`, Buffer.from('<svg/>'), { contentType: 'image/svg+xml' });
    expect(svg.error).toMatchObject({ status: 415 });

    for (const name of [`${user.id}/page.html`, `${user.id}/blob.png`, `${user.id}/logo.svg`]) {
      expect(await rowsNamed(name)).toEqual([]);
    }
    expect(storedFiles(server).filter((file) => !file.startsWith('avatars/'))).toEqual([]);
  });

  it("accepts storage-js's default raw type, text/plain with a charset", async () => {
    const { error } = await user.client.storage
      .from('files')
      .upload(`${user.id}/plain.txt`, Buffer.from('hello'));
    expect(error).toBeNull();
  });

  it('rejects path traversal and malformed paths with 400, writing nothing', async () => {
    const before = storedFiles(server).sort();
    const other = '00000000-0000-0000-0000-000000000000';
    const attempts = [
      `/storage/v1/object/files/${user.id}/../${other}/x.txt`,
      `/storage/v1/object/files/${user.id}/%2e%2e/%2e%2e/escape.txt`,
      `/storage/v1/object/files/${user.id}/./x.txt`,
      `/storage/v1/object/files//etc/passwd`,
      `/storage/v1/object/files/${user.id}//x.txt`,
      `/storage/v1/object/files/${user.id}/x%00.txt`,
      `/storage/v1/object/files/${user.id}/x%0A.txt`,
      `/storage/v1/object/files/${user.id}/..%5C..%5Cx.txt`,
      `/storage/v1/object/files/${user.id}/${'a'.repeat(1100)}`,
    ];
    for (const attempt of attempts) {
      const response = await rawRequest(
        server,
        'POST',
        attempt,
        { ...auth, 'content-type': 'text/plain' },
        'x',
      );
      expect([attempt, response.status]).toEqual([attempt, 400]);
      expect(JSON.parse(response.body)).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
    }
    const bucket = await rawRequest(
      server,
      'POST',
      '/storage/v1/object/..%2F..%2Ftmp/x.txt',
      {
        ...auth,
        'content-type': 'text/plain',
      },
      'x',
    );
    expect(bucket.status).toBe(400);
    expect(JSON.parse(bucket.body)).toMatchObject({ code: 'InvalidBucketName' });

    const download = await rawRequest(
      server,
      'GET',
      `/storage/v1/object/files/${user.id}/../../jwt-secret`,
      auth,
    );
    expect(download.status).toBe(400);
    const publicRead = await rawRequest(
      server,
      'GET',
      '/storage/v1/object/public/avatars/%2e%2e/%2e%2e/jwt-secret',
      {},
    );
    expect(publicRead.status).toBe(400);

    const files = user.client.storage.from('files');
    expect((await files.list(`${user.id}/../${other}`)).error).toMatchObject({ status: 400 });
    expect((await files.remove([`${user.id}/../x`])).error).toMatchObject({ status: 400 });
    expect((await files.createSignedUrl(`${user.id}/x/..`, 60)).error).toMatchObject({
      status: 400,
    });
    expect((await files.move(`${user.id}/plain.txt`, `${user.id}/../../x`)).error).toMatchObject({
      status: 400,
    });

    expect(storedFiles(server).sort()).toEqual(before);
  });
});
