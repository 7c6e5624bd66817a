import { type Actor, runAs } from './caller.js';
import type { StorageDeps } from './deps.js';
import { parsePrefix } from './paths.js';
import { type ListEntry, listObjects } from './repository.js';
import type { listBodySchema } from './schemas.js';
import type { z } from 'zod';

/** The folders and files directly under a prefix that the caller may see (storage-js `list`). */
export async function listBucketObjects(
  deps: StorageDeps,
  actor: Actor,
  bucketId: string,
  body: z.infer<typeof listBodySchema>,
): Promise<ListEntry[]> {
  const prefix = parsePrefix(body.prefix);
  return runAs(deps.db, actor, (trx) =>
    listObjects(trx, {
      bucketId,
      prefix,
      search: body.search,
      limit: body.limit,
      offset: body.offset,
      sortColumn: body.sortBy.column,
      sortOrder: body.sortBy.order,
    }),
  );
}
