import type { z } from 'zod';
import { checkedSettings, requireBucketManager } from './bucket-shared.js';
import { type Actor, runAs } from './caller.js';
import type { StorageDeps } from './deps.js';
import { storageErrors } from './errors.js';
import { updateBucket } from './repository.js';
import type { updateBucketBodySchema } from './schemas.js';

/** Changes the settings given; those left out stay as they are. */
export async function updateBucketSettings(
  deps: StorageDeps,
  actor: Actor,
  id: string,
  body: z.infer<typeof updateBucketBodySchema>,
): Promise<{ message: string }> {
  const settings = checkedSettings(body);
  const updated = await runAs(deps.db, actor, async (trx) => {
    await requireBucketManager(trx, actor);
    return Object.keys(settings).length === 0 ? 1 : updateBucket(trx, id, settings);
  });
  if (updated === 0) throw storageErrors.bucketNotFound();
  return { message: 'Successfully updated' };
}
