import type { AppContext } from '../../app-context.js';
import { localizedError } from '../../lib/errors.js';
import { authError } from './errors.js';
import * as repo from './repository.js';
import type { SignedIn } from './session-auth.js';
import type { ClientInfo } from './sessions.js';

/** app_metadata.providers follows the identities a person has. */
async function syncProviders(db: repo.Db, user: repo.UserRow): Promise<repo.UserRow> {
  const identities = await repo.listIdentities(db, user.id);
  const providers = [...new Set(identities.map((identity) => identity.provider))];
  const first = providers.includes(user.raw_app_meta_data.provider as string)
    ? user.raw_app_meta_data.provider
    : providers[0];
  return repo.updateUser(db, user.id, {
    raw_app_meta_data: JSON.stringify({ ...user.raw_app_meta_data, provider: first, providers }),
  });
}

/**
 * Adds a Google identity to the person who asked to link it (the callback already checked that
 * no one else has it). Their own e-mail address stays as it is.
 */
export async function linkGoogleIdentity(
  db: repo.Db,
  userId: string,
  data: Record<string, unknown> & { sub: string; email: string },
  client: ClientInfo,
): Promise<repo.UserRow> {
  const user = await repo.findUserById(db, userId);
  if (!user) throw authError(404, 'user_not_found', 'User not found');
  await repo.upsertIdentity(db, {
    userId,
    provider: 'google',
    providerId: data.sub,
    data,
    email: data.email,
  });
  await repo.insertAudit(db, {
    userId,
    action: 'identity_linked',
    payload: { provider: 'google' },
    ip: client.ip,
  });
  return syncProviders(db, user);
}

/** DELETE /user/identities/:id: unlinkIdentity, refused for a person's last sign-in method. */
export async function unlinkIdentity(
  ctx: AppContext,
  signedIn: SignedIn,
  identityId: string,
  client: ClientInfo,
): Promise<Record<string, never>> {
  return ctx.database.db.transaction().execute(async (db) => {
    // Locks the person's row, so two unlinks at once cannot both leave the other one last.
    const user = await db
      .selectFrom('auth.users')
      .selectAll()
      .where('id', '=', signedIn.user.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const identities = await repo.listIdentities(db, user.id);
    const identity = identities.find((candidate) => candidate.id === identityId);
    if (!identity) throw authError(404, 'identity_not_found', "Identity doesn't exist");
    if (identities.length <= 1)
      throw localizedError(422, 'single_identity_not_deletable', 'error.auth.lastIdentity');
    await db.deleteFrom('auth.identities').where('id', '=', identity.id).execute();
    await syncProviders(db, user);
    await repo.insertAudit(db, {
      userId: user.id,
      action: 'identity_unlinked',
      payload: { provider: identity.provider },
      ip: client.ip,
    });
    return {};
  });
}
