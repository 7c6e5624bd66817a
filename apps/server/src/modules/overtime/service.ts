import type {
  CompOffCredit,
  MemberOvertime,
  OrgOvertimeList,
  OrgOvertimeSettings,
  OvertimeDecision,
  OvertimeEntry,
  OvertimeTotals,
} from '@ias/shared';
import { sql } from 'kysely';
import { DateTime } from 'luxon';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import { asActor } from '../../lib/actor.js';
import { localizedError } from '../../lib/errors.js';
import { asCaller } from '../../lib/request-auth.js';
import { leaveYearOf } from '../leave/rules.js';
import {
  type AnyDb,
  compOffType,
  creditAndExpire,
  loadOrg,
  type OrgOvertimeRow,
  orgTodayOf,
} from './sync.js';

/*
 * Reads here write nothing (issue 11): no sync, no comp-off lapse, so a GET leaves every table and
 * the stale-day marks as they were. Freshness comes from the write path instead of the read: every
 * write that can change a day's overtime (a check-out, a correction, a holiday, a rule) marks the
 * day in `private.overtime_stale` (migration 0072), and the overtime job (`stale.ts`, every minute
 * on each instance) brings the marked days up to date once they are over in the organisation's
 * zone, and lapses comp-off past its last day (`expire-comp-off.ts`). Marking rather than
 * computing on the fly keeps the caps exact (the monthly cap needs the whole month, decided days
 * included) and reads cheap; what it costs is at most a round of the job: a day only counts once
 * it is over anyway, so a check-out shows within a minute of the day's end (midnight in the zone),
 * and a correction of a past day within a minute of the correction.
 */

const memberNotFound = () => localizedError(404, 'not_found', 'error.overtime.memberNotFound');
const entryNotFound = () => localizedError(404, 'not_found', 'error.overtime.entryNotFound');
const orgNotFound = () =>
  localizedError(404, 'organization_not_found', 'error.overtime.orgNotFound');

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

const settingsView = (org: OrgOvertimeRow): OrgOvertimeSettings => ({
  overtime_approval: org.overtime_approval,
  comp_off_mode: org.comp_off_mode,
  comp_off_expiry_days: org.comp_off_expiry_days,
});

type EntryListRow = Omit<
  OvertimeEntry,
  'comp_off_days' | 'auto_approved' | 'decided_by_name' | 'can_decide' | 'decided_at'
> & {
  comp_off_days: string;
  decided_by: string | null;
  decided_at: Date | null;
};

/** Entries as the caller may see them (row-level security decides), newest first. */
async function readEntries(
  ctx: AppContext,
  caller: Caller,
  orgId: string,
  filter: { from: string; to: string; memberId?: string; status?: string },
  access: Access,
): Promise<OvertimeEntry[]> {
  const rows = await asCaller(ctx.database.db, caller.auth, async (trx) => {
    const { rows } = await sql<EntryListRow>`
      select e.id, e.member_id, m.full_name, e.work_date, e.day_kind, s.name as shift_name,
             e.worked_minutes, e.regular_minutes, e.extra_minutes, e.overtime_minutes,
             e.comp_off_days::text, e.comp_off_expires_on, e.status, e.decided_by, e.decided_at,
             e.decision_note
        from public.overtime_entries e
        join public.memberships m on m.id = e.member_id
        left join public.shifts s on s.id = e.shift_id
       where e.org_id = ${orgId}::uuid and e.work_date between ${filter.from}::date and ${filter.to}::date
         and (${filter.memberId ?? null}::uuid is null or e.member_id = ${filter.memberId ?? null}::uuid)
         and (${filter.status ?? null}::text is null or e.status = ${filter.status ?? null}::text)
       order by e.work_date desc, m.full_name
       limit 1000`.execute(trx);
    return rows;
  });
  const deciders = [...new Set(rows.map((r) => r.decided_by).filter((id): id is string => !!id))];
  const names = new Map(
    deciders.length
      ? (
          await sql<{ user_id: string; full_name: string }>`
            select user_id, full_name from public.memberships
             where org_id = ${orgId}::uuid and user_id = any (${deciders}::uuid[])`.execute(
            ctx.database.db,
          )
        ).rows.map((r) => [r.user_id, r.full_name])
      : [],
  );
  const own = new Set(access.own);
  const supervised = new Set(access.supervised);
  return rows.map(({ decided_by, ...r }) => ({
    ...r,
    comp_off_days: Number(r.comp_off_days),
    auto_approved: r.status === 'approved' && !decided_by,
    decided_by_name: decided_by ? (names.get(decided_by) ?? null) : null,
    decided_at: r.decided_at ? new Date(r.decided_at).toISOString() : null,
    can_decide:
      r.status === 'pending' &&
      !own.has(r.member_id) &&
      (access.manage || supervised.has(r.member_id)),
  }));
}

