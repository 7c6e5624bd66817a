import { DateTime, IANAZone } from 'luxon';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import { asActor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { requireManager } from '../orgs/access.js';
import { asBiometricDb } from './db.js';
import { SERIAL } from './iclock.js';
import { parsePunchFile, queryAttlogCommand } from './protocol.js';
import { applyWaitingPins, storePunches } from './punches.js';

const zone = z
  .string()
  .trim()
  .refine((v) => IANAZone.isValidZone(v), 'Not a time zone; use one like Asia/Kolkata.');

export const registerSchema = z.object({
  serial_number: z
    .string()
    .trim()
    .regex(SERIAL, 'Use the serial number shown in the device’s menu (letters and digits).'),
  name: z.string().trim().min(1, 'Give the device a name.').max(80),
  timezone: zone.optional(),
});
export const updateSchema = z
  .object({ name: z.string().trim().min(1, 'Give the device a name.').max(80), timezone: zone })
  .partial()
  .refine((v) => v.name !== undefined || v.timezone !== undefined, 'Nothing to change.');
export const mapSchema = z.object({
  pin: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,24}$/, 'A device user id is letters and digits.'),
  member_id: z.string().uuid('Choose a member.'),
});
export const refetchSchema = z.object({ days: z.number().int().min(1).max(7).default(7) });
export const importSchema = z.object({
  device_id: z.string().uuid('Choose the device the file came from.'),
  file_name: z.string().max(200).optional(),
  content: z
    .string()
    .min(1, 'The file is empty.')
    .max(4 * 1024 * 1024, 'The file is larger than 4 MB; export a shorter period.'),
});
export const PIN = /^[A-Za-z0-9_-]{1,24}$/;

const deviceNotFound = () => new AppError(404, 'device_not_found', 'Device not found.');

async function ownedDevice(ctx: AppContext, caller: Caller, deviceId: string) {
  const device = await asBiometricDb(ctx.database.db)
    .selectFrom('biometric_devices')
    .selectAll()
    .where('id', '=', deviceId)
    .executeTakeFirst();
  if (!device) throw deviceNotFound();
  try {
    await requireManager(ctx, caller, device.org_id);
  } catch {
    throw deviceNotFound();
  }
  return device;
}

const DEVICE_COLUMNS = [
  'id',
  'org_id',
  'serial_number',
  'name',
  'timezone',
  'last_contact_at',
  'last_address',
  'device_info',
  'created_at',
] as const;

