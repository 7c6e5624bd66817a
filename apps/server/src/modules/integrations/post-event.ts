import { BlockedAddressError, postOutbound } from '../../lib/outbound-http.js';
import { signature } from './sign.js';

/** A receiver has this long to answer; the job holds its transaction while it waits. */
export const WEBHOOK_TIMEOUT_MS = 5000;

export type WebhookEvent = {
  id: string;
  type: string;
  created_at: string;
  organization_id: string;
  data: Record<string, unknown>;
};

export type PostResult = {
  ok: boolean;
  status: number | null;
  durationMs: number;
  error: string | null;
};

/** POSTs one signed event; a 2xx answer is a delivery, anything else (or no answer) is not. */
export async function postEvent(
  url: string,
  secret: string,
  event: WebhookEvent,
  now: Date,
  options: { allowPrivateNetworks: boolean },
): Promise<PostResult> {
  const body = JSON.stringify(event);
  const timestamp = Math.floor(now.getTime() / 1000);
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const response = await postOutbound(url, {
      timeoutMs: WEBHOOK_TIMEOUT_MS,
      allowPrivateNetworks: options.allowPrivateNetworks,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'IAS-Webhooks/1',
        'x-ias-event': event.type,
        'x-ias-delivery': event.id,
        'x-ias-timestamp': String(timestamp),
        'x-ias-signature': signature(secret, timestamp, body),
      },
      body,
    });
    const ok = response.status >= 200 && response.status < 300;
    return {
      ok,
      status: response.status,
      durationMs: elapsed(),
      error: ok ? null : `The receiver answered ${response.status}.`,
    };
  } catch (error) {
    const reason =
      error instanceof BlockedAddressError
        ? `Not sent: ${error.message}.`
        : error instanceof Error && error.name === 'TimeoutError'
          ? `No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s.`
          : `Could not connect: ${(error as Error & { cause?: Error }).cause?.message ?? (error as Error).message}`;
    return { ok: false, status: null, durationMs: elapsed(), error: reason.slice(0, 500) };
  }
}
