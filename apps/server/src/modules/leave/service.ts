import type { BalanceLine } from '@ias/shared';
import { DateTime } from 'luxon';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import { asActor } from '../../lib/actor.js';
import { localizedError } from '../../lib/errors.js';
import { asCaller } from '../../lib/request-auth.js';
import { ownMembership } from '../faces/face-access.js';
import { membershipDays } from '../attendance/membership-days.js';
import { asLeaveDb, type LeaveDb } from './db.js';
import { checkLeaveDocument, needsDocument } from './documents.js';
import {
  costOfLeave,
  ensureLedger,
  type LeaveType,
  num,
  pendingDays,
  policyOf,
  yearBalance,
} from './ledger.js';
import {
  checkBalance,
  daysByYear,
  hasNotice,
  invalidHalfDays,
  leaveYearOf,
  roundDays,
  totalDays,
} from './rules.js';
import type { AdjustInput, LeaveTypeInput, LeaveTypePatch, QuoteInput } from './schemas.js';

const dateText = (column: string) => sql<string[]>`${sql.ref(column)}::text[]`;

async function orgToday(db: LeaveDb, orgId: string) {
  const org = (await db
    .selectFrom('organizations')
    .select('timezone')
    .where('id', '=', orgId)
    .executeTakeFirst())!;
  return { timezone: org.timezone, today: DateTime.now().setZone(org.timezone).toISODate()! };
}

async function findType(db: LeaveDb, orgId: string, typeId: string): Promise<LeaveType> {
  const type = await db
    .selectFrom('leave_types')
    .selectAll()
    .where('id', '=', typeId)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  if (!type) throw localizedError(404, 'leave_type_not_found', 'error.leave.typeNotFound');
  return type;
}

/** What the caller may do about a member: see (self, supervisor, owner) and manage (owner). */
async function accessTo(ctx: AppContext, caller: Caller, orgId: string, memberId: string) {
  return asCaller(ctx.database.db, caller.auth, async (trx) => {
    const { rows } = await sql<{ manage: boolean; supervises: boolean; own: boolean }>`
      select ${orgId}::uuid in (select public.my_managed_org_ids()) as manage,
             ${memberId}::uuid in (select public.my_supervised_member_ids()) as supervises,
             ${memberId}::uuid in (select public.my_member_ids()) as own`.execute(trx);
    return rows[0]!;
  });
}

async function requireManager(ctx: AppContext, caller: Caller, orgId: string) {
  const manage = await asCaller(ctx.database.db, caller.auth, async (trx) => {
    const { rows } = await sql<{ manage: boolean }>`
      select ${orgId}::uuid in (select public.my_managed_org_ids()) as manage`.execute(trx);
    return rows[0]!.manage;
  });
  if (!manage) throw localizedError(403, 'forbidden', 'error.leave.ownerOnly');
}

type Quote = {
  days: number;
  paid: number;
  unpaid: number;
  /** Balance left in the leave year of the first day, after other pending requests. */
  available: number | null;
  tracksBalance: boolean;
  byYear: Record<string, number>;
};

/**
 * Checks a leave as the person would file it and prices it: half days allowed, notice given,
 * within membership, and within the balance (after their other pending requests) — or, beyond
 * it, refused or partly loss of pay as the type's policy says.
 */
