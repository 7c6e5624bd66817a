import { type InviteMemberInput, ROLES_BY_KIND } from '@ias/shared';
import type { AppContext } from '../../app-context.js';
import { type Caller, refuseDemo } from '../../lib/api-auth.js';
import { asActor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { localeOfEmail, localeOfUser, translator } from '../../lib/i18n.js';
import { hashToken, randomToken } from '../auth/crypto.js';
import { mailLayout } from '../auth/mail-templates.js';
import { requireManager } from './access.js';
import { asOrgDb, findMemberByEmail, findOrganization } from './repository.js';

const INVITATION_LIFETIME_MS = 7 * 24 * 3600_000;

/**
 * The owner invites a person by e-mail: their membership waits as `invited`, and the mailed link
 * (which proves they control the address) lets them join; they stay pending until approved.
 */
export async function inviteMember(
  ctx: AppContext,
  caller: Caller,
  orgId: string,
  input: Required<Pick<InviteMemberInput, 'email' | 'full_name' | 'role'>> & { group_id?: string },
) {
  refuseDemo(caller, 'send invitations');
  await requireManager(ctx, caller, orgId);
  const db = asOrgDb(ctx.database.db);
  const token = randomToken(32);
  const { org, memberId } = await asActor(db, { userId: caller.userId }, async (trx) => {
    const org = (await findOrganization(trx, orgId))!;
    if (!ROLES_BY_KIND[org.kind].includes(input.role)) {
      throw new AppError(422, 'role_not_allowed', `A ${org.kind} has no ${input.role}s.`);
    }
    const existing = await findMemberByEmail(trx, orgId, input.email);
    // Someone imported (active, no account yet) may be invited to create their account: the
    // owner already approved them, so they stay active.
    const accountInvite = existing?.status === 'active' && !existing.user_id;
    if (existing && ['active', 'pending'].includes(existing.status) && !accountInvite) {
      throw new AppError(
        409,
        'already_member',
        `${input.email} is already ${existing.status === 'active' ? 'a member' : 'waiting for approval'}.`,
      );
    }
    const member = existing
      ? await trx
          .updateTable('memberships')
          .set({
            full_name: input.full_name,
            role: input.role,
            status: accountInvite ? 'active' : 'invited',
            invited_by: caller.userId,
            left_at: null,
          })
          .where('id', '=', existing.id)
          .returning('id')
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto('memberships')
          .values({
            org_id: orgId,
            full_name: input.full_name,
            email: input.email,
            role: input.role,
            status: 'invited',
            invited_by: caller.userId,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
    if (input.group_id) {
      const group = await trx
        .selectFrom('groups')
        .select('id')
        .where('id', '=', input.group_id)
        .where('org_id', '=', orgId)
        .executeTakeFirst();
      if (!group)
        throw new AppError(
          400,
          'validation_failed',
          'group_id: that group is not in this organisation.',
          { fields: { group_id: 'Choose a group of this organisation.' } },
        );
      await trx
        .insertInto('group_members')
        .values({ group_id: group.id, member_id: member.id, org_id: orgId })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    await trx
      .deleteFrom('invitations')
      .where('member_id', '=', member.id)
      .where('accepted_at', 'is', null)
      .execute();
    await trx
      .insertInto('invitations')
      .values({
        org_id: orgId,
        member_id: member.id,
        email: input.email,
        token_hash: hashToken(token),
        invited_by: caller.userId,
        expires_at: new Date(Date.now() + INVITATION_LIFETIME_MS),
      })
      .execute();
    return { org, memberId: member.id };
  });

  const link = `${ctx.config.siteUrl}/register?invite=${encodeURIComponent(token)}`;
  // In the invitee's language when they already have an account, else the inviter's.
  const locale =
    (await localeOfEmail(ctx.database.db, input.email)) ??
    (await localeOfUser(ctx.database.db, caller.userId));
  const t = translator(locale);
  const words = { inviter: caller.fullName, org: org.name, role: input.role, email: input.email };
  try {
    await ctx.mailer.send({
      to: input.email,
      subject: t('mail.invitation.subject', words),
      ...mailLayout(locale, {
        title: t('mail.invitation.subject', words),
        intro: t('mail.invitation.intro', words),
        action: t('mail.invitation.action'),
        link,
        outro: t('mail.invitation.outro', words),
      }),
    });
  } catch (error) {
    ctx.log.error({ err: error }, 'sending an invitation failed');
    throw new AppError(
      502,
      'email_send_failed',
      'The invitation was saved but the e-mail could not be sent. Try again in a few minutes.',
    );
  }
  return { member_id: memberId, email: input.email, status: 'invited' as const };
}
