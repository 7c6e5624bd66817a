import { sql } from 'kysely';
import { DateTime } from 'luxon';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import { localizedError } from '../../lib/errors.js';
import { ownMembership } from '../faces/face-access.js';
import type { OrgDb } from '../orgs/repository.js';
import { asOrgDb } from '../orgs/repository.js';

export type CorrectionAllowance = {
  /** null: the organisation sets no limit. */
  limit: number | null;
  used: number;
  remaining: number | null;
  /** The calendar month (organisation's zone) the count is for, e.g. '2026-11'. */
  month: string;
};

/**
 * How many correction requests the person made this calendar month in the organisation's zone
 * (cancelled ones do not count), against `organizations.corrections_per_month`. The database
 * holds the same rule (migration 0050), under the same per-person lock.
 */
export async function correctionAllowance(
  db: OrgDb,
  org: { id: string; timezone: string; corrections_per_month: number | null },
  memberId: string,
  now = new Date(),
): Promise<CorrectionAllowance> {
  const monthStart = DateTime.fromJSDate(now, { zone: org.timezone }).startOf('month');
  const { rows } = await sql<{ used: number }>`
    select count(*)::int as used from public.correction_requests
     where member_id = ${memberId}::uuid and status <> 'cancelled'
       and created_at >= ${monthStart.toJSDate()}::timestamptz`.execute(db);
  const used = Number(rows[0]?.used ?? 0);
  const limit = org.corrections_per_month;
  return {
    limit,
    used,
    remaining: limit === null ? null : Math.max(0, limit - used),
    month: monthStart.toFormat('yyyy-MM'),
  };
}

export const correctionLimitReached = (a: CorrectionAllowance) =>
  localizedError(
    409,
    'correction_limit_reached',
    'error.attendance.correctionLimit',
    { limit: a.limit ?? 0 },
    { limit: a.limit, used: a.used, remaining: 0 },
  );

/** `GET /api/me/correction-allowance?org_id=` — shown before the person asks. */
export async function getMyCorrectionAllowance(ctx: AppContext, caller: Caller, orgId: string) {
  const member = await ownMembership(ctx, caller, orgId);
  const db = asOrgDb(ctx.database.db);
  const org = (await db
    .selectFrom('organizations')
    .select(['id', 'timezone', 'corrections_per_month'])
    .where('id', '=', member.org_id)
    .executeTakeFirst())!;
  return correctionAllowance(db, org, member.id);
}
