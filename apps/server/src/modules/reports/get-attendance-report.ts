import {
  type AttendanceReport,
  type DailyAttendanceReport,
  datesInRange,
  type ReportGroup,
  type ReportOrganization,
} from '@ias/shared';
import { DateTime } from 'luxon';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import { AppError } from '../../lib/errors.js';
import { type CallerAccess, orgNotFound, requireStaff } from '../orgs/access.js';
import { asOrgDb, type OrgDb } from '../orgs/repository.js';
import { nextTurn, sortInTurns } from '../../lib/turns.js';
import { byName, offDayCodes, personDailyRow, summaryRowsInTurns } from './report-rows.js';
import * as repo from './repository.js';
import { overtimeTotals } from '../overtime/service.js';

export type ReportInput = {
  from: string;
  to: string;
  group_id?: string;
  layout: 'summary' | 'daily';
};

/**
 * The day-by-day report reads its people this many at a time (a statement each, its rows sorted),
 * so memory stays flat whatever the organisation's size and the first rows go out at once.
 */
const BATCH_PEOPLE = 500;
/** The day-by-day rows built and written between turns of the event loop (lib/turns). */
const ROWS_A_TURN = 100;

export type PreparedReport = {
  db: OrgDb;
  org: repo.ReportOrgRow;
  people: repo.PersonRow[];
  base: Omit<AttendanceReport, 'layout' | 'rows'>;
  access: CallerAccess;
  /** The report lists the whole organisation: its statements need no list of people. */
  everyone: boolean;
};

/**
 * Who the report covers and what it says about itself: owners and Admins see everyone, teachers
 * and in-charges the people of their groups, nobody else anything. Reports read on the database's
 * report pool, so a long one never holds the connections check-ins need.
 */
export async function prepareReport(
  ctx: AppContext,
  caller: Caller,
  orgId: string,
  input: ReportInput,
): Promise<PreparedReport> {
  const access = await requireStaff(ctx, caller, orgId, 'The attendance report');
  const db = asOrgDb(ctx.database.reportDb);
  const org = await repo.findReportOrganization(db, orgId);
  if (!org) throw orgNotFound();
  const isWholeOrg = access.can_manage;
  const groups = await repo.listGroups(db, orgId, isWholeOrg ? null : access.responsible);
  const group = input.group_id ? await chosenGroup(db, orgId, input.group_id, groups) : null;

  const zone = org.timezone;
  const people = await repo.listPeople(db, {
    orgId,
    timezone: zone,
    from: input.from,
    to: input.to,
    startsAt: DateTime.fromISO(input.from, { zone }).toJSDate(),
    endsAt: DateTime.fromISO(input.to, { zone }).plus({ days: 1 }).toJSDate(),
    memberIds: isWholeOrg ? null : access.supervised,
    groupIds: group ? await repo.groupWithDescendants(db, group.id) : null,
  });
  // Sorted a slice at a time: ten thousand names take the collator a while.
  await sortInTurns(people, byName);
  const base = {
    organization: reportOrganization(org),
    from: input.from,
    to: input.to,
    group,
    groups,
    scope: isWholeOrg ? ('organization' as const) : ('own_groups' as const),
  };
  return { db, org, people, base, access, everyone: isWholeOrg && !group };
}

/** The summary report: one row per person, counts per status and the percentage. */
export async function getAttendanceReport(
  ctx: AppContext,
  caller: Caller,
  orgId: string,
  input: ReportInput & { layout: 'summary' },
): Promise<AttendanceReport>;
export async function getAttendanceReport(
  ctx: AppContext,
  caller: Caller,
  orgId: string,
  input: ReportInput,
): Promise<AttendanceReport | DailyAttendanceReport>;
export async function getAttendanceReport(
  ctx: AppContext,
  caller: Caller,
  orgId: string,
  input: ReportInput,
): Promise<AttendanceReport | DailyAttendanceReport> {
  if (input.layout === 'daily') {
    const daily = await getDailyReport(ctx, caller, orgId, input);
    const rows: DailyAttendanceReport['rows'] = [];
    for await (const chunk of daily.rows) rows.push(...chunk);
    return { ...daily, rows };
  }
  const { db, org, people, base, everyone } = await prepareReport(ctx, caller, orgId, input);
  const today = DateTime.now().setZone(org.timezone).toISODate()!;
  // One aggregate over the range; a list of people only when the caller sees some of them.
  const range = {
    orgId,
    from: input.from,
    to: input.to,
    memberIds: everyone ? null : people.map((p) => p.member_id),
  };
  const totals = await repo.statusTotals(db, { ...range, today });
  const rows = await summaryRowsInTurns({
    kind: org.kind,
    minimum: base.organization.min_attendance_percent,
    people,
    totals,
  });
  if (org.kind === 'company') {
    // Regular hours, overtime and approved overtime (modules/overtime): read as they are, since
    // the overtime job keeps them up to date when records or rules change (reads never write).
    const overtime = await overtimeTotals(db, range);
    for (const row of rows) {
      const figures = overtime.get(row.member_id);
      row.regular_minutes = Math.max(0, (row.minutes_worked ?? 0) - (figures?.extra ?? 0));
      row.overtime_minutes = figures?.overtime ?? 0;
      row.approved_overtime_minutes = figures?.approved ?? 0;
    }
  }
  return { ...base, layout: 'summary', rows };
}

