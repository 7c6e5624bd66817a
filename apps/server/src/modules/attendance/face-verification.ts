import { createHash, randomBytes, randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { localizedError } from '../../lib/errors.js';
import type { MessageId } from '../../lib/i18n.js';
import { countHit } from '../../lib/rate-limit-store.js';
import type { FrameFace } from '../faces/face-frames.js';
import { analyseFrameOffThread, facePool } from '../faces/frame-analysis.js';

/**
 * Face check-ins the server can verify (issue 19). The device asks for a challenge — two head
 * movements from {left, right, centre} in a random order, valid for CHALLENGE_SECONDS — and sends
 * its check-in with the challenge's nonce and a few small camera frames: the face as first seen
 * (looking at the camera), then one or more frames for each movement. The server finds the face in
 * every frame itself (face-api on the CPU), reads the head turn from the 68 landmarks, checks that
 * the movements were made in the order asked by one and the same person, and computes the
 * descriptor it matches from the most frontal frame. The frames are decoded in memory and dropped.
 *
 * The nonce is kept only as its SHA-256, bound to the organisation and to the kiosk or person it
 * was issued to, and is spent by the first check-in that presents it (whatever its outcome).
 */

export const FACE_ACTIONS = ['left', 'right', 'centre'] as const;
export type FaceAction = (typeof FACE_ACTIONS)[number];

export const CHALLENGE_SECONDS = 20;
/** A head turned this far (see yawFromLandmarks) counts as turned; under CENTRE_YAW as frontal. */
export const TURNED_YAW = 0.15;
export const CENTRE_YAW = 0.12;
/** Frames of one person: the model's own decision radius between any frame and the frontal one. */
export const SAME_PERSON_DISTANCE = 0.6;
export const MAX_FRAMES = 6;
/** A frame of about 320 × 240 px is 10–25 kB as a JPEG; base64 adds a third. */
export const MAX_FRAME_BASE64 = 80_000;
/** Body limit of a check-in that carries frames. */
export const FRAMES_BODY_LIMIT = 640 * 1024;

export const faceProofSchema = z.object({
  challenge: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'challenge: the nonce the face challenge returned')
    .optional(),
  frames: z
    .array(
      z
        .string()
        .max(MAX_FRAME_BASE64, 'frames: each frame at most 60 kB')
        .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'frames: base64 JPEG images'),
    )
    .min(2, 'frames: send at least 2 frames')
    .max(MAX_FRAMES, `frames: at most ${MAX_FRAMES} frames`)
    .optional(),
});
export type FaceProof = z.infer<typeof faceProofSchema>;

/** Who a challenge is issued to: a kiosk, or a person checking in from their own device. */
export type ChallengeHolder = { orgId: string } & (
  { deviceId: string; userId?: undefined } | { userId: string; deviceId?: undefined }
);

const hashNonce = (nonce: string) => createHash('sha256').update(nonce).digest('hex');

/** Two different movements in a random order: every challenge includes a turn of the head. */
export function randomActions(): [FaceAction, FaceAction] {
  const first = FACE_ACTIONS[randomInt(FACE_ACTIONS.length)]!;
  const rest = FACE_ACTIONS.filter((a) => a !== first);
  return [first, rest[randomInt(rest.length)]!];
}

/**
 * Counts one challenge for its kiosk or person in the shared rate-limit table (every server
 * process on the database counts the same hits) and refuses past the limit: 429, Retry-After.
 */
async function assertUnderChallengeLimit(ctx: AppContext, holder: ChallengeHolder) {
  const { faceChallenge, faceChallengeSelf } = ctx.config.rateLimits;
  const [limit, key] = holder.deviceId
    ? [faceChallenge, `face-challenge:device:${holder.deviceId}`]
    : [faceChallengeSelf, `face-challenge:user:${holder.userId}`];
  const { hits, ttl } = await countHit(ctx.database.db, key, limit.windowMs);
  if (hits <= limit.max) return;
  const seconds = Math.max(1, Math.ceil(ttl / 1000));
  const error = localizedError(
    429,
    'face_challenge_rate_limited',
    'error.faceCheck.tooManyChallenges',
    { seconds },
    { retryAfterSeconds: seconds },
  );
  error.headers['retry-after'] = String(seconds);
  throw error;
}

