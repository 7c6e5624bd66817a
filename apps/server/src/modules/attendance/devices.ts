import type { CreateDeviceInput } from '@ias/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import { asActor } from '../../lib/actor.js';
import { AppError, localizedError } from '../../lib/errors.js';
import { hashToken, randomToken } from '../auth/crypto.js';
import { callerAccess, requireStaff } from '../orgs/access.js';
import { asOrgDb } from '../orgs/repository.js';

const TOKEN_PREFIX = 'ias_kiosk_';

/**
 * Turns a device into a kiosk for chosen groups and methods. The owner may do it for anything in
 * the organisation; a teacher or in-charge only for groups they are responsible for. The token
 * is returned once, stored hashed, and revocable.
 */
export async function createDevice(
  ctx: AppContext,
  caller: Caller,
  orgId: string,
  input: Required<CreateDeviceInput>,
) {
  const access = await requireStaff(ctx, caller, orgId, 'Starting a kiosk');
  if (
    !access.can_manage &&
    (!input.group_ids.length || input.group_ids.some((id) => !access.responsible.includes(id)))
  ) {
    throw localizedError(403, 'forbidden', 'error.attendance.onlyOwnGroups');
  }
  const db = asOrgDb(ctx.database.db);
  const groups = input.group_ids.length
    ? await db
        .selectFrom('groups')
        .select('id')
        .where('org_id', '=', orgId)
        .where('id', 'in', input.group_ids)
        .execute()
    : [];
  if (groups.length !== input.group_ids.length)
    throw new AppError(400, 'validation_failed', 'group_ids: a group is not in this organisation.');
  const token = TOKEN_PREFIX + randomToken(32);
  const device = await asActor(db, { userId: caller.userId }, (trx) =>
    trx
      .insertInto('devices')
      .values({
        org_id: orgId,
        name: input.name,
        token_hash: hashToken(token),
        group_ids: input.group_ids,
        methods: input.methods,
        created_by: caller.userId,
      })
      .returning(['id', 'org_id', 'name', 'group_ids', 'methods', 'created_at'])
      .executeTakeFirstOrThrow(),
  );
  return { device, token };
}

export async function revokeDevice(ctx: AppContext, caller: Caller, deviceId: string) {
  const db = asOrgDb(ctx.database.db);
  const device = await db
    .selectFrom('devices')
    .selectAll()
    .where('id', '=', deviceId)
    .executeTakeFirst();
  if (!device) throw localizedError(404, 'device_not_found', 'error.attendance.kioskNotFound');
  const manage = (await callerAccess(ctx, caller, device.org_id)).can_manage;
  if (!manage && device.created_by !== caller.userId)
    throw localizedError(404, 'device_not_found', 'error.attendance.kioskNotFound');
  await asActor(db, { userId: caller.userId }, (trx) =>
    trx
      .updateTable('devices')
      .set({ revoked_at: new Date() })
      .where('id', '=', deviceId)
      .where('revoked_at', 'is', null)
      .execute(),
  );
  return { id: deviceId, revoked: true };
}

export type Kiosk = {
  id: string;
  orgId: string;
  name: string;
  groupIds: string[];
  methods: string[];
};

const lastSeenWrites = new Map<string, number>();

/** The hash of the request's `x-device-token` (as stored); a request without one is refused. */
export function deviceTokenHash(request: FastifyRequest): string {
  const header = request.headers['x-device-token'];
  const token = typeof header === 'string' ? header : undefined;
  if (!token?.startsWith(TOKEN_PREFIX))
    throw localizedError(401, 'device_token_missing', 'error.attendance.notAKiosk');
  return hashToken(token);
}

export const deviceRevoked = () =>
  localizedError(401, 'device_revoked', 'error.attendance.kioskRevoked');

/**
 * Whether to note now that a kiosk was seen (`devices.last_seen_at`): at most once a minute per
 * kiosk and server process. True means the caller writes it.
 */
export function deviceSeenDue(deviceId: string): boolean {
  const last = lastSeenWrites.get(deviceId) ?? 0;
  if (Date.now() - last <= 60_000) return false;
  lastSeenWrites.set(deviceId, Date.now());
  return true;
}

async function noteDeviceSeen(ctx: AppContext, deviceId: string): Promise<void> {
  if (!deviceSeenDue(deviceId)) return;
  await asOrgDb(ctx.database.db)
    .updateTable('devices')
    .set({ last_seen_at: new Date() })
    .where('id', '=', deviceId)
    .execute();
}

/** The kiosk behind an `x-device-token` header; revoked or unknown tokens are refused. */
export async function requireDevice(ctx: AppContext, request: FastifyRequest): Promise<Kiosk> {
  const tokenHash = deviceTokenHash(request);
  const db = asOrgDb(ctx.database.db);
  const device = await db
    .selectFrom('devices')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!device || device.revoked_at) throw deviceRevoked();
  await noteDeviceSeen(ctx, device.id);
  return {
    id: device.id,
    orgId: device.org_id,
    name: device.name,
    groupIds: device.group_ids,
    methods: device.methods,
  };
}
