import { DEFAULT_LOCALE, isLocale } from '@ias/shared';
import webPush from 'web-push';
import type { AppContext } from '../../app-context.js';
import { postOutbound } from '../../lib/outbound-http.js';
import type { ClaimedDelivery } from './claim-delivery.js';
import { isNotificationKind, renderNotification } from './render-notification.js';
import type { VapidKeys } from './vapid-keys.js';

type Subscription = { id: string; endpoint: string; p256dh: string; auth: string };

/**
 * Sends one notification to every browser the person subscribed, encrypted for each (web-push
 * builds the VAPID-signed, aes128gcm request; postOutbound sends it, never to a private address). A subscription the push service
 * says is gone (404/410) is removed. Fails only when no browser took it.
 */
export async function sendPush(
  ctx: AppContext,
  vapid: VapidKeys,
  claimed: ClaimedDelivery,
): Promise<void> {
  if (!isNotificationKind(claimed.kind)) throw new Error(`unknown kind ${claimed.kind}`);
  const locale = isLocale(claimed.locale) ? claimed.locale : DEFAULT_LOCALE;
  const { title, body } = renderNotification(locale, claimed.kind, claimed.params);
  const payload = JSON.stringify({
    title,
    body,
    tag: claimed.id,
    link: `${ctx.config.siteUrl}${claimed.link ?? '/dashboard'}`,
  });
  const { rows } = await ctx.database.pool.query<Subscription>(
    'select id, endpoint, p256dh, auth from public.push_subscriptions where user_id = $1',
    [claimed.user_id],
  );
  if (rows.length === 0) throw new Error('no browser is subscribed');
  const failures: string[] = [];
  for (const subscription of rows) {
    const request = webPush.generateRequestDetails(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      payload,
      { vapidDetails: vapid, TTL: 24 * 3600, contentEncoding: 'aes128gcm' },
    );
    try {
      const response = await postOutbound(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body,
        timeoutMs: 10_000,
        allowPrivateNetworks: ctx.config.allowPrivateNetworkTargets,
      });
      if (response.status === 404 || response.status === 410) {
        await ctx.database.pool.query('delete from public.push_subscriptions where id = $1', [
          subscription.id,
        ]);
        failures.push(`subscription gone (${response.status})`);
      } else if (response.status < 200 || response.status >= 300) {
        failures.push(`push service answered ${response.status}`);
      } else {
        await ctx.database.pool.query(
          'update public.push_subscriptions set last_sent_at = now() where id = $1',
          [subscription.id],
        );
      }
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
    }
  }
  if (failures.length === rows.length) throw new Error(failures.join('; '));
}
