import { datesInRange, payPeriods, type PayrollReport, type PayrollRow } from '@ias/shared';
import { sql } from 'kysely';
import { DateTime } from 'luxon';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import { localizedError } from '../../lib/errors.js';
import { membershipDays } from '../attendance/membership-days.js';
import type { OrgRules } from '../attendance/rules.js';
import { asLeaveDb } from '../leave/db.js';
import { costOfLeave, type LeaveType } from '../leave/ledger.js';
import { roundDays } from '../leave/rules.js';
import { callerAccess } from '../orgs/access.js';
import { asOrgDb, type OrgDb } from '../orgs/repository.js';
import { overtimeTotals } from '../overtime/service.js';
import { chosenGroup } from '../reports/get-attendance-report.js';
import { byName, dayTimesByMember, tallyByMember } from '../reports/report-rows.js';
import * as repo from '../reports/repository.js';
import { splitLeave, tallyDays } from './compute.js';

export type PayrollInput = { from?: string; to?: string; group_id?: string };

/**
 * Payroll numbers are the owner's (and Admins'): 404 when the organisation is not the caller's to
 * see, 403 for its other members (teachers and in-charges see attendance, not payroll).
 */
export async function requirePayrollAccess(ctx: AppContext, caller: Caller, orgId: string) {
  const access = await callerAccess(ctx, caller, orgId);
  if (!access.visible && !access.can_manage)
    throw localizedError(404, 'organization_not_found', 'error.payroll.orgNotFound');
  if (!access.can_manage) throw localizedError(403, 'forbidden', 'error.payroll.ownerOnly');
}

type MemberFacts = {
  id: string;
  org_id: string;
  created_at: Date | string;
  status: string;
  left_at: Date | string | null;
  shift_id: string | null;
};

type ApprovedLeave = {
  member_id: string;
  from_date: string;
  to_date: string;
  half_days: string[];
  cancelled_days: string[];
  unpaid_days: string | number;
  /** Null for untyped leave (filed before leave types existed): paid, never sandwiched. */
  paid: boolean | null;
  sandwich: boolean | null;
};

/**
 * Per person (staff, not students) over a pay period: the period's days by the product's day rule,
 * the attendance report's counts from the same SQL (`statusTotals`), and the leave module's
 * pricing of each approved leave split into paid and unpaid days, and approved overtime from the
 * overtime module. Read on the report pool, as the reports are (overtime entries are brought up to
 * date on the main pool, as the report does).
 */
