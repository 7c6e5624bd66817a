import { type JoinAnswer, type MemberRole, ROLE_FOR_USER_TYPE, ROLES_BY_KIND } from '@ias/shared';
import type { AppContext } from '../../app-context.js';
import { type Caller, refuseDemo } from '../../lib/api-auth.js';
import { asActor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { hashToken } from '../auth/crypto.js';
import { capitalise, roleWithArticle, userTypeWithArticle } from './role-words.js';
import {
  asOrgDb,
  findMemberByEmail,
  findMemberOfUser,
  findJoinTarget,
  findOrganization,
  type OrgDb,
  setUserType,
} from './repository.js';

const TYPE_FOR_ROLE: Record<string, string> = {
  student: 'Student',
  teacher: 'Teacher',
  employee: 'Employee',
  incharge: 'Incharge',
};

type Joined = JoinAnswer;

/** Who a group's code is for: the people groups hold, never staff (they join the organisation). */
const GROUP_CODE_ROLES: readonly MemberRole[] = ['student', 'employee'];

/**
 * A Student, Teacher or Employee joins with a join code or a mailed invitation. Either way they
 * wait as `pending` until the owner (or, if allowed, their teacher/in-charge) approves. A group's
 * code also puts them in that group, so its teacher or in-charge looks after them from the start.
 */
export async function joinOrganization(
  ctx: AppContext,
  caller: Caller,
  input: { code: string } | { token: string },
): Promise<Joined> {
  refuseDemo(caller, 'join other organisations');
  const db = asOrgDb(ctx.database.db);
  return asActor(db, { userId: caller.userId }, (trx) =>
    'token' in input
      ? joinByInvitation(trx, caller, input.token)
      : joinByCode(trx, caller, input.code),
  );
}

async function joinByCode(db: OrgDb, caller: Caller, code: string): Promise<Joined> {
  const target = await findJoinTarget(db, code);
  // The demo organisations are shown to anonymous visitors: real people stay out of them.
  if (!target || target.org.is_demo)
    throw new AppError(
      404,
      'join_code_not_found',
      'No organisation has this join code. Check it with your institute or company.',
    );
  const { org, group } = target;
  const role = caller.userType ? ROLE_FOR_USER_TYPE[caller.userType] : undefined;
  if (!role || !ROLES_BY_KIND[org.kind].includes(role)) {
    throw new AppError(
      422,
      'role_not_allowed',
      caller.userType
        ? `${capitalise(userTypeWithArticle(caller.userType))} account cannot join ${org.kind === 'institute' ? 'an institute' : 'a company'} with a code.`
        : 'Choose your account type (Student, Teacher or Employee) before joining.',
    );
  }
  if (group && !GROUP_CODE_ROLES.includes(role)) {
    throw new AppError(
      422,
      'group_code_not_for_staff',
      `This is the join code of ${group.name}, for ${org.kind === 'institute' ? 'students' : 'employees'}. Ask the owner for the ${org.kind === 'institute' ? 'institute' : 'company'}’s own code.`,
    );
  }
  const answer = (memberId: string, status: 'pending' | 'active'): Joined => ({
    org_id: org.id,
    org_name: org.name,
    member_id: memberId,
    status,
    group: status === 'pending' ? group : null,
  });
  const own = await findMemberOfUser(db, org.id, caller.userId);
  // Already a member: a group's code does not move an approved person between groups.
  if (own?.status === 'active') return answer(own.id, 'active');
  if (own?.status === 'pending') {
    if (group) await addToGroup(db, org.id, group.id, own.id);
    return answer(own.id, 'pending');
  }
  // Someone the owner imported or invited with this address: take over that record.
  const listed =
    own ?? (caller.email ? await findMemberByEmail(db, org.id, caller.email) : undefined);
  if (listed && listed.user_id && listed.user_id !== caller.userId) {
    throw new AppError(
      409,
      'already_member',
      'This e-mail address already belongs to another member of the organisation.',
    );
  }
  if (listed && listed.role !== role) {
    throw new AppError(
      409,
      'role_mismatch',
      `The organisation lists you as ${roleWithArticle(listed.role)}, but your account is ${userTypeWithArticle(caller.userType ?? '')}. Ask the owner to correct it.`,
    );
  }
  const member = listed
    ? await db
        .updateTable('memberships')
        .set({ user_id: caller.userId, status: 'pending', left_at: null })
        .where('id', '=', listed.id)
        .returning('id')
        .executeTakeFirstOrThrow()
    : await db
        .insertInto('memberships')
        .values({
          org_id: org.id,
          user_id: caller.userId,
          full_name: caller.fullName,
          email: caller.email || null,
          role,
          status: 'pending',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
  if (group) await addToGroup(db, org.id, group.id, member.id);
  return answer(member.id, 'pending');
}

function addToGroup(db: OrgDb, orgId: string, groupId: string, memberId: string) {
  return db
    .insertInto('group_members')
    .values({ group_id: groupId, member_id: memberId, org_id: orgId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

async function joinByInvitation(db: OrgDb, caller: Caller, token: string): Promise<Joined> {
  const invitation = await db
    .selectFrom('invitations')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .forUpdate()
    .executeTakeFirst();
  if (!invitation || invitation.accepted_at || new Date(invitation.expires_at) < new Date()) {
    throw new AppError(
      410,
      'invitation_expired',
      'This invitation has expired or was already used. Ask for a new one.',
    );
  }
  if (invitation.email.toLowerCase() !== caller.email.toLowerCase()) {
    throw new AppError(
      403,
      'invitation_email_mismatch',
      `This invitation is for ${invitation.email}. Sign in with that address to accept it.`,
    );
  }
  const org = (await findOrganization(db, invitation.org_id))!;
  const member = (await db
    .selectFrom('memberships')
    .selectAll()
    .where('id', '=', invitation.member_id)
    .executeTakeFirst())!;
  const expectedType = TYPE_FOR_ROLE[member.role as MemberRole];
  if (
    caller.userType &&
    caller.userType !== expectedType &&
    !(caller.userType === 'Incharge' && member.role === 'incharge')
  ) {
    throw new AppError(
      409,
      'role_mismatch',
      `You were invited as ${roleWithArticle(member.role)}, but your account is ${userTypeWithArticle(caller.userType ?? '')}. Ask the owner to invite you with the right role.`,
    );
  }
  const other = await findMemberOfUser(db, org.id, caller.userId);
  if (other && other.id !== member.id) {
    throw new AppError(
      409,
      'already_member',
      `You are already ${other.status === 'active' ? 'a member' : 'waiting for approval'} in ${org.name}.`,
    );
  }
  if (!caller.userType && expectedType) await setUserType(db, caller.userId, expectedType);
  // An imported member was approved by the owner's import; the mailed link proves the address.
  const status = member.status === 'active' ? 'active' : 'pending';
  await db
    .updateTable('memberships')
    .set({ user_id: caller.userId, status })
    .where('id', '=', member.id)
    .execute();
  await db
    .updateTable('invitations')
    .set({ accepted_at: new Date() })
    .where('id', '=', invitation.id)
    .execute();
  return { org_id: org.id, org_name: org.name, member_id: member.id, status, group: null };
}
