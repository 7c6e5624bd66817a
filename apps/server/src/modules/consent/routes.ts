import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { parseInput, requireCaller } from '../../lib/api-auth.js';
import { AppError } from '../../lib/errors.js';
import { withRequestLocale } from '../../lib/i18n.js';
import type { FaceRegistry } from '../faces/face-registry.js';
import { requireManager } from '../orgs/access.js';
import {
  answerLink,
  consentStatus,
  linkView,
  recordPaperConsent,
  sendConsentLink,
  setDateOfBirth,
  withdrawByStaff,
} from './consent.js';
import { dataRegister } from './register.js';
import { loadRetention, retentionSettingsSchema, saveRetention } from './retention.js';

const whoQuery = z
  .object({ member_id: z.string().uuid().optional(), org_id: z.string().uuid().optional() })
  .strict();
const idParam = z.object({ id: z.string().uuid() });
const tokenParam = z.object({ token: z.string().min(20).max(200) });
const birthInput = z.object({ date_of_birth: z.string().date().nullable() }).strict();
const positionInput = z.object({ guardian_position: z.union([z.literal(1), z.literal(2)]) });
const paperInput = positionInput.extend({ note: z.string().trim().min(3).max(500) }).strict();
const withdrawInput = z.object({ note: z.string().trim().max(500).optional() }).strict();
const answerInput = z.object({ decision: z.enum(['give', 'withdraw']) }).strict();

/**
 * Guardian consent to a child's face data, dates of birth, retention and the data register
 * (issue 19 item 3). Staff routes act for members the caller may act for (as face enrolment);
 * the guardian's routes are authorised by the mailed link's token alone.
 */
export const consentRoutes: FastifyPluginAsync<{ registry: FaceRegistry }> = async (
  app,
  { registry },
) => {
  const ctx = app.ctx;
  app.addHook('onRequest', withRequestLocale);
  const memberId = (params: unknown) => {
    const parsed = idParam.safeParse(params);
    if (!parsed.success) throw new AppError(404, 'member_not_found', 'Member not found.');
    return parsed.data.id;
  };
  const orgId = (params: unknown) => {
    const parsed = idParam.safeParse(params);
    if (!parsed.success)
      throw new AppError(404, 'organization_not_found', 'Organisation not found.');
    return parsed.data.id;
  };
  const token = (params: unknown) => {
    const parsed = tokenParam.safeParse(params);
    if (!parsed.success) throw new AppError(404, 'link_not_found', 'This link is not valid.');
    return parsed.data.token;
  };

  app.get('/api/face-consent', async (request) => {
    const caller = await requireCaller(ctx, request);
    const who = parseInput(whoQuery, request.query);
    return consentStatus(ctx, caller, who.member_id, who.org_id);
  });

  app.post('/api/members/:id/date-of-birth', async (request) => {
    const caller = await requireCaller(ctx, request);
    const id = memberId(request.params);
    const input = parseInput(birthInput, request.body);
    return setDateOfBirth(ctx, registry, caller, id, input.date_of_birth);
  });

  app.post('/api/members/:id/face-consent', async (request, reply) => {
    const caller = await requireCaller(ctx, request);
    const id = memberId(request.params);
    const input = parseInput(paperInput, request.body);
    return reply.code(201).send(await recordPaperConsent(ctx, caller, id, input));
  });

  app.post('/api/members/:id/face-consent/links', async (request) => {
    const caller = await requireCaller(ctx, request);
    const id = memberId(request.params);
    const input = parseInput(positionInput.strict(), request.body);
    return sendConsentLink(ctx, caller, id, input);
  });

  app.post('/api/members/:id/face-consent/withdraw', async (request) => {
    const caller = await requireCaller(ctx, request);
    const id = memberId(request.params);
    const input = parseInput(withdrawInput, request.body ?? {});
    return withdrawByStaff(ctx, registry, caller, id, input.note || undefined);
  });

  app.get('/api/guardian-consent/:token', async (request) => linkView(ctx, token(request.params)));

  app.post('/api/guardian-consent/:token', async (request) => {
    const input = parseInput(answerInput, request.body);
    return answerLink(ctx, registry, token(request.params), input.decision);
  });

  app.get('/api/organizations/:id/retention', async (request) => {
    const caller = await requireCaller(ctx, request);
    const id = orgId(request.params);
    await requireManager(ctx, caller, id);
    return loadRetention(ctx.database.db, id);
  });

  app.patch('/api/organizations/:id/retention', async (request) => {
    const caller = await requireCaller(ctx, request);
    const id = orgId(request.params);
    await requireManager(ctx, caller, id);
    const input = parseInput(retentionSettingsSchema, request.body);
    return saveRetention(ctx, caller.userId, id, input);
  });

  app.get('/api/organizations/:id/data-register', async (request) => {
    const caller = await requireCaller(ctx, request);
    const id = orgId(request.params);
    await requireManager(ctx, caller, id);
    return dataRegister(ctx, id);
  });
};
