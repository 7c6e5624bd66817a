import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/**
 * `X-IAS-Signature`: `sha256=` and the hex HMAC-SHA256, keyed by the webhook's secret, of
 * `<X-IAS-Timestamp>.<raw body>`. The timestamp (Unix seconds) is signed so a receiver can refuse
 * an old request replayed.
 */
export function signature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** What a receiver does (and the tests): recompute and compare in constant time. */
export function verifySignature(
  secret: string,
  timestamp: string,
  body: string,
  received: string,
): boolean {
  const expected = Buffer.from(signature(secret, Number(timestamp), body));
  const given = Buffer.from(received);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
