import { PassThrough } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { InvalidTokenError } from '../../lib/jwt.js';
import { startJobs } from '../../lib/jobs/queue.js';
import { archiveName } from './archive-files.js';
import { writeBackup } from './create-backup.js';
import { backupSchedule, serverBackupSource } from './schedule.js';

/**
 * POST /api/admin/backup streams a backup archive of the running server (service_role only:
 * `npm run backup` signs with the data directory's key). It is how the embedded database is
 * backed up while the server runs: only the process holding it can take a consistent image.
 * With BACKUP_SCHEDULE, the nightly backup runs on the job queue.
 */
export const backupRoutes: FastifyPluginAsync<{ backgroundJobs: boolean }> = async (
  app,
  options,
) => {
  const ctx = app.ctx;

  app.post('/api/admin/backup', async (request, reply) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    let role: string | undefined;
    try {
      role = match ? (await ctx.keys.verify(match[1]!)).role : undefined;
    } catch (error) {
      if (!(error instanceof InvalidTokenError)) throw error;
    }
    if (role !== 'service_role')
      throw new AppError(401, 'not_authorized', 'A backup needs the service_role key.');
    const now = new Date();
    const body = new PassThrough();
    const done = writeBackup(serverBackupSource(ctx), body, ctx.version, now);
    done.catch((error: unknown) => {
      request.log.error({ err: error }, 'backup failed');
      body.destroy(error as Error);
    });
    return reply
      .header('content-type', 'application/gzip')
      .header('content-disposition', `attachment; filename="${archiveName(now)}"`)
      .send(body);
  });

  if (options.backgroundJobs && ctx.config.backup.schedule) {
    // A worker of its own for the backup job, on the same queue (private.jobs).
    const jobs = startJobs(ctx.database.db, [backupSchedule(ctx)], {
      onError: (job, error) => app.log.error({ err: error, job: job.key }, 'backup failed'),
      onTickError: (error) => app.log.error({ err: error }, 'backup schedule round failed'),
    });
    app.addHook('preClose', async () => jobs.stop());
  }
};
