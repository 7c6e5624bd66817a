import { overtimeDecisionSchema } from '@ias/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseInput, requireCaller } from '../../lib/api-auth.js';
import { localizedError } from '../../lib/errors.js';
import { withRequestLocale } from '../../lib/i18n.js';
import { recalculateOvertime } from './recalculate-overtime.js';
import { decideOvertime, listOrgOvertime, memberOvertime } from './service.js';

const idParam = z.object({ id: z.string().uuid() });
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const listQuery = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  status: z.enum(['pending', 'approved', 'rejected']).optional(),
});
const monthQuery = z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/) });

/** Overtime and comp-off: the organisation's list, a person's month (reads that write nothing), decisions, bringing up to date now. */
export const overtimeRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.ctx;
  app.addHook('onRequest', withRequestLocale);
  const id = (request: FastifyRequest) => {
    const parsed = idParam.safeParse(request.params);
    if (!parsed.success) throw localizedError(404, 'not_found', 'error.overtime.entryNotFound');
    return parsed.data.id;
  };

  app.get('/api/organizations/:id/overtime', async (request) =>
    listOrgOvertime(
      ctx,
      await requireCaller(ctx, request),
      id(request),
      parseInput(listQuery, request.query),
    ),
  );
  app.get('/api/members/:id/overtime', async (request) =>
    memberOvertime(
      ctx,
      await requireCaller(ctx, request),
      id(request),
      parseInput(monthQuery, request.query).month,
    ),
  );
  app.post('/api/organizations/:id/overtime/recalculate', async (request) =>
    recalculateOvertime(ctx, await requireCaller(ctx, request), id(request)),
  );
  app.post('/api/overtime/:id/decision', async (request) =>
    decideOvertime(
      ctx,
      await requireCaller(ctx, request),
      id(request),
      parseInput(overtimeDecisionSchema, request.body),
    ),
  );
};
