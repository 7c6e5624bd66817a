import type { UserType } from '@ias/shared';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import { AppError } from '../../lib/errors.js';
import * as authRepo from '../auth/repository.js';

const userNotFound = () => new AppError(404, 'user_not_found', 'User not found.');

/** An Admin sets anyone's account type, Admin included (DESIGN.md §2: only Admins grant Admin). */
export async function setUserType(
  ctx: AppContext,
  caller: Caller,
  userId: string,
  userType: UserType,
) {
  const { db } = ctx.database;
  if (userId === caller.userId && userType !== 'Admin') {
    throw new AppError(
      422,
      'cannot_demote_self',
      'You cannot remove your own Admin role; ask another Admin.',
    );
  }
  const updated = await db
    .updateTable('profiles')
    .set({ user_type: userType })
    .where('id', '=', userId)
    .returning(['id', 'user_type'])
    .executeTakeFirst();
  if (!updated) throw userNotFound();
  await authRepo.insertAudit(db, {
    userId,
    action: 'user_type_changed',
    payload: { by: caller.userId, user_type: userType },
    ip: null,
  });
  return updated;
}

/** Disables (or re-enables) an account: a disabled account cannot sign in and is signed out now. */
export async function setDisabled(
  ctx: AppContext,
  caller: Caller,
  userId: string,
  disabled: boolean,
) {
  if (userId === caller.userId)
    throw new AppError(422, 'cannot_disable_self', 'You cannot disable your own account.');
  const outcome = await ctx.database.db.transaction().execute(async (db) => {
    const user = await authRepo.findUserById(db, userId);
    if (!user) throw userNotFound();
    await authRepo.updateUser(db, userId, {
      banned_until: disabled ? new Date('9999-12-31T00:00:00Z') : null,
    });
    if (disabled) await authRepo.deleteSessions(db, userId);
    await authRepo.insertAudit(db, {
      userId,
      action: disabled ? 'user_disabled' : 'user_enabled',
      payload: { by: caller.userId },
      ip: null,
    });
    return { id: userId, disabled };
  });
  if (disabled) ctx.sessions.forgetUser(userId);
  return outcome;
}
