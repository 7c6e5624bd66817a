import { apiFetch } from '@/lib/api-client';

const WORKER = '/notifications-sw.js';
const SCOPE = '/notifications-sw/';

export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

export const isPushSupported = () =>
  typeof window !== 'undefined' &&
  window.isSecureContext &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

async function registration() {
  return (
    (await navigator.serviceWorker.getRegistration(SCOPE)) ??
    navigator.serviceWorker.register(WORKER, { scope: SCOPE })
  );
}

/** Whether this browser receives pushes for the signed-in person. */
export async function pushState(): Promise<PushState> {
  if (!isPushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const existing = await navigator.serviceWorker.getRegistration(SCOPE);
  const subscription = await existing?.pushManager.getSubscription();
  return subscription ? 'on' : 'off';
}

/**
 * Asks the browser for permission (only ever called from a click) and subscribes it with the
 * server's VAPID key; the server keeps the subscription for the signed-in person.
 */
export async function turnPushOn(): Promise<PushState> {
  if ((await Notification.requestPermission()) !== 'granted') return 'blocked';
  const { publicKey } = await apiFetch<{ publicKey: string }>('/api/notifications/push-key');
  const worker = await registration();
  const subscription = await worker.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: publicKey,
  });
  const json = subscription.toJSON();
  await apiFetch('/api/notifications/push-subscriptions', {
    method: 'POST',
    body: {
      endpoint: json.endpoint,
      keys: json.keys,
      user_agent: navigator.userAgent.slice(0, 300),
    },
  });
  return 'on';
}

export async function turnPushOff(): Promise<PushState> {
  const existing = await navigator.serviceWorker.getRegistration(SCOPE);
  const subscription = await existing?.pushManager.getSubscription();
  if (subscription) {
    await apiFetch('/api/notifications/push-subscriptions', {
      method: 'DELETE',
      body: { endpoint: subscription.endpoint },
    });
    await subscription.unsubscribe();
  }
  return 'off';
}
