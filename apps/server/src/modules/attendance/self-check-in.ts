import type { SelfCheckInInput } from '@ias/shared';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import { asActor } from '../../lib/actor.js';
import { AppError, localizedError } from '../../lib/errors.js';
import { FaceIndex, isConfidentMatch } from '../faces/face-index.js';
import { ownMembership } from '../faces/face-access.js';
import { asOrgDb, type OrgDb } from '../orgs/repository.js';
import { assertUsableFace } from './face-checks.js';
import { type FaceProof, verifyFaceProof } from './face-verification.js';
import { recordScan } from './record-scan.js';
import { distanceMetres } from './rules.js';
import type { Org } from './schedule.js';
import { type ClientSeen, recordLocationCheck } from '../location-trust/record.js';
import { accuracyLimit } from '../location-trust/trust.js';

/**
 * Check-in from a person's own device: allowed by the organisation's policy, inside a geofenced
 * site (the distance to the nearest is reported either way), and — when the organisation uses
 * faces — with a face that matches the one they enrolled. Without enrolled face data they are told
 * to set it up first: a location alone cannot show who is holding the phone.
 *
 * The demo organisations (is_demo, which only the demo seed sets) are the exception for the
 * location only: a visitor may be anywhere in the world, so a rough or distant location is
 * reported in the answer instead of refused; the face check stays as real as anywhere.
 *
 * A fix less accurate than the nearest site's fence (or than 150 m) is refused. Every accepted
 * check-in keeps its location, device and network for the review queue (modules/location-trust).
 */
export async function selfCheckIn(
  ctx: AppContext,
  caller: Caller,
  input: SelfCheckInInput,
  client: ClientSeen = { deviceId: null, userAgent: null, ip: null },
  proof: FaceProof = {},
) {
  const db = asOrgDb(ctx.database.db);
  const member = await ownMembership(ctx, caller, input.org_id);
  const org = (await db
    .selectFrom('organizations')
    .selectAll()
    .where('id', '=', member.org_id)
    .executeTakeFirst())!;
  if (!org.allowed_methods.includes('self_geo')) {
    throw new AppError(
      403,
      'method_not_allowed',
      `${org.name} does not allow check-in from your own device. Use a kiosk.`,
    );
  }
  if (member.role === 'student' && !org.students_self_check_in) {
    throw localizedError(403, 'method_not_allowed', 'error.attendance.studentsSelfCheckIn');
  }
  const enrolled = await enrolledFace(db, org, member.id);
  const sites = await db.selectFrom('sites').selectAll().where('org_id', '=', org.id).execute();
  if (!sites.length)
    throw localizedError(422, 'no_sites', 'error.attendance.noSites', { org: org.name });
  const nearest = sites
    .map((site) => ({
      site,
      distance: Math.round(
        distanceMetres(input.location, { lat: site.latitude, lng: site.longitude }),
      ),
    }))
    .sort((a, b) => a.distance - b.distance)[0]!;
  const accuracy = input.location.accuracy ?? 0;
  const limit = accuracyLimit(nearest.site.radius_m);
  if (accuracy > limit && !org.is_demo) {
    throw localizedError(
      422,
      'location_inaccurate',
      'error.attendance.locationInaccurate',
      { accuracy: Math.round(accuracy), limit, site: nearest.site.name },
      { accuracy_m: Math.round(accuracy), limit_m: limit },
    );
  }
  const isOutside = nearest.distance > nearest.site.radius_m;
  if (isOutside && !org.is_demo) {
    throw new AppError(
      422,
      'outside_geofence',
      `You are ${formatDistance(nearest.distance)} from ${nearest.site.name}; check in within ${nearest.site.radius_m} m of it.`,
      {
        distance_m: nearest.distance,
        site: { id: nearest.site.id, name: nearest.site.name, radius_m: nearest.site.radius_m },
      },
    );
  }

  // Where the organisation verifies faces (the default), the server computes the descriptor itself
  // from the frames of a face challenge issued to this person; the one the device sends is unused.
  let confidence: number | null = null;
  if (enrolled && org.face_verification) {
    // Nothing of a face yet: the app asks for one (a descriptor alone is refused and logged).
    if (!input.descriptor && !proof.challenge && !proof.frames)
      throw localizedError(422, 'face_required', 'error.attendance.lookAtCamera');
    const verified = await verifyFaceProof(ctx, { orgId: org.id, userId: caller.userId }, proof);
    confidence = matchOwnFace(member.id, enrolled, verified.descriptor);
  } else if (enrolled) {
    if (!input.descriptor)
      throw localizedError(422, 'face_required', 'error.attendance.lookAtCamera');
    assertUsableFace(org, input);
    confidence = matchOwnFace(member.id, enrolled, input.descriptor);
  }

  const at = new Date();
  const result = await asActor(db, { userId: caller.userId }, async (trx) => {
    const scan = await recordScan(
      trx,
      org,
      member,
      {
        clientId: input.client_id,
        at,
        method: 'self_geo',
        confidence,
        deviceId: null,
        location: input.location,
      },
      caller.userId,
    );
    await recordLocationCheck(trx, {
      orgId: org.id,
      memberId: member.id,
      clientId: input.client_id,
      recordId: scan.recordId,
      at,
      location: { ...input.location, accuracy: input.location.accuracy ?? null },
      site: { id: nearest.site.id, distance: nearest.distance },
      accuracyLimit: limit,
      client: { ...client, deviceId: input.device_id ?? client.deviceId },
    });
    return scan;
  });
  return {
    ...result,
    message: isOutside
      ? `${result.message.replace(/\.$/, '')} (the demo lets you in from ${formatDistance(nearest.distance)} away; a real organisation needs you within ${nearest.site.radius_m} m of ${nearest.site.name}).`
      : result.message,
    site: { id: nearest.site.id, name: nearest.site.name, distance_m: nearest.distance },
  };
}

/**
 * The person's enrolled face descriptors when the organisation checks faces (undefined when it
 * does not); someone who has not enrolled is told to do so first.
 */
async function enrolledFace(db: OrgDb, org: Org, memberId: string) {
  if (!org.allowed_methods.includes('face')) return undefined;
  const rows = await db
    .selectFrom('face_data')
    .select('embedding')
    .where('member_id', '=', memberId)
    .execute();
  if (!rows.length)
    throw new AppError(
      422,
      'face_not_enrolled',
      'Set up face check-in on your profile before checking in from your phone.',
    );
  return rows.map((row) => row.embedding);
}

/** The match confidence of a descriptor against the person's own enrolled face, or a refusal. */
function matchOwnFace(memberId: string, enrolled: number[][], descriptor: number[]): number {
  const own = new FaceIndex();
  for (const embedding of enrolled) own.add(memberId, embedding);
  const match = own.nearest(descriptor);
  if (!isConfidentMatch(match))
    throw new AppError(
      422,
      'face_mismatch',
      'Your face did not match the one you enrolled. Try again in better light.',
    );
  return Math.round(match.similarity * 1000) / 1000;
}

function formatDistance(metres: number): string {
  return metres >= 1000 ? `${(metres / 1000).toFixed(1)} km` : `${metres} m`;
}
