import { DateTime } from 'luxon';
import type { Selectable } from 'kysely';
import type { MembershipsTable, OrganizationsTable } from '../../lib/db-types-orgs.js';
import type { OrgDb } from '../orgs/repository.js';
import { dayPeriod, type OrgRules, type Period, shiftPeriodFor, type ShiftSpec } from './rules.js';

export type Org = Selectable<OrganizationsTable>;
export type Member = Selectable<MembershipsTable>;

/**
 * An organisation's rules with its holidays (and their names) around a day (45 days either side)
 * or over a range.
 */
export async function loadRules(
  db: OrgDb,
  org: Org,
  around?: string | { from: string; to: string },
): Promise<OrgRules> {
  let query = db.selectFrom('holidays').select(['date', 'name']).where('org_id', '=', org.id);
  if (around) {
    const range =
      typeof around === 'string'
        ? {
            from: DateTime.fromISO(around).minus({ days: 45 }).toISODate()!,
            to: DateTime.fromISO(around).plus({ days: 45 }).toISODate()!,
          }
        : around;
    query = query.where('date', '>=', range.from).where('date', '<=', range.to);
  }
  return rulesWith(org, await query.execute());
}

/** An organisation's rules with the holidays given (loaded around the days in question). */
export function rulesWith(org: Org, holidays: Array<{ date: string; name: string }>): OrgRules {
  return {
    timezone: org.timezone,
    lateGraceMinutes: org.late_grace_minutes,
    halfDayThresholdMinutes: org.half_day_threshold_minutes,
    weeklyOffDays: org.weekly_off_days.map(Number),
    holidays: new Set(holidays.map((h) => h.date)),
    holidayNames: new Map(holidays.map((h) => [h.date, h.name])),
  };
}

/** The member's shift: their own, else the first shift of a group they belong to. */
export async function memberShift(db: OrgDb, member: Member): Promise<ShiftSpec | undefined> {
  return shiftSpec(
    await db
      .selectFrom('shifts')
      .select(['id', 'starts_at', 'ends_at', 'grace_minutes', 'weekly_off_days'])
      .where((eb) =>
        eb.or([
          eb('id', '=', member.shift_id ?? '00000000-0000-0000-0000-000000000000'),
          eb(
            'id',
            'in',
            eb
              .selectFrom('groups')
              .innerJoin('group_members', 'group_members.group_id', 'groups.id')
              .select('groups.shift_id')
              .where('group_members.member_id', '=', member.id)
              .where('groups.shift_id', 'is not', null),
          ),
        ]),
      )
      .orderBy((eb) =>
        eb
          .case()
          .when('id', '=', member.shift_id ?? '00000000-0000-0000-0000-000000000000')
          .then(0)
          .else(1)
          .end(),
      )
      .executeTakeFirst(),
  );
}

/** A shifts row as the rules read it. */
export function shiftSpec(
  row:
    | {
        id: string;
        starts_at: string;
        ends_at: string;
        grace_minutes: number | null;
        weekly_off_days: Array<number | string> | null;
      }
    | undefined,
): ShiftSpec | undefined {
  if (!row) return undefined;
  return {
    id: row.id,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    graceMinutes: row.grace_minutes,
    weeklyOffDays: row.weekly_off_days?.map(Number) ?? null,
  };
}

/** First and last class of the member's groups on that weekday (institutes' school day). */
async function schoolDay(db: OrgDb, member: Member, weekday: number) {
  return db
    .selectFrom('class_sessions')
    .innerJoin('group_members', 'group_members.group_id', 'class_sessions.group_id')
    .select((eb) => [
      eb.fn.min('class_sessions.starts_at').as('starts'),
      eb.fn.max('class_sessions.ends_at').as('ends'),
    ])
    .where('group_members.member_id', '=', member.id)
    .where('class_sessions.weekday', '=', weekday)
    .executeTakeFirst();
}

export type ScanPeriod = Period & { scheduled: boolean; shift: ShiftSpec | undefined };

/**
 * The attendance period a scan at `at` belongs to: the member's shift occurrence (overnight shifts
 * stay on their start day), else their school day from the timetable, else the plain calendar day
 * (then nobody is late, because nothing was scheduled).
 */
export async function scanPeriod(
  db: OrgDb,
  org: Org,
  rules: OrgRules,
  member: Member,
  at: Date,
): Promise<ScanPeriod> {
  const shift = await memberShift(db, member);
  if (shift) return periodFrom(rules, at, shift, undefined);
  const weekday = DateTime.fromJSDate(at, { zone: rules.timezone }).weekday;
  return periodFrom(rules, at, undefined, await schoolDay(db, member, weekday));
}

/**
 * The period of a scan at `at` (see scanPeriod) from the member's shift, else their school day on
 * that weekday (the first class's start and the last one's end), as already loaded.
 */
export function periodFrom(
  rules: OrgRules,
  at: Date,
  shift: ShiftSpec | undefined,
  day: { starts: unknown; ends: unknown } | undefined,
): ScanPeriod {
  if (shift) {
    const period = shiftPeriodFor(at, shift, rules);
    if (period) return { ...period, scheduled: true, shift };
    return { ...dayPeriod(at, rules), scheduled: false, shift };
  }
  if (day?.starts && day.ends)
    return {
      ...dayPeriod(at, rules, String(day.starts), String(day.ends)),
      scheduled: true,
      shift: undefined,
    };
  return { ...dayPeriod(at, rules), scheduled: false, shift: undefined };
}
