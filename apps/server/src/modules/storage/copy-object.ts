import { judgeStored } from './content-check.js';
import { type Actor, runAs } from './caller.js';
import type { StorageDeps } from './deps.js';
import { storageErrors } from './errors.js';
import { findObject, metadataOf, writeObject } from './repository.js';
import { assertFits, sourceKeyOf, type Transfer } from './transfer.js';
import type { UploadResult } from './upload-object.js';
import { withNewVersion } from './versions.js';

/** Copies an object the caller may read to a path the caller may write (storage-js `copy`). */
export async function copyObject(
  deps: StorageDeps,
  actor: Actor,
  { from, to, toBucket }: Transfer,
  upsert: boolean,
): Promise<UploadResult> {
  return withNewVersion(deps, { bucket: to.bucketId, name: to.name }, (key) =>
    runAs(deps.db, actor, async (trx) => {
      const source = await findObject(trx, from.bucketId, from.name);
      if (!source) throw storageErrors.objectNotFound();
      assertFits(source, toBucket);
      await judgeStored(deps.driver, sourceKeyOf(source), to.name);
      await deps.driver.copy(sourceKeyOf(source), key);
      const written = await writeObject(trx, {
        bucketId: to.bucketId,
        name: to.name,
        owner: actor.userId ?? null,
        metadata: { ...metadataOf(source), lastModified: new Date().toISOString() },
        userMetadata: source.user_metadata,
        version: key.version,
        upsert,
      });
      const replaced = written.previous_version
        ? { bucket: to.bucketId, name: to.name, version: written.previous_version }
        : undefined;
      return { result: { Id: written.id, Key: `${to.bucketId}/${to.name}` }, replaced };
    }),
  );
}
