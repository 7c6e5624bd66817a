import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../lib/api-auth.js';
import { localizedError } from '../../lib/errors.js';
import { currentLocale, withRequestLocale } from '../../lib/i18n.js';
import { startJobs } from '../../lib/jobs/queue.js';
import { cancelDeletion, deletionStatus, requestDeletion } from './account-deletion.js';
import { privacySchedule } from './erase-account.js';
import { writePersonalData } from './export-data.js';
import { ZipStream } from './zip-stream.js';

/**
 * A person's rights over their own data (issue 19): download everything, ask for deletion,
 * cancel it. Every route acts for the signed-in caller only — no route takes a person's id — and
 * an organisation's API key is refused (it acts for an organisation, not a person).
 */
export const privacyRoutes: FastifyPluginAsync<{ backgroundJobs?: boolean }> = async (
  app,
  options,
) => {
  const ctx = app.ctx;
  app.addHook('onRequest', withRequestLocale);

  // The daily erasure on the job queue, with a worker of its own that claims only its job.
  if (options.backgroundJobs !== false) {
    const jobs = startJobs(ctx.database.db, [privacySchedule(ctx)], {
      onError: (job, error) => app.log.warn({ err: error, job: job.key }, 'erasure failed'),
      onTickError: (error) => app.log.error({ err: error }, 'erasure round failed'),
    });
    app.addHook('preClose', async () => jobs.stop());
  }

  const person = async (request: Parameters<typeof requireCaller>[1]) => {
    const caller = await requireCaller(ctx, request);
    if (caller.auth.orgKey)
      throw localizedError(403, 'api_key_not_allowed', 'error.privacy.personOnly');
    return caller;
  };

  // The ZIP is written while it is sent: each part is read, compressed and handed on as the
  // connection takes it, so the server never holds the whole archive.
  app.get(
    '/api/me/data-export',
    { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const caller = await person(request);
      const now = new Date();
      const zip = new ZipStream();
      const locale = currentLocale();
      void (async () => {
        try {
          await writePersonalData(ctx, caller.userId, zip, locale, now);
          zip.end();
        } catch (error) {
          if (!zip.output.destroyed)
            request.log.error({ err: error }, 'personal data export failed');
          zip.fail(error instanceof Error ? error : new Error(String(error)));
        }
      })();
      const day = now.toISOString().slice(0, 10);
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="my-data-${day}.zip"`)
        .send(zip.output);
    },
  );

  app.get('/api/me/account-deletion', async (request, reply) => {
    const caller = await person(request);
    reply.header('cache-control', 'no-store');
    return deletionStatus(ctx.database.db, caller.userId);
  });

  app.post('/api/me/account-deletion', async (request, reply) => {
    const caller = await person(request);
    return reply.code(201).send(await requestDeletion(ctx, caller, new Date()));
  });

  app.delete('/api/me/account-deletion', async (request) => {
    const caller = await person(request);
    return cancelDeletion(ctx, caller, new Date());
  });
};