export async function getPayroll(
  ctx: AppContext,
  caller: Caller,
  orgId: string,
  input: PayrollInput,
): Promise<PayrollReport> {
  await requirePayrollAccess(ctx, caller, orgId);
  const db = asOrgDb(ctx.database.reportDb);
  const org = await repo.findReportOrganization(db, orgId);
  if (!org) throw localizedError(404, 'organization_not_found', 'error.payroll.orgNotFound');
  const zone = org.timezone;
  const startDay = Number(org.payroll_period_start_day);
  const today = DateTime.now().setZone(zone).toISODate()!;
  const periods = payPeriods(today, startDay);
  const from = input.from ?? periods.previous.from;
  const to = input.to ?? periods.previous.to;
  const groups = await repo.listGroups(db, orgId, null);
  const group = input.group_id ? await chosenGroup(db, orgId, input.group_id, groups) : null;

  const people = (
    await repo.listPeople(db, {
      orgId,
      timezone: zone,
      from,
      to,
      startsAt: DateTime.fromISO(from, { zone }).toJSDate(),
      endsAt: DateTime.fromISO(to, { zone }).plus({ days: 1 }).toJSDate(),
      memberIds: null,
      groupIds: group ? await repo.groupWithDescendants(db, group.id) : null,
    })
  ).filter((p) => p.role !== 'student');
  people.sort(byName);
  const memberIds = people.map((p) => p.member_id);

  const [totals, holidays, members, leaves] = await Promise.all([
    repo.statusTotals(db, { orgId, from, to, memberIds, today }),
    repo.listHolidays(db, orgId, from, to),
    memberFacts(db, memberIds),
    approvedLeave(db, orgId, memberIds, from, to),
  ]);
  // Approved overtime as the attendance report reads it (companies): read as it stands, written
  // by nothing here (the overtime job of modules/overtime/stale.ts keeps it up to date).
  const overtime =
    org.kind === 'company' && memberIds.length
      ? await overtimeTotals(ctx.database.db, { orgId, from, to, memberIds })
      : new Map<string, { approved: number }>();
  const tallies = tallyByMember(totals);
  const times = dayTimesByMember(totals);
  const rules: OrgRules = {
    timezone: zone,
    lateGraceMinutes: 0,
    halfDayThresholdMinutes: 0,
    weeklyOffDays: org.weekly_off_days.map(Number),
    holidays: new Set(holidays),
  };
  const leaveDb = asLeaveDb(ctx.database.reportDb);
  const leaveOf = new Map<string, { paid: number; unpaid: number }>();
  for (const leave of leaves) {
    const member = members.get(leave.member_id);
    if (!member) continue;
    // The leave module's own pricing (weekly offs, holidays, halves, sandwich, membership).
    const days = await costOfLeave(
      leaveDb,
      member,
      { sandwich: leave.sandwich ?? false } as LeaveType,
      {
        from: leave.from_date,
        to: leave.to_date,
        halfDays: leave.half_days,
        cancelled: leave.cancelled_days,
      },
    );
    const split = splitLeave(
      days,
      { paidType: leave.paid ?? true, unpaidDays: Number(leave.unpaid_days) },
      { from, to },
    );
    const sum = leaveOf.get(leave.member_id) ?? { paid: 0, unpaid: 0 };
    leaveOf.set(leave.member_id, {
      paid: roundDays(sum.paid + split.paid),
      unpaid: roundDays(sum.unpaid + split.unpaid),
    });
  }

  const dates = datesInRange(from, to);
  const rows: PayrollRow[] = people.map((person) => {
    const member = members.get(person.member_id)!;
    const membership = membershipDays(member, zone);
    const dayTally = tallyDays(dates, {
      rules,
      role: person.role,
      membership,
      weeklyOffDays: person.weekly_off_days,
    });
    const counts = tallies.get(person.member_id)?.days ?? {};
    const leave = leaveOf.get(person.member_id) ?? { paid: 0, unpaid: 0 };
    const absent = counts.absent ?? 0;
    const lossOfPay = roundDays(leave.unpaid + absent);
    return {
      member_id: person.member_id,
      full_name: person.full_name,
      employee_code: person.employee_code ?? person.roll_number,
      role: person.role as PayrollRow['role'],
      groups: person.groups,
      status: person.status,
      joined_on: membership.joinedOn,
      left_on: membership.leftOn,
      ...dayTally,
      present_days: (counts.present ?? 0) + (counts.late ?? 0) + (counts.half_day ?? 0),
      on_time_days: counts.present ?? 0,
      late_count: counts.late ?? 0,
      half_days: counts.half_day ?? 0,
      absent_days: absent,
      paid_leave_days: leave.paid,
      unpaid_leave_days: leave.unpaid,
      loss_of_pay_days: lossOfPay,
      payable_days: roundDays(Math.max(0, dayTally.period_days - lossOfPay)),
      hours_worked: roundDays((times.get(person.member_id)?.minutes ?? 0) / 60),
      approved_overtime_hours: roundDays((overtime.get(person.member_id)?.approved ?? 0) / 60),
      missing_check_outs: times.get(person.member_id)?.missing ?? 0,
    };
  });
  return {
    organization: { id: org.id, name: org.name, kind: org.kind, timezone: zone },
    from,
    to,
    payroll_period_start_day: startDay,
    periods,
    group,
    groups,
    rows,
  };
}

async function memberFacts(db: OrgDb, memberIds: string[]): Promise<Map<string, MemberFacts>> {
  const { rows } = await sql<MemberFacts>`
    select id, org_id, created_at, status, left_at, shift_id from public.memberships
     where id = any (${memberIds}::uuid[])`.execute(db);
  return new Map(rows.map((r) => [r.id, r]));
}

/** Approved leave of these people touching [from, to], with its type's paid and sandwich rules. */
async function approvedLeave(
  db: OrgDb,
  orgId: string,
  memberIds: string[],
  from: string,
  to: string,
): Promise<ApprovedLeave[]> {
  const { rows } = await sql<ApprovedLeave>`
    select l.member_id, l.from_date, l.to_date, l.half_days::text[] as half_days,
           l.cancelled_days::text[] as cancelled_days, l.unpaid_days, t.paid, t.sandwich
      from public.leave_requests l
      left join public.leave_types t on t.id = l.leave_type_id
     where l.org_id = ${orgId}::uuid and l.status = 'approved'
       and l.member_id = any (${memberIds}::uuid[])
       and l.from_date <= ${to}::date and l.to_date >= ${from}::date
     order by l.member_id, l.from_date`.execute(db);
  return rows;
}