/** The organisation's overtime over a range: owners all of it, in-charges their people's, others their own. */
export async function listOrgOvertime(
  ctx: AppContext,
  caller: Caller,
  orgId: string,
  query: { from?: string; to?: string; status?: 'pending' | 'approved' | 'rejected' },
): Promise<OrgOvertimeList> {
  const access = await accessIn(ctx, caller, orgId);
  if (!access.visible) throw orgNotFound();
  const db = ctx.database.db as AnyDb;
  const org = (await loadOrg(db, orgId))!;
  const today = orgTodayOf(org);
  const to = query.to ?? today;
  const from = query.from ?? DateTime.fromISO(to).minus({ days: 62 }).toISODate()!;
  if (from > to || DateTime.fromISO(to).diff(DateTime.fromISO(from), 'days').days > 366)
    throw localizedError(400, 'invalid_range', 'error.overtime.badRange');
  const entries = await readEntries(ctx, caller, orgId, { from, to, status: query.status }, access);
  return {
    from,
    to,
    entries,
    settings: settingsView(org),
    scope: access.manage ? 'organization' : access.supervised.length ? 'own_people' : 'self',
  };
}

/** One person's month: totals for the timesheet, the days with overtime, their comp-off credits. */
export async function memberOvertime(
  ctx: AppContext,
  caller: Caller,
  memberId: string,
  month: string,
): Promise<MemberOvertime> {
  const db = ctx.database.db as AnyDb;
  const { rows: found } = await sql<{ id: string; org_id: string; full_name: string }>`
    select id, org_id, full_name from public.memberships where id = ${memberId}::uuid`.execute(db);
  const member = found[0];
  if (!member) throw memberNotFound();
  const access = await accessIn(ctx, caller, member.org_id);
  const isOwn = access.own.includes(member.id);
  if (!isOwn && !access.manage && !access.supervised.includes(member.id)) throw memberNotFound();
  const org = (await loadOrg(db, member.org_id))!;
  const from = `${month}-01`;
  const to = DateTime.fromISO(from).endOf('month').toISODate()!;
  const entries = await readEntries(
    ctx,
    caller,
    member.org_id,
    { from, to, memberId: member.id },
    access,
  );
  const totals = await monthTotals(db, member.id, from, to, entries);
  const today = orgTodayOf(org);
  const type = await compOffType(db, member.org_id);
  let balance: number | null = null;
  if (type) {
    const { rows } = await sql<{ total: string | null }>`
      select sum(days)::text as total from public.leave_ledger
       where member_id = ${member.id}::uuid and leave_type_id = ${type.id}::uuid
         and leave_year = ${leaveYearOf(today, type.year_start_month).start}::date`.execute(db);
    balance = Math.round(Number(rows[0]?.total ?? 0) * 100) / 100;
  }
  const { rows: credits } = await sql<{
    id: string;
    work_date: string;
    comp_off_days: string;
    comp_off_expires_on: string;
  }>`
    select id, work_date, comp_off_days::text, comp_off_expires_on from public.overtime_entries
     where member_id = ${member.id}::uuid and status = 'approved' and comp_off_days > 0
       and comp_off_expires_on >= ${DateTime.fromISO(today).minus({ days: 366 }).toISODate()}::date
     order by work_date desc limit 50`.execute(db);
  return {
    member: { id: member.id, full_name: member.full_name },
    month,
    totals,
    entries,
    comp_off: {
      balance,
      leave_type_id: type?.id ?? null,
      credits: credits.map((c): CompOffCredit => ({
        entry_id: c.id,
        work_date: c.work_date,
        days: Number(c.comp_off_days),
        expires_on: c.comp_off_expires_on,
        expired: c.comp_off_expires_on < today,
      })),
    },
    settings: settingsView(org),
  };
}

/** Worked, regular and overtime minutes of a person's range (day records with both times). */
async function monthTotals(
  db: AnyDb,
  memberId: string,
  from: string,
  to: string,
  entries: OvertimeEntry[],
): Promise<OvertimeTotals> {
  const { rows } = await sql<{ minutes: number }>`
    select coalesce(sum(round(extract(epoch from (check_out_at - check_in_at)) / 60)), 0)::int as minutes
      from public.attendance_records
     where member_id = ${memberId}::uuid and date between ${from}::date and ${to}::date
       and class_session_id is null and check_in_at is not null and check_out_at is not null`.execute(
    db,
  );
  const worked = rows[0]?.minutes ?? 0;
  return totalsOf(worked, entries);
}

