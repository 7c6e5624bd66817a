import type { AppContext } from '../../app-context.js';
import { type Caller, refuseDemo } from '../../lib/api-auth.js';
import { AppError } from '../../lib/errors.js';
import { requireManager } from '../orgs/access.js';

/** Keys and webhooks are the owner's (or an Admin's), signed in as a person — never a key's. */
export async function requireIntegrationOwner(
  ctx: AppContext,
  caller: Caller,
  orgId: string,
): Promise<void> {
  if (caller.auth.orgKey)
    throw new AppError(403, 'api_key_not_allowed', 'API keys cannot manage keys or webhooks.');
  refuseDemo(caller, 'create API keys or webhooks');
  await requireManager(ctx, caller, orgId);
}
