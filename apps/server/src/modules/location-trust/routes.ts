import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseInput, requireCaller } from '../../lib/api-auth.js';
import { localizedError } from '../../lib/errors.js';
import { withRequestLocale } from '../../lib/i18n.js';
import { listLocationChecks, reviewLocationCheck } from './service.js';

const idParam = z.object({ id: z.string().uuid() });
const listQuery = z.object({ status: z.enum(['pending', 'reviewed']).default('pending') });
const reviewBody = z.object({
  decision: z.enum(['accept', 'reject']),
  reason: z.string().max(500).optional(),
});

/** The review queue of flagged self check-ins (see location-trust/service.ts). */
export const locationTrustRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.ctx;
  app.addHook('onRequest', withRequestLocale);
  const id = (request: FastifyRequest, notFound: () => Error) => {
    const parsed = idParam.safeParse(request.params);
    if (!parsed.success) throw notFound();
    return parsed.data.id;
  };

  app.get('/api/organizations/:id/location-checks', async (request) =>
    listLocationChecks(
      ctx,
      await requireCaller(ctx, request),
      id(request, () =>
        localizedError(404, 'organization_not_found', 'error.locationTrust.orgNotFound'),
      ),
      parseInput(listQuery, request.query).status,
    ),
  );
  app.post('/api/location-checks/:id/review', async (request) =>
    reviewLocationCheck(
      ctx,
      await requireCaller(ctx, request),
      id(request, () => localizedError(404, 'not_found', 'error.locationTrust.checkNotFound')),
      parseInput(reviewBody, request.body),
    ),
  );
};
