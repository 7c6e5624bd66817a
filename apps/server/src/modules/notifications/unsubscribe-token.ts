import { createHmac, timingSafeEqual } from 'node:crypto';

export type Unsubscribe = { userId: string; kind: string };

const sign = (secret: Uint8Array, payload: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest('base64url');

/**
 * A link token that stops one kind of e-mail for one person without signing in: the person and
 * kind, with an HMAC under the server's secret. It does not expire (an old mail's link still
 * works) and grants nothing else.
 */
export function unsubscribeToken(secret: Uint8Array, { userId, kind }: Unsubscribe): string {
  const payload = Buffer.from(`${userId}:${kind}`).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The person and kind a token names, or null when it was not made by this server. */
export function readUnsubscribeToken(secret: Uint8Array, token: string): Unsubscribe | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [userId, kind] = Buffer.from(payload, 'base64url').toString('utf8').split(':');
  if (!userId || !kind || !/^[0-9a-f-]{36}$/.test(userId)) return null;
  return { userId, kind };
}