async function priceLeave(
  db: LeaveDb,
  member: Awaited<ReturnType<typeof ownMembership>>,
  type: LeaveType,
  input: { from_date: string; to_date: string; half_days: string[] },
  options: { exceptRequestId?: string; today: string; timezone: string; checkNotice: boolean },
): Promise<Quote> {
  const policy = policyOf(type);
  const span = DateTime.fromISO(input.to_date).diff(DateTime.fromISO(input.from_date), 'days').days;
  if (span > 90) throw localizedError(400, 'validation_failed', 'error.leave.tooLong');
  const half = invalidHalfDays(policy, {
    from: input.from_date,
    to: input.to_date,
    halfDays: input.half_days,
  });
  if (half === 'not_allowed')
    throw localizedError(400, 'half_day_not_allowed', 'error.leave.halfDayNotAllowed', {
      type: type.name,
    });
  if (half === 'outside')
    throw localizedError(400, 'validation_failed', 'error.leave.halfDayOutside');
  if (options.checkNotice && !hasNotice(policy, options.today, input.from_date))
    throw localizedError(400, 'notice_too_short', 'error.leave.notice', {
      type: type.name,
      days: policy.minNoticeDays,
      date: DateTime.fromISO(options.today).plus({ days: policy.minNoticeDays }).toISODate()!,
    });
  const { joinedOn } = membershipDays(member, options.timezone);
  if (input.from_date < joinedOn)
    throw localizedError(400, 'before_joining', 'error.leave.beforeJoining', { date: joinedOn });
  const days = await costOfLeave(db, member, type, {
    from: input.from_date,
    to: input.to_date,
    halfDays: input.half_days,
  });
  const total = totalDays(days);
  if (total <= 0) throw localizedError(400, 'no_working_days', 'error.leave.noWorkingDays');
  const tracksBalance = policy.yearlyQuota !== null;
  if (!tracksBalance)
    return { days: total, paid: total, unpaid: 0, available: null, tracksBalance, byYear: {} };
  await ensureLedger(db, member.org_id, { memberIds: [member.id], asOf: options.today });
  const pending = await pendingDays(db, member.id, type, options.exceptRequestId);
  const byYear = daysByYear(days, type.year_start_month);
  let paid = 0;
  let unpaid = 0;
  let firstAvailable: number | null = null;
  for (const [year, requested] of byYear) {
    const available = roundDays(
      (await yearBalance(db, member.id, type.id, year)) - (pending.get(year) ?? 0),
    );
    firstAvailable ??= available;
    const decision = checkBalance(policy, requested, available);
    if (!decision.ok)
      throw localizedError(
        409,
        'insufficient_balance',
        'error.leave.insufficient',
        {
          type: type.name,
          available: decision.available,
          requested,
        },
        { available: decision.available, requested },
      );
    paid += decision.paid;
    unpaid += decision.unpaid;
  }
  return {
    days: total,
    paid: roundDays(paid),
    unpaid: roundDays(unpaid),
    available: firstAvailable,
    tracksBalance,
    byYear: Object.fromEntries(byYear),
  };
}

/** The price of a leave before asking (the form shows it); nothing is saved. */
export async function quoteLeave(ctx: AppContext, caller: Caller, input: QuoteInput) {
  const db = asLeaveDb(ctx.database.db);
  const member = await ownMembership(ctx, caller, input.org_id);
  const type = await findType(db, member.org_id, input.leave_type_id);
  const clock = await orgToday(db, member.org_id);
  const quote = await priceLeave(db, member, type, input, { ...clock, checkNotice: true });
  return {
    ...quote,
    document_required: needsDocument(type, quote.days),
    documents_after_days: type.documents_after_days,
  };
}

/** Files a leave of a type: checked and priced as above, then pending for the approver. */
export async function fileLeave(
  ctx: AppContext,
  caller: Caller,
  input: QuoteInput & { reason: string; document_path?: string; document_name?: string },
) {
  const db = asLeaveDb(ctx.database.db);
  const member = await ownMembership(ctx, caller, input.org_id);
  const type = await findType(db, member.org_id, input.leave_type_id);
  if (!type.active) throw localizedError(404, 'leave_type_not_found', 'error.leave.typeNotFound');
  const clock = await orgToday(db, member.org_id);
  const quote = await priceLeave(db, member, type, input, { ...clock, checkNotice: true });
  // The type's policy may ask for a supporting document (a medical certificate) beyond N days.
  if (needsDocument(type, quote.days) && !input.document_path)
    throw localizedError(400, 'document_required', 'error.leave.documentRequired', {
      type: type.name,
      days: type.documents_after_days ?? 0,
    });
  const document = input.document_path
    ? await checkLeaveDocument(ctx, member, {
        document_path: input.document_path,
        document_name: input.document_name,
      })
    : null;
  const row = await asActor(db, { userId: caller.userId }, (trx) =>
    trx
      .insertInto('leave_requests')
      .values({
        org_id: member.org_id,
        member_id: member.id,
        leave_type_id: type.id,
        from_date: input.from_date,
        to_date: input.to_date,
        half_days: sql`${input.half_days}::date[]`,
        days: quote.days,
        unpaid_days: quote.unpaid,
        reason: input.reason,
        document_path: document?.document_path ?? null,
        document_name: document?.document_name ?? null,
      })
      .returning([
        'id',
        'status',
        'from_date',
        'to_date',
        'leave_type_id',
        'days',
        'unpaid_days',
        'document_name',
      ])
      .executeTakeFirstOrThrow(),
  );
  return { ...row, days: num(row.days), unpaid_days: num(row.unpaid_days), quote };
}

