import { type MemberRole, ROLES_BY_KIND } from '@ias/shared';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import { asActor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { asCaller } from '../../lib/request-auth.js';
import { callerAccess, notAllowed, requireManager } from './access.js';
import { asOrgDb, findMember, findOrganization, setUserType } from './repository.js';

const memberNotFound = () => new AppError(404, 'member_not_found', 'Member not found.');

/** The shared demo accounts stay as they are, so every visitor finds every role. */
async function refuseDemoAccount(
  db: ReturnType<typeof asOrgDb>,
  userId: string | null,
): Promise<void> {
  if (!userId) return;
  const user = await db
    .selectFrom('auth.users')
    .select('raw_app_meta_data')
    .where('id', '=', userId)
    .executeTakeFirst();
  if ((user?.raw_app_meta_data as { demo?: boolean } | undefined)?.demo === true) {
    throw new AppError(403, 'demo_account', 'The demo accounts cannot be re-roled or removed.');
  }
}
const TYPE_FOR_ROLE: Record<MemberRole, string | undefined> = {
  owner: undefined,
  student: 'Student',
  teacher: 'Teacher',
  employee: 'Employee',
  incharge: 'Incharge',
};

/**
 * Approves or rejects a pending member. The owner always may; a teacher or in-charge may for the
 * people in groups they are responsible for, when the owner has allowed staff approvals.
 */
export async function decideMembership(
  ctx: AppContext,
  caller: Caller,
  memberId: string,
  decision: 'approve' | 'reject',
) {
  const db = asOrgDb(ctx.database.db);
  const member = await findMember(db, memberId);
  if (!member) throw memberNotFound();
  const access = await callerAccess(ctx, caller, member.org_id);
  if (!access.visible) throw memberNotFound();
  if (!access.can_manage) {
    const org = (await findOrganization(db, member.org_id))!;
    const supervises = await asCaller(ctx.database.db, caller.auth, async (trx) => {
      const { rows } = await sql<{
        ok: boolean;
      }>`select ${memberId}::uuid in (select public.my_supervised_member_ids()) as ok`.execute(trx);
      return rows[0]!.ok;
    });
    // Staff decide about the people they look after, never about other staff.
    if (
      !org.staff_can_approve ||
      !supervises ||
      !['teacher', 'incharge'].includes(access.role ?? '') ||
      !['student', 'employee'].includes(member.role)
    ) {
      throw notAllowed(
        'Only the owner, or the teacher/in-charge of this person’s group when the owner allows it, can approve members.',
      );
    }
  }
  if (member.status !== 'pending') {
    throw new AppError(
      409,
      'not_pending',
      `This member is ${member.status}, not waiting for approval.`,
    );
  }
  return asActor(db, { userId: caller.userId }, (trx) =>
    trx
      .updateTable('memberships')
      .set({
        status: decision === 'approve' ? 'active' : 'rejected',
        approved_by: caller.userId,
        approved_at: new Date(),
      })
      .where('id', '=', memberId)
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
}

/**
 * The owner changes a member's role within what the organisation's kind allows (e.g. makes an
 * employee the Incharge of a site); an Admin may do the same anywhere. The person's account type
 * follows, so their dashboard matches.
 */
export async function changeMemberRole(
  ctx: AppContext,
  caller: Caller,
  memberId: string,
  role: MemberRole,
) {
  const db = asOrgDb(ctx.database.db);
  const member = await findMember(db, memberId);
  if (!member) throw memberNotFound();
  await refuseDemoAccount(db, member.user_id);
  await requireManager(ctx, caller, member.org_id);
  const org = (await findOrganization(db, member.org_id))!;
  if (member.role === 'owner' || role === 'owner')
    throw new AppError(422, 'owner_role_fixed', 'The owner’s role cannot be changed here.');
  if (!ROLES_BY_KIND[org.kind].includes(role))
    throw new AppError(422, 'role_not_allowed', `A ${org.kind} has no ${role}s.`);
  return asActor(db, { userId: caller.userId }, async (trx) => {
    const updated = await trx
      .updateTable('memberships')
      .set({ role })
      .where('id', '=', memberId)
      .returningAll()
      .executeTakeFirstOrThrow();
    const userType = TYPE_FOR_ROLE[role];
    if (member.user_id && userType) await setUserType(trx, member.user_id, userType);
    return updated;
  });
}

/** The owner removes a member: they leave the organisation's rosters, their history stays. */
export async function removeMember(ctx: AppContext, caller: Caller, memberId: string) {
  const db = asOrgDb(ctx.database.db);
  const member = await findMember(db, memberId);
  if (!member) throw memberNotFound();
  await refuseDemoAccount(db, member.user_id);
  await requireManager(ctx, caller, member.org_id);
  if (member.role === 'owner')
    throw new AppError(422, 'owner_role_fixed', 'The owner cannot be removed.');
  return asActor(db, { userId: caller.userId }, async (trx) => {
    await trx.deleteFrom('group_members').where('member_id', '=', memberId).execute();
    await trx
      .deleteFrom('invitations')
      .where('member_id', '=', memberId)
      .where('accepted_at', 'is', null)
      .execute();
    return trx
      .updateTable('memberships')
      .set({ status: 'left', left_at: new Date() })
      .where('id', '=', memberId)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}
