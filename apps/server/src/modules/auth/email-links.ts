import type { AppContext } from '../../app-context.js';
import { hashToken, randomToken } from './crypto.js';
import { localeOfUser } from '../../lib/i18n.js';
import { localizedError } from '../../lib/errors.js';
import { confirmationMail, recoveryMail } from './mail-templates.js';
import * as repo from './repository.js';

export type PkceStart = { codeChallenge: string; method: 's256' | 'plain' } | undefined;

const LINK_LIFETIME_MS = { confirmation_token: 24 * 3600_000, recovery_token: 3600_000 } as const;
/** One mail of a kind per address per minute (GoTrue's over_email_send_rate_limit). */
const RESEND_INTERVAL_MS = 60_000;

export function assertCanSendAgain(lastSentAt: Date | string | null): void {
  if (!lastSentAt) return;
  const waitMs = RESEND_INTERVAL_MS - (Date.now() - new Date(lastSentAt).getTime());
  if (waitMs > 0) {
    throw localizedError(429, 'over_email_send_rate_limit', 'error.auth.resendWait', {
      seconds: Math.ceil(waitMs / 1000),
    });
  }
}

/**
 * Creates a one-time link token (and, for PKCE clients, the flow state the link will finish) and
 * returns the link to /auth/v1/verify that takes it. Magic links (one-time code sign-in) are
 * confirmation tokens with their own type and a shorter life.
 */
export async function createEmailLink(
  ctx: AppContext,
  db: repo.Db,
  user: repo.UserRow,
  kind: 'confirmation_token' | 'recovery_token',
  redirectTo: string,
  pkce: PkceStart,
  options: { type?: 'magiclink'; lifetimeMs?: number } = {},
): Promise<string> {
  const flow = pkce
    ? await repo.insertFlowState(db, {
        userId: user.id,
        codeChallenge: pkce.codeChallenge,
        method: pkce.method,
        authenticationMethod:
          kind === 'recovery_token' ? 'recovery' : (options.type ?? 'email/signup'),
        providerType: 'email',
        redirectTo,
      })
    : undefined;
  const token = randomToken(32);
  await repo.replaceOneTimeToken(db, {
    userId: user.id,
    type: kind,
    hash: hashToken(token),
    flowStateId: flow?.id ?? null,
    redirectTo,
    expiresAt: new Date(Date.now() + (options.lifetimeMs ?? LINK_LIFETIME_MS[kind])),
  });
  const type = options.type ?? (kind === 'recovery_token' ? 'recovery' : 'signup');
  const link = new URL(`${ctx.config.siteUrl}/auth/v1/verify`);
  link.searchParams.set('token', token);
  link.searchParams.set('type', type);
  link.searchParams.set('redirect_to', redirectTo);
  return link.toString();
}

/** A confirmation or recovery link, as the mail to send once the transaction has committed. */
export async function prepareEmailLink(
  ctx: AppContext,
  db: repo.Db,
  user: repo.UserRow,
  kind: 'confirmation_token' | 'recovery_token',
  redirectTo: string,
  pkce: PkceStart,
) {
  const link = await createEmailLink(ctx, db, user, kind, redirectTo, pkce);
  const email = user.email ?? '';
  // In the person's language: their profile's, which sign-up fills from the site's language.
  const locale = await localeOfUser(db, user.id);
  return kind === 'recovery_token'
    ? recoveryMail(email, link, locale)
    : confirmationMail(email, link, locale);
}