/**
 * The day-by-day report: one code per person per day. Its rows come in batches, in the report's
 * order, each from one statement over a batch of people (`personDays`: their months of day
 * records from the rollup, their class periods from the records, by index), so the CSV streams
 * and a year of a large organisation never sits in memory at once. On PostgreSQL the batches read
 * one snapshot (a read-only repeatable-read transaction); on PGlite (one connection for
 * everything) each batch is a statement of its own, so the connection is free between them.
 */
export async function getDailyReport(
  ctx: AppContext,
  caller: Caller,
  orgId: string,
  input: ReportInput,
): Promise<
  Omit<DailyAttendanceReport, 'rows'> & { rows: AsyncIterable<DailyAttendanceReport['rows']> }
> {
  const { db, org, people, base } = await prepareReport(ctx, caller, orgId, input);
  const dates = datesInRange(input.from, input.to);
  const holidays = new Set(await repo.listHolidays(db, orgId, input.from, input.to));
  const places = await repo.periodPlaces(db, orgId);
  const pglite = ctx.database.kind === 'pglite';
  // The codes of days without a record, once per set of weekly offs rather than once a person.
  const offCodes = new Map<string, string[]>();
  const rowOf = (person: repo.PersonRow, found: repo.PersonDaysRow | null) => {
    const key = person.weekly_off_days.join(',');
    let off = offCodes.get(key);
    if (!off) offCodes.set(key, (off = offDayCodes(dates, holidays, person.weekly_off_days)));
    return personDailyRow({
      kind: org.kind,
      person,
      months: found?.months ?? null,
      classes: found?.classes ?? null,
      from: input.from,
      offCodes: off,
      places,
    });
  };
  /** Each person's row in the report's order, as their batch of people arrives. */
  async function* everyone(): AsyncGenerator<DailyAttendanceReport['rows'][number]> {
    let next = 0; // the next person to write out (ord - 1)
    for await (const batch of daysInOrder()) {
      for (const found of batch) {
        // People before this one with no records in the range have a row all the same.
        for (; next < found.ord - 1; next++) yield rowOf(people[next]!, null);
        yield rowOf(people[next++]!, found);
      }
    }
    for (; next < people.length; next++) yield rowOf(people[next]!, null);
  }
  /** The rows ROWS_A_TURN at a time, with a turn of the event loop after each handful. */
  async function* rows(): AsyncGenerator<DailyAttendanceReport['rows']> {
    let out: DailyAttendanceReport['rows'] = [];
    for await (const row of everyone()) {
      if (out.push(row) < ROWS_A_TURN) continue;
      yield out;
      out = [];
      await nextTurn();
    }
    if (out.length) yield out;
  }
  async function* batches(on: OrgDb): AsyncGenerator<repo.PersonDaysRow[]> {
    const ids = people.map((p) => p.member_id);
    const range = { orgId, from: input.from, to: input.to };
    const fetchBatch = (start: number) =>
      repo
        .personDays({ ...range, memberIds: ids.slice(start, start + BATCH_PEOPLE) })
        .execute(on)
        .then(({ rows }) => rows.map((r) => ({ ...r, ord: r.ord + start })));
    // The next batch is asked for before this one is handed on, so the database works on it
    // while this one's rows are written (one batch ahead: memory stays bounded).
    let next = fetchBatch(0);
    for (let start = 0; start < ids.length; start += BATCH_PEOPLE) {
      const batch = await next;
      const after = start + BATCH_PEOPLE;
      if (after < ids.length) {
        next = fetchBatch(after);
        // Not awaited if the reader stops early; its failure is then the reader's no longer.
        next.catch(() => undefined);
      }
      yield batch;
    }
  }
  async function* daysInOrder(): AsyncGenerator<repo.PersonDaysRow[]> {
    if (pglite || !people.length) {
      yield* batches(db);
      return;
    }
    const trx = await db
      .startTransaction()
      .setAccessMode('read only')
      .setIsolationLevel('repeatable read')
      .execute();
    try {
      yield* batches(trx);
      await trx.commit().execute();
    } catch (error) {
      await trx
        .rollback()
        .execute()
        .catch(() => undefined);
      throw error;
    } finally {
      // The reader stopped early (the download was cancelled): end the transaction.
      if (!trx.isCommitted && !trx.isRolledBack)
        await trx
          .rollback()
          .execute()
          .catch(() => undefined);
    }
  }
  return { ...base, layout: 'daily', dates, rows: rows() };
}

/** The group to filter by: it must be the organisation's, and one of the caller's own for staff. */
export async function chosenGroup(
  db: OrgDb,
  orgId: string,
  groupId: string,
  allowed: ReportGroup[],
): Promise<ReportGroup> {
  const mine = allowed.find((g) => g.id === groupId);
  if (mine) return mine;
  const [exists] = await repo.listGroups(db, orgId, [groupId]);
  if (!exists) throw new AppError(404, 'group_not_found', 'Group not found.');
  throw new AppError(
    403,
    'forbidden',
    'You can see reports only for the classes and groups you look after.',
  );
}

export function reportOrganization(org: repo.ReportOrgRow): ReportOrganization {
  return {
    id: org.id,
    name: org.name,
    kind: org.kind,
    timezone: org.timezone,
    min_attendance_percent:
      org.min_attendance_percent === null ? null : Number(org.min_attendance_percent),
    payroll_period_start_day: Number(org.payroll_period_start_day),
  };
}
