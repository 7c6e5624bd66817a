import { exportRequestSchema } from '@ias/shared';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { parseInput, requireCaller } from '../../lib/api-auth.js';
import { AppError } from '../../lib/errors.js';
import { orgNotFound } from '../orgs/access.js';
import { CONTENT_TYPES, ExportJobs, jobView, pruneExports } from './jobs.js';
import { startExport } from './start-export.js';

const idParam = z.object({ id: z.string().uuid() });

/**
 * Exports of the attendance report: XLSX workbooks and the PDF register, made in the background.
 * POST starts one (202), GET polls its progress, GET …/file downloads it — only for the person
 * who asked for it, from whichever server process the request reaches (jobs.ts).
 */
export const exportRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.ctx;
  const jobs = new ExportJobs(ctx, 'attendance');
  app.addHook('onClose', async () => jobs.close());
  // On start: what expired while no process was running goes (then the job queue's round).
  app.addHook('onReady', async () => {
    await pruneExports(ctx).catch((error: unknown) =>
      ctx.log.warn({ err: error }, 'could not prune expired exports'),
    );
  });

  const ownJob = async (request: Parameters<typeof requireCaller>[1]) => {
    const caller = await requireCaller(ctx, request);
    const params = idParam.safeParse(request.params);
    const job = params.success ? await jobs.get(params.data.id, caller.userId) : undefined;
    if (!job) throw new AppError(404, 'not_found', 'Export not found.');
    return job;
  };

  app.post('/api/organizations/:id/exports', async (request, reply) => {
    const caller = await requireCaller(ctx, request);
    const params = idParam.safeParse(request.params);
    if (!params.success) throw orgNotFound();
    const input = parseInput(exportRequestSchema, request.body ?? {});
    const job = await startExport(ctx, jobs, caller, params.data.id, input);
    return reply.code(202).header('cache-control', 'no-store').send(jobView(job));
  });

  app.get('/api/exports/:id', async (request, reply) => {
    const job = await ownJob(request);
    reply.header('cache-control', 'no-store');
    return jobView(job);
  });

  app.get('/api/exports/:id/file', async (request, reply) => {
    const job = await ownJob(request);
    if (job.status !== 'done')
      throw new AppError(409, 'export_not_ready', 'The export is not ready yet.');
    const file = await jobs.open(job);
    if (!file) throw new AppError(404, 'not_found', 'Export not found.');
    return reply
      .type(CONTENT_TYPES[job.format])
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${job.file_name}"`)
      .send(file);
  });
};
