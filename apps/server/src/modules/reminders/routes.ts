import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { parseInput, requireCaller } from '../../lib/api-auth.js';
import { AppError } from '../../lib/errors.js';
import { requireManager } from '../orgs/access.js';
import { loadReminderSettings, reminderSettingsSchema, saveReminderSettings } from './settings.js';

const idParam = z.object({ id: z.string().uuid() });

/** The organisation's reminders: read and changed by its owner (or an Admin). */
export const reminderRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.ctx;
  const orgId = (params: unknown) => {
    const parsed = idParam.safeParse(params);
    if (!parsed.success)
      throw new AppError(404, 'organization_not_found', 'Organisation not found.');
    return parsed.data.id;
  };

  app.get('/api/organizations/:id/reminders', async (request) => {
    const caller = await requireCaller(ctx, request);
    const id = orgId(request.params);
    await requireManager(ctx, caller, id);
    return loadReminderSettings(ctx.database.db, id);
  });

  app.patch('/api/organizations/:id/reminders', async (request) => {
    const caller = await requireCaller(ctx, request);
    const id = orgId(request.params);
    await requireManager(ctx, caller, id);
    const changes = parseInput(reminderSettingsSchema, request.body);
    return saveReminderSettings(ctx.database.db, id, changes);
  });
};
