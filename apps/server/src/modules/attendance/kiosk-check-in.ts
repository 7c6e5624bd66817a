import { isLocale, type KioskCheckInInput } from '@ias/shared';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import { asActor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { currentLocale } from '../../lib/i18n.js';
import { isConfidentMatch } from '../faces/face-index.js';
import type { FaceRegistry } from '../faces/face-registry.js';
import { asOrgDb, type OrgDb } from '../orgs/repository.js';
import type { Kiosk } from './devices.js';
import { assertUsableFace } from './face-checks.js';
import { type FaceProof, verifyFaceProof } from './face-verification.js';
import { acceptScanTime, recordScan, type Scan, type ScanResult } from './record-scan.js';
import type { Org } from './schedule.js';

const MEMBER_QR = /^ias:member:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** Members of the kiosk's groups (all members when it serves the whole organisation). */
export async function inKioskGroups(db: OrgDb, kiosk: Kiosk, memberId: string): Promise<boolean> {
  if (!kiosk.groupIds.length) return true;
  const row = await db
    .selectFrom('group_members')
    .select('member_id')
    .where('member_id', '=', memberId)
    .where('group_id', 'in', kiosk.groupIds)
    .executeTakeFirst();
  return Boolean(row);
}

const notRecognised = (how: string) => new AppError(404, 'not_recognised', how);

/**
 * A kiosk scan: identify the person by face, card or QR, then record it (first-in/last-out). Where
 * the organisation verifies faces (the default), a face scan is identified by the descriptor the
 * server computes from the frames of a face challenge (`proof`), not by the one the kiosk sends.
 */
export async function kioskCheckIn(
  ctx: AppContext,
  registry: FaceRegistry,
  kiosk: Kiosk,
  input: KioskCheckInInput,
  proof: FaceProof = {},
) {
  const db = asOrgDb(ctx.database.db);
  const org = (await db
    .selectFrom('organizations')
    .selectAll()
    .where('id', '=', kiosk.orgId)
    .executeTakeFirst())!;
  if (!kiosk.methods.includes(input.method) || !org.allowed_methods.includes(input.method)) {
    throw new AppError(
      403,
      'method_not_allowed',
      `${input.method === 'face' ? 'Face' : input.method === 'card' ? 'Card' : 'QR'} check-in is not enabled on this kiosk.`,
    );
  }
  const at = acceptScanTime(input.at ? new Date(input.at) : new Date());

  let memberId: string | undefined;
  let confidence: number | null = null;
  if (input.method === 'face') {
    let descriptor = input.descriptor!;
    if (org.face_verification) {
      const verified = await verifyFaceProof(ctx, { orgId: org.id, deviceId: kiosk.id }, proof);
      descriptor = verified.descriptor;
    } else {
      assertUsableFace(org, input);
    }
    const index = await registry.index(org.id);
    const groupMembers = kiosk.groupIds.length
      ? new Set(
          (
            await db
              .selectFrom('group_members')
              .select('member_id')
              .where('group_id', 'in', kiosk.groupIds)
              .execute()
          ).map((r) => r.member_id),
        )
      : undefined;
    const match = index.nearest(
      descriptor,
      groupMembers ? (id) => groupMembers.has(id) : undefined,
    );
    if (!isConfidentMatch(match))
      throw notRecognised('Face not recognised. Try again, or use your ID card.');
    memberId = match.memberId;
    confidence = Math.round(match.similarity * 1000) / 1000;
  } else {
    const code = input.code!.trim();
    const qr = MEMBER_QR.exec(code);
    const row = await db
      .selectFrom('memberships')
      .select('id')
      .where('org_id', '=', org.id)
      .where((eb) => (qr ? eb('id', '=', qr[1]!) : eb('card_number', '=', code)))
      .executeTakeFirst();
    if (!row)
      throw notRecognised(
        'This card is not registered here. Ask the office to link it to your name.',
      );
    memberId = row.id;
  }

  return recordKioskScan(ctx, kiosk, org, memberId, {
    clientId: input.client_id,
    at,
    method: input.method,
    confidence,
  });
}

/**
 * Records a kiosk scan for an identified member (face, card, QR, PIN, or an operator's override):
 * the member must be active and belong to the kiosk's groups; first-in/last-out as any scan.
 * `operator` is the signed-in staff member behind an override (the audit log names them).
 * The answer greets the person in their own language (their profile's) when they have an account,
 * else in the kiosk's (the request's); `member.locale` says which, for the kiosk's own words.
 */
export async function recordKioskScan(
  ctx: AppContext,
  kiosk: Kiosk,
  org: Org,
  memberId: string,
  scan: { clientId: string; at: Date; method: Scan['method']; confidence: number | null },
  operator: string | null = null,
  onRecorded?: (trx: OrgDb, result: ScanResult) => Promise<void>,
) {
  const { rows } = await sql<{ locale: string }>`
    select p.locale from public.memberships m join public.profiles p on p.id = m.user_id
    where m.id = ${memberId}`.execute(ctx.database.db);
  const own = rows[0]?.locale;
  const locale = isLocale(own) ? own : currentLocale();
  const db = asOrgDb(ctx.database.db);
  return asActor(db, { userId: operator, deviceId: kiosk.id }, async (trx) => {
    const member = await trx
      .selectFrom('memberships')
      .selectAll()
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    if (member.status !== 'active')
      throw notRecognised(`${member.full_name} is not an active member.`);
    if (!(await inKioskGroups(trx, kiosk, member.id))) {
      throw new AppError(
        403,
        'not_in_kiosk_groups',
        `${member.full_name} does not check in at this kiosk.`,
      );
    }
    const result = await recordScan(
      trx,
      org,
      member,
      { ...scan, deviceId: kiosk.id, location: null },
      operator,
      locale,
    );
    await onRecorded?.(trx, result);
    return {
      ...result,
      member: {
        id: member.id,
        full_name: member.full_name,
        photo_url: member.photo_url,
        locale: isLocale(own) ? own : null,
      },
    };
  });
}
