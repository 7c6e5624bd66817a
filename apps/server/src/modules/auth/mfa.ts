import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { AppContext } from '../../app-context.js';
import { authError, demoAccount, insufficientAal, isDemoUser } from './errors.js';
import * as repo from './repository.js';
import type { SignedIn } from './session-auth.js';
import { type ClientInfo, reissueSession, type SessionResponse } from './sessions.js';

const ISSUER = 'Intelligent Attendance System';
const CHALLENGE_LIFETIME_MS = 5 * 60_000;
const MAX_FACTORS = 10;

function totpFor(secret: string, label: string, issuer = ISSUER): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });
}

/** POST /factors: a new, unverified TOTP factor with its QR code (SVG, as GoTrue sends it). */
export async function enrollFactor(
  ctx: AppContext,
  signedIn: SignedIn,
  input: { friendly_name?: string; issuer?: string },
  client: ClientInfo,
) {
  const { db } = ctx.database;
  const { user } = signedIn;
  if (isDemoUser(user)) throw demoAccount();
  await repo.deleteStaleUnverifiedFactors(db, user.id);
  const factors = await repo.listFactors(db, user.id);
  if (factors.length >= MAX_FACTORS) {
    throw authError(
      422,
      'too_many_enrolled_mfa_factors',
      'Maximum number of enrolled factors reached; remove one first.',
    );
  }
  if (factors.some((f) => f.status === 'verified') && signedIn.aal !== 'aal2')
    throw insufficientAal();
  const friendlyName = input.friendly_name || null;
  if (friendlyName && factors.some((f) => f.friendly_name === friendlyName)) {
    throw authError(
      422,
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${friendlyName}" already exists.`,
    );
  }
  const secret = new Secret({ size: 20 }).base32;
  const factor = await repo.insertFactor(db, { userId: user.id, friendlyName, secret });
  const uri = totpFor(secret, user.email ?? user.id, input.issuer || ISSUER).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  await repo.insertAudit(db, {
    userId: user.id,
    action: 'factor_in_progress',
    payload: { factor_id: factor.id },
    ip: client.ip,
  });
  return {
    id: factor.id,
    type: 'totp',
    friendly_name: factor.friendly_name ?? '',
    totp: { qr_code: svg, secret, uri },
  };
}

async function ownFactor(db: repo.Db, signedIn: SignedIn, factorId: string) {
  const factor = await repo.findFactor(db, signedIn.user.id, factorId);
  if (!factor) throw authError(404, 'mfa_factor_not_found', 'Factor not found');
  return factor;
}

/** POST /factors/:id/challenge */
export async function challengeFactor(
  ctx: AppContext,
  signedIn: SignedIn,
  factorId: string,
  client: ClientInfo,
) {
  const { db } = ctx.database;
  const factor = await ownFactor(db, signedIn, factorId);
  const challenge = await repo.insertChallenge(db, factor.id, client.ip);
  const expiresAt = Math.floor(
    (new Date(challenge.created_at).getTime() + CHALLENGE_LIFETIME_MS) / 1000,
  );
  return { id: challenge.id, type: 'totp', expires_at: expiresAt };
}

/**
 * POST /factors/:id/verify: checks the code (one step either side, never the same step twice),
 * verifies the factor on first success, and raises the session to aal2 with a fresh token pair.
 */
export async function verifyFactor(
  ctx: AppContext,
  signedIn: SignedIn,
  factorId: string,
  input: { challenge_id: string; code: string },
  client: ClientInfo,
): Promise<SessionResponse> {
  const outcome = await ctx.database.db.transaction().execute(async (db) => {
    const factor = await ownFactor(db, signedIn, factorId);
    const factors = await repo.listFactors(db, signedIn.user.id);
    const otherVerified = factors.some((f) => f.status === 'verified' && f.id !== factor.id);
    if (factor.status === 'unverified' && otherVerified && signedIn.aal !== 'aal2')
      throw insufficientAal();
    const challenge = await repo.findChallenge(db, factor.id, input.challenge_id);
    if (!challenge) throw authError(404, 'mfa_challenge_not_found', 'Challenge not found');
    if (challenge.verified_at)
      throw authError(
        422,
        'mfa_challenge_expired',
        'This challenge was already used; start a new one.',
      );
    if (Date.now() - new Date(challenge.created_at).getTime() > CHALLENGE_LIFETIME_MS) {
      throw authError(422, 'mfa_challenge_expired', 'The challenge has expired; start a new one.');
    }
    const totp = totpFor(factor.secret, signedIn.user.email ?? signedIn.user.id);
    const delta = totp.validate({ token: input.code, window: 1 });
    const step = Math.floor(Date.now() / 1000 / 30) + (delta ?? 0);
    if (
      delta === null ||
      (factor.last_used_step !== null && step <= Number(factor.last_used_step))
    ) {
      return { kind: 'failed' as const };
    }
    await repo.markChallengeVerified(db, challenge.id);
    await repo.markFactorVerified(db, factor.id, step);
    const amr = [
      ...signedIn.session.amr.filter((m) => m.method !== 'totp'),
      { method: 'totp', timestamp: Math.floor(Date.now() / 1000) },
    ];
    const session = await repo.raiseSession(db, signedIn.session.id, amr, factor.id);
    await repo.insertAudit(db, {
      userId: signedIn.user.id,
      action: factor.status === 'unverified' ? 'factor_verified' : 'mfa_verified',
      payload: { factor_id: factor.id },
      ip: client.ip,
    });
    return {
      kind: 'verified' as const,
      response: await reissueSession(ctx, db, signedIn.user, session),
    };
  });
  if (outcome.kind === 'failed') {
    await repo.insertAudit(ctx.database.db, {
      userId: signedIn.user.id,
      action: 'mfa_verification_failed',
      payload: { factor_id: factorId },
      ip: client.ip,
    });
    throw authError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
  }
  return outcome.response;
}

/** DELETE /factors/:id: a verified factor can only be removed from an aal2 session. */
export async function unenrollFactor(
  ctx: AppContext,
  signedIn: SignedIn,
  factorId: string,
  client: ClientInfo,
) {
  const { db } = ctx.database;
  const factor = await ownFactor(db, signedIn, factorId);
  if (factor.status === 'verified' && signedIn.aal !== 'aal2') throw insufficientAal();
  await repo.deleteFactor(db, factor.id);
  await repo.insertAudit(db, {
    userId: signedIn.user.id,
    action: 'factor_unenrolled',
    payload: { factor_id: factor.id },
    ip: client.ip,
  });
  return { id: factor.id };
}
