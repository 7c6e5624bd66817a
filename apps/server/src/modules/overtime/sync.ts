import type { CompOffMode, OvertimeDayKind } from '@ias/shared';
import { type Kysely, sql } from 'kysely';
import { DateTime } from 'luxon';
import { asActor } from '../../lib/actor.js';
import { orgDayKind } from '../attendance/rules.js';
import { leaveYearOf } from '../leave/rules.js';
import {
  cappedOvertime,
  compOffExpiry,
  dayFigures,
  expiredPart,
  initialStatus,
  type OvertimeSettings,
  type OvertimeShift,
} from './rules.js';

/**
 * Keeps `overtime_entries` up to date with the attendance records: one entry per person per
 * finished day with time beyond the schedule or work on a day off. Decided entries (approved or
 * rejected) stay as they are; pending ones follow the records (a correction changes them). It is
 * idempotent and runs in the overtime job (`stale.ts`) for the days writes marked, never on a
 * read, for whole calendar months since the monthly cap depends on the days before.
 * Comp-off credits of approved entries go into the leave ledger of the Comp-off type, and expire.
 */

// The overtime tables are not in the generated database types: raw SQL over any Kysely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;

export type OrgOvertimeRow = {
  id: string;
  timezone: string;
  weekly_off_days: number[];
  half_day_threshold_minutes: number;
  overtime_approval: boolean;
  comp_off_mode: CompOffMode;
  comp_off_expiry_days: number;
};

export async function loadOrg(db: AnyDb, orgId: string): Promise<OrgOvertimeRow | undefined> {
  const { rows } = await sql<OrgOvertimeRow>`
    select id, timezone, weekly_off_days, half_day_threshold_minutes, overtime_approval,
           comp_off_mode, comp_off_expiry_days
      from public.organizations where id = ${orgId}::uuid`.execute(db);
  const org = rows[0];
  return org && { ...org, weekly_off_days: org.weekly_off_days.map(Number) };
}

export const settingsOf = (org: OrgOvertimeRow): OvertimeSettings => ({
  mode: org.comp_off_mode,
  approval: org.overtime_approval,
  expiryDays: org.comp_off_expiry_days,
  halfDayThresholdMinutes: org.half_day_threshold_minutes,
});

export const orgTodayOf = (org: Pick<OrgOvertimeRow, 'timezone'>, now = new Date()) =>
  DateTime.fromJSDate(now, { zone: org.timezone }).toISODate()!;

type ShiftRow = {
  id: string;
  starts_at: string;
  ends_at: string;
  grace_minutes: number | null;
  weekly_off_days: number[] | null;
  overtime_enabled: boolean;
  overtime_threshold_minutes: number;
  overtime_daily_cap_minutes: number | null;
  overtime_monthly_cap_minutes: number | null;
};

type RecordRow = {
  id: string;
  member_id: string;
  date: string;
  shift_id: string | null;
  check_in_at: Date;
  check_out_at: Date;
};

type EntryRow = {
  id: string;
  member_id: string;
  work_date: string;
  record_id: string | null;
  shift_id: string | null;
  day_kind: OvertimeDayKind;
  worked_minutes: number;
  regular_minutes: number;
  extra_minutes: number;
  overtime_minutes: number;
  comp_off_days: string;
  comp_off_expires_on: string | null;
  status: 'pending' | 'approved' | 'rejected';
};

const toShift = (s: ShiftRow): OvertimeShift => ({
  id: s.id,
  startsAt: s.starts_at,
  endsAt: s.ends_at,
  graceMinutes: s.grace_minutes,
  weeklyOffDays: s.weekly_off_days?.map(Number) ?? null,
  overtimeEnabled: s.overtime_enabled,
  thresholdMinutes: s.overtime_threshold_minutes,
  dailyCapMinutes: s.overtime_daily_cap_minutes,
  monthlyCapMinutes: s.overtime_monthly_cap_minutes,
});

/**
 * Brings an organisation's entries up to date over the calendar months around [from, to] (only
 * finished days: before today in its zone), optionally only for some people.
 */
