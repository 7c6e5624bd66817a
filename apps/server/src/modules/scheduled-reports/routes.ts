import { randomUUID } from 'node:crypto';
import { scheduledReportPatchSchema, scheduledReportSchema } from '@ias/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseInput, refuseDemo, requireCaller } from '../../lib/api-auth.js';
import { AppError } from '../../lib/errors.js';
import { requireManager } from '../orgs/access.js';
import { deliverPendingRuns } from './deliver-runs.js';
import {
  createScheduledReport,
  deleteScheduledReport,
  listScheduledReports,
  sendScheduledReportNow,
  updateScheduledReport,
} from './manage-schedules.js';

const orgParam = z.object({ id: z.string().uuid() });
const scheduleParam = z.object({ id: z.string().uuid(), scheduleId: z.string().uuid() });

/** Scheduled reports: the organisation's owner (or an Admin) makes, changes and sends them. */
export const scheduledReportRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.ctx;
  const sender = randomUUID();

  const owner = async (request: FastifyRequest) => {
    const caller = await requireCaller(ctx, request);
    const params = orgParam.safeParse(request.params);
    if (!params.success)
      throw new AppError(404, 'organization_not_found', 'Organisation not found.');
    await requireManager(ctx, caller, params.data.id);
    return { caller, orgId: params.data.id };
  };
  const scheduleOf = (request: FastifyRequest) => {
    const params = scheduleParam.safeParse(request.params);
    if (!params.success)
      throw new AppError(404, 'scheduled_report_not_found', 'Scheduled report not found.');
    return params.data.scheduleId;
  };

  app.get('/api/organizations/:id/scheduled-reports', async (request, reply) => {
    const { orgId } = await owner(request);
    reply.header('cache-control', 'no-store');
    return listScheduledReports(ctx, orgId);
  });

  app.post('/api/organizations/:id/scheduled-reports', async (request, reply) => {
    const { caller, orgId } = await owner(request);
    refuseDemo(caller, 'send reports by e-mail');
    const input = parseInput(scheduledReportSchema, request.body);
    return reply.code(201).send(await createScheduledReport(ctx, orgId, caller.userId, input));
  });

  app.patch('/api/organizations/:id/scheduled-reports/:scheduleId', async (request) => {
    const { caller, orgId } = await owner(request);
    refuseDemo(caller, 'send reports by e-mail');
    const changes = parseInput(scheduledReportPatchSchema, request.body);
    return updateScheduledReport(ctx, orgId, scheduleOf(request), changes);
  });

  app.delete('/api/organizations/:id/scheduled-reports/:scheduleId', async (request, reply) => {
    const { orgId } = await owner(request);
    await deleteScheduledReport(ctx, orgId, scheduleOf(request));
    return reply.code(204).send();
  });

  // Answers at once; the run is sent in the background here (and by any instance's tick if
  // this one stops first).
  app.post('/api/organizations/:id/scheduled-reports/:scheduleId/send', async (request, reply) => {
    const { caller, orgId } = await owner(request);
    refuseDemo(caller, 'send reports by e-mail');
    const run = await sendScheduledReportNow(ctx, orgId, scheduleOf(request));
    void deliverPendingRuns(ctx, sender, new Date()).catch((error: unknown) =>
      app.log.error({ err: error }, 'scheduled report send failed'),
    );
    return reply.code(202).send(run);
  });
};
