import { createHash, randomUUID } from 'node:crypto';
import { constants, createWriteStream } from 'node:fs';
import { copyFile, mkdir, open, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  BlobNotFoundError,
  type BlobKey,
  BlobTooLargeError,
  type StorageDriver,
} from './driver.js';

/**
 * Object bytes as files under `root` (`<DATA_DIR>/storage`): `<bucket>/<path>#<version>`.
 * `#` never occurs in an object path (see paths.ts), so versions of `a` and objects under `a/`
 * never collide. Writes go to `.tmp/` first and are renamed into place, so a file under a bucket
 * is always complete.
 */
export function createDiskDriver(root: string): StorageDriver {
  const base = path.resolve(root);
  const tmpDir = path.join(base, '.tmp');

  function bucketDir(bucket: string): string {
    return inside(base, path.join(base, bucket));
  }

  function fileOf(key: BlobKey): string {
    return inside(bucketDir(key.bucket), path.join(base, key.bucket, `${key.name}#${key.version}`));
  }

  async function tempFile(): Promise<string> {
    await mkdir(tmpDir, { recursive: true });
    return path.join(tmpDir, randomUUID());
  }

  return {
    async put(key, body, { maxBytes }) {
      const hash = createHash('md5');
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          if (size > maxBytes) return callback(new BlobTooLargeError());
          hash.update(chunk);
          callback(null, chunk);
        },
      });
      // pipe() rather than pipeline(body, …): on failure the source must stay intact so the
      // caller can drain it and still answer the request. Its errors are listened for before the
      // first wait: a body that fails meanwhile (the client gone) must fail this write, not go
      // unheard (an 'error' nobody listens for stops the process).
      body.pipe(counter);
      const onSourceError = (error: Error) => counter.destroy(error);
      body.once('error', onSourceError);
      let tmp: string | undefined;
      try {
        tmp = await tempFile();
        await pipeline(counter, createWriteStream(tmp, { flags: 'wx', mode: 0o600 }));
        await moveIntoPlace(tmp, fileOf(key));
      } catch (error) {
        body.unpipe(counter);
        if (tmp) await rm(tmp, { force: true });
        throw error;
      } finally {
        body.off('error', onSourceError);
      }
      return { size, eTag: `"${hash.digest('hex')}"` };
    },

    async get(key, range) {
      try {
        const handle = await open(fileOf(key), 'r');
        return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      } catch (error) {
        throw isMissing(error) ? new BlobNotFoundError() : error;
      }
    },

    async copy(from, to) {
      const tmp = await tempFile();
      try {
        await copyFile(fileOf(from), tmp, constants.COPYFILE_FICLONE);
        await moveIntoPlace(tmp, fileOf(to));
      } catch (error) {
        await rm(tmp, { force: true });
        throw isMissing(error) ? new BlobNotFoundError() : error;
      }
    },

    async remove(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await pruneEmptyDirs(path.dirname(file), bucketDir(key.bucket));
    },

    async removeBucket(bucket) {
      await rm(bucketDir(bucket), { recursive: true, force: true });
    },
  };
}

/** Defence in depth behind path validation: nothing resolves outside its parent. */
function inside(parent: string, candidate: string): string {
  const resolved = path.resolve(candidate);
  if (resolved !== parent && !resolved.startsWith(parent + path.sep)) {
    throw new Error(`storage path escapes its root: ${candidate}`);
  }
  return resolved;
}

async function moveIntoPlace(tmp: string, file: string): Promise<void> {
  // A concurrent remove may prune the directory between mkdir and rename: try again.
  for (let attempt = 0; ; attempt++) {
    await mkdir(path.dirname(file), { recursive: true });
    try {
      await rename(tmp, file);
      return;
    } catch (error) {
      if (!isMissing(error) || attempt >= 2) throw error;
    }
  }
}

async function pruneEmptyDirs(dir: string, stopAt: string): Promise<void> {
  for (let current = dir; current.startsWith(stopAt + path.sep); current = path.dirname(current)) {
    try {
      await rmdir(current);
    } catch {
      return; // not empty (or already gone): ancestors are not empty either
    }
  }
}

function isMissing(error: unknown): boolean {
  return (error as { code?: string }).code === 'ENOENT';
}
