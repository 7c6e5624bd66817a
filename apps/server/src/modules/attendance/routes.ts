import {
  boardQuerySchema,
  correctionRequestSchema,
  memberDaysQuerySchema,
  myDayQuerySchema,
  createDeviceSchema,
  decideRequestSchema,
  kioskCheckInSchema,
  leaveRequestSchema,
  rollCallSchema,
  selfCheckInSchema,
} from '@ias/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseInput, requireCaller } from '../../lib/api-auth.js';
import { AppError, localizedError } from '../../lib/errors.js';
import type { FaceRegistry } from '../faces/face-registry.js';
import { asOrgDb } from '../orgs/repository.js';
import { createDevice, deviceTokenHash, requireDevice, revokeDevice } from './devices.js';
import { kioskCardCheckIn } from './kiosk-card-scan.js';
import { memberDays, myDay } from './day.js';
import { renderIdCards } from './id-cards.js';
import { kioskCheckIn } from './kiosk-check-in.js';
import { FRAMES_BODY_LIMIT, faceProofSchema, issueChallenge } from './face-verification.js';
import { ownMembership } from '../faces/face-access.js';
import {
  kioskOverride,
  kioskOverrideSchema,
  overridePeople,
  overridePeopleQuerySchema,
} from './kiosk-override.js';
import { kioskPinCheckIn, kioskPinSchema } from './kiosk-pin-check-in.js';
import { getMyCorrectionAllowance } from './correction-limits.js';
import { getPinStatus, pinSchema, removePin, setPin } from './pins.js';
import { type LiveBoard, loadBoardPage } from './live-board.js';
import { cancelRequest, decideRequest, requestCorrection, requestLeave } from './requests.js';
import { getRollCall, saveRollCall } from './roll-call.js';
import { selfCheckIn } from './self-check-in.js';
import { clientSeen } from '../location-trust/client-seen.js';
import { withRequestLocale } from '../../lib/i18n.js';

const idParam = z.object({ id: z.string().uuid() });
const kindParam = z.object({ kind: z.enum(['leave', 'correction']), id: z.string().uuid() });
const rollCallQuery = z
  .object({
    class_session_id: z.string().uuid().optional(),
    group_id: z.string().uuid().optional(),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  })
  .refine((q) => Boolean(q.class_session_id) !== Boolean(q.group_id), {
    message: 'Give a class_session_id or a group_id.',
  });

