import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/errors.js';
import { adminCreateUser } from './admin-users.js';
import * as repo from './repository.js';
import { emailSchema } from './schemas.js';

/**
 * The first Admin: creates a confirmed account (password policy applies) or promotes an existing
 * one. Admin is never self-service (DESIGN.md §2), so this server-side command is the way in.
 */
export async function createOrPromoteAdmin(
  ctx: AppContext,
  rawEmail: string,
  password: string | undefined,
): Promise<{ email: string; created: boolean }> {
  const parsed = emailSchema.safeParse(rawEmail);
  if (!parsed.success)
    throw new AppError(400, 'validation_failed', `"${rawEmail}" is not a valid e-mail address.`);
  const email = parsed.data;
  const { db } = ctx.database;
  let user = await repo.findUserByEmail(db, email);
  const created = !user;
  if (!user) {
    if (!password)
      throw new AppError(
        400,
        'validation_failed',
        `No account for ${email} yet: give a password to create it.`,
      );
    await adminCreateUser(ctx, {
      email,
      password,
      email_confirm: true,
      user_metadata: { full_name: email.split('@')[0] },
    });
    user = await repo.findUserByEmail(db, email);
  }
  await db.updateTable('profiles').set({ user_type: 'Admin' }).where('id', '=', user!.id).execute();
  await repo.insertAudit(db, {
    userId: user!.id,
    action: 'user_promoted_admin',
    payload: { by: 'create-admin command' },
    ip: null,
  });
  return { email, created };
}
