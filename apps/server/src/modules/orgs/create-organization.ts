import type { CreateOrganizationInput } from '@ias/shared';
import type { AppContext } from '../../app-context.js';
import { type Caller, refuseDemo } from '../../lib/api-auth.js';
import { asActor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { asOrgDb, newJoinCode } from './repository.js';

const KIND_FOR_TYPE = { Institute: 'institute', Company: 'company' } as const;

/**
 * An Institute or Company account creates its organisation and becomes its owner (an active
 * membership with role owner). Institutes start with the common 75 % minimum attendance rule.
 */
export async function createOrganization(
  ctx: AppContext,
  caller: Caller,
  input: Required<Pick<CreateOrganizationInput, 'name' | 'kind'>> & {
    address?: string;
    timezone: string;
  },
) {
  refuseDemo(caller, 'create organisations');
  const expected =
    caller.userType === 'Institute' || caller.userType === 'Company'
      ? KIND_FOR_TYPE[caller.userType]
      : undefined;
  if (!caller.isAdmin && expected !== input.kind) {
    throw new AppError(
      403,
      'wrong_user_type',
      input.kind === 'institute'
        ? 'Only an Institute account can create an institute.'
        : 'Only a Company account can create a company.',
    );
  }
  const db = asOrgDb(ctx.database.db);
  return asActor(db, { userId: caller.userId }, async (trx) => {
    const org = await trx
      .insertInto('organizations')
      .values({
        name: input.name,
        kind: input.kind,
        address: input.address ?? null,
        timezone: input.timezone,
        owner_id: caller.userId,
        join_code: newJoinCode(),
        min_attendance_percent: input.kind === 'institute' ? 75 : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('memberships')
      .values({
        org_id: org.id,
        user_id: caller.userId,
        full_name: caller.fullName,
        email: caller.email || null,
        role: 'owner',
        status: 'active',
        approved_by: caller.userId,
        approved_at: new Date(),
      })
      .execute();
    return org;
  });
}