/** Capture (kiosk, self check-in, roll-call), requests and the live board. */
export const attendanceRoutes: FastifyPluginAsync<{
  registry: FaceRegistry;
  board: LiveBoard;
}> = async (app, { registry, board }) => {
  const ctx = app.ctx;
  // Errors people read come back in the language the site asks for (Accept-Language).
  app.addHook('onRequest', withRequestLocale);
  const id = (request: FastifyRequest, what: string) => {
    const parsed = idParam.safeParse(request.params);
    if (!parsed.success) throw new AppError(404, 'not_found', what);
    return parsed.data.id;
  };

  // The day (issue 13): what the caller's day is, and a person's days over a range -------------
  app.get('/api/me/day', async (request) =>
    myDay(ctx, await requireCaller(ctx, request), parseInput(myDayQuerySchema, request.query).date),
  );
  app.get('/api/members/:id/days', async (request) => {
    const caller = await requireCaller(ctx, request);
    const range = parseInput(memberDaysQuerySchema, request.query);
    return memberDays(ctx, caller, id(request, 'Person not found.'), range.from, range.to);
  });

  // Kiosks ---------------------------------------------------------------------------------------
  app.post('/api/organizations/:id/devices', async (request, reply) => {
    const caller = await requireCaller(ctx, request);
    const created = await createDevice(
      ctx,
      caller,
      id(request, 'Organisation not found.'),
      parseInput(createDeviceSchema, request.body),
    );
    return reply.code(201).send(created);
  });
  app.delete('/api/devices/:id', async (request) =>
    revokeDevice(ctx, await requireCaller(ctx, request), id(request, 'Kiosk not found.')),
  );

  app.get('/api/kiosk/session', async (request) => {
    const kiosk = await requireDevice(ctx, request);
    const db = asOrgDb(ctx.database.db);
    const org = (await db
      .selectFrom('organizations')
      .select([
        'id',
        'name',
        'kind',
        'timezone',
        'liveness_required',
        'face_verification',
        'allowed_methods',
        'logo_url',
        'pin_check_in',
      ])
      .where('id', '=', kiosk.orgId)
      .executeTakeFirst())!;
    const groups = kiosk.groupIds.length
      ? await db
          .selectFrom('groups')
          .select(['id', 'name'])
          .where('id', 'in', kiosk.groupIds)
          .execute()
      : [];
    return {
      device: {
        id: kiosk.id,
        name: kiosk.name,
        methods: kiosk.methods.filter((m) => org.allowed_methods.includes(m)),
      },
      organization: {
        id: org.id,
        name: org.name,
        kind: org.kind,
        timezone: org.timezone,
        liveness_required: org.liveness_required,
        face_verification: org.face_verification,
        logo_url: org.logo_url,
        pin_check_in: org.pin_check_in,
      },
      groups,
    };
  });

  // Verified face check-ins (issue 19): a single-use challenge, then the check-in with its frames.
  app.post('/api/kiosk/face-challenges', async (request, reply) => {
    const kiosk = await requireDevice(ctx, request);
    const challenge = await issueChallenge(ctx, { orgId: kiosk.orgId, deviceId: kiosk.id });
    return reply.code(201).header('cache-control', 'no-store').send(challenge);
  });
  app.post('/api/kiosk/check-ins', { bodyLimit: FRAMES_BODY_LIMIT }, async (request) => {
    // Card and QR scans (most of a gate's traffic) take the short way: three round trips.
    const scan = kioskCheckInSchema.safeParse(request.body);
    if (
      scan.success &&
      (scan.data.method === 'card' || scan.data.method === 'qr') &&
      scan.data.code &&
      faceProofSchema.safeParse(request.body).success
    ) {
      const tokenHash = deviceTokenHash(request);
      return kioskCardCheckIn(ctx, tokenHash, {
        ...scan.data,
        method: scan.data.method,
        code: scan.data.code,
      });
    }
    const kiosk = await requireDevice(ctx, request);
    return kioskCheckIn(
      ctx,
      registry,
      kiosk,
      parseInput(kioskCheckInSchema, request.body),
      parseInput(faceProofSchema, request.body),
    );
  });

  // Kiosk fallbacks (issue 12): a code and PIN; an operator's override (device and staff sign-in)
  app.post('/api/kiosk/pin-check-ins', async (request) => {
    const kiosk = await requireDevice(ctx, request);
    return kioskPinCheckIn(ctx, kiosk, parseInput(kioskPinSchema, request.body));
  });
  app.post('/api/kiosk/overrides', async (request) => {
    const kiosk = await requireDevice(ctx, request);
    const caller = await requireCaller(ctx, request);
    return kioskOverride(ctx, caller, kiosk, parseInput(kioskOverrideSchema, request.body));
  });
  app.get('/api/kiosk/override-people', async (request) => {
    const kiosk = await requireDevice(ctx, request);
    const caller = await requireCaller(ctx, request);
    const { q } = parseInput(overridePeopleQuerySchema, request.query);
    return overridePeople(ctx, caller, kiosk, q);
  });
  app.get('/api/members/:id/pin', async (request) =>
    getPinStatus(ctx, await requireCaller(ctx, request), id(request, 'Person not found.')),
  );
  app.put('/api/members/:id/pin', async (request) => {
    const caller = await requireCaller(ctx, request);
    const { pin } = parseInput(pinSchema, request.body);
    return setPin(ctx, caller, id(request, 'Person not found.'), pin);
  });
  app.delete('/api/members/:id/pin', async (request) =>
    removePin(ctx, await requireCaller(ctx, request), id(request, 'Person not found.')),
  );
  app.get('/api/me/correction-allowance', async (request) => {
    const caller = await requireCaller(ctx, request);
    const query = parseInput(z.object({ org_id: z.string().uuid() }), request.query);
    return getMyCorrectionAllowance(ctx, caller, query.org_id);
  });

  // A person's own device ---------------------------------------------------------------------
  app.post('/api/attendance/self/face-challenges', async (request, reply) => {
    const caller = await requireCaller(ctx, request);
    const { org_id } = parseInput(
      z.object({ org_id: z.string().uuid().optional() }),
      request.body ?? {},
    );
    const member = await ownMembership(ctx, caller, org_id);
    const org = await asOrgDb(ctx.database.db)
      .selectFrom('organizations')
      .select('face_verification')
      .where('id', '=', member.org_id)
      .executeTakeFirstOrThrow();
    const challenge = await issueChallenge(ctx, { orgId: member.org_id, userId: caller.userId });
    return reply
      .code(201)
      .header('cache-control', 'no-store')
      .send({ ...challenge, required: org.face_verification });
  });
  app.post('/api/attendance/self', { bodyLimit: FRAMES_BODY_LIMIT }, async (request) =>
    selfCheckIn(
      ctx,
      await requireCaller(ctx, request),
      parseInput(selfCheckInSchema, request.body),
      clientSeen(request),
      parseInput(faceProofSchema, request.body),
    ),
  );

  // Roll-call ----------------------------------------------------------------------------------
  app.get('/api/roll-call', async (request) =>
    getRollCall(ctx, await requireCaller(ctx, request), parseInput(rollCallQuery, request.query)),
  );
  app.post('/api/roll-call', async (request) =>
    saveRollCall(ctx, await requireCaller(ctx, request), parseInput(rollCallSchema, request.body)),
  );

  // Requests -----------------------------------------------------------------------------------
  app.post('/api/leave-requests', async (request, reply) =>
    reply
      .code(201)
      .send(
        await requestLeave(
          ctx,
          await requireCaller(ctx, request),
          parseInput(leaveRequestSchema, request.body),
        ),
      ),
  );
  app.post('/api/correction-requests', async (request, reply) =>
    reply
      .code(201)
      .send(
        await requestCorrection(
          ctx,
          await requireCaller(ctx, request),
          parseInput(correctionRequestSchema, request.body),
        ),
      ),
  );
  const requestTarget = (request: FastifyRequest) => {
    const parsed = kindParam.safeParse(request.params);
    if (!parsed.success)
      throw localizedError(404, 'request_not_found', 'error.attendance.requestNotFound');
    return parsed.data;
  };
  app.post('/api/requests/:kind/:id/decision', async (request) => {
    const caller = await requireCaller(ctx, request);
    const { kind, id: requestId } = requestTarget(request);
    const { decision, note } = parseInput(decideRequestSchema, request.body);
    return decideRequest(ctx, caller, kind, requestId, decision, note);
  });
  app.post('/api/requests/:kind/:id/cancel', async (request) => {
    const caller = await requireCaller(ctx, request);
    const { kind, id: requestId } = requestTarget(request);
    return cancelRequest(ctx, caller, kind, requestId);
  });

  app.get('/api/organizations/:id/id-cards', async (request, reply) => {
    const caller = await requireCaller(ctx, request);
    const query = parseInput(z.object({ group_id: z.string().uuid().optional() }), request.query);
    const pdf = await renderIdCards(ctx, caller, id(request, 'Organisation not found.'), {
      groupId: query.group_id,
    });
    return reply
      .type('application/pdf')
      .header('content-disposition', 'attachment; filename="id-cards.pdf"')
      .header('cache-control', 'no-store')
      .send(pdf);
  });

  // Live board (Server-Sent Events; the browser reads it with fetch so it can send the bearer) --
  app.get('/api/organizations/:id/live', async (request, reply) => {
    const caller = await requireCaller(ctx, request);
    await board.subscribe(caller, id(request, 'Organisation not found.'), reply);
  });
  // Its counts and people, a page at a time (the stream carries only the changes).
  app.get('/api/organizations/:id/live/board', async (request, reply) => {
    const caller = await requireCaller(ctx, request);
    const page = await loadBoardPage(
      ctx,
      caller,
      id(request, 'Organisation not found.'),
      parseInput(boardQuerySchema, request.query),
    );
    return reply.header('cache-control', 'no-store').send(page);
  });
};
