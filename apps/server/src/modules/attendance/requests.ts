import type { CorrectionRequestInput, LeaveRequestInput } from '@ias/shared';
import { DateTime } from 'luxon';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import { asActor } from '../../lib/actor.js';
import { AppError, localizedError } from '../../lib/errors.js';
import { asCaller } from '../../lib/request-auth.js';
import { ownMembership } from '../faces/face-access.js';
import { asOrgDb, type OrgDb } from '../orgs/repository.js';
import { debitApprovedLeave } from '../leave/service.js';
import { closingStatus, isWorkingDay } from './rules.js';
import { isWithinMembership, membershipDays } from './membership-days.js';
import { correctionAllowance, correctionLimitReached } from './correction-limits.js';
import { lockMemberRecords } from './record-scan.js';
import { loadRules, type Org, scanPeriod } from './schedule.js';

export type RequestKind = 'leave' | 'correction';
const TABLE = { leave: 'leave_requests', correction: 'correction_requests' } as const;

export async function requestLeave(ctx: AppContext, caller: Caller, input: LeaveRequestInput) {
  const member = await ownMembership(ctx, caller, input.org_id);
  const days = DateTime.fromISO(input.to_date).diff(DateTime.fromISO(input.from_date), 'days').days;
  if (days > 90)
    throw new AppError(400, 'validation_failed', 'to_date: ask for at most 90 days at a time.');
  return asActor(asOrgDb(ctx.database.db), { userId: caller.userId }, (trx) =>
    trx
      .insertInto('leave_requests')
      .values({
        org_id: member.org_id,
        member_id: member.id,
        from_date: input.from_date,
        to_date: input.to_date,
        reason: input.reason,
      })
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
}

/** A correction with the actual times, e.g. a forgotten check-out. */
export async function requestCorrection(
  ctx: AppContext,
  caller: Caller,
  input: CorrectionRequestInput,
) {
  const member = await ownMembership(ctx, caller, input.org_id);
  const db = asOrgDb(ctx.database.db);
  const org = (await db
    .selectFrom('organizations')
    .select(['id', 'timezone', 'corrections_per_month'])
    .where('id', '=', member.org_id)
    .executeTakeFirst())!;
  if (input.date > DateTime.now().setZone(org.timezone).toISODate()!)
    throw new AppError(400, 'validation_failed', 'date: that day has not happened yet.');
  const { joinedOn } = membershipDays(member, org.timezone);
  if (input.date < joinedOn)
    throw new AppError(400, 'validation_failed', `date: you joined on ${joinedOn}.`);
  const record = await db
    .selectFrom('attendance_records')
    .select('id')
    .where('member_id', '=', member.id)
    .where('date', '=', input.date)
    .where('class_session_id', 'is', null)
    .executeTakeFirst();
  return asActor(db, { userId: caller.userId }, async (trx) => {
    // The monthly limit, counted under the person's lock (the database trigger checks it too).
    await lockMemberRecords(trx, member.id);
    const allowance = await correctionAllowance(trx, org, member.id);
    if (allowance.remaining === 0) throw correctionLimitReached(allowance);
    return trx
      .insertInto('correction_requests')
      .values({
        org_id: member.org_id,
        member_id: member.id,
        record_id: record?.id ?? null,
        date: input.date,
        check_in_at: input.check_in_at ? new Date(input.check_in_at) : null,
        check_out_at: input.check_out_at ? new Date(input.check_out_at) : null,
        reason: input.reason,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

export async function cancelRequest(
  ctx: AppContext,
  caller: Caller,
  kind: RequestKind,
  id: string,
) {
  const db = asOrgDb(ctx.database.db);
  const row = await db
    .selectFrom(TABLE[kind])
    .innerJoin('memberships', 'memberships.id', `${TABLE[kind]}.member_id`)
    .select([`${TABLE[kind]}.status`, 'memberships.user_id'])
    .where(`${TABLE[kind]}.id`, '=', id)
    .executeTakeFirst();
  if (!row || row.user_id !== caller.userId)
    throw localizedError(404, 'request_not_found', 'error.attendance.requestNotFound');
  if (row.status !== 'pending')
    throw new AppError(409, 'not_pending', `This request was already ${row.status}.`);
  await asActor(db, { userId: caller.userId }, (trx) =>
    trx.updateTable(TABLE[kind]).set({ status: 'cancelled' }).where('id', '=', id).execute(),
  );
  return { id, status: 'cancelled' };
}

/**
 * Approves or rejects a request. Allowed for the owner and for the teacher/in-charge who
 * supervises the person (never for the person themselves). Approval updates the records:
 * leave marks each working day on_leave; a correction sets the actual times and recomputes the
 * status. Every change lands in the audit log through the tables' triggers.
 */
export async function decideRequest(
  ctx: AppContext,
  caller: Caller,
  kind: RequestKind,
  id: string,
  decision: 'approve' | 'reject',
  note?: string,
) {
  const db = asOrgDb(ctx.database.db);
  const request = await db
    .selectFrom(TABLE[kind])
    .select(['id', 'org_id', 'member_id', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!request) throw localizedError(404, 'request_not_found', 'error.attendance.requestNotFound');
  const access = await asCaller(ctx.database.db, caller.auth, async (trx) => {
    const { rows } = await sql<{ manage: boolean; supervises: boolean; own: boolean }>`
      select public.can_manage_org(${request.org_id}::uuid) as manage,
             ${request.member_id}::uuid in (select public.my_supervised_member_ids()) as supervises,
             ${request.member_id}::uuid in (select public.my_member_ids()) as own`.execute(trx);
    return rows[0]!;
  });
  if (access.own && !caller.isAdmin)
    throw localizedError(403, 'forbidden', 'error.attendance.ownRequest');
  if (!access.manage && !access.supervises)
    throw localizedError(404, 'request_not_found', 'error.attendance.requestNotFound');
  if (request.status !== 'pending')
    throw new AppError(409, 'not_pending', `This request was already ${request.status}.`);

  // Two people deciding at once: only the first decision counts, the second finds it decided.
  const alreadyDecided = () =>
    localizedError(409, 'not_pending', 'error.attendance.decidedElsewhere');
  return asActor(db, { userId: caller.userId }, async (trx) => {
    const decided = {
      status: decision === 'approve' ? ('approved' as const) : ('rejected' as const),
      decided_by: caller.userId,
      decided_at: new Date(),
      decision_note: note ?? null,
    };
    if (kind === 'leave') {
      const leave = await trx
        .updateTable('leave_requests')
        .set(decided)
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirst();
      if (!leave) throw alreadyDecided();
      if (decision === 'approve') {
        // Debits the person's balance of the leave's type (or refuses beyond it): modules/leave.
        await debitApprovedLeave(trx, leave, caller.userId);
        await applyLeave(trx, leave, caller.userId);
      }
      return leave;
    }
    const correction = await trx
      .updateTable('correction_requests')
      .set(decided)
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    if (!correction) throw alreadyDecided();
    if (decision === 'approve') await applyCorrection(trx, correction, caller.userId);
    return correction;
  });
}

async function orgOf(db: OrgDb, orgId: string): Promise<Org> {
  return (await db
    .selectFrom('organizations')
    .selectAll()
    .where('id', '=', orgId)
    .executeTakeFirst())!;
}

async function applyLeave(
  db: OrgDb,
  leave: {
    id: string;
    org_id: string;
    member_id: string;
    from_date: string;
    to_date: string;
    reason: string;
  },
  decidedBy: string,
) {
  await lockMemberRecords(db, leave.member_id);
  const org = await orgOf(db, leave.org_id);
  // Lessons of those days already closed (or marked) absent were missed on leave after all.
  await db
    .updateTable('attendance_records')
    .set({ status: 'on_leave', note: leave.reason, marked_by: decidedBy })
    .where('member_id', '=', leave.member_id)
    .where('class_session_id', 'is not', null)
    .where('date', '>=', leave.from_date)
    .where('date', '<=', leave.to_date)
    .where('status', '=', 'absent')
    .execute();
  const rules = await loadRules(db, org, leave.from_date);
  const member = (await db
    .selectFrom('memberships')
    .select(['created_at', 'status', 'left_at'])
    .where('id', '=', leave.member_id)
    .executeTakeFirst())!;
  const memberDays = membershipDays(member, org.timezone);
  // Days the person cancelled before the decision are not leave.
  const { rows: cancelledRows } = await sql<{ days: string[] }>`
    select cancelled_days::text[] as days from public.leave_requests where id = ${leave.id}::uuid`.execute(
    db,
  );
  const cancelled = new Set(cancelledRows[0]?.days ?? []);
  for (
    let day = DateTime.fromISO(leave.from_date);
    day <= DateTime.fromISO(leave.to_date);
    day = day.plus({ days: 1 })
  ) {
    const date = day.toISODate()!;
    if (!isWorkingDay(date, rules) || !isWithinMembership(memberDays, date)) continue;
    if (cancelled.has(date)) continue;
    const existing = await db
      .selectFrom('attendance_records')
      .select(['id', 'check_in_at'])
      .where('member_id', '=', leave.member_id)
      .where('date', '=', date)
      .where('class_session_id', 'is', null)
      .executeTakeFirst();
    if (existing?.check_in_at) continue; // they came in after all: the scan stands
    if (existing) {
      await db
        .updateTable('attendance_records')
        .set({ status: 'on_leave', note: leave.reason, marked_by: decidedBy })
        .where('id', '=', existing.id)
        .execute();
    } else {
      await db
        .insertInto('attendance_records')
        .values({
          org_id: leave.org_id,
          member_id: leave.member_id,
          date,
          status: 'on_leave',
          method: 'manual',
          note: leave.reason,
          marked_by: decidedBy,
        })
        .execute();
    }
  }
}

async function applyCorrection(
  db: OrgDb,
  correction: {
    org_id: string;
    member_id: string;
    date: string;
    check_in_at: Date | string | null;
    check_out_at: Date | string | null;
    reason: string;
  },
  decidedBy: string,
) {
  await lockMemberRecords(db, correction.member_id);
  const org = await orgOf(db, correction.org_id);
  const member = (await db
    .selectFrom('memberships')
    .selectAll()
    .where('id', '=', correction.member_id)
    .executeTakeFirst())!;
  if (!isWithinMembership(membershipDays(member, org.timezone), correction.date))
    throw new AppError(
      409,
      'outside_membership',
      `${member.full_name} was not a member on ${correction.date}.`,
    );
  const rules = await loadRules(db, org, correction.date);
  const existing = await db
    .selectFrom('attendance_records')
    .selectAll()
    .where('member_id', '=', member.id)
    .where('date', '=', correction.date)
    .where('class_session_id', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  const checkInAt = correction.check_in_at
    ? new Date(correction.check_in_at)
    : existing?.check_in_at
      ? new Date(existing.check_in_at)
      : null;
  const checkOutAt = correction.check_out_at
    ? new Date(correction.check_out_at)
    : existing?.check_out_at
      ? new Date(existing.check_out_at)
      : null;
  let status = existing?.status ?? 'present';
  if (checkInAt) {
    const period = await scanPeriod(db, member.id, checkInAt);
    status = period.checkInStatus;
    status = closingStatus({ status, checkInAt, checkOutAt }, rules, {
      halfDayApplies: Boolean(period.scheduled),
    });
  }
  const flags = [
    ...new Set([...(existing?.flags ?? []).filter((f) => f !== 'missing_check_out'), 'corrected']),
  ];
  const values = {
    check_in_at: checkInAt,
    check_out_at: checkOutAt,
    status,
    flags,
    note: correction.reason,
    marked_by: decidedBy,
    method: existing?.method ?? ('manual' as const),
  };
  if (existing) {
    await db.updateTable('attendance_records').set(values).where('id', '=', existing.id).execute();
  } else {
    await db
      .insertInto('attendance_records')
      .values({ org_id: org.id, member_id: member.id, date: correction.date, ...values })
      .execute();
  }
}
