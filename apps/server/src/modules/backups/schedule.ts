import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import { enqueue, type JobSchedule } from '../../lib/jobs/queue.js';
import { pruneBackups, writeBackupFile } from './archive-files.js';
import { type BackupSource, holdPool, type HoldConnection } from './create-backup.js';

export const BACKUP_JOB = 'backup.nightly';

/** The backup source for the running server; `hold` overrides how the embedded one is held. */
export function serverBackupSource(ctx: AppContext, hold?: HoldConnection): BackupSource {
  const { database, config } = ctx;
  if (database.kind === 'postgres')
    return { kind: 'postgres', dataDir: config.dataDir, databaseUrl: config.databaseUrl! };
  return {
    kind: 'pglite',
    dataDir: config.dataDir,
    hold: hold ?? holdPool(database.pool),
    dumpDataDir: () => database.dumpDataDir!(),
  };
}

/** Today's scheduled time (UTC), or undefined before it. */
function dueDay(now: Date, at: { hour: number; minute: number }): string | undefined {
  const due = new Date(now);
  due.setUTCHours(at.hour, at.minute, 0, 0);
  return now >= due ? now.toISOString().slice(0, 10) : undefined;
}

/**
 * The nightly backup on the job queue: from the scheduled time (UTC) on, each day's job is
 * enqueued under the key `backup:<date>`, so however many server processes tick, it is made
 * once, and one worker claims it. The handler writes an archive into BACKUP_DIR and keeps the
 * BACKUP_KEEP newest.
 */
export function backupSchedule(ctx: AppContext): JobSchedule {
  const backup = ctx.config.backup;
  return {
    async tick(db, now) {
      if (!backup.schedule) return;
      const day = dueDay(now, backup.schedule);
      if (day)
        await enqueue(db, { name: BACKUP_JOB, key: `backup:${day}`, runAt: now, maxAttempts: 3 });
    },
    handlers: {
      async [BACKUP_JOB](job, trx, now) {
        // The claim's lease (5 minutes) is renewed while a long backup runs, so no other process
        // takes the job over (PostgreSQL; the embedded database has only one process).
        const renew =
          ctx.database.kind === 'postgres'
            ? setInterval(() => {
                void sql`update private.jobs
                            set locked_until = greatest(locked_until, now() + interval '5 minutes')
                          where id = ${job.id}::bigint and status = 'running'`
                  .execute(ctx.database.db)
                  .catch(() => undefined);
              }, 60_000)
            : undefined;
        try {
          // The job's own transaction holds the embedded database's only connection.
          const source = serverBackupSource(ctx, async (fn) =>
            fn(
              async (text) => (await sql.raw(text).execute(trx)).rows as Record<string, unknown>[],
            ),
          );
          const { file, manifest } = await writeBackupFile(source, backup.dir, ctx.version, now);
          const removed = await pruneBackups(backup.dir, backup.keep);
          ctx.log.info(
            { file, files: manifest.file_count, migration: manifest.migration.level, removed },
            'backup written',
          );
        } finally {
          if (renew) clearInterval(renew);
        }
      },
    },
  };
}
