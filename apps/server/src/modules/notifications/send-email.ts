import { DEFAULT_LOCALE, isLocale } from '@ias/shared';
import type { AppContext } from '../../app-context.js';
import type { ClaimedDelivery } from './claim-delivery.js';
import { notificationMail } from './notification-mail.js';
import { isNotificationKind } from './render-notification.js';
import { unsubscribeToken } from './unsubscribe-token.js';

/** Sends one notification by e-mail, in the person's language, with its unsubscribe link. */
export async function sendEmail(ctx: AppContext, claimed: ClaimedDelivery): Promise<void> {
  if (!claimed.email) throw new Error('the person has no e-mail address');
  if (!isNotificationKind(claimed.kind)) throw new Error(`unknown kind ${claimed.kind}`);
  const locale = isLocale(claimed.locale) ? claimed.locale : DEFAULT_LOCALE;
  const site = ctx.config.siteUrl;
  const token = unsubscribeToken(ctx.keys.secret, { userId: claimed.user_id, kind: claimed.kind });
  await ctx.mailer.send(
    notificationMail({
      to: claimed.email,
      locale,
      kind: claimed.kind,
      params: claimed.params,
      link: `${site}${claimed.link ?? '/dashboard'}`,
      unsubscribeLink: `${site}/api/notifications/unsubscribe?token=${token}`,
    }),
  );
}
