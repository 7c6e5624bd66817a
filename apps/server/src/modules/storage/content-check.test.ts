import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/clients.js';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';
import { storageDriverFor } from './local-driver.js';

const BUCKET = 'task-files';

/** A Windows program's first bytes (the MZ header and DOS stub start). */
const WINDOWS_EXE = Buffer.concat([
  Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00]),
  Buffer.alloc(500, 0x41),
]);
/** A Linux program's first bytes (ELF, 64-bit, x86-64). */
const ELF = Buffer.concat([
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0x3e, 0]),
  Buffer.alloc(500, 0),
]);
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Card attachments arrive through the storage API (supabase-js), where only the declared type
 * used to be checked: every write path — upload, update (upsert), signed upload, copy and move
 * into the bucket — judges the bytes as /api/files does, and stores nothing it refuses.
 */
describe('storage writes judge the content, not the declared type', () => {
  let server: TestServer;
  let owner: TestUser;
  let folder: string;
  const files = () => owner.client.storage.from(BUCKET);

  /** Everything stored on disk (or as a row) under the task board's folder. */
  async function storedUnder(prefix: string) {
    const rows = await server.sql<{ name: string }>(
      'select name from storage.objects where bucket_id = $1 and name like $2',
      [BUCKET, `${prefix}%`],
    );
    const root = path.join(server.config.dataDir, 'storage', BUCKET, prefix);
    let onDisk: string[] = [];
    try {
      onDisk = readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name);
    } catch {
      onDisk = [];
    }
    return { rows: rows.map((row) => row.name), onDisk };
  }

  beforeAll(async () => {
    server = await startTestServer();
    owner = await createTestUser(server, { userType: 'Institute' });
    const api = apiAs(server.url, server.anonKey, owner.accessToken);
    await api.post('/api/organizations', { name: 'Sunrise School', kind: 'institute' });
    const { boards } = (
      await api.get<{ boards: Array<{ id: string; kind: string }> }>('/api/tasks/boards')
    ).body;
    const personal = boards.find((board) => board.kind === 'personal');
    expect(personal).toBeDefined();
    folder = `${personal!.id}/shared/card`;
  });

  afterAll(async () => {
    await server?.close();
  });

  it.each([
    ['a Windows program', 'exe', WINDOWS_EXE],
    ['a Linux program', 'elf', ELF],
  ])('refuses %s uploaded as image/png named x.png, and stores nothing', async (_, dir, bytes) => {
    const target = `${folder}/${dir}/x.png`;
    const asBlob = await files().upload(target, new Blob([bytes], { type: 'image/png' }));
    expect(asBlob.error).toMatchObject({ status: 415 });
    expect(asBlob.error!.message).toMatch(/x\.png is an executable program by its content/);
    const raw = await files().upload(target, bytes, { contentType: 'image/png' });
    expect(raw.error).toMatchObject({ status: 415 });
    const upsert = await files().upload(target, bytes, { contentType: 'image/png', upsert: true });
    expect(upsert.error).toMatchObject({ status: 415 });
    const update = await files().update(target, bytes, { contentType: 'image/png' });
    expect(update.error).toMatchObject({ status: 415 });
    const signed = await files().createSignedUploadUrl(target);
    expect(signed.error).toBeNull();
    const bySignedUrl = await files().uploadToSignedUrl(target, signed.data!.token, bytes, {
      contentType: 'image/png',
    });
    expect(bySignedUrl.error).toMatchObject({ status: 415 });
    expect(await storedUnder(`${folder}/${dir}/`)).toEqual({ rows: [], onDisk: [] });
  });

  it('stores a real PNG; a program cannot replace one where replacing is allowed', async () => {
    const target = `${folder}/real/x.png`;
    const stored = await files().upload(target, new Blob([PNG], { type: 'image/png' }));
    expect(stored.error).toBeNull();
    expect(await storedUnder(`${folder}/real/`)).toMatchObject({ rows: [target] });
    expect((await storedUnder(`${folder}/real/`)).onDisk).toHaveLength(1);
    // Task attachments are never updated in place (no update policy); the general 'files'
    // bucket lets the owner of a folder replace a file, and a program still may not.
    const own = owner.client.storage.from('files');
    const mine = `${owner.id}/x.png`;
    expect((await own.upload(mine, PNG, { contentType: 'image/png' })).error).toBeNull();
    const replaced = await own.update(mine, WINDOWS_EXE, { contentType: 'image/png' });
    expect(replaced.error).toMatchObject({ status: 415 });
    const { data, error } = await own.download(mine);
    expect(error).toBeNull();
    expect(Buffer.from(await data!.arrayBuffer())).toEqual(PNG);
  });

  it('refuses to copy or move stored program bytes under an innocent name', async () => {
    // Bytes stored before the check existed: rows of PNGs whose stored bytes are a program.
    const driver = storageDriverFor(server.config);
    async function tampered(bucket: string, name: string) {
      const upload = await owner.client.storage
        .from(bucket)
        .upload(name, PNG, { contentType: 'image/png' });
      expect(upload.error).toBeNull();
      const [row] = await server.sql<{ version: string }>(
        'select version from storage.objects where bucket_id = $1 and name = $2',
        [bucket, name],
      );
      await driver.put({ bucket, name, version: row!.version }, Readable.from([ELF]), {
        maxBytes: 1024 * 1024,
      });
    }
    const source = `${folder}/old/photo.png`;
    await tampered(BUCKET, source);
    const copied = await files().copy(source, `${folder}/copied/x.png`);
    expect(copied.error).toMatchObject({ status: 415 });
    expect(await storedUnder(`${folder}/copied/`)).toEqual({ rows: [], onDisk: [] });
    expect(await storedUnder(`${folder}/old/`)).toMatchObject({ rows: [source] });

    // Nobody moves within task attachments (no update policy), so the move is shown in 'files'.
    const own = owner.client.storage.from('files');
    const mine = `${owner.id}/old.png`;
    await tampered('files', mine);
    const moved = await own.move(mine, `${owner.id}/moved/x.png`);
    expect(moved.error).toMatchObject({ status: 415 });
    const [still] = await server.sql<{ name: string }>(
      "select name from storage.objects where bucket_id = 'files' and name like $1",
      [`${owner.id}/moved/%`],
    );
    expect(still).toBeUndefined();

    // A real PNG still copies and moves.
    const good = `${folder}/good/x.png`;
    expect((await files().upload(good, PNG, { contentType: 'image/png' })).error).toBeNull();
    expect((await files().copy(good, `${folder}/good/y.png`)).error).toBeNull();
    const fine = `${owner.id}/fine.png`;
    expect((await own.upload(fine, PNG, { contentType: 'image/png' })).error).toBeNull();
    expect((await own.move(fine, `${owner.id}/moved/fine.png`)).error).toBeNull();
  });
});
