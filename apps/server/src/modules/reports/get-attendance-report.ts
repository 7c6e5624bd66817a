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
import { orgNotFound, requireStaff } from '../orgs/access.js';
import { asOrgDb, type OrgDb } from '../orgs/repository.js';
import { byName, dailyCodes, summaryRows } from './report-rows.js';
import * as repo from './repository.js';

export type ReportInput = {
  from: string;
  to: string;
  group_id?: string;
  layout: 'summary' | 'daily';
};

/**
 * The attendance report of an organisation over a range of its days: owners and Admins see
 * everyone, teachers and in-charges the people of their groups, nobody else anything. One row per
 * person — counts per status and the percentage (summary), or a code per day (daily).
 */
export async function getAttendanceReport(
  ctx: AppContext,
  caller: Caller,
  orgId: string,
  input: ReportInput,
): Promise<AttendanceReport | DailyAttendanceReport> {
  const access = await requireStaff(ctx, caller, orgId, 'The attendance report');
  const db = asOrgDb(ctx.database.db);
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
  people.sort(byName);
  const range = {
    orgId,
    from: input.from,
    to: input.to,
    memberIds: people.map((p) => p.member_id),
  };
  const counts = await repo.countStatuses(db, range);
  const base = {
    organization: reportOrganization(org),
    from: input.from,
    to: input.to,
    group,
    groups,
    scope: isWholeOrg ? ('organization' as const) : ('own_groups' as const),
  };
  if (input.layout === 'daily') {
    const dates = datesInRange(input.from, input.to);
    const [marks, holidays] = await Promise.all([
      repo.dailyMarks(db, range),
      repo.listHolidays(db, orgId, input.from, input.to),
    ]);
    const rows = dailyCodes({
      kind: org.kind,
      people,
      counts,
      marks,
      dates,
      holidays: new Set(holidays),
    });
    return { ...base, layout: 'daily', dates, rows };
  }
  const today = DateTime.now().setZone(zone).toISODate()!;
  const times = org.kind === 'company' ? await repo.dayTimes(db, { ...range, today }) : [];
  const rows = summaryRows({
    kind: org.kind,
    minimum: base.organization.min_attendance_percent,
    people,
    counts,
    times,
  });
  return { ...base, layout: 'summary', rows };
}

/** The group to filter by: it must be the organisation's, and one of the caller's own for staff. */
async function chosenGroup(
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

function reportOrganization(org: repo.ReportOrgRow): ReportOrganization {
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
