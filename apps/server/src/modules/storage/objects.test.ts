import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';

/** Every stored file under DATA_DIR/storage, relative, as `<bucket>/<path>#<version>`. */
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

const filesOf = (server: TestServer, key: string) =>
  storedFiles(server).filter((file) => file.startsWith(`${key}#`));

describe('storage objects through supabase-js', () => {
  let server: TestServer;
  let user: TestUser;
  let files: ReturnType<TestUser['client']['storage']['from']>;
  beforeAll(async () => {
    server = await startTestServer();
    user = await createTestUser(server);
    files = user.client.storage.from('files');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('uploads a Blob (FormData) and a Buffer (raw body) and answers with id, path and fullPath', async () => {
    const blob = new Blob(['attendance for March'], { type: 'text/plain' });
    const first = await files.upload(`${user.id}/docs/report.txt`, blob, { cacheControl: '60' });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({
      path: `${user.id}/docs/report.txt`,
      fullPath: `files/${user.id}/docs/report.txt`,
    });
    expect(first.data!.id).toMatch(/^[0-9a-f-]{36}$/);

    const csv = Buffer.from('roll,name\n1,Asha\n2,Ravi\n');
    const second = await files.upload(`${user.id}/docs/register.csv`, csv, {
      contentType: 'text/csv',
      metadata: { originalName: 'रजिस्टर.csv' },
    });
    expect(second.error).toBeNull();
    expect(second.data!.fullPath).toBe(`files/${user.id}/docs/register.csv`);

    const png = await files.upload(
      `${user.id}/photo.png`,
      new Blob([pngBytes()], { type: 'image/png' }),
    );
    expect(png.error).toBeNull();

    const [row] = await server.sql<{
      owner: string;
      metadata: Record<string, unknown>;
      user_metadata: unknown;
    }>(
      'select owner, metadata, user_metadata from storage.objects where bucket_id = $1 and name = $2',
      ['files', `${user.id}/docs/register.csv`],
    );
    expect(row!.owner).toBe(user.id);
    expect(row!.metadata).toMatchObject({
      size: csv.length,
      mimetype: 'text/csv',
      cacheControl: 'max-age=3600',
    });
    expect(row!.user_metadata).toEqual({ originalName: 'रजिस्टर.csv' });
    expect(filesOf(server, `files/${user.id}/docs/register.csv`)).toHaveLength(1);
  });

  it('lists one level like Supabase: folders first, then files with metadata', async () => {
    const top = await files.list(user.id);
    expect(top.error).toBeNull();
    expect(top.data!.map((entry) => [entry.name, entry.id === null])).toEqual([
      ['docs', true],
      ['photo.png', false],
    ]);
    expect(top.data![1]!.metadata).toMatchObject({
      mimetype: 'image/png',
      size: pngBytes().length,
    });

    const docs = await files.list(`${user.id}/docs`, { sortBy: { column: 'name', order: 'desc' } });
    expect(docs.data!.map((entry) => entry.name)).toEqual(['report.txt', 'register.csv']);

    const searched = await files.list(`${user.id}/docs`, { search: 'REP' });
    expect(searched.data!.map((entry) => entry.name)).toEqual(['report.txt']);

    const paged = await files.list(`${user.id}/docs`, { limit: 1, offset: 1 });
    expect(paged.data!.map((entry) => entry.name)).toEqual(['report.txt']);
  });

  it('downloads the bytes with type, length, ETag, cache and nosniff headers', async () => {
    const { data, error } = await files.download(`${user.id}/docs/report.txt`);
    expect(error).toBeNull();
    expect(await data!.text()).toBe('attendance for March');

    const response = await fetch(
      `${server.url}/storage/v1/object/files/${user.id}/docs/report.txt`,
      {
        headers: { apikey: server.anonKey, authorization: `Bearer ${user.accessToken}` },
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain');
    expect(response.headers.get('content-length')).toBe('20');
    expect(response.headers.get('cache-control')).toBe('private, max-age=60');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const eTag = response.headers.get('etag');
    expect(eTag).toMatch(/^"[0-9a-f]{32}"$/);
    await response.arrayBuffer();

    const again = await fetch(response.url, {
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${user.accessToken}`,
        'if-none-match': eTag!,
      },
    });
    expect(again.status).toBe(304);

    const ranged = await fetch(response.url, {
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${user.accessToken}`,
        range: 'bytes=0-9',
      },
    });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe('bytes 0-9/20');
    expect(await ranged.text()).toBe('attendance');

    const stream = await files.download(`${user.id}/docs/register.csv`).asStream();
    expect(stream.error).toBeNull();
    expect(await new Response(stream.data).text()).toBe('roll,name\n1,Asha\n2,Ravi\n');
  });

  it('answers info and exists', async () => {
    const info = await files.info(`${user.id}/docs/register.csv`);
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({
      name: `${user.id}/docs/register.csv`,
      contentType: 'text/csv',
    });
    expect(info.data!.metadata).toEqual({ originalName: 'रजिस्टर.csv' });

    expect((await files.exists(`${user.id}/docs/register.csv`)).data).toBe(true);
    expect((await files.exists(`${user.id}/docs/missing.csv`)).data).toBe(false);

    const missing = await files.download(`${user.id}/docs/missing.csv`);
    expect(missing.error).toMatchObject({ status: 404, statusCode: '404' });
  });

  it('refuses a duplicate without upsert (409), replaces with upsert and with update', async () => {
    const name = `${user.id}/docs/report.txt`;
    const duplicate = await files.upload(name, new Blob(['again'], { type: 'text/plain' }));
    expect(duplicate.error).toMatchObject({
      status: 409,
      statusCode: '409',
      message: 'The resource already exists',
    });
    expect(await (await files.download(name)).data!.text()).toBe('attendance for March');

    const { data: before } = await files.info(name);
    const upserted = await files.upload(
      name,
      new Blob(['attendance for April'], { type: 'text/plain' }),
      {
        upsert: true,
      },
    );
    expect(upserted.error).toBeNull();
    expect(upserted.data!.id).toBe(before!.id);
    expect(await (await files.download(name)).data!.text()).toBe('attendance for April');
    expect(filesOf(server, `files/${name}`)).toHaveLength(1);

    const updated = await files.update(name, Buffer.from('attendance for May'), {
      contentType: 'text/plain',
    });
    expect(updated.error).toBeNull();
    expect(await (await files.download(name)).data!.text()).toBe('attendance for May');
    expect(filesOf(server, `files/${name}`)).toHaveLength(1);
  });

  it('copies and moves objects with their bytes', async () => {
    const copied = await files.copy(
      `${user.id}/docs/register.csv`,
      `${user.id}/archive/register.csv`,
    );
    expect(copied.error).toBeNull();
    expect(copied.data).toEqual({ path: `files/${user.id}/archive/register.csv` });

    const moved = await files.move(
      `${user.id}/archive/register.csv`,
      `${user.id}/archive/2025/register.csv`,
    );
    expect(moved.error).toBeNull();
    expect((await files.exists(`${user.id}/archive/register.csv`)).data).toBe(false);
    expect(await (await files.download(`${user.id}/archive/2025/register.csv`)).data!.text()).toBe(
      'roll,name\n1,Asha\n2,Ravi\n',
    );
    expect(filesOf(server, `files/${user.id}/archive/register.csv`)).toHaveLength(0);
    expect(filesOf(server, `files/${user.id}/archive/2025/register.csv`)).toHaveLength(1);

    const onto = await files.move(
      `${user.id}/archive/2025/register.csv`,
      `${user.id}/docs/register.csv`,
    );
    expect(onto.error).toMatchObject({ status: 409 });
  });

  it('keeps an object and a folder of the same name apart, and answers HEAD with the headers', async () => {
    expect((await files.upload(`${user.id}/term`, Buffer.from('a file'))).error).toBeNull();
    expect(
      (await files.upload(`${user.id}/term/week-1.txt`, Buffer.from('inside'))).error,
    ).toBeNull();
    expect(await (await files.download(`${user.id}/term`)).data!.text()).toBe('a file');
    const listed = await files.list(user.id, { search: 'term' });
    expect(listed.data!.map((entry) => [entry.name, entry.id === null])).toEqual([
      ['term', true],
      ['term', false],
    ]);

    const head = await fetch(`${server.url}/storage/v1/object/files/${user.id}/term/week-1.txt`, {
      method: 'HEAD',
      headers: { apikey: server.anonKey, authorization: `Bearer ${user.accessToken}` },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('6');
    expect(head.headers.get('content-type')).toBe('text/plain;charset=UTF-8');
    await files.remove([`${user.id}/term`, `${user.id}/term/week-1.txt`]);
  });

  it('removes objects: the rows and the files go', async () => {
    const names = [
      `${user.id}/docs/report.txt`,
      `${user.id}/archive/2025/register.csv`,
      `${user.id}/nothing.txt`,
    ];
    const { data, error } = await files.remove(names);
    expect(error).toBeNull();
    expect(data!.map((entry) => entry.name).sort()).toEqual(names.slice(0, 2).sort());

    const rows = await server.sql('select name from storage.objects where name = any($1)', [names]);
    expect(rows).toEqual([]);
    for (const name of names) expect(filesOf(server, `files/${name}`)).toEqual([]);
    expect(storedFiles(server).some((file) => file.startsWith(`files/${user.id}/archive`))).toBe(
      false,
    );
  });

  it('uploads and downloads through signed upload URLs', async () => {
    const name = `${user.id}/scans/id-card.png`;
    const signed = await files.createSignedUploadUrl(name);
    expect(signed.error).toBeNull();
    expect(signed.data!.signedUrl).toContain(`/storage/v1/object/upload/sign/files/${name}?token=`);

    const anon = server.client().storage.from('files');
    const uploaded = await anon.uploadToSignedUrl(
      name,
      signed.data!.token,
      new Blob([pngBytes()], { type: 'image/png' }),
    );
    expect(uploaded.error).toBeNull();
    expect(uploaded.data!.fullPath).toBe(`files/${name}`);
    const [row] = await server.sql<{ owner: string }>(
      'select owner from storage.objects where name = $1',
      [name],
    );
    expect(row!.owner).toBe(user.id);

    const elsewhere = await anon.uploadToSignedUrl(
      `${user.id}/scans/other.png`,
      signed.data!.token,
      new Blob([pngBytes()], { type: 'image/png' }),
    );
    expect(elsewhere.error).toMatchObject({ status: 400 });

    const again = await anon.uploadToSignedUrl(
      name,
      signed.data!.token,
      new Blob([pngBytes()], { type: 'image/png' }),
    );
    expect(again.error).toMatchObject({ status: 409 });
  });
});

/** A 1×1 PNG. */
function pngBytes(): Uint8Array {
  return Uint8Array.from(
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  );
}
