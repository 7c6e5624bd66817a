import type { z } from 'zod';
import { checkedSettings, requireBucketManager } from './bucket-shared.js';
import { type Actor, runAs } from './caller.js';
import type { StorageDeps } from './deps.js';
import { storageErrors } from './errors.js';
import { parseBucketId } from './paths.js';
import { insertBucket } from './repository.js';
import type { createBucketBodySchema } from './schemas.js';

export async function createBucket(
  deps: StorageDeps,
  actor: Actor,
  body: z.infer<typeof createBucketBodySchema>,
): Promise<{ name: string }> {
  const id = parseBucketId(body.id ?? body.name);
  const { id: _id, name: _name, ...settings } = body;
  const checked = checkedSettings(settings);
  try {
    await runAs(deps.db, actor, async (trx) => {
      await requireBucketManager(trx, actor);
      await insertBucket(trx, { id, owner: actor.userId ?? null, ...checked });
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw storageErrors.bucketExists();
    throw error;
  }
  return { name: id };
}
