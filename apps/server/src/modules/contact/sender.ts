import type { FastifyRequest } from 'fastify';
import type { Keys } from '../../lib/jwt.js';

/**
 * The signed-in user behind a message, when the form was sent with a valid session token.
 * The forms are public, so a missing or unusable token simply means an anonymous sender.
 */
export async function optionalSenderId(
  request: FastifyRequest,
  keys: Keys,
): Promise<string | undefined> {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return undefined;
  try {
    const claims = await keys.verify(match[1]);
    return claims.role === 'authenticated' ? claims.sub : undefined;
  } catch {
    return undefined;
  }
}
