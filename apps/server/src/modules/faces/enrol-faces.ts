import type { EnrolFacesInput } from '@ias/shared';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import { asActor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { requireFaceConsent } from '../consent/gate.js';
import { asOrgDb, type OrgDb } from '../orgs/repository.js';
import { memberForCaller, ownMembership } from './face-access.js';
import type { FaceRegistry } from './face-registry.js';
import { FACE_MODEL, FACE_MODEL_VERSION } from './similarity.js';

/**
 * Stores face descriptors (never photos) for a member, with the consent recorded: by the person
 * themselves, or by their owner/teacher/in-charge who confirms the person agreed.
 *
 * A demo account (shared by every visitor) may enrol too, so a visitor tries check-in for real:
 * only in a demo organisation (the only ones a demo account reaches), replacing the member's
 * earlier captures (one visitor's face at a time), and all of it goes at the next demo reset.
 */
export async function enrolFaces(
  ctx: AppContext,
  registry: FaceRegistry,
  caller: Caller,
  input: Omit<EnrolFacesInput, 'consent'>,
) {
  const { member } = input.member_id
    ? await memberForCaller(ctx, caller, input.member_id)
    : { member: await ownMembership(ctx, caller, input.org_id) };
  if (member.status !== 'active')
    throw new AppError(409, 'member_not_active', `${member.full_name} is not an active member.`);
  const db = asOrgDb(ctx.database.db);
  if (caller.isDemo) await refuseOutsideDemo(db, member.org_id);
  const now = new Date();
  await asActor(db, { userId: caller.userId }, async (trx) => {
    // A child (under 18 by their recorded date of birth) only under a guardian's consent in force.
    await requireFaceConsent(trx, member.id);
    if (caller.isDemo)
      await trx.deleteFrom('face_data').where('member_id', '=', member.id).execute();
    await trx
      .insertInto('face_data')
      .values(
        input.captures.map((capture) => ({
          org_id: member.org_id,
          member_id: member.id,
          embedding: capture.descriptor,
          model: FACE_MODEL,
          model_version: FACE_MODEL_VERSION,
          quality: capture.quality,
          consent_at: now,
          consent_recorded_by: caller.userId,
          created_by: caller.userId,
        })),
      )
      .execute();
  });
  registry.invalidate(member.org_id);
  return listFaces(ctx, member.id);
}

/** Demo accounts keep face data only in the demo organisations, which every reset replaces. */
async function refuseOutsideDemo(db: OrgDb, orgId: string) {
  const org = await db
    .selectFrom('organizations')
    .select('is_demo')
    .where('id', '=', orgId)
    .executeTakeFirst();
  if (!org?.is_demo)
    throw new AppError(
      403,
      'demo_account',
      'The demo cannot store face data outside the demo. Create a free account to do this for real.',
    );
}

/** What is stored about a member's face: when, how good, which model — not the numbers themselves. */
export async function listFaces(ctx: AppContext, memberId: string) {
  const rows = await asOrgDb(ctx.database.db)
    .selectFrom('face_data')
    .select(['id', 'quality', 'model', 'model_version', 'consent_at', 'created_at'])
    .where('member_id', '=', memberId)
    .orderBy('created_at')
    .execute();
  return { member_id: memberId, captures: rows };
}

export async function listFacesFor(
  ctx: AppContext,
  caller: Caller,
  memberId: string | undefined,
  orgId: string | undefined,
) {
  const { member } = memberId
    ? await memberForCaller(ctx, caller, memberId)
    : { member: await ownMembership(ctx, caller, orgId) };
  return listFaces(ctx, member.id);
}

/** Deletes every stored capture of a member; matching forgets them at once. */
export async function deleteFaces(
  ctx: AppContext,
  registry: FaceRegistry,
  caller: Caller,
  memberId: string | undefined,
  orgId: string | undefined,
) {
  const { member } = memberId
    ? await memberForCaller(ctx, caller, memberId)
    : { member: await ownMembership(ctx, caller, orgId) };
  const result = await asActor(asOrgDb(ctx.database.db), { userId: caller.userId }, (trx) =>
    trx.deleteFrom('face_data').where('member_id', '=', member.id).executeTakeFirst(),
  );
  registry.invalidate(member.org_id);
  return { member_id: member.id, deleted: Number(result.numDeletedRows) };
}
