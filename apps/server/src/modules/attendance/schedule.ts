import { DateTime } from 'luxon';
import { type Selectable, sql } from 'kysely';
import type { MembershipsTable, OrganizationsTable } from '../../lib/db-types-orgs.js';
import type { OrgDb } from '../orgs/repository.js';
import type { OrgRules, ShiftSpec } from './rules.js';

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

/**
 * The member's shift: their own, else the first shift of a group they belong to. Scans find it
 * with `private.member_shift` (migration 0083); this one runs as the caller too (the calendar).
 */
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

/** The attendance period of a check-in at `at` and its status (see `private.scan_period`). */
export type ScanPeriod = {
  date: string;
  scheduled: boolean;
  shiftId: string | null;
  checkInStatus: 'present' | 'late';
  lateByMinutes: number;
};

/**
 * The attendance period a check-in at `at` belongs to — the member's shift occurrence (overnight
 * shifts stay on their start day), else their school day from the timetable, else the plain
 * calendar day (then nobody is late, because nothing was scheduled) — and whether it was late.
 * The rule is `private.scan_period`'s (migration 0083), the one scans apply.
 */
export async function scanPeriod(db: OrgDb, memberId: string, at: Date): Promise<ScanPeriod> {
  const { rows } = await sql<{
    period_date: string;
    scheduled: boolean;
    period_shift_id: string | null;
    check_in_status: 'present' | 'late';
    late_by: number;
  }>`select period_date, scheduled, period_shift_id, check_in_status, late_by
       from private.scan_period(${memberId}::uuid, ${at}::timestamptz)`.execute(db);
  const row = rows[0]!;
  return {
    date: row.period_date,
    scheduled: row.scheduled,
    shiftId: row.period_shift_id,
    checkInStatus: row.check_in_status,
    lateByMinutes: row.late_by,
  };
}
