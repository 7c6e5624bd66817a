import { localizedError } from '../../lib/errors.js';
import type { AppContext } from '../../app-context.js';
import { USER_METADATA_MAX_BYTES } from '@ias/shared';
import { authError, demoAccount, insufficientAal, isDemoUser, validationFailed } from './errors.js';
import { hashPassword, verifyPassword } from './passwords.js';
import * as repo from './repository.js';
import type { SignedIn } from './session-auth.js';
import { type ClientInfo, loadUserResponse, assertNotBanned } from './sessions.js';
import { assertStrongPassword } from './sign-up.js';

/** GET /user */
export async function getUser(ctx: AppContext, signedIn: SignedIn) {
  return loadUserResponse(ctx.database.db, signedIn.user);
}

/** PUT /user: change the password and/or the metadata. */
export async function updateUser(
  ctx: AppContext,
  signedIn: SignedIn,
  input: { password?: string; data?: Record<string, unknown>; email?: string },
  client: ClientInfo,
) {
  const { db } = ctx.database;
  assertNotBanned(signedIn.user);
  if (isDemoUser(signedIn.user) && (input.password !== undefined || input.email !== undefined)) {
    throw demoAccount();
  }
  if (
    input.email !== undefined &&
    input.email.toLowerCase() !== signedIn.user.email?.toLowerCase()
  ) {
    throw localizedError(422, 'email_change_not_supported', 'error.auth.emailChangeNotSupported');
  }
  const factors = await repo.listFactors(db, signedIn.user.id);
  const hasVerifiedFactor = factors.some((f) => f.status === 'verified');
  const patch: repo.UserPatch = {};
  if (input.password !== undefined) {
    if (hasVerifiedFactor && signedIn.aal !== 'aal2') throw insufficientAal();
    assertStrongPassword(input.password);
    if (await verifyPassword(signedIn.user.encrypted_password, input.password)) {
      throw authError(
        422,
        'same_password',
        'New password should be different from the old password.',
      );
    }
    patch.encrypted_password = await hashPassword(input.password);
  }
  if (input.data) {
    patch.raw_user_meta_data = JSON.stringify({
      ...signedIn.user.raw_user_meta_data,
      ...input.data,
    });
    if (Buffer.byteLength(patch.raw_user_meta_data) > USER_METADATA_MAX_BYTES) {
      throw validationFailed(
        `User metadata may take at most ${USER_METADATA_MAX_BYTES / 1024} KB (with what the account already holds).`,
      );
    }
  }
  const user = Object.keys(patch).length
    ? await repo.updateUser(db, signedIn.user.id, patch)
    : signedIn.user;
  if (patch.encrypted_password) {
    await repo.insertAudit(db, { userId: user.id, action: 'user_updated_password', ip: client.ip });
  }
  if (patch.raw_user_meta_data) {
    await repo.insertAudit(db, {
      userId: user.id,
      action: 'user_modified',
      payload: { fields: Object.keys(input.data ?? {}) },
      ip: client.ip,
    });
  }
  return loadUserResponse(db, user);
}

/** POST /logout?scope=global|local|others */
export async function signOut(
  ctx: AppContext,
  signedIn: SignedIn,
  scope: string,
  client: ClientInfo,
): Promise<void> {
  const { db } = ctx.database;
  const { user, session } = signedIn;
  // Everyone trying the demo shares its accounts: signing out ends only this visitor's session.
  if (scope === 'local' || isDemoUser(user))
    await repo.deleteSessions(db, user.id, { only: session.id });
  else if (scope === 'others') await repo.deleteSessions(db, user.id, { except: session.id });
  else await repo.deleteSessions(db, user.id);
  // Every instance hears of it from the database; this one must not answer even the next request.
  ctx.sessions.forgetUser(user.id);
  await repo.insertAudit(db, {
    userId: user.id,
    action: 'logout',
    payload: { scope },
    ip: client.ip,
  });
}
