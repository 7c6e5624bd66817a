import { randomUUID } from 'node:crypto';
import type { BlobKey } from './driver.js';
import type { StorageDeps } from './deps.js';

export type VersionOutcome<T> = { result: T; replaced?: BlobKey | undefined };

/**
 * Writes an object's bytes as a new version: `write` stores them under the key it is given and
 * commits the row pointing at them. If it fails, the new bytes are removed, so a failed request
 * leaves neither a row nor a file; once it has committed, the bytes it replaced are removed.
 */
export async function withNewVersion<T>(
  deps: StorageDeps,
  target: { bucket: string; name: string },
  write: (key: BlobKey) => Promise<VersionOutcome<T>>,
): Promise<T> {
  const key: BlobKey = { ...target, version: randomUUID() };
  let outcome: VersionOutcome<T>;
  try {
    outcome = await write(key);
  } catch (error) {
    await removeQuietly(deps, key);
    throw error;
  }
  if (outcome.replaced && outcome.replaced.version !== key.version) {
    await removeQuietly(deps, outcome.replaced);
  }
  return outcome.result;
}

/** Removes bytes no row points at any more; a failure only leaves an orphan file behind. */
export async function removeQuietly(deps: StorageDeps, key: BlobKey): Promise<void> {
  try {
    await deps.driver.remove(key);
  } catch (error) {
    deps.log.warn(
      { err: error, bucket: key.bucket, version: key.version },
      'could not remove stored bytes',
    );
  }
}
