import { enrolFacesSchema } from '@ias/shared';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { parseInput, requireCaller } from '../../lib/api-auth.js';
import { withRequestLocale } from '../../lib/i18n.js';
import { deleteFaces, enrolFaces, listFacesFor } from './enrol-faces.js';
import type { FaceRegistry } from './face-registry.js';

const whoQuery = z.object({
  member_id: z.string().uuid().optional(),
  org_id: z.string().uuid().optional(),
});

/** Face enrolment and deletion; matching itself happens in the attendance module. */
export const faceRoutes: FastifyPluginAsync<{ registry: FaceRegistry }> = async (
  app,
  { registry },
) => {
  const ctx = app.ctx;
  // Refusals people read (a child's enrolment without a guardian's consent) in their language.
  app.addHook('onRequest', withRequestLocale);

  app.post('/api/faces', { bodyLimit: 256 * 1024 }, async (request, reply) => {
    const caller = await requireCaller(ctx, request);
    const { consent: _consent, ...input } = parseInput(enrolFacesSchema, request.body);
    return reply.code(201).send(await enrolFaces(ctx, registry, caller, input));
  });

  app.get('/api/faces', async (request) => {
    const caller = await requireCaller(ctx, request);
    const who = parseInput(whoQuery, request.query);
    return listFacesFor(ctx, caller, who.member_id, who.org_id);
  });

  app.delete('/api/faces', async (request) => {
    const caller = await requireCaller(ctx, request);
    const who = parseInput(whoQuery, request.query);
    return deleteFaces(ctx, registry, caller, who.member_id, who.org_id);
  });
};
