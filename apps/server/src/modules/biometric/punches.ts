import type { Selectable } from 'kysely';
import type { AppContext } from '../../app-context.js';
import { asActor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { acceptScanTime, recordScan } from '../attendance/record-scan.js';
import type { Org } from '../attendance/schedule.js';
import { asOrgDb } from '../orgs/repository.js';
import { asBiometricDb, type BiometricDb, type BiometricDevicesTable } from './db.js';
import { type DevicePunch, punchInstant } from './protocol.js';

export type BiometricDevice = Selectable<BiometricDevicesTable>;

export type StoreSummary = {
  /** Lines read. */
  received: number;
  /** New punches (the rest were sent before: same device, PIN and time). */
  stored: number;
  /** Punches that became scans now (including earlier ones of a PIN now known). */
  applied: number;
  /** Punches the scan rules refused (too old, before joining, not active…). */
  refused: number;
  /** Punches whose PIN is nobody's yet: kept until the owner maps it. */
  waiting: number;
  /** Local times that do not exist in the device's zone (a clock change). */
  invalid: number;
};

const CHUNK = 500;

/**
 * Members for device user ids: the owner's mapping first, else a member whose employee code or
 * roll number is the PIN (employee code first).
 */
export async function resolvePins(
  db: BiometricDb,
  orgId: string,
  pins: string[],
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (!pins.length) return found;
  const [mapped, coded] = await Promise.all([
    db
      .selectFrom('biometric_pins')
      .select(['pin', 'member_id'])
      .where('org_id', '=', orgId)
      .where('pin', 'in', pins)
      .execute(),
    db
      .selectFrom('memberships')
      .select(['id', 'employee_code', 'roll_number'])
      .where('org_id', '=', orgId)
      .where((eb) => eb.or([eb('employee_code', 'in', pins), eb('roll_number', 'in', pins)]))
      .execute(),
  ]);
  for (const m of coded) if (m.roll_number) found.set(m.roll_number, m.id);
  for (const m of coded) if (m.employee_code) found.set(m.employee_code, m.id);
  for (const m of mapped) found.set(m.pin, m.member_id);
  return found;
}

type Waiting = { id: string; pin: string; punched_at: Date | string };

/**
 * Turns waiting punches into scans, oldest first, each exactly as a kiosk scan: the punch's id is
 * the scan's client id (a punch never counts twice), `recordScan` keeps first-in / last-out and
 * ignores repeats, and a punch the rules refuse is kept with the reason.
 */
async function applyWaiting(
  ctx: AppContext,
  org: Org,
  waiting: Waiting[],
  members: Map<string, string>,
  now: Date,
) {
  const db = asBiometricDb(ctx.database.db);
  let applied = 0;
  let refused = 0;
  const ordered = [...waiting].sort(
    (a, b) => new Date(a.punched_at).getTime() - new Date(b.punched_at).getTime(),
  );
  // Punches the clock rules refuse outright (older than the kiosk's 7 days, or in the future) are
  // marked together: an imported log may hold months of them.
  const refusedByTime = new Map<string, { ids: string[]; memberId: string }[]>();
  const usable: typeof ordered = [];
  for (const punch of ordered) {
    const memberId = members.get(punch.pin);
    if (!memberId) continue;
    try {
      acceptScanTime(new Date(punch.punched_at), now);
      usable.push(punch);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const groups = refusedByTime.get(error.message) ?? [];
      const group = groups.find((g) => g.memberId === memberId);
      if (group) group.ids.push(punch.id);
      else groups.push({ ids: [punch.id], memberId });
      refusedByTime.set(error.message, groups);
    }
  }
  for (const [message, groups] of refusedByTime) {
    for (const group of groups) {
      for (let i = 0; i < group.ids.length; i += CHUNK) {
        await db
          .updateTable('biometric_punches')
          .set({
            member_id: group.memberId,
            outcome: 'refused',
            note: message.slice(0, 300),
            applied_at: now,
          })
          .where('id', 'in', group.ids.slice(i, i + CHUNK))
          .execute();
      }
      refused += group.ids.length;
    }
  }
  for (const punch of usable) {
    const memberId = members.get(punch.pin)!;
    try {
      await asActor(asOrgDb(ctx.database.db), { userId: null }, async (trx) => {
        const member = await trx
          .selectFrom('memberships')
          .selectAll()
          .where('id', '=', memberId)
          .executeTakeFirstOrThrow();
        if (member.status !== 'active')
          throw new AppError(409, 'not_active', `${member.full_name} is not an active member.`);
        const at = acceptScanTime(new Date(punch.punched_at), now);
        const result = await recordScan(
          trx,
          org,
          member,
          {
            clientId: punch.id,
            at,
            method: 'biometric',
            confidence: null,
            deviceId: null,
            location: null,
          },
          null,
        );
        await asBiometricDb(trx)
          .updateTable('biometric_punches')
          .set({ member_id: memberId, outcome: result.outcome, note: null, applied_at: now })
          .where('id', '=', punch.id)
          .execute();
      });
      applied += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await db
        .updateTable('biometric_punches')
        .set({
          member_id: memberId,
          outcome: 'refused',
          note: error.message.slice(0, 300),
          applied_at: now,
        })
        .where('id', '=', punch.id)
        .execute();
      refused += 1;
    }
  }
  return { applied, refused };
}

async function loadOrg(ctx: AppContext, orgId: string): Promise<Org> {
  return asOrgDb(ctx.database.db)
    .selectFrom('organizations')
    .selectAll()
    .where('id', '=', orgId)
    .executeTakeFirstOrThrow();
}

/** Applies every waiting punch of these PINs (all the organisation's devices) that has a member. */
export async function applyWaitingPins(
  ctx: AppContext,
  orgId: string,
  pins: string[],
  now = new Date(),
): Promise<{ applied: number; refused: number; waiting: number }> {
  const db = asBiometricDb(ctx.database.db);
  const unique = [...new Set(pins)];
  if (!unique.length) return { applied: 0, refused: 0, waiting: 0 };
  const members = await resolvePins(db, orgId, unique);
  const known = unique.filter((pin) => members.has(pin));
  const waiting = known.length
    ? await db
        .selectFrom('biometric_punches')
        .select(['id', 'pin', 'punched_at'])
        .where('org_id', '=', orgId)
        .where('pin', 'in', known)
        .where('outcome', 'is', null)
        .execute()
    : [];
  const { applied, refused } = waiting.length
    ? await applyWaiting(ctx, await loadOrg(ctx, orgId), waiting, members, now)
    : { applied: 0, refused: 0 };
  const still = await db
    .selectFrom('biometric_punches')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('org_id', '=', orgId)
    .where('pin', 'in', unique)
    .where('outcome', 'is', null)
    .executeTakeFirstOrThrow();
  return { applied, refused, waiting: Number(still.n) };
}

/**
 * Keeps a device's punches (one row per device, PIN and time: a punch sent again is ignored) and
 * applies the ones whose PIN is someone's. Local times are read in the device's zone.
 */
export async function storePunches(
  ctx: AppContext,
  device: BiometricDevice,
  punches: DevicePunch[],
  source: 'push' | 'import',
  now = new Date(),
): Promise<StoreSummary> {
  const db = asBiometricDb(ctx.database.db);
  const rows = new Map<string, DevicePunch & { at: Date }>();
  let invalid = 0;
  for (const punch of punches) {
    const at = punchInstant(punch.localTime, device.timezone);
    if (!at) {
      invalid += 1;
      continue;
    }
    rows.set(`${punch.pin}\u0000${at.toISOString()}`, { ...punch, at });
  }
  let stored = 0;
  const list = [...rows.values()];
  for (let i = 0; i < list.length; i += CHUNK) {
    const inserted = await db
      .insertInto('biometric_punches')
      .values(
        list.slice(i, i + CHUNK).map((p) => ({
          org_id: device.org_id,
          device_id: device.id,
          pin: p.pin,
          punched_at: p.at,
          local_time: p.localTime,
          punch_state: p.state,
          verify_type: p.verify,
          source,
        })),
      )
      .onConflict((oc) => oc.columns(['device_id', 'pin', 'punched_at']).doNothing())
      .returning('id')
      .execute();
    stored += inserted.length;
  }
  const result = await applyWaitingPins(
    ctx,
    device.org_id,
    list.map((p) => p.pin),
    now,
  );
  return {
    received: punches.length,
    stored,
    applied: result.applied,
    refused: result.refused,
    waiting: result.waiting,
    invalid,
  };
}
