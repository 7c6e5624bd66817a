import { type RawBuilder, sql } from 'kysely';
import type { OrgDb } from '../orgs/repository.js';

/** The SQL of the attendance reports. Scope (who may see whom) is decided before these run. */

export type ReportOrgRow = {
  id: string;
  name: string;
  kind: 'institute' | 'company';
  timezone: string;
  min_attendance_percent: string | number | null;
  weekly_off_days: number[];
  payroll_period_start_day: number;
};

export async function findReportOrganization(db: OrgDb, orgId: string) {
  const { rows } = await sql<ReportOrgRow>`
    select id, name, kind, timezone, min_attendance_percent, weekly_off_days, payroll_period_start_day
      from public.organizations where id = ${orgId}::uuid`.execute(db);
  return rows[0];
}

/** An organisation's groups (or only some of them), by name. */
export async function listGroups(db: OrgDb, orgId: string, onlyIds: string[] | null) {
  const { rows } = await sql<{ id: string; name: string }>`
    select id, name from public.groups
     where org_id = ${orgId}::uuid and (${onlyIds}::uuid[] is null or id = any (${onlyIds}::uuid[]))
     order by name`.execute(db);
  return rows;
}

/** A group and the groups below it (a department's teams, a class's sections). */
export async function groupWithDescendants(db: OrgDb, groupId: string): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    with recursive tree as (
      select id from public.groups where id = ${groupId}::uuid
      union
      select g.id from public.groups g join tree t on g.parent_id = t.id
    )
    select id from tree`.execute(db);
  return rows.map((r) => r.id);
}

export type PersonRow = {
  member_id: string;
  full_name: string;
  roll_number: string | null;
  employee_code: string | null;
  role: 'teacher' | 'student' | 'employee' | 'incharge';
  status: 'active' | 'left';
  left_on: string | null;
  groups: string[];
  /** The person's shift's weekly offs, else the organisation's. */
  weekly_off_days: number[];
};

/**
 * The people a report lists: everyone but owners who was a member during the range — joined before
 * its end, and active now or left on or after its first day — or has records in it; optionally only
 * some members and only some groups' people.
 */
export async function listPeople(
  db: OrgDb,
  input: {
    orgId: string;
    timezone: string;
    from: string;
    to: string;
    startsAt: Date;
    endsAt: Date;
    memberIds: string[] | null;
    groupIds: string[] | null;
  },
) {
  const { rows } = await sql<PersonRow>`
    select m.id as member_id, m.full_name, m.roll_number, m.employee_code, m.role, m.status,
           case when m.status = 'left' then (m.left_at at time zone ${input.timezone}::text)::date end as left_on,
           array(select g.name from public.group_members gm join public.groups g on g.id = gm.group_id
                  where gm.member_id = m.id order by g.name) as groups,
           coalesce(shift.weekly_off_days, o.weekly_off_days) as weekly_off_days
      from public.memberships m
      join public.organizations o on o.id = m.org_id
      -- The member's shift as attendance capture finds it: their own, else a group's.
      left join lateral (
        select s.weekly_off_days from public.shifts s
         where s.id = m.shift_id
            or (m.shift_id is null and s.id in (
                  select g.shift_id from public.group_members gm join public.groups g on g.id = gm.group_id
                   where gm.member_id = m.id))
         order by s.id limit 1) shift on true
     where m.org_id = ${input.orgId}::uuid
       and m.role <> 'owner'
       and (
         ((m.status = 'active' or (m.status = 'left' and m.left_at >= ${input.startsAt}::timestamptz))
          and m.created_at < ${input.endsAt}::timestamptz)
         -- Records in the range always count (a member imported after the fact, say).
         or (m.status in ('active', 'left') and exists (
               select 1 from public.attendance_records r
                where r.member_id = m.id and r.date between ${input.from}::date and ${input.to}::date)))
       and (${input.memberIds}::uuid[] is null or m.id = any (${input.memberIds}::uuid[]))
       and (${input.groupIds}::uuid[] is null or exists (
             select 1 from public.group_members gm
              where gm.member_id = m.id and gm.group_id = any (${input.groupIds}::uuid[])))
     order by m.id`.execute(db);
  return rows.map((r) => ({ ...r, weekly_off_days: (r.weekly_off_days ?? []).map(Number) }));
}

/** `memberIds` null: everyone's records (the caller's scope is the whole organisation). */
type RangeOf = { orgId: string; from: string; to: string; memberIds: string[] | null };

/**
 * Per person, class periods and days apart, how many records of each status, and over day
 * records the minutes from check-in to check-out (days with both, each rounded to the minute as
 * the timesheet does) and the days with a check-in but no check-out (flagged by the closure, or
 * any past day still open). Months are read from the per-month rollup (`attendance_month_totals`,
 * migrations 0076 and 0082, kept by triggers): the range's whole months, and a partial first or
 * last month too when fewer of its days lie outside the range than inside (up to today: later
 * days have few records), those days' records then taken back out as the rollup counted them;
 * other partial months are read from the records. The rollup's open records of today and later
 * are not missing yet, and are taken back out. The same figures as `statusTotalsFromRecords`.
 */
export async function statusTotals(db: OrgDb, input: RangeOf & { today: string }) {
  const { rows } = await statusTotalsQuery(input).execute(db);
  return rows;
}

/** `statusTotals`' statement (bench/reports.mjs --explain shows its plan). */
export function statusTotalsQuery(input: RangeOf & { today: string }) {
  const plan = planRange(input.from, input.to, input.today);
  const [outside1, outside2] = plan.outside;
  const [direct1, direct2] = plan.direct;
  const members = sql`(${input.memberIds}::uuid[] is null or r.member_id = any (${input.memberIds}::uuid[]))`;
  return sql<StatusTotal>`
    -- Every part's figures are integers (int4): summed with a by-value accumulator, so grouping the
    -- year's ~500,000 rollup rows by hashing fits in memory rather than sorting them on disk.
    with parts as (
      select t.member_id, t.is_class, t.status, t.n, t.minutes::int, t.missing + t.open as missing, t.auto
        from public.attendance_month_totals t
       where t.org_id = ${input.orgId}::uuid
         and t.month between ${plan.months?.[0] ?? null}::date and ${plan.months?.[1] ?? null}::date
         and (${input.memberIds}::uuid[] is null or t.member_id = any (${input.memberIds}::uuid[]))
      union all
      -- The rolled months' days outside the range, taken back out as the rollup counts them.
      select r.member_id, r.class_session_id is not null, r.status, -count(*)::int,
             -coalesce(sum(floor(date_part('epoch', r.check_out_at - r.check_in_at) / 60 + 0.5))
                       filter (where r.check_in_at is not null and r.check_out_at is not null), 0)::int,
             -(count(*) filter (where 'missing_check_out' = any (r.flags)
                                  or (r.check_in_at is not null and r.check_out_at is null)))::int,
             -(count(*) filter (where 'auto_check_out' = any (r.flags)))::int
        from public.attendance_records r
       where r.org_id = ${input.orgId}::uuid
         and (r.date between ${outside1?.[0] ?? null}::date and ${outside1?.[1] ?? null}::date
              or r.date between ${outside2?.[0] ?? null}::date and ${outside2?.[1] ?? null}::date)
         and ${members}
       group by 1, 2, 3
      union all
      select r.member_id, r.class_session_id is not null, r.status, 0, 0, -count(*)::int, 0
        from public.attendance_records r
       where r.org_id = ${input.orgId}::uuid
         and r.date between greatest(${input.today}::date, ${plan.rolled?.[0] ?? null}::date)
                        and ${plan.rolled?.[1] ?? null}::date
         and r.check_in_at is not null and r.check_out_at is null
         and not coalesce('missing_check_out' = any (r.flags), false)
         and ${members}
       group by 1, 2, 3
      union all
      ${recordTotals(
        sql`(r.date between ${direct1?.[0] ?? null}::date and ${direct1?.[1] ?? null}::date
                          or r.date between ${direct2?.[0] ?? null}::date and ${direct2?.[1] ?? null}::date)`,
        input,
      )}
    )
    select member_id, is_class, status, sum(n)::int as n, sum(minutes)::int as minutes,
           sum(missing)::int as missing, sum(auto)::int as auto
      from parts
     group by 1, 2, 3
    having sum(n) > 0`;
}

/**
 * `statusTotals` in one pass over the range's records: the reference the rollup is checked
 * against (reports-rollup.test.ts, bench/reports.mjs).
 */
export async function statusTotalsFromRecords(db: OrgDb, input: RangeOf & { today: string }) {
  const { rows } = await sql<StatusTotal>`${recordTotals(
    sql`r.date between ${input.from}::date and ${input.to}::date`,
    input,
  )}`.execute(db);
  return rows;
}

function recordTotals(dates: RawBuilder<unknown>, input: RangeOf & { today: string }) {
  return sql`
    select r.member_id, r.class_session_id is not null as is_class, r.status, count(*)::int as n,
           -- Each day's minutes rounded half up, in float8 (exact here, and several times cheaper
           -- than numeric's round(extract(epoch …) / 60) over a year of records).
           coalesce(sum(floor(date_part('epoch', r.check_out_at - r.check_in_at) / 60 + 0.5))
                    filter (where r.check_in_at is not null and r.check_out_at is not null), 0)::int as minutes,
           count(*) filter (where 'missing_check_out' = any (r.flags)
                              or (r.check_in_at is not null and r.check_out_at is null
                                  and r.date < ${input.today}::date))::int as missing,
           count(*) filter (where 'auto_check_out' = any (r.flags))::int as auto
      from public.attendance_records r
     where r.org_id = ${input.orgId}::uuid and ${dates}
       and (${input.memberIds}::uuid[] is null or r.member_id = any (${input.memberIds}::uuid[]))
     group by 1, 2, 3`;
}

type Days = readonly [string, string];

/**
 * How `statusTotals` reads a range: `months` (first days, inclusive) from the rollup, covering the
 * range's days `rolled`; the days of those months `outside` the range, whose records are taken
 * back out; the range's days read `direct` from the records. A month the range covers partly is
 * rolled when fewer of its days outside the range (counted up to `today`) than inside it.
 */
export function planRange(from: string, to: string, today: string) {
  const first = (date: string) => `${date.slice(0, 7)}-01`;
  const addDays = (date: string, days: number) => {
    const d = new Date(`${date}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  };
  const last = (date: string) => {
    const d = new Date(`${first(date)}T00:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() + 1);
    return addDays(d.toISOString().slice(0, 10), -1);
  };
  const days = (a: string, b: string) =>
    a > b ? 0 : Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000) + 1;
  const pastDays = (a: string, b: string) => days(a, b < today ? b : today);

  // The months the range touches, each with its days inside and outside the range.
  const months: Array<{ month: string; inside: Days; outside: Days[] }> = [];
  for (let month = first(from); month <= to; month = addDays(last(month), 1)) {
    const inside = [month < from ? from : month, last(month) > to ? to : last(month)] as const;
    const outside: Days[] = [];
    if (inside[0] > month) outside.push([month, addDays(inside[0], -1)]);
    if (inside[1] < last(month)) outside.push([addDays(inside[1], 1), last(month)]);
    months.push({ month, inside, outside });
  }
  const rolls = months.map(
    ({ inside, outside }) =>
      outside.reduce((sum, [a, b]) => sum + pastDays(a, b), 0) < days(inside[0], inside[1]),
  );
  // Only the first and last months can be partial, so the rolled months are one run.
  const rolledMonths = months.filter((_, i) => rolls[i]);
  const direct = months.filter((_, i) => !rolls[i]).map((m) => m.inside);
  if (!rolledMonths.length) return { months: null, rolled: null, outside: [], direct };
  const [head, tail] = [rolledMonths[0]!, rolledMonths[rolledMonths.length - 1]!];
  return {
    months: [head.month, tail.month] as Days,
    rolled: [head.inside[0], tail.inside[1]] as Days,
    outside: rolledMonths.flatMap((m) => m.outside),
    direct,
  };
}

export type StatusTotal = {
  member_id: string;
  is_class: boolean;
  status: string;
  n: number;
  minutes: number;
  missing: number;
  /** Records checked out automatically (flag `auto_check_out`). */
  auto: number;
};

export type DayMarks = {
  member_id: string;
  date: string;
  day_status: string | null;
  /** The day's class periods' statuses, in timetable order. */
  class_statuses: string[] | null;
  /** The day record was checked out automatically. */
  auto_check_out: boolean;
};

/**
 * Each person's records per day: the day record's status (and whether it was checked out
 * automatically) and the class periods' statuses.
 */
export async function dailyMarks(db: OrgDb, input: RangeOf): Promise<DayMarks[]> {
  const { rows } = await sql<DayMarks>`
    select r.member_id, r.date,
           min(r.status) filter (where r.class_session_id is null) as day_status,
           array_agg(r.status order by cs.period, cs.starts_at, r.class_session_id)
             filter (where r.class_session_id is not null) as class_statuses,
           coalesce(bool_or('auto_check_out' = any (r.flags))
                      filter (where r.class_session_id is null), false) as auto_check_out
      from public.attendance_records r
      left join public.class_sessions cs on cs.id = r.class_session_id
     where r.org_id = ${input.orgId}::uuid and r.date between ${input.from}::date and ${input.to}::date
       and (${input.memberIds}::uuid[] is null or r.member_id = any (${input.memberIds}::uuid[]))
     group by r.member_id, r.date`.execute(db);
  return rows;
}

export async function listHolidays(db: OrgDb, orgId: string, from: string, to: string) {
  const { rows } = await sql<{ date: string }>`
    select date from public.holidays
     where org_id = ${orgId}::uuid and date between ${from}::date and ${to}::date`.execute(db);
  return rows.map((r) => r.date);
}

/** The day-by-day statement's row for a person: `months` and `classes` as `personDailyRow` reads them. */
export type PersonDaysRow = { ord: number; months: string | null; classes: string | null };

/**
 * The day-by-day report's statement for some of its people, in their order (`ord`, from 1; none for
 * a person without records in the range): each person's day records from the per-month rollup
 * (`attendance_month_days`, migration 0084, kept by triggers) and their class periods from the
 * records, both through an index on the person — a dozen short rows a person for a year, rather
 * than the year's records. `months`: `<YYYY-MM> <days>` a month, `;` between, `days` the month's
 * marks as the rollup keeps them (the whole month: days outside the range are the reader's to
 * skip). `classes`: `<day from the first> <status> <class period id>` a class record, `;` between.
 */
export function personDays(input: PersonDaysInput) {
  return sql<PersonDaysRow>`
    select p.ord::int as ord, m.months, c.classes
      from unnest(${input.memberIds}::uuid[]) with ordinality p (member_id, ord)
      cross join lateral (
        select string_agg(to_char(t.month, 'YYYY-MM') || ' ' || t.days::text, ';' order by t.month) as months
          from public.attendance_month_days t
         where t.org_id = ${input.orgId}::uuid and t.member_id = p.member_id
           and t.month between date_trunc('month', ${input.from}::date)::date and ${input.to}::date) m
      cross join lateral (
        select string_agg((r.date - ${input.from}::date)::text || ' ' || r.status || ' ' ||
                          r.class_session_id::text, ';') as classes
          from public.attendance_records r
         where r.member_id = p.member_id and r.class_session_id is not null
           and r.date between ${input.from}::date and ${input.to}::date
           and r.org_id = ${input.orgId}::uuid) c
     where m.months is not null or c.classes is not null
     order by p.ord`;
}

type PersonDaysInput = { orgId: string; from: string; to: string; memberIds: string[] };

/** The organisation's class periods' places in timetable order, from 1. */
export async function periodPlaces(db: OrgDb, orgId: string): Promise<Map<string, number>> {
  const { rows } = await sql<{ id: string; place: number }>`
    select id, (row_number() over (order by period, starts_at, id))::int as place
      from public.class_sessions where org_id = ${orgId}::uuid`.execute(db);
  return new Map(rows.map((r) => [r.id, r.place]));
}
