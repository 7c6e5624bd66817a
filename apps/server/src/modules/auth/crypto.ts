import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** An unguessable token for links, codes and refresh tokens. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are stored only as hashes, so a database leak does not hand out sessions or links. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** RFC 7636: the verifier must hash (s256) or equal (plain) the challenge sent at the start. */
export function verifyPkce(verifier: string, challenge: string, method: 's256' | 'plain'): boolean {
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier)) return false;
  const computed =
    method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  return sameText(computed, challenge);
}
