import type { AppContext } from '../../app-context.js';
import { assertCanSendAgain, prepareEmailLink, type PkceStart } from './email-links.js';
import * as repo from './repository.js';
import type { ClientInfo } from './sessions.js';
import { sendOrExplain } from './sign-up.js';

/** POST /recover: mails a reset link when the account exists; the answer is the same either way. */
export async function requestPasswordRecovery(
  ctx: AppContext,
  input: { email: string; redirectTo: string; pkce: PkceStart },
  client: ClientInfo,
): Promise<Record<string, never>> {
  const mail = await ctx.database.db.transaction().execute(async (db) => {
    const user = await repo.findUserByEmail(db, input.email);
    if (!user) return undefined;
    assertCanSendAgain(user.recovery_sent_at);
    const prepared = await prepareEmailLink(
      ctx,
      db,
      user,
      'recovery_token',
      input.redirectTo,
      input.pkce,
    );
    await repo.updateUser(db, user.id, { recovery_sent_at: new Date() });
    await repo.insertAudit(db, {
      userId: user.id,
      action: 'user_recovery_requested',
      ip: client.ip,
    });
    return prepared;
  });
  if (mail) await sendOrExplain(ctx, mail);
  return {};
}
