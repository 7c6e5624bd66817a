import { localizedError } from '../../lib/errors.js';
import { describeWeakPassword, weakPasswordReasons } from '@ias/shared';
import type { AppContext } from '../../app-context.js';
import { currentLocale } from '../../lib/i18n.js';
import type { Mail } from '../../lib/mail.js';
import { assertCanSendAgain, prepareEmailLink, type PkceStart } from './email-links.js';
import { authError } from './errors.js';
import { hashPassword } from './passwords.js';
import * as repo from './repository.js';
import { type ClientInfo, loadUserResponse, startSession } from './sessions.js';
import { obfuscatedUser } from './user-response.js';

export function assertStrongPassword(password: string): void {
  const reasons = weakPasswordReasons(password);
  if (reasons.length) {
    throw authError(422, 'weak_password', describeWeakPassword(reasons), {
      weak_password: { reasons },
    });
  }
}

export type SignUpInput = {
  email: string;
  password: string;
  metadata: Record<string, unknown>;
  redirectTo: string;
  pkce: PkceStart;
};

/**
 * POST /signup. With e-mail confirmation on, answers with the user only and mails a link; an
 * address that already has a confirmed account gets the same-looking answer and no mail.
 */
export async function signUp(ctx: AppContext, input: SignUpInput, client: ClientInfo) {
  assertStrongPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const confirm = ctx.config.emailConfirmation;
  // The profile (made by a trigger from the metadata) is in the language the person signed up
  // in: the site sends it in the metadata; a client that does not gets its Accept-Language.
  const metadata = { locale: currentLocale(), ...input.metadata };

  const outcome = await ctx.database.db.transaction().execute(async (db) => {
    const existing = await repo.findUserByEmail(db, input.email);
    if (existing?.email_confirmed_at) {
      if (confirm) return { kind: 'hidden' as const };
      throw authError(422, 'user_already_exists', 'User already registered');
    }
    let user: repo.UserRow;
    if (existing) {
      // Nobody has proven ownership of this address yet: the latest sign-up wins, and only the
      // owner of the mailbox can confirm it.
      assertCanSendAgain(existing.confirmation_sent_at);
      user = await repo.updateUser(db, existing.id, {
        encrypted_password: passwordHash,
        raw_user_meta_data: JSON.stringify(metadata),
      });
      // The profile was made from the first attempt's metadata (an insert trigger): it follows
      // this one, so the confirmation mail below and the account are in the language (and name)
      // of the sign-up that the mailbox's owner will confirm.
      await repo.refreshProfileFromMetadata(db, user.id, metadata);
    } else {
      user = await repo.insertUser(db, {
        email: input.email,
        passwordHash,
        userMetadata: metadata,
        provider: 'email',
        confirmed: !confirm,
      });
      await repo.upsertIdentity(db, {
        userId: user.id,
        provider: 'email',
        providerId: user.id,
        email: user.email,
        data: { sub: user.id, email: user.email, email_verified: !confirm, phone_verified: false },
      });
      await repo.insertAudit(db, {
        userId: user.id,
        action: 'user_signedup',
        payload: { provider: 'email' },
        ip: client.ip,
      });
    }
    if (!confirm)
      return {
        kind: 'session' as const,
        response: await startSession(ctx, db, user, 'password', client),
      };
    const mail = await prepareEmailLink(
      ctx,
      db,
      user,
      'confirmation_token',
      input.redirectTo,
      input.pkce,
    );
    user = await repo.updateUser(db, user.id, { confirmation_sent_at: new Date() });
    return { kind: 'confirm' as const, mail, user: await loadUserResponse(db, user) };
  });

  if (outcome.kind === 'hidden') return obfuscatedUser(input.email, input.metadata);
  if (outcome.kind === 'session') return outcome.response;
  await sendOrExplain(ctx, outcome.mail);
  return outcome.user;
}

/** Sends a mail after the transaction committed; a failure is logged and explained, not hidden. */
export async function sendOrExplain(ctx: AppContext, mail: Mail): Promise<void> {
  try {
    await ctx.mailer.send(mail);
  } catch (error) {
    ctx.log.error({ err: error, subject: mail.subject }, 'sending e-mail failed');
    throw localizedError(500, 'email_send_failed', 'error.auth.emailSendFailed');
  }
}
