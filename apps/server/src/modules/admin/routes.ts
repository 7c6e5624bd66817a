import { setUserTypeSchema } from '@ias/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type Caller, parseInput, requireCaller } from '../../lib/api-auth.js';
import { AppError } from '../../lib/errors.js';
import { setDisabled, setUserType } from './admin-actions.js';
import { listAuthEvents, listOrganizations, listUsers } from './admin-queries.js';

const pageQuery = z.object({
  q: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
const idParam = z.object({ id: z.string().uuid() });

/** The Admin dashboard's operations: every organisation and user, role changes, audit. */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.ctx;

  async function requireAdmin(request: FastifyRequest): Promise<Caller> {
    const caller = await requireCaller(ctx, request);
    if (!caller.isAdmin) throw new AppError(403, 'forbidden', 'Only Admins can do this.');
    return caller;
  }
  const userId = (request: FastifyRequest) => {
    const parsed = idParam.safeParse(request.params);
    if (!parsed.success) throw new AppError(404, 'user_not_found', 'User not found.');
    return parsed.data.id;
  };

  app.get('/api/admin/users', async (request) => {
    await requireAdmin(request);
    return listUsers(ctx, parseInput(pageQuery, request.query));
  });
  app.get('/api/admin/organizations', async (request) => {
    await requireAdmin(request);
    return listOrganizations(ctx, parseInput(pageQuery, request.query));
  });
  app.get('/api/admin/auth-events', async (request) => {
    await requireAdmin(request);
    return listAuthEvents(ctx, parseInput(pageQuery, request.query));
  });
  app.post('/api/admin/users/:id/type', async (request) => {
    const caller = await requireAdmin(request);
    return setUserType(
      ctx,
      caller,
      userId(request),
      parseInput(setUserTypeSchema, request.body).user_type,
    );
  });
  app.post('/api/admin/users/:id/disable', async (request) =>
    setDisabled(ctx, await requireAdmin(request), userId(request), true),
  );
  app.post('/api/admin/users/:id/enable', async (request) =>
    setDisabled(ctx, await requireAdmin(request), userId(request), false),
  );
};