export async function syncOvertime(
  db: AnyDb,
  orgId: string,
  range: { from: string; to: string; memberIds?: string[] | null },
  now = new Date(),
): Promise<{ written: number }> {
  const org = await loadOrg(db, orgId);
  if (!org) return { written: 0 };
  if (range.memberIds && range.memberIds.length === 0) return { written: 0 };
  const today = orgTodayOf(org, now);
  const yesterday = DateTime.fromISO(today).minus({ days: 1 }).toISODate()!;
  const from = DateTime.fromISO(range.from).startOf('month').toISODate()!;
  const monthEnd = DateTime.fromISO(range.to).endOf('month').toISODate()!;
  const to = monthEnd < yesterday ? monthEnd : yesterday;
  const members = range.memberIds ?? null;
  let written = 0;
  if (from <= to) written += await syncEntries(db, org, { from, to, members, now });
  written += await creditAndExpire(db, org, today, members, null, {
    inTransaction: db.isTransaction,
  });
  return { written };
}

async function syncEntries(
  db: AnyDb,
  org: OrgOvertimeRow,
  range: { from: string; to: string; members: string[] | null; now: Date },
): Promise<number> {
  const { from, to, members } = range;
  const settings = settingsOf(org);
  const [{ rows: shifts }, { rows: holidays }, { rows: records }, { rows: existing }] =
    await Promise.all([
      sql<ShiftRow>`
        select id, starts_at::text, ends_at::text, grace_minutes, weekly_off_days, overtime_enabled,
               overtime_threshold_minutes, overtime_daily_cap_minutes, overtime_monthly_cap_minutes
          from public.shifts where org_id = ${org.id}::uuid`.execute(db),
      sql<{ date: string }>`
        select date from public.holidays
         where org_id = ${org.id}::uuid and date between ${from}::date and ${to}::date`.execute(db),
      // A day's record keeps the shift it was made under; older ones fall back to the person's.
      // Only days that can count: on a shift that counts overtime, or on a holiday or weekly off
      // (the rules give nothing else an entry), so an organisation without overtime reads little.
      sql<RecordRow>`
        select r.id, r.member_id, r.date, s.id as shift_id, r.check_in_at, r.check_out_at
          from public.attendance_records r
          join public.memberships m on m.id = r.member_id
          left join public.shifts s on s.id = coalesce(r.shift_id, m.shift_id)
         where r.org_id = ${org.id}::uuid and r.date between ${from}::date and ${to}::date
           and r.class_session_id is null
           and r.check_in_at is not null and r.check_out_at is not null
           and (${members}::uuid[] is null or r.member_id = any (${members}::uuid[]))
           and (s.overtime_enabled
                or r.date in (select h.date from public.holidays h
                               where h.org_id = ${org.id}::uuid
                                 and h.date between ${from}::date and ${to}::date)
                or extract(isodow from r.date)::smallint
                     = any (coalesce(s.weekly_off_days, ${org.weekly_off_days}::smallint[])))
         order by r.member_id, r.date`.execute(db),
      sql<EntryRow>`
        select id, member_id, work_date, record_id, shift_id, day_kind, worked_minutes,
               regular_minutes, extra_minutes, overtime_minutes, comp_off_days::text,
               comp_off_expires_on, status
          from public.overtime_entries
         where org_id = ${org.id}::uuid and work_date between ${from}::date and ${to}::date
           and (${members}::uuid[] is null or member_id = any (${members}::uuid[]))`.execute(db),
    ]);
  const shiftById = new Map(shifts.map((s) => [s.id, toShift(s)]));
  const calendar = {
    holidays: new Set(holidays.map((h) => String(h.date))),
    weeklyOffDays: org.weekly_off_days,
  };
  const entries = new Map(existing.map((e) => [`${e.member_id}|${e.work_date}`, e]));
  const seen = new Set<string>();
  const upserts: Array<Record<string, unknown>> = [];
  // Minutes counted so far per person and month (pending and approved days count; rejected not).
  const used = new Map<string, number>();
  for (const record of records) {
    const key = `${record.member_id}|${record.date}`;
    seen.add(key);
    const monthKey = `${record.member_id}|${record.date.slice(0, 7)}`;
    const usedBefore = used.get(monthKey) ?? 0;
    const entry = entries.get(key);
    if (entry && entry.status !== 'pending') {
      if (entry.status === 'approved') used.set(monthKey, usedBefore + entry.overtime_minutes);
      continue;
    }
    const shift = record.shift_id ? (shiftById.get(record.shift_id) ?? null) : null;
    const dayKind = orgDayKind(record.date, calendar, shift?.weeklyOffDays).kind;
    const figures = dayFigures(
      {
        date: record.date,
        dayKind,
        checkIn: new Date(record.check_in_at),
        checkOut: new Date(record.check_out_at),
      },
      shift,
      settings,
      org.timezone,
    );
    const counted = figures.overtimeEligible
      ? cappedOvertime(
          figures.extra,
          {
            daily: shift?.dailyCapMinutes ?? null,
            monthly: shift?.monthlyCapMinutes ?? null,
          },
          usedBefore,
        )
      : 0;
    used.set(monthKey, usedBefore + counted);
    if (figures.extra === 0 && figures.compOffDays === 0) {
      if (entry) seen.delete(key); // nothing beyond the schedule any more: the pending entry goes
      continue;
    }
    const row = {
      org_id: org.id,
      member_id: record.member_id,
      record_id: record.id,
      work_date: record.date,
      shift_id: shift?.id ?? null,
      day_kind: dayKind,
      worked_minutes: figures.worked,
      regular_minutes: figures.regular,
      extra_minutes: figures.extra,
      overtime_minutes: counted,
      comp_off_days: figures.compOffDays,
      comp_off_expires_on:
        figures.compOffDays > 0 ? compOffExpiry(record.date, settings.expiryDays) : null,
      status: initialStatus(settings, counted, figures.compOffDays),
    };
    const unchanged =
      entry &&
      entry.record_id === row.record_id &&
      entry.shift_id === row.shift_id &&
      entry.day_kind === row.day_kind &&
      entry.worked_minutes === row.worked_minutes &&
      entry.regular_minutes === row.regular_minutes &&
      entry.extra_minutes === row.extra_minutes &&
      entry.overtime_minutes === row.overtime_minutes &&
      Number(entry.comp_off_days) === row.comp_off_days &&
      entry.comp_off_expires_on === row.comp_off_expires_on &&
      entry.status === row.status;
    if (!unchanged) upserts.push(row);
  }
  // Pending entries whose day no longer has anything to count (a record corrected or removed).
  const stale = existing.filter(
    (e) => e.status === 'pending' && !seen.has(`${e.member_id}|${e.work_date}`),
  );
  if (!upserts.length && !stale.length) return 0;
  // Inside the overtime job's transaction already (it names no actor), or one of its own.
  const inTransaction = <T>(write: (trx: AnyDb) => Promise<T>) =>
    db.isTransaction ? write(db) : asActor(db, { userId: null }, write);
  return inTransaction(async (trx) => {
    let written = 0;
    for (let i = 0; i < upserts.length; i += 500) {
      const result = await trx
        .insertInto('overtime_entries')
        .values(upserts.slice(i, i + 500))
        .onConflict((oc) =>
          oc
            .columns(['member_id', 'work_date'])
            .doUpdateSet((eb) => ({
              record_id: eb.ref('excluded.record_id'),
              shift_id: eb.ref('excluded.shift_id'),
              day_kind: eb.ref('excluded.day_kind'),
              worked_minutes: eb.ref('excluded.worked_minutes'),
              regular_minutes: eb.ref('excluded.regular_minutes'),
              extra_minutes: eb.ref('excluded.extra_minutes'),
              overtime_minutes: eb.ref('excluded.overtime_minutes'),
              comp_off_days: eb.ref('excluded.comp_off_days'),
              comp_off_expires_on: eb.ref('excluded.comp_off_expires_on'),
              status: eb.ref('excluded.status'),
            }))
            // A decision made meanwhile stands.
            .where('overtime_entries.status', '=', 'pending'),
        )
        .executeTakeFirst();
      written += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    if (stale.length) {
      const result = await trx
        .deleteFrom('overtime_entries')
        .where(
          'id',
          'in',
          stale.map((e) => e.id),
        )
        .where('status', '=', 'pending')
        .executeTakeFirst();
      written += Number(result.numDeletedRows ?? 0);
    }
    return written;
  });
}

type CompOffType = { id: string; year_start_month: number };

export async function compOffType(db: AnyDb, orgId: string): Promise<CompOffType | undefined> {
  const { rows } = await sql<CompOffType>`
    select id, year_start_month from public.leave_types
     where org_id = ${orgId}::uuid and code = 'CO' and active`.execute(db);
  return rows[0];
}

/**
 * Credits approved comp-off to the Comp-off leave type's ledger (once: period 'CO:<entry>') and,
 * once a credit's last day has passed, lapses what is left of it (once: 'COX:<entry>').
 */
export async function creditAndExpire(
  db: AnyDb,
  org: Pick<OrgOvertimeRow, 'id'>,
  today: string,
  members: string[] | null,
  actor: string | null = null,
  options: { inTransaction?: boolean } = {},
): Promise<number> {
  const type = await compOffType(db, org.id);
  if (!type) return 0;
  const { rows: due } = await sql<{
    id: string;
    member_id: string;
    work_date: string;
    day_kind: string;
    comp_off_days: string;
    comp_off_expires_on: string;
    credited: boolean;
  }>`
    select e.id, e.member_id, e.work_date, e.day_kind, e.comp_off_days::text, e.comp_off_expires_on,
           exists (select 1 from public.leave_ledger l
                    where l.member_id = e.member_id and l.leave_type_id = ${type.id}::uuid
                      and l.kind = 'accrual' and l.period = 'CO:' || e.id::text) as credited
      from public.overtime_entries e
     where e.org_id = ${org.id}::uuid and e.status = 'approved' and e.comp_off_days > 0
       and (${members}::uuid[] is null or e.member_id = any (${members}::uuid[]))
       and not exists (select 1 from public.leave_ledger l
                        where l.member_id = e.member_id and l.leave_type_id = ${type.id}::uuid
                          and l.kind = 'lapse' and l.period = 'COX:' || e.id::text)
     order by e.member_id, e.work_date`.execute(db);
  const toCredit = due.filter((e) => !e.credited);
  const toExpire = due.filter((e) => e.comp_off_expires_on < today);
  if (!toCredit.length && !toExpire.length) return 0;
  const write = async (trx: AnyDb) => {
    let written = 0;
    for (const entry of toCredit) {
      const result = await trx
        .insertInto('leave_ledger')
        .values({
          org_id: org.id,
          member_id: entry.member_id,
          leave_type_id: type.id,
          leave_year: leaveYearOf(entry.work_date, type.year_start_month).start,
          kind: 'accrual',
          days: Number(entry.comp_off_days),
          on_date: entry.work_date,
          period: `CO:${entry.id}`,
          note: `Comp-off for work on ${entry.work_date} (${entry.day_kind === 'holiday' ? 'holiday' : 'weekly off'}), usable until ${entry.comp_off_expires_on}`,
          created_by: actor,
        })
        .onConflict((oc) =>
          oc.columns(['member_id', 'leave_type_id', 'kind', 'period']).doNothing(),
        )
        .executeTakeFirst();
      written += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    // Oldest first, so each lapse sees the balance after the ones before it.
    for (const entry of toExpire.sort((a, b) =>
      a.comp_off_expires_on.localeCompare(b.comp_off_expires_on),
    )) {
      const leaveYear = leaveYearOf(entry.work_date, type.year_start_month).start;
      const { rows } = await sql<{ balance: string | null; newer: string | null }>`
        select (select sum(days) from public.leave_ledger
                 where member_id = ${entry.member_id}::uuid and leave_type_id = ${type.id}::uuid
                   and leave_year = ${leaveYear}::date)::text as balance,
               (select sum(days) from public.leave_ledger
                 where member_id = ${entry.member_id}::uuid and leave_type_id = ${type.id}::uuid
                   and leave_year = ${leaveYear}::date and kind = 'accrual'
                   and period like 'CO:%' and period <> ${`CO:${entry.id}`}
                   and on_date > ${entry.work_date}::date)::text as newer`.execute(trx);
      const lapse = expiredPart(
        Number(entry.comp_off_days),
        Number(rows[0]?.balance ?? 0),
        Number(rows[0]?.newer ?? 0),
      );
      const result = await trx
        .insertInto('leave_ledger')
        .values({
          org_id: org.id,
          member_id: entry.member_id,
          leave_type_id: type.id,
          leave_year: leaveYear,
          kind: 'lapse',
          days: -lapse,
          on_date: entry.comp_off_expires_on,
          period: `COX:${entry.id}`,
          note: `Comp-off earned on ${entry.work_date} expired`,
          created_by: null,
        })
        .onConflict((oc) =>
          oc.columns(['member_id', 'leave_type_id', 'kind', 'period']).doNothing(),
        )
        .executeTakeFirst();
      written += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    return written;
  };
  // Inside a decision's transaction already, or a transaction of its own naming the actor.
  return options.inTransaction ? write(db) : asActor(db, { userId: actor }, write);
}
