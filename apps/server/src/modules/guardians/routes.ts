import type { FastifyPluginAsync } from 'fastify';
import { guardianWordingSchema } from '@ias/shared';
import { z } from 'zod';
import { parseInput, requireCaller } from '../../lib/api-auth.js';
import { GuardianAlerts } from './alerts.js';
import {
  listGuardians,
  listLookedAfterStudents,
  removeGuardian,
  saveGuardian,
} from './guardians.js';
import { createSmsProvider } from './providers/index.js';
import { alertSettingsInput, deliveryQuery, guardianInput } from './schemas.js';
import { deliveriesCsv, getAlertSettings, listDeliveries, saveAlertSettings } from './settings.js';
import { getWording, saveWording } from './wording.js';

const memberParams = z.object({ memberId: z.uuid('Unknown student.') });
const positionParams = memberParams.extend({
  position: z.coerce
    .number()
    .int()
    .refine((value) => value === 1 || value === 2, 'A student has a first and a second guardian.')
    .transform((value) => value as 1 | 2),
});
const orgParams = z.object({ orgId: z.uuid('Unknown organisation.') });

declare module 'fastify' {
  interface FastifyInstance {
    guardianAlerts: GuardianAlerts;
  }
}

/**
 * Guardians of students (owners and the student's staff write them; the student reads them),
 * the organisation's guardian-alert settings and delivery log (owners), and the alert sweep.
 */
export const guardianRoutes: FastifyPluginAsync<{ backgroundJobs: boolean }> = async (
  app,
  options,
) => {
  const { ctx } = app;
  const alerts = new GuardianAlerts(ctx, createSmsProvider(ctx.config.sms));
  app.decorate('guardianAlerts', alerts);
  if (options.backgroundJobs) alerts.start();
  app.addHook('preClose', async () => alerts.close());

  app.get('/api/members/:memberId/guardians', async (request) => {
    const { memberId } = parseInput(memberParams, request.params);
    return listGuardians(ctx, await requireCaller(ctx, request), memberId);
  });

  app.post('/api/members/:memberId/guardians/:position', async (request) => {
    const { memberId, position } = parseInput(positionParams, request.params);
    const caller = await requireCaller(ctx, request);
    const input = parseInput(guardianInput, request.body);
    await saveGuardian(ctx, caller, memberId, position, input);
    return listGuardians(ctx, caller, memberId);
  });

  app.delete('/api/members/:memberId/guardians/:position', async (request) => {
    const { memberId, position } = parseInput(positionParams, request.params);
    const caller = await requireCaller(ctx, request);
    await removeGuardian(ctx, caller, memberId, position);
    return listGuardians(ctx, caller, memberId);
  });

  // The students the caller looks after, with their guardians' count (the teacher's card).
  app.get('/api/organizations/:orgId/guardian-students', async (request) => {
    const { orgId } = parseInput(orgParams, request.params);
    const caller = await requireCaller(ctx, request);
    return { students: await listLookedAfterStudents(ctx, caller, orgId) };
  });

  app.get('/api/organizations/:orgId/guardian-alerts', async (request) => {
    const { orgId } = parseInput(orgParams, request.params);
    return getAlertSettings(ctx, await requireCaller(ctx, request), orgId);
  });

  app.post('/api/organizations/:orgId/guardian-alerts', async (request) => {
    const { orgId } = parseInput(orgParams, request.params);
    const caller = await requireCaller(ctx, request);
    return saveAlertSettings(ctx, caller, orgId, parseInput(alertSettingsInput, request.body));
  });

  // The organisation's own wording of guardian messages (issue 15, item 6).
  app.get('/api/organizations/:orgId/guardian-wording', async (request) => {
    const { orgId } = parseInput(orgParams, request.params);
    return getWording(ctx, await requireCaller(ctx, request), orgId);
  });

  app.put('/api/organizations/:orgId/guardian-wording', async (request) => {
    const { orgId } = parseInput(orgParams, request.params);
    const caller = await requireCaller(ctx, request);
    return saveWording(ctx, caller, orgId, parseInput(guardianWordingSchema, request.body));
  });

  app.get('/api/organizations/:orgId/guardian-deliveries', async (request) => {
    const { orgId } = parseInput(orgParams, request.params);
    const caller = await requireCaller(ctx, request);
    return {
      deliveries: await listDeliveries(
        ctx,
        caller,
        orgId,
        parseInput(deliveryQuery, request.query),
      ),
    };
  });

  app.get('/api/organizations/:orgId/guardian-deliveries.csv', async (request, reply) => {
    const { orgId } = parseInput(orgParams, request.params);
    const caller = await requireCaller(ctx, request);
    const query = parseInput(
      deliveryQuery.extend({ limit: z.coerce.number().default(5000) }),
      request.query,
    );
    const rows = await listDeliveries(ctx, caller, orgId, {
      ...query,
      limit: Math.min(query.limit, 5000),
    });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="guardian-deliveries.csv"')
      .header('cache-control', 'no-store')
      .send(deliveriesCsv(rows));
  });
};

// Not encapsulated (what fastify-plugin does): `app.guardianAlerts` is the instance's sweep, which
// tests drive with their own clock.
(guardianRoutes as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
