import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskDriver } from './disk-driver.js';
import { BlobTooLargeError } from './driver.js';

describe('disk driver', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'ias-disk-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });
  const key = { bucket: 'b', name: 'folder/a.txt', version: 'v1' };

  it('stores the bytes under the bucket and answers their size and MD5', async () => {
    const driver = createDiskDriver(root);
    const stored = await driver.put(key, Readable.from([Buffer.from('hello')]), { maxBytes: 10 });
    expect(stored).toEqual({ size: 5, eTag: '"5d41402abc4b2a76b9719d911017c592"' });
    expect(await readFile(path.join(root, 'b', 'folder', 'a.txt#v1'), 'utf8')).toBe('hello');
  });

  it('refuses a body over the limit and keeps no file', async () => {
    const driver = createDiskDriver(root);
    await expect(
      driver.put(key, Readable.from([Buffer.alloc(11)]), { maxBytes: 10 }),
    ).rejects.toBeInstanceOf(BlobTooLargeError);
    expect(await readdir(path.join(root, '.tmp'))).toEqual([]);
    expect(await readdir(root)).toEqual(['.tmp']);
  });

  it('fails the write when the body fails before its first byte is read, and keeps no file', async () => {
    const driver = createDiskDriver(root);
    const body = new PassThrough();
    const written = driver.put(key, body, { maxBytes: 10 });
    // The client goes away while the driver is still preparing its temporary file.
    body.destroy(new Error('client went away'));
    await expect(written).rejects.toThrow('client went away');
    expect(await readdir(path.join(root, '.tmp')).catch(() => [])).toEqual([]);
    expect(await readdir(root).then((names) => names.filter((n) => n !== '.tmp'))).toEqual([]);
  });
});