export async function issueChallenge(ctx: AppContext, holder: ChallengeHolder) {
  await assertUnderChallengeLimit(ctx, holder);
  const nonce = randomBytes(32).toString('base64url');
  const actions = randomActions();
  const db = ctx.database.db;
  // Spent and expired challenges are kept an hour for the refusals' reasons, then dropped.
  await sql`delete from private.face_challenges where expires_at < now() - interval '1 hour'`.execute(
    db,
  );
  const { rows } = await sql<{ expires_at: Date }>`
    insert into private.face_challenges (nonce_hash, org_id, device_id, user_id, actions, expires_at)
    values (${hashNonce(nonce)}, ${holder.orgId}::uuid, ${holder.deviceId ?? null}::uuid,
            ${holder.userId ?? null}::uuid, ${actions}::text[],
            now() + make_interval(secs => ${CHALLENGE_SECONDS}))
    returning expires_at`.execute(db);
  return {
    challenge: nonce,
    actions,
    expires_at: new Date(rows[0]!.expires_at).toISOString(),
    expires_in: CHALLENGE_SECONDS,
  };
}

/** Why a verified face check-in was refused: the API code and the catalogue text. */
const REASONS = {
  frames_required: 'error.faceCheck.framesRequired',
  challenge_unknown: 'error.faceCheck.challengeUnknown',
  challenge_mismatch: 'error.faceCheck.challengeMismatch',
  challenge_replayed: 'error.faceCheck.challengeReplayed',
  challenge_expired: 'error.faceCheck.challengeExpired',
  frame_unreadable: 'error.faceCheck.noFace',
  still_image: 'error.faceCheck.stillImage',
  challenge_not_performed: 'error.faceCheck.notPerformed',
  different_people: 'error.faceCheck.differentPeople',
} as const satisfies Record<string, MessageId>;
export type RefusalReason = keyof typeof REASONS;

export type VerifiedFace = { descriptor: number[]; yaws: number[]; score: number };

/**
 * Checks a face check-in's proof and returns the descriptor the server computed, or refuses with
 * a clear reason (422; 409 for a replay) after writing the refusal to the audit log.
 */
export async function verifyFaceProof(
  ctx: AppContext,
  holder: ChallengeHolder,
  proof: FaceProof,
): Promise<VerifiedFace> {
  const refuse = async (reason: RefusalReason, details: Record<string, unknown> = {}) => {
    await auditRefusal(ctx, holder, reason, details);
    ctx.log.warn({ ...holder, reason, ...details }, 'face check-in refused');
    return localizedError(reason === 'challenge_replayed' ? 409 : 422, reason, REASONS[reason]);
  };
  if (!proof.challenge || !proof.frames?.length) throw await refuse('frames_required');
  const { challenge, frames } = proof;

  // Admitted to the face threads before the challenge is spent: when they are full, the check-in
  // is refused with 503 and Retry-After and the person can try again with the same movements.
  const checked = await facePool(ctx.config.faces).run(async (analyse) => {
    const actions = await spendChallenge(ctx, holder, challenge);
    if (typeof actions === 'string') return { reason: actions, details: {} };
    return checkFrames(
      frames.map((frame) => Buffer.from(frame, 'base64')),
      actions,
      analyse,
    );
  });
  if ('reason' in checked) throw await refuse(checked.reason, checked.details);
  return checked;
}

/**
 * The frames' part of the check, without the database: a face in every frame, one person, and
 * the movements asked for, in order, after a first look at the camera. Returns the descriptor of
 * the most frontal frame, or why the frames do not pass.
 */
