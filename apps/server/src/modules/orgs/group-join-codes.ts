import type { GroupJoinCode } from '@ias/shared';
import type { AppContext } from '../../app-context.js';
import { type Caller, refuseDemo } from '../../lib/api-auth.js';
import { asActor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { type LedGroup, requireGroupLeader } from './access.js';
import { asOrgDb, isJoinCodeTaken, newJoinCode, type OrgDb } from './repository.js';

async function requireRealGroup(ctx: AppContext, caller: Caller, groupId: string) {
  refuseDemo(caller, 'make join codes');
  const group = await requireGroupLeader(ctx, caller, groupId);
  // Nobody can join a demo organisation, so a code there would only mislead.
  if (group.is_demo)
    throw new AppError(403, 'demo_account', 'The demo organisations do not take join codes.');
  return group;
}

async function freshCode(db: OrgDb): Promise<string> {
  for (;;) {
    const code = newJoinCode();
    if (!(await isJoinCodeTaken(db, code))) return code;
  }
}

/**
 * Gives a group a join code of its own, or a new one in place of the old (which stops working at
 * once). People who join with it wait for approval as members of this group.
 */
export async function rotateGroupJoinCode(
  ctx: AppContext,
  caller: Caller,
  groupId: string,
): Promise<GroupJoinCode> {
  const group = await requireRealGroup(ctx, caller, groupId);
  const db = asOrgDb(ctx.database.db);
  return asActor(db, { userId: caller.userId }, async (trx) => {
    const code = await freshCode(trx);
    const row = await trx
      .insertInto('group_join_codes')
      .values({ group_id: group.id, org_id: group.org_id, code, created_by: caller.userId })
      .onConflict((oc) =>
        oc
          .column('group_id')
          .doUpdateSet({ code, created_by: caller.userId, created_at: new Date() }),
      )
      .returning(['code', 'created_at'])
      .executeTakeFirstOrThrow();
    return answer(group, row.code, new Date(row.created_at).toISOString());
  });
}

/** Turns a group's join code off: nobody can join with it any more. */
export async function removeGroupJoinCode(
  ctx: AppContext,
  caller: Caller,
  groupId: string,
): Promise<GroupJoinCode> {
  const group = await requireRealGroup(ctx, caller, groupId);
  const db = asOrgDb(ctx.database.db);
  await asActor(db, { userId: caller.userId }, (trx) =>
    trx.deleteFrom('group_join_codes').where('group_id', '=', group.id).execute(),
  );
  return answer(group, null, null);
}

const answer = (group: LedGroup, code: string | null, createdAt: string | null) => ({
  group_id: group.id,
  group_name: group.name,
  code,
  created_at: createdAt,
});