/** Everything the owner's biometric card shows, in one read. */
export async function overview(ctx: AppContext, caller: Caller, orgId: string, address: string) {
  await requireManager(ctx, caller, orgId);
  const db = asBiometricDb(ctx.database.db);
  const [devices, pins, waiting, recent, unknownSerials] = await Promise.all([
    db
      .selectFrom('biometric_devices')
      .select([...DEVICE_COLUMNS])
      .select((eb) =>
        eb
          .selectFrom('biometric_commands')
          .select((c) => c.fn.countAll<string>().as('n'))
          .whereRef('biometric_commands.device_id', '=', 'biometric_devices.id')
          .where('acknowledged_at', 'is', null)
          .as('pending_commands'),
      )
      .where('org_id', '=', orgId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('biometric_pins')
      .innerJoin('memberships', 'memberships.id', 'biometric_pins.member_id')
      .select(['biometric_pins.pin', 'biometric_pins.member_id', 'memberships.full_name'])
      .where('biometric_pins.org_id', '=', orgId)
      .orderBy('biometric_pins.pin')
      .execute(),
    db
      .selectFrom('biometric_punches')
      .select((eb) => [
        'pin',
        eb.fn.countAll<string>().as('punches'),
        eb.fn.min('punched_at').as('first_at'),
        eb.fn.max('punched_at').as('last_at'),
      ])
      .where('org_id', '=', orgId)
      .where('outcome', 'is', null)
      .groupBy('pin')
      .orderBy('pin')
      .limit(500)
      .execute(),
    db
      .selectFrom('biometric_punches')
      .innerJoin('biometric_devices', 'biometric_devices.id', 'biometric_punches.device_id')
      .leftJoin('memberships', 'memberships.id', 'biometric_punches.member_id')
      .select([
        'biometric_punches.id',
        'biometric_punches.pin',
        'biometric_punches.punched_at',
        'biometric_punches.local_time',
        'biometric_punches.source',
        'biometric_punches.outcome',
        'biometric_punches.note',
        'biometric_devices.name as device_name',
        'memberships.full_name',
      ])
      .where('biometric_punches.org_id', '=', orgId)
      .orderBy('biometric_punches.punched_at', 'desc')
      .limit(50)
      .execute(),
    // Terminals that called before anyone registered them, from the owner's own network address.
    db
      .selectFrom('biometric_unknown_devices')
      .select(['serial_number', 'first_seen_at', 'last_seen_at', 'contacts'])
      .where('last_address', '=', address)
      .where('last_seen_at', '>', sql<Date>`now() - interval '7 days'`)
      .orderBy('last_seen_at', 'desc')
      .limit(10)
      .execute(),
  ]);
  return {
    devices: devices.map((d) => ({ ...d, pending_commands: Number(d.pending_commands ?? 0) })),
    pins,
    unknown_pins: waiting.map((w) => ({ ...w, punches: Number(w.punches) })),
    recent,
    unknown_serials: unknownSerials,
  };
}

export async function registerDevice(
  ctx: AppContext,
  caller: Caller,
  orgId: string,
  input: z.infer<typeof registerSchema>,
) {
  await requireManager(ctx, caller, orgId);
  const db = asBiometricDb(ctx.database.db);
  const org = await db
    .selectFrom('organizations')
    .select('timezone')
    .where('id', '=', orgId)
    .executeTakeFirstOrThrow();
  const taken = await db
    .selectFrom('biometric_devices')
    .select('id')
    .where('serial_number', '=', input.serial_number)
    .executeTakeFirst();
  if (taken)
    throw new AppError(
      409,
      'serial_taken',
      'serial_number: a device with this serial number is registered already.',
    );
  const device = await asActor(db, { userId: caller.userId }, async (trx) => {
    const row = await trx
      .insertInto('biometric_devices')
      .values({
        org_id: orgId,
        serial_number: input.serial_number,
        name: input.name,
        timezone: input.timezone ?? org.timezone,
        created_by: caller.userId,
      })
      .returning([...DEVICE_COLUMNS])
      .executeTakeFirstOrThrow();
    await trx
      .deleteFrom('biometric_unknown_devices')
      .where('serial_number', '=', input.serial_number)
      .execute();
    return row;
  });
  return { ...device, pending_commands: 0 };
}

export async function updateDevice(
  ctx: AppContext,
  caller: Caller,
  deviceId: string,
  input: z.infer<typeof updateSchema>,
) {
  await ownedDevice(ctx, caller, deviceId);
  return asActor(asBiometricDb(ctx.database.db), { userId: caller.userId }, (trx) =>
    trx
      .updateTable('biometric_devices')
      .set(input)
      .where('id', '=', deviceId)
      .returning([...DEVICE_COLUMNS])
      .executeTakeFirstOrThrow(),
  );
}

/** Removing a device stops its pushes and drops its punch log; the scans it made stay. */
export async function removeDevice(ctx: AppContext, caller: Caller, deviceId: string) {
  await ownedDevice(ctx, caller, deviceId);
  await asActor(asBiometricDb(ctx.database.db), { userId: caller.userId }, (trx) =>
    trx.deleteFrom('biometric_devices').where('id', '=', deviceId).execute(),
  );
  return { id: deviceId, removed: true };
}

/** Asks the device, at its next poll, to send the last `days` days of punches again. */
export async function requestRefetch(
  ctx: AppContext,
  caller: Caller,
  deviceId: string,
  input: z.infer<typeof refetchSchema>,
  now = new Date(),
) {
  const device = await ownedDevice(ctx, caller, deviceId);
  const to = DateTime.fromJSDate(now);
  const command = queryAttlogCommand(to.minus({ days: input.days }), to, device.timezone);
  return asBiometricDb(ctx.database.db)
    .insertInto('biometric_commands')
    .values({ org_id: device.org_id, device_id: device.id, command, created_by: caller.userId })
    .returning(['id', 'command', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** Maps a device user id to a member and applies the punches that waited for it. */
export async function mapPin(
  ctx: AppContext,
  caller: Caller,
  orgId: string,
  pin: string,
  input: z.infer<typeof mapSchema>,
  now = new Date(),
) {
  await requireManager(ctx, caller, orgId);
  if (!PIN.test(pin))
    throw new AppError(400, 'validation_failed', 'pin: a device user id is letters and digits.');
  const db = asBiometricDb(ctx.database.db);
  const member = await db
    .selectFrom('memberships')
    .select(['id', 'full_name'])
    .where('id', '=', input.member_id)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  if (!member)
    throw new AppError(400, 'validation_failed', 'member_id: not a member of this organisation.');
  await asActor(db, { userId: caller.userId }, (trx) =>
    trx
      .insertInto('biometric_pins')
      .values({ org_id: orgId, pin, member_id: member.id, created_by: caller.userId })
      .onConflict((oc) =>
        oc
          .columns(['org_id', 'pin'])
          .doUpdateSet({ member_id: member.id, created_by: caller.userId }),
      )
      .execute(),
  );
  const result = await applyWaitingPins(ctx, orgId, [pin], now);
  return { pin, member_id: member.id, full_name: member.full_name, ...result };
}

/** Forgets a mapping: later punches of that PIN wait again; the scans already made stay. */
export async function unmapPin(ctx: AppContext, caller: Caller, orgId: string, pin: string) {
  await requireManager(ctx, caller, orgId);
  const removed = await asActor(asBiometricDb(ctx.database.db), { userId: caller.userId }, (trx) =>
    trx
      .deleteFrom('biometric_pins')
      .where('org_id', '=', orgId)
      .where('pin', '=', pin)
      .executeTakeFirst(),
  );
  if (!removed.numDeletedRows) throw new AppError(404, 'not_found', 'That PIN is not mapped.');
  return { pin, removed: true };
}

/** A punch log file from the device's desktop software, through the same path as pushes. */
export async function importFile(
  ctx: AppContext,
  caller: Caller,
  orgId: string,
  input: z.infer<typeof importSchema>,
  now = new Date(),
) {
  await requireManager(ctx, caller, orgId);
  const device = await asBiometricDb(ctx.database.db)
    .selectFrom('biometric_devices')
    .selectAll()
    .where('id', '=', input.device_id)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  if (!device)
    throw new AppError(400, 'validation_failed', 'device_id: not a device of this organisation.');
  const { punches, rejected } = parsePunchFile(input.content);
  if (!punches.length)
    throw new AppError(
      400,
      'validation_failed',
      `content: no punches found${rejected[0] ? ` (line ${rejected[0].line}: ${rejected[0].reason})` : ''}.`,
    );
  const summary = await storePunches(ctx, device, punches, 'import', now);
  return { ...summary, rejected: rejected.length, rejected_lines: rejected.slice(0, 20) };
}
