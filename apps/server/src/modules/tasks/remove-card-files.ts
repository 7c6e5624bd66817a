import { type Kysely, sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { DB } from '../../lib/db-types.js';
import type { JobSchedule } from '../../lib/jobs/queue.js';
import type { StorageDriver } from '../storage/driver.js';
import { storageDriverFor } from '../storage/local-driver.js';

type Removal = { bucket_id: string; name: string; version: string };

/**
 * Removes from the storage driver the bytes of attachments whose cards were deleted. The rows
 * left with the card (migration 0075 queues their versions in private.task_file_removals); each
 * instance takes a batch with `skip locked`, so two never remove the same bytes, and a removal
 * that fails leaves only an orphan file (the driver's remove is idempotent). Returns how many.
 */
export async function removeDeletedCardFiles(
  db: Kysely<DB>,
  driver: StorageDriver,
  onError: (error: unknown, removal: Removal) => void = () => undefined,
  batch = 200,
): Promise<number> {
  let removed = 0;
  for (;;) {
    const { rows } = await sql<Removal>`
      delete from private.task_file_removals r
       using (select id from private.task_file_removals order by id limit ${batch}
                 for update skip locked) due
       where r.id = due.id
      returning r.bucket_id, r.name, r.version`.execute(db);
    for (const row of rows) {
      try {
        await driver.remove({ bucket: row.bucket_id, name: row.name, version: row.version });
        removed += 1;
      } catch (error) {
        onError(error, row);
      }
    }
    if (rows.length < batch) return removed;
  }
}

/** The queue's tick (each minute on every instance) removes what deleted cards left. */
export function taskFileRemovalSchedule(ctx: Pick<AppContext, 'config' | 'log'>): JobSchedule {
  const driver = storageDriverFor(ctx.config);
  return {
    tick: async (db) => {
      await removeDeletedCardFiles(db, driver, (error, removal) =>
        ctx.log.warn(
          { err: error, bucket: removal.bucket_id, version: removal.version },
          'could not remove a deleted card’s file',
        ),
      );
    },
    handlers: {},
  };
}
