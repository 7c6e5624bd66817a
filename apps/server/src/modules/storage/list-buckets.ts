import type { z } from 'zod';
import { bucketResponse } from './bucket-shared.js';
import { type Actor, runAs } from './caller.js';
import type { StorageDeps } from './deps.js';
import { listBuckets } from './repository.js';
import type { listBucketsQuerySchema } from './schemas.js';

export async function listAllBuckets(
  deps: StorageDeps,
  actor: Actor,
  query: z.infer<typeof listBucketsQuerySchema>,
) {
  const rows = await runAs(deps.db, actor, (trx) => listBuckets(trx, query));
  return rows.map(bucketResponse);
}
