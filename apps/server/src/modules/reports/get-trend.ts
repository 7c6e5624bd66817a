import {
  type AttendanceTrend,
  datesInRange,
  type StatusCounts,
  summariseCounts,
  type TrendCounts,
} from '@ias/shared';
import { sql } from 'kysely';
import { DateTime } from 'luxon';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import { AppError } from '../../lib/errors.js';
import { callerAccess, orgNotFound } from '../orgs/access.js';
import { asOrgDb, type OrgDb } from '../orgs/repository.js';
import { prepareReport, type ReportInput, reportOrganization } from './get-attendance-report.js';
import { dailyCodes, summaryRows } from './report-rows.js';
import * as repo from './repository.js';

export type TrendInput = { from: string; to: string; group_id?: string; member_id?: string };

type StatusRow = { key: string; status: string; n: number };

/**
 * The charts' figures: per day, per group on the range's last day and late marks per weekday,
 * counted in SQL as the report counts (each person by class periods when any were marked in the
 * range, else by days), so the trend adds up to the report for the same range and people.
 * Owners see everyone, teachers and in-charges their groups' people, anyone else only themselves.
 */
export async function getAttendanceTrend(
  ctx: AppContext,
  caller: Caller,
  orgId: string,
  input: TrendInput,
): Promise<AttendanceTrend> {
  const access = await callerAccess(ctx, caller, orgId);
  if (!access.can_manage && !access.role) throw orgNotFound();
  const isStaff = access.can_manage || ['teacher', 'incharge'].includes(access.role ?? '');
  const ownId = await ownMembership(ctx, caller.userId, orgId);
  const memberId = input.member_id ?? (isStaff ? undefined : ownId);
  if (memberId) return personTrend(ctx, orgId, input, memberId, access, ownId);
  if (!isStaff) throw new AppError(403, 'forbidden', 'You can see only your own attendance.');

  const reportInput: ReportInput = { ...input, layout: 'summary' };
  const { db, org, people, base } = await prepareReport(ctx, caller, orgId, reportInput);
  const ids = people.map((p) => p.member_id);
  const groupIds = base.group ? [base.group.id] : base.groups.map((g) => g.id);
  const figures = await trendFigures(db, {
    orgId,
    from: input.from,
    to: input.to,
    kind: org.kind,
    memberIds: ids,
    groupIds,
  });
  const names = new Map(base.groups.map((g) => [g.id, g.name]));
  if (base.group) names.set(base.group.id, base.group.name);
  const hasStudents = people.some((p) => p.role === 'student');
  return {
    organization: pickOrg(org),
    from: input.from,
    to: input.to,
    scope: base.scope,
    minimum:
      org.kind === 'institute' && hasStudents ? base.organization.min_attendance_percent : null,
    people: people.length,
    days: figures.days,
    by_group: [...names]
      .map(([id, name]) => ({ id, name, ...(figures.groups.get(id) ?? counts({})) }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en-IN')),
    late_by_weekday: figures.weekdays,
    total: figures.total,
    person: null,
  };
}

/** One person's range: their codes per day and their figure against the minimum. */
async function personTrend(
  ctx: AppContext,
  orgId: string,
  input: TrendInput,
  memberId: string,
  access: Awaited<ReturnType<typeof callerAccess>>,
  ownId: string | undefined,
): Promise<AttendanceTrend> {
  const allowed = access.can_manage || memberId === ownId || access.supervised.includes(memberId);
  if (!allowed) throw new AppError(403, 'forbidden', 'You can see only your own attendance.');
  const db = asOrgDb(ctx.database.reportDb);
  const org = await repo.findReportOrganization(db, orgId);
  if (!org) throw orgNotFound();
  const zone = org.timezone;
  const people = await repo.listPeople(db, {
    orgId,
    timezone: zone,
    from: input.from,
    to: input.to,
    startsAt: DateTime.fromISO(input.from, { zone }).toJSDate(),
    endsAt: DateTime.fromISO(input.to, { zone }).plus({ days: 1 }).toJSDate(),
    memberIds: [memberId],
    groupIds: null,
  });
  const person = people[0];
  if (!person) throw new AppError(404, 'member_not_found', 'This person has no attendance here.');
  const range = { orgId, from: input.from, to: input.to, memberIds: [memberId] };
  const today = DateTime.now().setZone(zone).toISODate()!;
  const [totals, marks, holidays, figures] = await Promise.all([
    repo.statusTotals(db, { ...range, today }),
    repo.dailyMarks(db, range),
    repo.listHolidays(db, orgId, input.from, input.to),
    trendFigures(db, { ...range, kind: org.kind, groupIds: [] }),
  ]);
  const organization = reportOrganization(org);
  const [row] = summaryRows({
    kind: org.kind,
    minimum: organization.min_attendance_percent,
    people: [person],
    totals,
  });
  const [daily] = dailyCodes({
    kind: org.kind,
    people: [person],
    counts: totals,
    marks,
    dates: datesInRange(input.from, input.to),
    holidays: new Set(holidays),
  });
  return {
    organization: pickOrg(org),
    from: input.from,
    to: input.to,
    scope: 'person',
    minimum:
      org.kind === 'institute' && person.role === 'student'
        ? organization.min_attendance_percent
        : null,
    people: 1,
    days: figures.days,
    by_group: [],
    late_by_weekday: figures.weekdays,
    total: figures.total,
    person: {
      member_id: person.member_id,
      full_name: person.full_name,
      role: person.role,
      counted_by: row!.counted_by,
      codes: daily!.codes,
      is_below_minimum: row!.is_below_minimum,
    },
  };
}

const pickOrg = (org: repo.ReportOrgRow) => ({
  id: org.id,
  name: org.name,
  kind: org.kind,
  timezone: org.timezone,
});

async function ownMembership(ctx: AppContext, userId: string, orgId: string) {
  const { rows } = await sql<{ id: string }>`
    select id from public.memberships
     where org_id = ${orgId}::uuid and user_id = ${userId}::uuid and status = 'active'
       and role <> 'owner'
     order by created_at limit 1`.execute(ctx.database.db);
  return rows[0]?.id;
}

function counts(byStatus: StatusCounts): TrendCounts {
  const summary = summariseCounts(byStatus);
  return {
    present: byStatus.present ?? 0,
    late: byStatus.late ?? 0,
    half_day: byStatus.half_day ?? 0,
    absent: byStatus.absent ?? 0,
    on_leave: byStatus.on_leave ?? 0,
    excused: byStatus.excused ?? 0,
    attended: summary.attended,
    counted: summary.counted,
    percent: summary.percent,
  };
}

function tally(rows: StatusRow[]): Map<string, StatusCounts> {
  const byKey = new Map<string, StatusCounts>();
  for (const { key, status, n } of rows) {
    const entry = byKey.get(key) ?? {};
    entry[status as keyof StatusCounts] = (entry[status as keyof StatusCounts] ?? 0) + n;
    byKey.set(key, entry);
  }
  return byKey;
}

/**
 * The counted records of the people in the range — each person's class periods or day records,
 * by the report's basis — grouped three ways in one statement.
 */
async function trendFigures(
  db: OrgDb,
  input: {
    orgId: string;
    from: string;
    to: string;
    kind: 'institute' | 'company';
    memberIds: string[];
    groupIds: string[];
  },
) {
  const { rows } = await sql<StatusRow & { axis: 'day' | 'group' | 'weekday' }>`
    with recs as (
      select r.member_id, r.date, r.status, r.class_session_id is not null as is_class
        from public.attendance_records r
       where r.org_id = ${input.orgId}::uuid
         and r.date between ${input.from}::date and ${input.to}::date
         and r.member_id = any (${input.memberIds}::uuid[])
    ), basis as (
      select member_id,
             ${input.kind}::text = 'institute'
             and (bool_or(is_class and status in ('present', 'late', 'half_day', 'absent'))
                  or not bool_or(not is_class and status in ('present', 'late', 'half_day', 'absent')))
               as by_class
        from recs group by member_id
    ), counted as (
      select recs.* from recs join basis b on b.member_id = recs.member_id
       where recs.is_class = b.by_class
    )
    select 'day' as axis, to_char(date, 'YYYY-MM-DD') as key, status, count(*)::int as n
      from counted group by date, status
    union all
    select 'group', gm.group_id::text, c.status, count(*)::int
      from counted c join public.group_members gm on gm.member_id = c.member_id
     where c.date = ${input.to}::date and gm.group_id = any (${input.groupIds}::uuid[])
     group by gm.group_id, c.status
    union all
    select 'weekday', extract(isodow from date)::int::text, status, count(*)::int
      from counted group by extract(isodow from date), status`.execute(db);
  const days = tally(rows.filter((r) => r.axis === 'day'));
  const groups = tally(rows.filter((r) => r.axis === 'group'));
  const weekdays = tally(rows.filter((r) => r.axis === 'weekday'));
  const total: StatusCounts = {};
  for (const entry of days.values()) {
    for (const [status, n] of Object.entries(entry)) {
      total[status as keyof StatusCounts] = (total[status as keyof StatusCounts] ?? 0) + n;
    }
  }
  return {
    days: datesInRange(input.from, input.to).map((date) => ({
      date,
      ...counts(days.get(date) ?? {}),
    })),
    groups: new Map([...groups].map(([id, c]) => [id, counts(c)])),
    weekdays: [1, 2, 3, 4, 5, 6, 7].map((weekday) => {
      const c = counts(weekdays.get(String(weekday)) ?? {});
      return { weekday, late: c.late, counted: c.counted };
    }),
    total: counts(total),
  };
}
