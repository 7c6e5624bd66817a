import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { parseInput, requireCaller } from '../../lib/api-auth.js';
import { withRequestLocale } from '../../lib/i18n.js';
import { bulkUpdateCards } from './bulk-update-cards.js';
import { createClassTask } from './create-class-task.js';
import { listBoards } from './list-boards.js';
import { listClassTasks } from './list-class-tasks.js';
import { moveCard } from './move-card.js';
import { bulkCardsSchema, classTaskSchema, moveCardSchema } from './schemas.js';
import { boardNotFound, cardNotFound } from './task-errors.js';

const idParam = z.object({ id: z.string().uuid() });

/**
 * Task boards (/tasks = /kanban). Reading and simple edits go through the data API under
 * row-level security; these routes do what needs one transaction: listing (and making) the
 * caller's boards, moving cards without lost updates, bulk changes and class tasks.
 */
export const taskRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.ctx;
  app.addHook('onRequest', withRequestLocale);

  app.get('/api/tasks/boards', async (request, reply) => {
    const caller = await requireCaller(ctx, request);
    reply.header('cache-control', 'no-store');
    return { boards: await listBoards(ctx, caller) };
  });

  app.post('/api/tasks/cards/:id/move', async (request) => {
    const caller = await requireCaller(ctx, request);
    const params = idParam.safeParse(request.params);
    if (!params.success) throw cardNotFound();
    const input = parseInput(moveCardSchema, request.body);
    return { card: await moveCard(ctx, caller, params.data.id, input) };
  });

  app.post('/api/tasks/cards/bulk', async (request) => {
    const caller = await requireCaller(ctx, request);
    return bulkUpdateCards(ctx, caller, parseInput(bulkCardsSchema, request.body));
  });

  app.post('/api/tasks/class-tasks', async (request, reply) => {
    const caller = await requireCaller(ctx, request);
    const created = await createClassTask(ctx, caller, parseInput(classTaskSchema, request.body));
    return reply.code(201).send(created);
  });

  app.get('/api/tasks/boards/:id/class-tasks', async (request, reply) => {
    const caller = await requireCaller(ctx, request);
    const params = idParam.safeParse(request.params);
    if (!params.success) throw boardNotFound();
    reply.header('cache-control', 'no-store');
    return { classTasks: await listClassTasks(ctx, caller, params.data.id) };
  });
};