export function totalsOf(
  workedMinutes: number,
  entries: Array<
    Pick<OvertimeEntry, 'extra_minutes' | 'overtime_minutes' | 'status' | 'comp_off_days'>
  >,
): OvertimeTotals {
  const sum = (pick: (e: (typeof entries)[number]) => number) =>
    entries.reduce((s, e) => s + pick(e), 0);
  return {
    worked_minutes: workedMinutes,
    regular_minutes: Math.max(0, workedMinutes - sum((e) => e.extra_minutes)),
    overtime_minutes: sum((e) => (e.status === 'rejected' ? 0 : e.overtime_minutes)),
    approved_overtime_minutes: sum((e) => (e.status === 'approved' ? e.overtime_minutes : 0)),
    pending_overtime_minutes: sum((e) => (e.status === 'pending' ? e.overtime_minutes : 0)),
    comp_off_days: sum((e) => (e.status === 'approved' ? e.comp_off_days : 0)),
  };
}

/**
 * Approves or rejects a pending entry: the organisation's owners (and Admins) and the person's
 * teacher/in-charge, never the person themselves — as leave and corrections are decided.
 * Approving a comp-off credits the Comp-off balance in the same transaction.
 */
export async function decideOvertime(
  ctx: AppContext,
  caller: Caller,
  entryId: string,
  input: OvertimeDecision,
) {
  const db = ctx.database.db as AnyDb;
  const { rows } = await sql<{ id: string; org_id: string; member_id: string; status: string }>`
    select id, org_id, member_id, status from public.overtime_entries where id = ${entryId}::uuid`.execute(
    db,
  );
  const entry = rows[0];
  if (!entry) throw entryNotFound();
  const access = await accessIn(ctx, caller, entry.org_id);
  if (access.own.includes(entry.member_id) && !caller.isAdmin)
    throw localizedError(403, 'forbidden', 'error.overtime.ownEntry');
  if (!access.manage && !access.supervised.includes(entry.member_id)) throw entryNotFound();
  if (entry.status !== 'pending')
    throw localizedError(409, 'not_pending', 'error.overtime.alreadyDecided');
  const org = (await loadOrg(db, entry.org_id))!;
  const decided = await asActor(db, { userId: caller.userId }, async (trx) => {
    const { rows: updated } = await sql<{ id: string; status: string }>`
      update public.overtime_entries
         set status = ${input.decision === 'approve' ? 'approved' : 'rejected'},
             decided_by = ${caller.userId}::uuid, decided_at = now(),
             decision_note = ${input.note || null}
       where id = ${entryId}::uuid and status = 'pending'
       returning id, status`.execute(trx);
    if (!updated[0]) throw localizedError(409, 'not_pending', 'error.overtime.alreadyDecided');
    if (input.decision === 'approve')
      await creditAndExpire(trx, org, orgTodayOf(org), [entry.member_id], caller.userId, {
        inTransaction: true,
      });
    return updated[0];
  });
  return decided;
}

export type MemberOvertimeTotals = {
  member_id: string;
  extra: number;
  overtime: number;
  approved: number;
};

/**
 * Overtime per person over the range as it stands (no sync: the overtime job of
 * modules/overtime/stale.ts brings it up to date when records or rules change): the minutes
 * beyond the schedule, the overtime counted (pending and approved) and the approved overtime.
 * `memberIds` null: everyone in the organisation.
 */
export async function overtimeTotals(
  db: AnyDb,
  range: { orgId: string; from: string; to: string; memberIds: string[] | null },
): Promise<Map<string, MemberOvertimeTotals>> {
  const { rows } = await sql<MemberOvertimeTotals>`
    select member_id, sum(extra_minutes)::int as extra,
           coalesce(sum(overtime_minutes) filter (where status <> 'rejected'), 0)::int as overtime,
           coalesce(sum(overtime_minutes) filter (where status = 'approved'), 0)::int as approved
      from public.overtime_entries
     where org_id = ${range.orgId}::uuid and work_date between ${range.from}::date and ${range.to}::date
       and (${range.memberIds}::uuid[] is null or member_id = any (${range.memberIds}::uuid[]))
     group by member_id`.execute(db);
  return new Map(rows.map((r) => [r.member_id, r]));
}
