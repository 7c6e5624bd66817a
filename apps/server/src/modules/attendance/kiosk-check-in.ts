import type { KioskCheckInInput } from '@ias/shared';
import type { AppContext } from '../../app-context.js';
import { asActor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { isConfidentMatch } from '../faces/face-index.js';
import type { FaceRegistry } from '../faces/face-registry.js';
import { asOrgDb, type OrgDb } from '../orgs/repository.js';
import type { Kiosk } from './devices.js';
import { assertUsableFace } from './face-checks.js';
import { type FaceProof, verifyFaceProof } from './face-verification.js';
import { kioskScan } from './kiosk-card-scan.js';
import { acceptScanTime, type Scan, type ScanResult } from './record-scan.js';
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
 * the member must be active and belong to the kiosk's groups; first-in/last-out as any scan. One
 * statement, `private.kiosk_scan`, as the card path (`kioskScan`). `operator` is the signed-in
 * staff member behind an override (the audit log names them); `onRecorded` writes more in the
 * same transaction. The answer greets the person in their own language (their profile's) when
 * they have an account, else in the kiosk's (the request's); `member.locale` says which.
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
  const request = {
    tokenHash: null,
    deviceId: kiosk.id,
    card: null,
    memberId,
    clientId: scan.clientId,
    at: scan.at,
    method: scan.method,
    confidence: scan.confidence,
    checkMethod: false,
    timeError: null,
    operator,
  };
  if (!onRecorded) return kioskScan(ctx, request);
  return asActor(
    asOrgDb(ctx.database.db),
    { userId: operator, deviceId: kiosk.id },
    async (trx) => {
      const result = await kioskScan(ctx, request, trx);
      await onRecorded(trx, result);
      return result;
    },
  );
}
