import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseInput, requireCaller } from '../../lib/api-auth.js';
import { AppError } from '../../lib/errors.js';
import { withRequestLocale } from '../../lib/i18n.js';
import {
  adjustSchema,
  cancelDaysSchema,
  fileLeaveSchema,
  leaveTypePatchSchema,
  leaveTypeSchema,
  quoteSchema,
} from './schemas.js';
import {
  adjustBalance,
  cancelLeaveDays,
  createType,
  fileLeave,
  listTypes,
  memberLeave,
  quoteLeave,
  requestContext,
  updateType,
} from './service.js';

const idParam = z.object({ id: z.string().uuid() });

/** Leave types and policies, balances and their ledger, typed leave requests. */
export const leaveRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.ctx;
  app.addHook('onRequest', withRequestLocale);
  const id = (request: FastifyRequest, what: string) => {
    const parsed = idParam.safeParse(request.params);
    if (!parsed.success) throw new AppError(404, 'not_found', what);
    return parsed.data.id;
  };

  app.get('/api/organizations/:id/leave-types', async (request) =>
    listTypes(ctx, await requireCaller(ctx, request), id(request, 'Organisation not found.')),
  );
  app.post('/api/organizations/:id/leave-types', async (request, reply) =>
    reply
      .code(201)
      .send(
        await createType(
          ctx,
          await requireCaller(ctx, request),
          id(request, 'Organisation not found.'),
          parseInput(leaveTypeSchema, request.body),
        ),
      ),
  );
  app.patch('/api/leave-types/:id', async (request) =>
    updateType(
      ctx,
      await requireCaller(ctx, request),
      id(request, 'Leave type not found.'),
      parseInput(leaveTypePatchSchema, request.body),
    ),
  );

  app.get('/api/members/:id/leave', async (request) =>
    memberLeave(ctx, await requireCaller(ctx, request), id(request, 'Person not found.')),
  );
  app.post('/api/leave/quote', async (request) =>
    quoteLeave(ctx, await requireCaller(ctx, request), parseInput(quoteSchema, request.body)),
  );
  app.post('/api/leave/requests', async (request, reply) =>
    reply
      .code(201)
      .send(
        await fileLeave(
          ctx,
          await requireCaller(ctx, request),
          parseInput(fileLeaveSchema, request.body),
        ),
      ),
  );
  app.post('/api/leave/requests/:id/cancel-days', async (request) =>
    cancelLeaveDays(
      ctx,
      await requireCaller(ctx, request),
      id(request, 'Request not found.'),
      parseInput(cancelDaysSchema, request.body).dates,
    ),
  );
  app.get('/api/leave/requests/:id/context', async (request) =>
    requestContext(ctx, await requireCaller(ctx, request), id(request, 'Request not found.')),
  );
  app.post('/api/leave/adjustments', async (request, reply) =>
    reply
      .code(201)
      .send(
        await adjustBalance(
          ctx,
          await requireCaller(ctx, request),
          parseInput(adjustSchema, request.body),
        ),
      ),
  );
};