/**
 * On approval (inside decideRequest's transaction): the days are priced again (the calendar or
 * the balance may have changed since filing) and debited as `taken`; beyond the balance the
 * approval is refused, or the excess is loss of pay (also noted on the Loss of pay type, when
 * the organisation has one). Leave without a type (filed before types existed) debits nothing.
 */
export async function debitApprovedLeave(
  trxDb: unknown,
  leave: { id: string; org_id: string; member_id: string },
  decidedBy: string,
) {
  const db = asLeaveDb(trxDb);
  const request = await db
    .selectFrom('leave_requests')
    .select([
      'id',
      'leave_type_id',
      'from_date',
      'to_date',
      dateText('half_days').as('half_days'),
      dateText('cancelled_days').as('cancelled_days'),
    ])
    .where('id', '=', leave.id)
    .executeTakeFirstOrThrow();
  if (!request.leave_type_id) return;
  // One approval at a time per person, so two approvals cannot spend the same balance.
  const member = await db
    .selectFrom('memberships')
    .selectAll()
    .where('id', '=', leave.member_id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const type = await findType(db, leave.org_id, request.leave_type_id);
  const policy = policyOf(type);
  const clock = await orgToday(db, leave.org_id);
  const days = await costOfLeave(db, member, type, {
    from: request.from_date,
    to: request.to_date,
    halfDays: request.half_days,
    cancelled: request.cancelled_days,
  });
  const byYear = daysByYear(days, type.year_start_month);
  let unpaid = 0;
  const entries: {
    leave_year: string;
    days: number;
    leave_type_id: string;
    note: string | null;
  }[] = [];
  if (policy.yearlyQuota !== null) {
    await ensureLedger(db, leave.org_id, { memberIds: [member.id], asOf: clock.today });
    for (const [year, requested] of byYear) {
      const available = await yearBalance(db, member.id, type.id, year);
      const decision = checkBalance(policy, requested, available);
      if (!decision.ok)
        throw localizedError(
          409,
          'insufficient_balance',
          'error.leave.insufficientFor',
          {
            name: member.full_name,
            type: type.name,
            available: decision.available,
            requested,
          },
          { available: decision.available, requested },
        );
      if (decision.paid > 0)
        entries.push({
          leave_year: year,
          days: -decision.paid,
          leave_type_id: type.id,
          note: null,
        });
      unpaid += decision.unpaid;
    }
  } else {
    for (const [year, requested] of byYear)
      entries.push({ leave_year: year, days: -requested, leave_type_id: type.id, note: null });
  }
  if (unpaid > 0) {
    const lop = await db
      .selectFrom('leave_types')
      .select(['id', 'year_start_month'])
      .where('org_id', '=', leave.org_id)
      .where('code', '=', 'LOP')
      .executeTakeFirst();
    if (lop)
      entries.push({
        leave_year: leaveYearOf(request.from_date, lop.year_start_month).start,
        days: -roundDays(unpaid),
        leave_type_id: lop.id,
        note: `${type.name} beyond the balance`,
      });
  }
  if (entries.length)
    await db
      .insertInto('leave_ledger')
      .values(
        entries.map((e) => ({
          org_id: leave.org_id,
          member_id: member.id,
          leave_type_id: e.leave_type_id,
          leave_year: e.leave_year,
          kind: 'taken' as const,
          days: e.days,
          on_date: request.from_date,
          request_id: request.id,
          note: e.note,
          created_by: decidedBy,
        })),
      )
      .execute();
  await db
    .updateTable('leave_requests')
    .set({ days: totalDays(days), unpaid_days: roundDays(unpaid) })
    .where('id', '=', request.id)
    .execute();
}

/**
 * The person cancels some days of their own leave: pending — those days are simply no longer
 * asked for; approved — only days still ahead, credited back (loss-of-pay days first) and their
 * on-leave records removed. Cancelling every day cancels the request.
 */
export async function cancelLeaveDays(
  ctx: AppContext,
  caller: Caller,
  requestId: string,
  dates: string[],
) {
  const db = asLeaveDb(ctx.database.db);
  const found = await db
    .selectFrom('leave_requests')
    .innerJoin('memberships', 'memberships.id', 'leave_requests.member_id')
    .select(['leave_requests.id', 'memberships.user_id'])
    .where('leave_requests.id', '=', requestId)
    .executeTakeFirst();
  if (!found || found.user_id !== caller.userId)
    throw localizedError(404, 'request_not_found', 'error.attendance.requestNotFound');
  return asActor(db, { userId: caller.userId }, async (trx) => {
    const request = await trx
      .selectFrom('leave_requests')
      .select([
        'id',
        'org_id',
        'member_id',
        'leave_type_id',
        'status',
        'from_date',
        'to_date',
        'days',
        'unpaid_days',
        dateText('half_days').as('half_days'),
        dateText('cancelled_days').as('cancelled_days'),
      ])
      .where('id', '=', requestId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (request.status !== 'pending' && request.status !== 'approved')
      throw localizedError(409, 'not_cancellable', 'error.leave.notCancellable');
    const already = new Set(request.cancelled_days);
    const wanted = [...new Set(dates)];
    if (
      !wanted.length ||
      wanted.some((d) => d < request.from_date || d > request.to_date || already.has(d))
    )
      throw localizedError(400, 'validation_failed', 'error.leave.cancelDays');
    const clock = await orgToday(trx, request.org_id);
    if (request.status === 'approved' && wanted.some((d) => d < clock.today))
      throw localizedError(409, 'day_past', 'error.leave.cancelPast');
    const cancelled = [...already, ...wanted].sort();
    const member = await trx
      .selectFrom('memberships')
      .selectAll()
      .where('id', '=', request.member_id)
      .executeTakeFirstOrThrow();
    const type = request.leave_type_id
      ? await findType(trx, request.org_id, request.leave_type_id)
      : null;
    const after = type
      ? await costOfLeave(trx, member, type, {
          from: request.from_date,
          to: request.to_date,
          halfDays: request.half_days,
          cancelled,
        })
      : null;
    const remainingDays = after ? totalDays(after) : null;
    const allDates: string[] = [];
    for (
      let d = DateTime.fromISO(request.from_date);
      d.toISODate()! <= request.to_date;
      d = d.plus({ days: 1 })
    )
      allDates.push(d.toISODate()!);
    const everyDay = allDates.every((d) => cancelled.includes(d)) || remainingDays === 0;
    const before = num(request.days) ?? 0;
    const unpaidBefore = num(request.unpaid_days) ?? 0;
    let unpaidAfter = unpaidBefore;
    if (request.status === 'approved' && type && remainingDays !== null) {
      const credit = roundDays(before - remainingDays);
      const unpaidCredit = Math.min(unpaidBefore, credit);
      const paidCredit = roundDays(credit - unpaidCredit);
      unpaidAfter = roundDays(unpaidBefore - unpaidCredit);
      const year = leaveYearOf(wanted.sort()[0]!, type.year_start_month).start;
      const entries = [];
      if (paidCredit > 0)
        entries.push({ leave_type_id: type.id, days: paidCredit, leave_year: year });
      if (unpaidCredit > 0) {
        const lop = await trx
          .selectFrom('leave_types')
          .select(['id', 'year_start_month'])
          .where('org_id', '=', request.org_id)
          .where('code', '=', 'LOP')
          .executeTakeFirst();
        if (lop)
          entries.push({
            leave_type_id: lop.id,
            days: unpaidCredit,
            leave_year: leaveYearOf(request.from_date, lop.year_start_month).start,
          });
      }
      if (entries.length)
        await trx
          .insertInto('leave_ledger')
          .values(
            entries.map((e) => ({
              ...e,
              org_id: request.org_id,
              member_id: request.member_id,
              kind: 'credit' as const,
              on_date: wanted[0]!,
              request_id: request.id,
              note: `Cancelled ${wanted.join(', ')}`,
              created_by: caller.userId,
            })),
          )
          .execute();
    }
    if (request.status === 'approved')
      await trx
        .deleteFrom('attendance_records')
        .where('member_id', '=', request.member_id)
        .where('date', 'in', wanted)
        .where('status', '=', 'on_leave')
        .where('check_in_at', 'is', null)
        .execute();
    const updated = await trx
      .updateTable('leave_requests')
      .set({
        cancelled_days: sql`${cancelled}::date[]`,
        days: remainingDays ?? request.days,
        unpaid_days: unpaidAfter,
        ...(everyDay ? { status: 'cancelled' as const } : {}),
      })
      .where('id', '=', request.id)
      .returning(['id', 'status', 'days', 'unpaid_days'])
      .executeTakeFirstOrThrow();
    return {
      ...updated,
      days: num(updated.days),
      unpaid_days: num(updated.unpaid_days),
      cancelled_days: cancelled,
    };
  });
}

/**
 * A person's leave: balance per type for the current leave year, the ledger behind it (who
 * adjusted and why), and their leave ahead. For the person, their approvers and owners; the
 * ledger is read as the caller, so row-level security decides as well.
 */
export async function memberLeave(ctx: AppContext, caller: Caller, memberId: string) {
  const db = asLeaveDb(ctx.database.db);
  const member = await db
    .selectFrom('memberships')
    .select(['id', 'org_id', 'full_name', 'created_at', 'status', 'left_at'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!member) throw localizedError(404, 'not_found', 'error.leave.memberNotFound');
  const access = await accessTo(ctx, caller, member.org_id, member.id);
  if (!access.own && !access.supervises && !access.manage)
    throw localizedError(404, 'not_found', 'error.leave.memberNotFound');
  const clock = await orgToday(db, member.org_id);
  await ensureLedger(db, member.org_id, { memberIds: [member.id], asOf: clock.today });
  const types = await db
    .selectFrom('leave_types')
    .selectAll()
    .where('org_id', '=', member.org_id)
    .where('active', '=', true)
    .orderBy('position')
    .orderBy('name')
    .execute();
  const years = [...new Set(types.map((t) => leaveYearOf(clock.today, t.year_start_month).start))];
  const { ledger, requests } = await asCaller(ctx.database.db, caller.auth, async (trx) => {
    const rdb = asLeaveDb(trx);
    const ledger = years.length
      ? await rdb
          .selectFrom('leave_ledger as l')
          .select([
            'l.id',
            'l.leave_type_id',
            'l.leave_year',
            'l.kind',
            'l.days',
            'l.on_date',
            'l.note',
            'l.request_id',
            'l.created_at',
            'l.created_by',
          ])
          .where('l.member_id', '=', member.id)
          .where('l.leave_year', 'in', years)
          .orderBy('l.on_date', 'desc')
          .orderBy('l.created_at', 'desc')
          .limit(500)
          .execute()
      : [];
    const requests = await rdb
      .selectFrom('leave_requests')
      .select([
        'id',
        'leave_type_id',
        'status',
        'from_date',
        'to_date',
        'days',
        'unpaid_days',
        'reason',
        dateText('half_days').as('half_days'),
        dateText('cancelled_days').as('cancelled_days'),
      ])
      .where('member_id', '=', member.id)
      .where('status', 'in', ['pending', 'approved'])
      .where('to_date', '>=', DateTime.fromISO(clock.today).minus({ days: 31 }).toISODate()!)
      .orderBy('from_date')
      .limit(100)
      .execute();
    return { ledger, requests };
  });
  // Who adjusted or decided: named for the person even when they cannot see that membership.
  const actorIds = [...new Set(ledger.map((l) => l.created_by).filter((id): id is string => !!id))];
  const actors = new Map(
    actorIds.length
      ? (
          await db
            .selectFrom('memberships')
            .select(['user_id', 'full_name'])
            .where('org_id', '=', member.org_id)
            .where('user_id', 'in', actorIds)
            .execute()
        ).map((a) => [a.user_id, a.full_name])
      : [],
  );
  const balances: BalanceLine[] = types.map((type) => {
    const year = leaveYearOf(clock.today, type.year_start_month);
    const rows = ledger.filter((l) => l.leave_type_id === type.id && l.leave_year === year.start);
    const sum = (...kinds: string[]) =>
      roundDays(rows.filter((r) => kinds.includes(r.kind)).reduce((s, r) => s + Number(r.days), 0));
    const pending = roundDays(
      requests
        .filter(
          (r) =>
            r.status === 'pending' &&
            r.leave_type_id === type.id &&
            leaveYearOf(r.from_date, type.year_start_month).start === year.start,
        )
        .reduce((s, r) => s + Number(r.days ?? 0), 0),
    );
    const balance = sum('accrual', 'carry', 'lapse', 'taken', 'credit', 'adjustment');
    const tracks = type.yearly_quota !== null;
    return {
      type: {
        id: type.id,
        code: type.code,
        name: type.name,
        paid: type.paid,
        half_day_allowed: type.half_day_allowed,
        min_notice_days: type.min_notice_days,
        yearly_quota: num(type.yearly_quota),
      },
      year,
      tracks_balance: tracks,
      accrued: sum('accrual'),
      carried: sum('carry'),
      taken: roundDays(-sum('taken', 'credit')),
      adjusted: sum('adjustment'),
      lapsed: roundDays(-sum('lapse')),
      balance,
      pending,
      available: roundDays(balance - pending),
    };
  });
  return {
    member: { id: member.id, full_name: member.full_name },
    today: clock.today,
    can_adjust: access.manage,
    balances,
    ledger: ledger.map(({ created_by, ...l }) => ({
      ...l,
      days: Number(l.days),
      by_name: created_by ? (actors.get(created_by) ?? null) : null,
    })),
    requests: requests.map((r) => ({
      ...r,
      days: num(r.days),
      unpaid_days: num(r.unpaid_days),
    })),
  };
}

/** An owner adds or removes days with a reason; audited through the ledger's trigger. */
export async function adjustBalance(ctx: AppContext, caller: Caller, input: AdjustInput) {
  const db = asLeaveDb(ctx.database.db);
  const member = await db
    .selectFrom('memberships')
    .select(['id', 'org_id'])
    .where('id', '=', input.member_id)
    .executeTakeFirst();
  if (!member) throw localizedError(404, 'not_found', 'error.leave.memberNotFound');
  const access = await accessTo(ctx, caller, member.org_id, member.id);
  if (!access.manage) {
    if (access.own || access.supervises)
      throw localizedError(403, 'forbidden', 'error.leave.ownerOnly');
    throw localizedError(404, 'not_found', 'error.leave.memberNotFound');
  }
  const type = await findType(db, member.org_id, input.leave_type_id);
  if (type.yearly_quota === null)
    throw localizedError(400, 'no_balance', 'error.leave.noBalance', { type: type.name });
  const clock = await orgToday(db, member.org_id);
  await ensureLedger(db, member.org_id, { memberIds: [member.id], asOf: clock.today });
  const year = leaveYearOf(clock.today, type.year_start_month).start;
  const entry = await asActor(db, { userId: caller.userId }, (trx) =>
    trx
      .insertInto('leave_ledger')
      .values({
        org_id: member.org_id,
        member_id: member.id,
        leave_type_id: type.id,
        leave_year: year,
        kind: 'adjustment',
        days: input.days,
        on_date: clock.today,
        note: input.reason,
        created_by: caller.userId,
      })
      .returning(['id', 'days', 'leave_year', 'note'])
      .executeTakeFirstOrThrow(),
  );
  return {
    ...entry,
    days: Number(entry.days),
    balance: await yearBalance(db, member.id, type.id, year),
  };
}

/**
 * What an approver sees before deciding: the person's balance of that type (after this leave,
 * as priced) and the other leave on those days among the people the approver looks after (read
 * as the approver, so row-level security limits it to them).
 */
export async function requestContext(ctx: AppContext, caller: Caller, requestId: string) {
  const db = asLeaveDb(ctx.database.db);
  const request = await asCaller(ctx.database.db, caller.auth, (trx) =>
    asLeaveDb(trx)
      .selectFrom('leave_requests')
      .select([
        'id',
        'org_id',
        'member_id',
        'leave_type_id',
        'from_date',
        'to_date',
        'days',
        'status',
        'document_path',
        'document_name',
      ])
      .where('id', '=', requestId)
      .executeTakeFirst(),
  );
  if (!request) throw localizedError(404, 'request_not_found', 'error.attendance.requestNotFound');
  const access = await accessTo(ctx, caller, request.org_id, request.member_id);
  if (!access.manage && !access.supervises)
    throw localizedError(404, 'request_not_found', 'error.attendance.requestNotFound');
  let balance: {
    type: string;
    code: string;
    tracks_balance: boolean;
    balance: number | null;
    pending: number | null;
  } | null = null;
  if (request.leave_type_id) {
    const type = await findType(db, request.org_id, request.leave_type_id);
    const clock = await orgToday(db, request.org_id);
    const tracks = type.yearly_quota !== null;
    let value: number | null = null;
    let pending: number | null = null;
    if (tracks) {
      await ensureLedger(db, request.org_id, { memberIds: [request.member_id], asOf: clock.today });
      const year = leaveYearOf(request.from_date, type.year_start_month).start;
      value = await yearBalance(db, request.member_id, type.id, year);
      pending = (await pendingDays(db, request.member_id, type)).get(year) ?? 0;
    }
    balance = { type: type.name, code: type.code, tracks_balance: tracks, balance: value, pending };
  }
  const overlapping = await asCaller(ctx.database.db, caller.auth, (trx) =>
    asLeaveDb(trx)
      .selectFrom('leave_requests as r')
      .innerJoin('memberships as m', 'm.id', 'r.member_id')
      .leftJoin('leave_types as t', 't.id', 'r.leave_type_id')
      .select(['r.id', 'r.from_date', 'r.to_date', 'r.status', 'm.full_name', 't.name as type'])
      .where('r.org_id', '=', request.org_id)
      .where('r.member_id', '!=', request.member_id)
      .where('r.status', 'in', ['pending', 'approved'])
      .where('r.from_date', '<=', request.to_date)
      .where('r.to_date', '>=', request.from_date)
      .orderBy('r.from_date')
      .limit(50)
      .execute(),
  );
  // The supporting document, if any: the approver opens it through a signed link of the storage
  // API, which its policies allow them (leave_documents_read, migration 0062).
  const { document_path, document_name, ...rest } = request;
  return {
    request: { ...rest, days: num(request.days) },
    document: document_path
      ? { bucket: 'leave-documents', path: document_path, name: document_name }
      : null,
    balance,
    overlapping,
  };
}

// Leave types -------------------------------------------------------------------------------------

const typeColumns = (input: Partial<LeaveTypeInput>) => {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) if (value !== undefined) out[key] = value;
  return out;
};

export async function listTypes(ctx: AppContext, caller: Caller, orgId: string) {
  const rows = await asCaller(ctx.database.db, caller.auth, (trx) =>
    asLeaveDb(trx)
      .selectFrom('leave_types')
      .selectAll()
      .where('org_id', '=', orgId)
      .orderBy('position')
      .orderBy('name')
      .execute(),
  );
  return rows.map((t) => ({
    ...t,
    yearly_quota: num(t.yearly_quota),
    carry_forward_cap: num(t.carry_forward_cap),
  }));
}

const codeTaken = (error: unknown, code: string) => {
  if ((error as { code?: string }).code === '23505')
    return localizedError(409, 'code_taken', 'error.leave.codeTaken', { code });
  return error;
};

export async function createType(
  ctx: AppContext,
  caller: Caller,
  orgId: string,
  input: LeaveTypeInput,
) {
  await requireManager(ctx, caller, orgId);
  const db = asLeaveDb(ctx.database.db);
  try {
    const row = await asActor(db, { userId: caller.userId }, async (trx) => {
      const last = await trx
        .selectFrom('leave_types')
        .select(sql<number>`coalesce(max(position), 0)`.as('position'))
        .where('org_id', '=', orgId)
        .executeTakeFirst();
      return trx
        .insertInto('leave_types')
        .values({
          ...typeColumns(input),
          org_id: orgId,
          position: Number(last?.position ?? 0) + 1,
        } as never)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return {
      ...row,
      yearly_quota: num(row.yearly_quota),
      carry_forward_cap: num(row.carry_forward_cap),
    };
  } catch (error) {
    throw codeTaken(error, input.code);
  }
}

export async function updateType(
  ctx: AppContext,
  caller: Caller,
  typeId: string,
  patch: LeaveTypePatch,
) {
  const db = asLeaveDb(ctx.database.db);
  const type = await db
    .selectFrom('leave_types')
    .select(['id', 'org_id'])
    .where('id', '=', typeId)
    .executeTakeFirst();
  if (!type) throw localizedError(404, 'leave_type_not_found', 'error.leave.typeNotFound');
  await requireManager(ctx, caller, type.org_id);
  try {
    const row = await asActor(db, { userId: caller.userId }, (trx) =>
      trx
        .updateTable('leave_types')
        .set(typeColumns(patch) as never)
        .where('id', '=', typeId)
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
    return {
      ...row,
      yearly_quota: num(row.yearly_quota),
      carry_forward_cap: num(row.carry_forward_cap),
    };
  } catch (error) {
    throw codeTaken(error, patch.code ?? '');
  }
}
