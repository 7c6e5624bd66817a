import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import { asActor } from '../../lib/actor.js';
import { localizedError } from '../../lib/errors.js';
import { asCaller } from '../../lib/request-auth.js';

const orgNotFound = () =>
  localizedError(404, 'organization_not_found', 'error.locationTrust.orgNotFound');
const checkNotFound = () => localizedError(404, 'not_found', 'error.locationTrust.checkNotFound');

type Access = { manage: boolean; supervised: string[]; own: string[]; visible: boolean };

/** The caller's facts in an organisation, asked of the database as the caller (as RLS decides). */
async function accessIn(ctx: AppContext, caller: Caller, orgId: string): Promise<Access> {
  return asCaller(ctx.database.db, caller.auth, async (trx) => {
    const { rows } = await sql<Access>`
      select ${orgId}::uuid in (select public.my_managed_org_ids()) as manage,
             array(select public.my_supervised_member_ids())::text[] as supervised,
             array(select public.my_member_ids())::text[] as own,
             exists (select 1 from public.organizations where id = ${orgId}::uuid) as visible`.execute(
      trx,
    );
    return rows[0]!;
  });
}

export type LocationCheck = {
  id: string;
  member_id: string;
  full_name: string;
  checked_at: string;
  latitude: number;
  longitude: number;
  accuracy_m: number | null;
  accuracy_limit_m: number | null;
  site_name: string | null;
  distance_m: number | null;
  device_id: string | null;
  user_agent: string | null;
  ip: string | null;
  flags: string[];
  travel_km: number | null;
  travel_minutes: number | null;
  travel_kmh: number | null;
  review_status: 'pending' | 'accepted' | 'rejected';
  reviewed_by_name: string | null;
  reviewed_at: string | null;
  review_reason: string | null;
  can_review: boolean;
};

/**
 * The organisation's flagged self check-ins the caller may review, newest first (at most 200):
 * `pending` ones, or those already `reviewed`. Read as the caller, so row-level security decides —
 * owners see the whole organisation, a teacher/in-charge their own people, anyone else nothing.
 */
export async function listLocationChecks(
  ctx: AppContext,
  caller: Caller,
  orgId: string,
  status: 'pending' | 'reviewed',
): Promise<{ checks: LocationCheck[] }> {
  const access = await accessIn(ctx, caller, orgId);
  if (!access.visible) throw orgNotFound();
  const rows = await asCaller(ctx.database.db, caller.auth, async (trx) => {
    const { rows } = await sql<
      Omit<LocationCheck, 'can_review' | 'checked_at' | 'reviewed_at'> & {
        checked_at: Date;
        reviewed_at: Date | null;
      }
    >`
      select c.id, c.member_id, m.full_name, c.checked_at, c.latitude, c.longitude, c.accuracy_m,
             c.accuracy_limit_m, s.name as site_name, c.distance_m, c.device_id, c.user_agent,
             host(c.ip) as ip, c.flags, c.travel_km, c.travel_minutes, c.travel_kmh,
             c.review_status, r.full_name as reviewed_by_name, c.reviewed_at, c.review_reason
        from public.location_checks c
        join public.memberships m on m.id = c.member_id
        left join public.sites s on s.id = c.site_id
        left join public.memberships r on r.org_id = c.org_id and r.user_id = c.reviewed_by
       where c.org_id = ${orgId}::uuid
         and c.review_status <> 'none'
         and (${status} = 'pending') = (c.review_status = 'pending')
       order by c.checked_at desc
       limit 200`.execute(trx);
    return rows;
  });
  const own = new Set(access.own);
  const supervised = new Set(access.supervised);
  return {
    checks: rows.map((r) => ({
      ...r,
      checked_at: new Date(r.checked_at).toISOString(),
      reviewed_at: r.reviewed_at ? new Date(r.reviewed_at).toISOString() : null,
      can_review:
        r.review_status === 'pending' &&
        !own.has(r.member_id) &&
        (access.manage || supervised.has(r.member_id)),
    })),
  };
}

export type LocationReview = { decision: 'accept' | 'reject'; reason?: string | undefined };

/**
 * Accepts or rejects a flagged check-in: the organisation's owners (and Admins) and the person's
 * teacher/in-charge, never the person. A rejection needs a reason and marks the day record
 * `location_rejected` (the record stays: it is corrected, if at all, as any other). Written
 * through asActor, so `audit_log` names the reviewer.
 */
export async function reviewLocationCheck(
  ctx: AppContext,
  caller: Caller,
  checkId: string,
  input: LocationReview,
) {
  const db = ctx.database.db;
  const { rows } = await sql<{
    id: string;
    org_id: string;
    member_id: string;
    review_status: string;
  }>`select id, org_id, member_id, review_status from public.location_checks
      where id = ${checkId}::uuid`.execute(db);
  const check = rows[0];
  if (!check || check.review_status === 'none') throw checkNotFound();
  const access = await accessIn(ctx, caller, check.org_id);
  if (!access.manage && !access.supervised.includes(check.member_id)) throw checkNotFound();
  if (access.own.includes(check.member_id) && !caller.isAdmin)
    throw localizedError(403, 'forbidden', 'error.locationTrust.ownCheck');
  const reason = input.reason?.trim() || null;
  if (input.decision === 'reject' && (!reason || reason.length < 3 || reason.length > 500))
    throw localizedError(400, 'reason_required', 'error.locationTrust.reasonRequired');
  if (check.review_status !== 'pending')
    throw localizedError(409, 'already_reviewed', 'error.locationTrust.alreadyReviewed');
  return asActor(db, { userId: caller.userId }, async (trx) => {
    const { rows: updated } = await sql<{
      id: string;
      review_status: string;
      record_id: string | null;
    }>`
      update public.location_checks
         set review_status = ${input.decision === 'accept' ? 'accepted' : 'rejected'},
             reviewed_by = ${caller.userId}::uuid, reviewed_at = now(), review_reason = ${reason}
       where id = ${checkId}::uuid and review_status = 'pending'
       returning id, review_status, record_id`.execute(trx);
    const done = updated[0];
    if (!done) throw localizedError(409, 'already_reviewed', 'error.locationTrust.alreadyReviewed');
    if (done.review_status === 'rejected' && done.record_id)
      await sql`
        update public.attendance_records
           set flags = array_append(flags, 'location_rejected')
         where id = ${done.record_id}::uuid and not ('location_rejected' = any (flags))`.execute(
        trx,
      );
    return { id: done.id, review_status: done.review_status };
  });
}
