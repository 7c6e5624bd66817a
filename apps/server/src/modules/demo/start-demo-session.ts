import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/errors.js';
import { findUserById } from '../auth/repository.js';
import { type ClientInfo, type SessionResponse, startSession } from '../auth/sessions.js';
import { demoAccountFor } from './demo-accounts.js';
import * as repo from './repository.js';
import type { DemoSessionInput } from '@ias/shared';

const unavailable = () =>
  new AppError(
    503,
    'demo_unavailable',
    'The demo is being prepared. Please try again in a minute.',
    {},
    { 'retry-after': '30' },
  );

/**
 * Signs a visitor into the shared demo account for a role, without a password: a new session of
 * its own (amr `demo`), so signing out ends only this visitor's session. Waits for a reset in
 * progress, so a visitor never gets a session for accounts that are about to be replaced.
 */
export async function startDemoSession(
  ctx: AppContext,
  input: DemoSessionInput,
  client: ClientInfo,
): Promise<SessionResponse> {
  const account = demoAccountFor(input.role, input.organization);
  if (!account) {
    throw new AppError(
      400,
      'validation_failed',
      `organization: The demo ${input.role} belongs to the demo ${input.organization === 'company' ? 'institute' : 'company'}.`,
      {
        fields: {
          organization: `The demo ${input.role} is not in the demo ${input.organization}.`,
        },
      },
    );
  }
  return ctx.database.db.transaction().execute(async (trx) => {
    await repo.waitForReset(trx);
    const userId = await repo.findDemoUserId(trx, account.kind, account.memberRole);
    const user = userId ? await findUserById(trx, userId) : undefined;
    if (!user) throw unavailable();
    return startSession(ctx, trx, user, 'demo', client);
  });
}
