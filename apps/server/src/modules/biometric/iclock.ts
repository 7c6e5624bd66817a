import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import { asBiometricDb } from './db.js';
import { commandLines, handshakeAnswer, parseAttlog, parseCommandReplies } from './protocol.js';
import { type BiometricDevice, storePunches } from './punches.js';

export const SERIAL = /^[A-Za-z0-9_-]{3,40}$/;

/** What a device is told: a status and a plain-text body. */
export type IclockAnswer = { status: number; body: string };

const refused = (serial: string): IclockAnswer => ({
  status: 403,
  body: `Unknown device ${serial}: register this serial number in the organisation's devices page.`,
});

/**
 * The registered device behind a serial number, noting its contact; `null` (and the serial
 * remembered for its owner to find) when no organisation registered it.
 */
export async function deviceFor(
  ctx: AppContext,
  serial: string,
  address: string,
  info?: string,
): Promise<BiometricDevice | null> {
  const db = asBiometricDb(ctx.database.db);
  const device = await db
    .selectFrom('biometric_devices')
    .selectAll()
    .where('serial_number', '=', serial)
    .executeTakeFirst();
  if (!device) {
    if (SERIAL.test(serial)) {
      await db
        .insertInto('biometric_unknown_devices')
        .values({ serial_number: serial, last_address: address })
        .onConflict((oc) =>
          oc.column('serial_number').doUpdateSet({
            last_seen_at: sql`now()`,
            last_address: address,
            contacts: sql`biometric_unknown_devices.contacts + 1`,
          }),
        )
        .execute();
    }
    return null;
  }
  // At most one write every half minute per device: a terminal polls every few seconds.
  await db
    .updateTable('biometric_devices')
    .set({
      last_contact_at: sql`now()`,
      last_address: address,
      ...(info ? { device_info: info.slice(0, 200) } : {}),
    })
    .where('id', '=', device.id)
    .where((eb) =>
      eb.or([
        eb('last_contact_at', 'is', null),
        eb('last_contact_at', '<', sql<Date>`now() - interval '30 seconds'`),
        ...(info ? [eb('device_info', 'is distinct from', info.slice(0, 200))] : []),
      ]),
    )
    .execute();
  return device;
}

/** GET /iclock/cdata?SN=…&options=all: the options a device works with. */
export async function handshake(
  ctx: AppContext,
  serial: string,
  address: string,
): Promise<IclockAnswer> {
  const device = await deviceFor(ctx, serial, address);
  if (!device) return refused(serial);
  return { status: 200, body: handshakeAnswer(serial, device.attlog_stamp, device.timezone) };
}

/** POST /iclock/cdata?SN=…&table=…&Stamp=…: attendance logs are kept; other tables counted. */
export async function upload(
  ctx: AppContext,
  serial: string,
  address: string,
  table: string,
  stamp: string | undefined,
  body: string,
  now = new Date(),
): Promise<IclockAnswer> {
  const device = await deviceFor(ctx, serial, address);
  if (!device) return refused(serial);
  const lines = body.split(/\r?\n/).filter((l) => l.trim()).length;
  if (table !== 'ATTLOG') return { status: 200, body: `OK: ${lines}` };
  const { punches } = parseAttlog(body);
  await storePunches(ctx, device, punches, 'push', now);
  if (stamp && /^[A-Za-z0-9]{1,40}$/.test(stamp)) {
    await asBiometricDb(ctx.database.db)
      .updateTable('biometric_devices')
      .set({ attlog_stamp: stamp })
      .where('id', '=', device.id)
      .execute();
  }
  return { status: 200, body: `OK: ${lines}` };
}

/** GET /iclock/getrequest?SN=…: the commands waiting for this device, each sent once. */
export async function poll(
  ctx: AppContext,
  serial: string,
  address: string,
  info: string | undefined,
): Promise<IclockAnswer> {
  const device = await deviceFor(ctx, serial, address, info);
  if (!device) return refused(serial);
  const commands = await asBiometricDb(ctx.database.db)
    .updateTable('biometric_commands')
    .set({ sent_at: sql`now()` })
    .where('device_id', '=', device.id)
    .where('sent_at', 'is', null)
    .returning(['id', 'command'])
    .execute();
  commands.sort((a, b) => Number(a.id) - Number(b.id));
  return { status: 200, body: commandLines(commands) };
}

/** POST /iclock/devicecmd?SN=…: the device's answers to the commands it ran. */
export async function commandReplies(
  ctx: AppContext,
  serial: string,
  address: string,
  body: string,
): Promise<IclockAnswer> {
  const device = await deviceFor(ctx, serial, address);
  if (!device) return refused(serial);
  for (const reply of parseCommandReplies(body)) {
    await asBiometricDb(ctx.database.db)
      .updateTable('biometric_commands')
      .set({ acknowledged_at: sql`now()`, return_code: reply.returnCode })
      .where('id', '=', reply.id)
      .where('device_id', '=', device.id)
      .execute();
  }
  return { status: 200, body: 'OK' };
}
