import type { AppContext } from '../../app-context.js';
import { authError } from './errors.js';
import { hashPassword } from './passwords.js';
import * as repo from './repository.js';
import { loadUserResponse } from './sessions.js';
import { assertStrongPassword } from './sign-up.js';

function banUntil(duration: string | undefined): Date | null | undefined {
  if (duration === undefined) return undefined;
  if (duration === 'none') return null;
  return new Date(Date.now() + Number(duration.replace(/h$/, '')) * 3600_000);
}

/** POST /admin/users (service role): creates a user, confirmed when asked. */
export async function adminCreateUser(
  ctx: AppContext,
  input: {
    email: string;
    password?: string;
    email_confirm?: boolean;
    user_metadata?: Record<string, unknown>;
  },
) {
  if (input.password !== undefined) assertStrongPassword(input.password);
  return ctx.database.db.transaction().execute(async (db) => {
    if (await repo.findUserByEmail(db, input.email)) {
      throw authError(
        422,
        'email_exists',
        'A user with this email address has already been registered',
      );
    }
    const user = await repo.insertUser(db, {
      email: input.email,
      passwordHash: input.password ? await hashPassword(input.password) : null,
      userMetadata: input.user_metadata ?? {},
      provider: 'email',
      confirmed: input.email_confirm === true,
    });
    await repo.upsertIdentity(db, {
      userId: user.id,
      provider: 'email',
      providerId: user.id,
      email: user.email,
      data: { sub: user.id, email: user.email, email_verified: input.email_confirm === true },
    });
    await repo.insertAudit(db, {
      userId: user.id,
      action: 'user_signedup',
      payload: { provider: 'email', by: 'admin' },
      ip: null,
    });
    return loadUserResponse(db, user);
  });
}

export async function adminGetUser(ctx: AppContext, id: string) {
  const user = await repo.findUserById(ctx.database.db, id);
  if (!user) throw authError(404, 'user_not_found', 'User not found');
  return loadUserResponse(ctx.database.db, user);
}

export async function adminListUsers(ctx: AppContext, page: number, perPage: number) {
  const rows = await repo.listUsers(ctx.database.db, page, perPage);
  return {
    users: await Promise.all(rows.map((row) => loadUserResponse(ctx.database.db, row))),
    aud: 'authenticated',
  };
}

/** PUT /admin/users/:id: password, confirmation, metadata, or a ban (which signs the user out). */
export async function adminUpdateUser(
  ctx: AppContext,
  id: string,
  input: {
    password?: string;
    email_confirm?: boolean;
    user_metadata?: Record<string, unknown>;
    ban_duration?: string;
  },
) {
  if (input.password !== undefined) assertStrongPassword(input.password);
  const response = await ctx.database.db.transaction().execute(async (db) => {
    const user = await repo.findUserById(db, id);
    if (!user) throw authError(404, 'user_not_found', 'User not found');
    const patch: repo.UserPatch = {};
    if (input.password) patch.encrypted_password = await hashPassword(input.password);
    if (input.email_confirm && !user.email_confirmed_at) patch.email_confirmed_at = new Date();
    if (input.user_metadata)
      patch.raw_user_meta_data = JSON.stringify({
        ...user.raw_user_meta_data,
        ...input.user_metadata,
      });
    const ban = banUntil(input.ban_duration);
    if (ban !== undefined) patch.banned_until = ban;
    const updated = Object.keys(patch).length ? await repo.updateUser(db, id, patch) : user;
    if (ban) await repo.deleteSessions(db, id);
    await repo.insertAudit(db, {
      userId: id,
      action: 'user_modified',
      payload: { by: 'admin', fields: Object.keys(input) },
      ip: null,
    });
    return loadUserResponse(db, updated);
  });
  if (banUntil(input.ban_duration)) ctx.sessions.forgetUser(id);
  return response;
}

export async function adminDeleteUser(ctx: AppContext, id: string) {
  const result = await repo.deleteUser(ctx.database.db, id);
  ctx.sessions.forgetUser(id);
  if (!result.numDeletedRows) throw authError(404, 'user_not_found', 'User not found');
  await repo.insertAudit(ctx.database.db, {
    userId: id,
    action: 'user_deleted',
    payload: { by: 'admin' },
    ip: null,
  });
  return {};
}