export async function checkFrames(
  frames: Buffer[],
  actions: readonly FaceAction[],
  analyse: (frame: Buffer) => Promise<FrameFace | null> = analyseFrameOffThread,
): Promise<VerifiedFace | { reason: RefusalReason; details: Record<string, unknown> }> {
  // All frames at once: on a pool of several threads, one check-in's frames run side by side.
  const found = await Promise.all(frames.map((frame) => analyse(frame)));
  const unreadable = found.findIndex((face) => !face);
  if (unreadable >= 0) return { reason: 'frame_unreadable', details: { frame: unreadable } };
  const faces = found as FrameFace[];
  const yaws = faces.map((f) => Math.round(f.yaw * 1000) / 1000);
  const frontal = faces.reduce((best, f) => (Math.abs(f.yaw) < Math.abs(best.yaw) ? f : best));
  const furthest = Math.max(...faces.map((f) => euclidean(f.descriptor, frontal.descriptor)));
  if (furthest > SAME_PERSON_DISTANCE)
    return {
      reason: 'different_people',
      details: { distance: Math.round(furthest * 1000) / 1000 },
    };
  const seen = poseSequence(yaws);
  const expected = collapse(['centre', ...actions]);
  if (Math.max(...yaws) - Math.min(...yaws) < TURNED_YAW || seen.length <= 1)
    return { reason: 'still_image', details: { yaws } };
  if (seen.join() !== expected.join())
    return { reason: 'challenge_not_performed', details: { yaws, seen, expected } };
  return { descriptor: Array.from(frontal.descriptor), yaws, score: frontal.score };
}

/** The poses a sequence of head turns shows, in order (frames between two poses left out). */
export function poseSequence(yaws: number[]): FaceAction[] {
  const poses = yaws
    .map((yaw): FaceAction | null =>
      yaw >= TURNED_YAW
        ? 'left'
        : yaw <= -TURNED_YAW
          ? 'right'
          : Math.abs(yaw) < CENTRE_YAW
            ? 'centre'
            : null,
    )
    .filter((pose): pose is FaceAction => pose !== null);
  return collapse(poses);
}

function collapse(poses: FaceAction[]): FaceAction[] {
  return poses.filter((pose, i) => i === 0 || poses[i - 1] !== pose);
}

/**
 * Marks the challenge used and returns its actions, or why it cannot be used. Only its own kiosk
 * or person can spend it; one UPDATE does, so two requests racing with one nonce cannot both pass.
 */
async function spendChallenge(
  ctx: AppContext,
  holder: ChallengeHolder,
  nonce: string,
): Promise<FaceAction[] | RefusalReason> {
  const db = ctx.database.db;
  const hash = hashNonce(nonce);
  const found = await sql<{
    org_id: string;
    device_id: string | null;
    user_id: string | null;
    expired: boolean;
    spent: boolean;
  }>`
    select org_id, device_id, user_id, expires_at <= now() as expired, used_at is not null as spent
      from private.face_challenges where nonce_hash = ${hash}`.execute(db);
  const row = found.rows[0];
  if (!row) return 'challenge_unknown';
  if (
    row.org_id !== holder.orgId ||
    (row.device_id ?? undefined) !== holder.deviceId ||
    (row.user_id ?? undefined) !== holder.userId
  )
    return 'challenge_mismatch';
  if (row.spent) return 'challenge_replayed';
  if (row.expired) return 'challenge_expired';
  const spent = await sql<{ actions: FaceAction[] }>`
    update private.face_challenges set used_at = now()
     where nonce_hash = ${hash} and used_at is null and expires_at > now()
    returning actions`.execute(db);
  return spent.rows[0]?.actions ?? 'challenge_replayed';
}

async function auditRefusal(
  ctx: AppContext,
  holder: ChallengeHolder,
  reason: RefusalReason,
  details: Record<string, unknown>,
) {
  await sql`insert into public.audit_log (org_id, actor_id, action, entity, entity_id, after)
            values (${holder.orgId}::uuid, ${holder.userId ?? null}::uuid, 'face_check_refused',
                    ${holder.deviceId ? 'kiosk' : 'self_check_in'},
                    ${holder.deviceId ?? holder.userId ?? null},
                    ${JSON.stringify({ reason, ...details })}::jsonb)`.execute(ctx.database.db);
}

function euclidean(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i]! - b[i]!) ** 2;
  return Math.sqrt(sum);
}
