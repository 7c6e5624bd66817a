import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { InvalidTokenError } from '../../lib/jwt.js';
import { badJwt, noAuthorization, sessionNotFound } from './errors.js';
import * as repo from './repository.js';

export type SignedIn = {
  user: repo.UserRow;
  session: repo.SessionRow;
  aal: 'aal1' | 'aal2';
};

/** The signed-in user behind a bearer token, with a session that still exists. */
export async function requireSession(ctx: AppContext, request: FastifyRequest): Promise<SignedIn> {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw noAuthorization();
  let claims;
  try {
    claims = await ctx.keys.verify(match[1]);
  } catch (error) {
    if (error instanceof InvalidTokenError && error.reason === 'expired') {
      throw badJwt(
        'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
      );
    }
    throw badJwt();
  }
  if (claims.role !== 'authenticated' || !claims.sub || !claims.session_id) {
    throw badJwt('This endpoint requires a signed-in user, not an API key');
  }
  const { db } = ctx.database;
  const session = await repo.findSession(db, claims.session_id);
  if (!session || session.user_id !== claims.sub) throw sessionNotFound();
  const user = await repo.findUserById(db, claims.sub);
  if (!user) throw sessionNotFound();
  return { user, session, aal: session.aal };
}
