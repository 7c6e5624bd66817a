import { judgeStored } from './content-check.js';
import { type Actor, runAs } from './caller.js';
import type { StorageDeps } from './deps.js';
import { storageErrors } from './errors.js';
import { findObject, renameObject } from './repository.js';
import { assertFits, sourceKeyOf, type Transfer } from './transfer.js';
import { withNewVersion } from './versions.js';

/**
 * Moves an object (storage-js `move`): the same row gets the new path, so policies must allow
 * updating it (USING, old path) into the new path (WITH CHECK). The bytes are copied to a new
 * version first and the old ones removed after commit.
 */
export async function moveObject(
  deps: StorageDeps,
  actor: Actor,
  { from, to, toBucket }: Transfer,
): Promise<{ message: string }> {
  return withNewVersion(deps, { bucket: to.bucketId, name: to.name }, (key) =>
    runAs(deps.db, actor, async (trx) => {
      const visible = await findObject(trx, from.bucketId, from.name);
      if (!visible) throw storageErrors.objectNotFound();
      // FOR UPDATE sees only rows the caller may update, and holds them until commit.
      const source = await findObject(trx, from.bucketId, from.name, { forUpdate: true });
      if (!source) throw storageErrors.accessDenied();
      assertFits(source, toBucket);
      await judgeStored(deps.driver, sourceKeyOf(source), to.name);
      await deps.driver.copy(sourceKeyOf(source), key);
      await renameObject(trx, from, { ...to, version: key.version });
      return { result: { message: 'Successfully moved' }, replaced: sourceKeyOf(source) };
    }),
  );
}
