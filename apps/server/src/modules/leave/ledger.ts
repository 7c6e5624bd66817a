import { DateTime } from 'luxon';
import { type Selectable, sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import { isWorkingDay } from '../attendance/rules.js';
import { isWithinMembership, membershipDays } from '../attendance/membership-days.js';
import { asLeaveDb, type LeaveDb, type LeaveTypesTable } from './db.js';
import {
  accrualsDue,
  carryForward,
  type LeaveDay,
  leaveDays,
  type LeavePolicy,
  leaveYearOf,
  roundDays,
} from './rules.js';

export type LeaveType = Selectable<LeaveTypesTable>;
type MemberDates = {
  id: string;
  org_id: string;
  created_at: Date | string;
  status: string;
  left_at: Date | string | null;
  shift_id: string | null;
};

export const num = (value: string | number | null | undefined) =>
  value === null || value === undefined ? null : Number(value);

export function policyOf(type: LeaveType): LeavePolicy {
  return {
    yearlyQuota: num(type.yearly_quota),
    accrual: type.accrual,
    carryForwardCap: num(type.carry_forward_cap),
    halfDayAllowed: type.half_day_allowed,
    sandwich: type.sandwich,
    minNoticeDays: type.min_notice_days,
    yearStartMonth: type.year_start_month,
    overBalance: type.over_balance,
  };
}

export const localDay = (at: Date | string, zone: string) =>
  DateTime.fromJSDate(new Date(at), { zone }).toISODate()!;

/**
 * Makes the ledger complete up to `asOf` for an organisation's members (all, or some): the
 * accruals due (rules.accrualsDue) and, for each leave year that is over, the carry into the next
 * year and the lapse of the rest. Idempotent — every such entry has a period and the ledger's
 * unique key (member, type, kind, period) keeps a second run, or a second instance, from adding
 * it again.
 */
export async function ensureLedger(
  db: LeaveDb,
  orgId: string,
  options: { memberIds?: string[]; asOf?: string } = {},
): Promise<{ inserted: number }> {
  const org = await db
    .selectFrom('organizations')
    .select(['id', 'timezone'])
    .where('id', '=', orgId)
    .executeTakeFirst();
  if (!org) return { inserted: 0 };
  const asOf = options.asOf ?? DateTime.now().setZone(org.timezone).toISODate()!;
  const types = (
    await db.selectFrom('leave_types').selectAll().where('org_id', '=', orgId).execute()
  ).filter((t) => t.yearly_quota !== null && Number(t.yearly_quota) > 0);
  if (!types.length || options.memberIds?.length === 0) return { inserted: 0 };
  let membersQuery = db
    .selectFrom('memberships')
    .select(['id', 'org_id', 'created_at', 'status', 'left_at', 'shift_id'])
    .where('org_id', '=', orgId)
    .where('status', 'in', ['active', 'left']);
  if (options.memberIds) membersQuery = membersQuery.where('id', 'in', options.memberIds);
  const members = await membersQuery.execute();
  if (!members.length) return { inserted: 0 };
  const memberIds = options.memberIds ?? null;

  const earliestYear = types
    .map((t) => leaveYearOf(localDay(t.created_at, org.timezone), t.year_start_month).start)
    .sort()[0]!;
  let existingQuery = db
    .selectFrom('leave_ledger')
    .select(['member_id', 'leave_type_id', 'kind', 'period'])
    .where('org_id', '=', orgId)
    .where('kind', 'in', ['accrual', 'carry', 'lapse'])
    .where('leave_year', '>=', earliestYear);
  if (memberIds) existingQuery = existingQuery.where('member_id', 'in', memberIds);
  const existing = new Set(
    (await existingQuery.execute()).map(
      (r) => `${r.member_id}|${r.leave_type_id}|${r.kind}|${r.period}`,
    ),
  );

  type Row = {
    org_id: string;
    member_id: string;
    leave_type_id: string;
    leave_year: string;
    kind: 'accrual' | 'carry' | 'lapse';
    days: number;
    on_date: string;
    period: string;
    note: string | null;
  };
  const accruals: Row[] = [];
  // Leave years that are over and not yet closed: type → year start → member ids.
  const toClose = new Map<string, Map<string, Set<string>>>();
  for (const member of members) {
    const days = membershipDays(member, org.timezone);
    const until = days.leftOn && days.leftOn < asOf ? days.leftOn : asOf;
    for (const type of types) {
      const policy = policyOf(type);
      const ledgerFrom = localDay(type.created_at, org.timezone);
      const due = accrualsDue(policy, days.joinedOn, ledgerFrom, until);
      for (const accrual of due) {
        if (!existing.has(`${member.id}|${type.id}|accrual|${accrual.period}`))
          accruals.push({
            org_id: orgId,
            member_id: member.id,
            leave_type_id: type.id,
            leave_year: accrual.leaveYear,
            kind: 'accrual',
            days: accrual.days,
            on_date: accrual.onDate,
            period: accrual.period,
            note: null,
          });
      }
      if (days.leftOn && days.leftOn < asOf) continue; // nothing carries for someone who left
      const firstYear = leaveYearOf(
        days.joinedOn > ledgerFrom ? days.joinedOn : ledgerFrom,
        type.year_start_month,
      );
      const current = leaveYearOf(asOf, type.year_start_month);
      for (let year = firstYear; year.start < current.start;) {
        const next = leaveYearOf(
          DateTime.fromISO(year.end).plus({ days: 1 }).toISODate()!,
          type.year_start_month,
        );
        if (!existing.has(`${member.id}|${type.id}|carry|C:${next.start}`)) {
          const byYear = toClose.get(type.id) ?? new Map<string, Set<string>>();
          const set = byYear.get(year.start) ?? new Set<string>();
          set.add(member.id);
          byYear.set(year.start, set);
          toClose.set(type.id, byYear);
        }
        year = next;
      }
    }
  }
  let inserted = await insertOnce(db, accruals);

  // Close the years in order: a carry into a year that is itself over counts in its closing.
  for (const type of types) {
    const years = [...(toClose.get(type.id)?.entries() ?? [])].sort(([a], [b]) =>
      a.localeCompare(b),
    );
    for (const [yearStart, ids] of years) {
      const year = leaveYearOf(yearStart, type.year_start_month);
      const next = DateTime.fromISO(year.end).plus({ days: 1 }).toISODate()!;
      const sums = await db
        .selectFrom('leave_ledger')
        .select(['member_id', sql<string>`sum(days)`.as('total')])
        .where('leave_type_id', '=', type.id)
        .where('leave_year', '=', yearStart)
        .where('member_id', 'in', [...ids])
        .groupBy('member_id')
        .execute();
      const closing = new Map(sums.map((s) => [s.member_id, Number(s.total)]));
      const rows: Row[] = [];
      for (const memberId of ids) {
        const { carry, lapse } = carryForward(
          closing.get(memberId) ?? 0,
          num(type.carry_forward_cap),
        );
        if (lapse > 0)
          rows.push({
            org_id: orgId,
            member_id: memberId,
            leave_type_id: type.id,
            leave_year: yearStart,
            kind: 'lapse',
            days: -lapse,
            on_date: year.end,
            period: `L:${yearStart}`,
            note: null,
          });
        rows.push({
          org_id: orgId,
          member_id: memberId,
          leave_type_id: type.id,
          leave_year: next,
          kind: 'carry',
          days: carry,
          on_date: next,
          period: `C:${next}`,
          note: null,
        });
      }
      inserted += await insertOnce(db, rows);
    }
  }
  return { inserted };
}

async function insertOnce(db: LeaveDb, rows: object[]): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += 1000) {
    const result = await db
      .insertInto('leave_ledger')
      .values(rows.slice(i, i + 1000) as never)
      .onConflict((oc) => oc.columns(['member_id', 'leave_type_id', 'kind', 'period']).doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return inserted;
}

/** The balance of one person's type in one leave year: the sum of its entries. */
export async function yearBalance(
  db: LeaveDb,
  memberId: string,
  typeId: string,
  yearStart: string,
): Promise<number> {
  const row = await db
    .selectFrom('leave_ledger')
    .select(sql<string | null>`sum(days)`.as('total'))
    .where('member_id', '=', memberId)
    .where('leave_type_id', '=', typeId)
    .where('leave_year', '=', yearStart)
    .executeTakeFirst();
  return roundDays(Number(row?.total ?? 0));
}

/** Days asked for in pending requests of a type, by leave year (their own days). */
export async function pendingDays(
  db: LeaveDb,
  memberId: string,
  type: LeaveType,
  exceptRequestId?: string,
): Promise<Map<string, number>> {
  let query = db
    .selectFrom('leave_requests')
    .select(['from_date', 'days'])
    .where('member_id', '=', memberId)
    .where('leave_type_id', '=', type.id)
    .where('status', '=', 'pending');
  if (exceptRequestId) query = query.where('id', '!=', exceptRequestId);
  const out = new Map<string, number>();
  for (const row of await query.execute()) {
    const year = leaveYearOf(row.from_date, type.year_start_month).start;
    out.set(year, roundDays((out.get(year) ?? 0) + Number(row.days ?? 0)));
  }
  return out;
}

/**
 * What each day of a leave costs this person: their weekly offs (their shift's, else the
 * organisation's), the organisation's holidays and their membership days decide.
 */
export async function costOfLeave(
  db: LeaveDb,
  member: MemberDates,
  type: LeaveType,
  request: { from: string; to: string; halfDays: readonly string[]; cancelled?: readonly string[] },
): Promise<LeaveDay[]> {
  const org = (await db
    .selectFrom('organizations')
    .select(['timezone', 'weekly_off_days'])
    .where('id', '=', member.org_id)
    .executeTakeFirst())!;
  const holidays = await db
    .selectFrom('holidays')
    .select('date')
    .where('org_id', '=', member.org_id)
    .where('date', '>=', request.from)
    .where('date', '<=', request.to)
    .execute();
  const shift = member.shift_id
    ? await db
        .selectFrom('shifts')
        .select('weekly_off_days')
        .where('id', '=', member.shift_id)
        .executeTakeFirst()
    : undefined;
  const rules = {
    timezone: org.timezone,
    lateGraceMinutes: 0,
    halfDayThresholdMinutes: 0,
    weeklyOffDays: org.weekly_off_days.map(Number),
    holidays: new Set(holidays.map((h) => String(h.date))),
  };
  const shiftOffs = shift?.weekly_off_days?.map(Number) ?? null;
  const days = membershipDays(member, org.timezone);
  return leaveDays(
    request,
    {
      isWorkingDay: (date) => isWorkingDay(date, rules, shiftOffs),
      isMember: (date) => isWithinMembership(days, date),
    },
    type.sandwich,
  );
}

/**
 * The background job: once per organisation and month (claimed in leave_accrual_runs), the
 * month's accruals, the yearly quotas on the first day of a leave year and the rollover of the
 * year just over (carry-forward up to the cap, the rest lapsing). Safe to run again.
 */
export async function runLeaveAccruals(
  ctx: AppContext,
  now = new Date(),
): Promise<{ orgs: number; inserted: number }> {
  const db = asLeaveDb(ctx.database.db);
  const orgs = await db.selectFrom('organizations').select(['id', 'timezone']).execute();
  let count = 0;
  let inserted = 0;
  for (const org of orgs) {
    const today = DateTime.fromJSDate(now, { zone: org.timezone });
    // Claimed and accrued in one transaction: a failed run leaves the month unclaimed.
    inserted += await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('leave_accrual_runs')
        .values({ org_id: org.id, period: today.toFormat('yyyy-MM') })
        .onConflict((oc) => oc.doNothing())
        .returning('org_id')
        .executeTakeFirst();
      if (!claimed) return 0;
      count++;
      return (await ensureLedger(trx, org.id, { asOf: today.toISODate()! })).inserted;
    });
  }
  return { orgs: count, inserted };
}
