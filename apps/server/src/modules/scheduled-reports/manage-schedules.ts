import type {
  ScheduledReport,
  ScheduledReportInput,
  ScheduledReportList,
  ScheduledReportPatch,
  ScheduledReportRun,
} from '@ias/shared';
import { DateTime } from 'luxon';
import type { AppContext } from '../../app-context.js';
import type { DB } from '../../lib/db-types.js';
import { AppError } from '../../lib/errors.js';
import type { Kysely } from 'kysely';
import { orgNotFound } from '../orgs/access.js';
import { asOrgDb } from '../orgs/repository.js';
import { nextRunAt, orgClock } from './plan-runs.js';
import * as repo from './repository.js';
import { rangeFor } from './schedule-times.js';

type Db = Kysely<DB>;

async function loadOrg(db: Db, orgId: string) {
  const org = await asOrgDb(db)
    .selectFrom('organizations')
    .selectAll()
    .where('id', '=', orgId)
    .executeTakeFirst();
  if (!org) throw orgNotFound();
  return org;
}

const fieldError = (field: string, message: string) =>
  new AppError(400, 'validation_failed', `${field}: ${message}`, { fields: { [field]: message } });

/** Members chosen must be the organisation's, with an e-mail; the group must be its own. */
async function checkChoices(
  db: Db,
  orgId: string,
  input: Pick<repo.ScheduleRow, 'recipient_user_ids' | 'recipient_emails' | 'group_id'>,
) {
  if (input.recipient_user_ids.length + input.recipient_emails.length === 0)
    throw fieldError('recipient_emails', 'Choose at least one person or type an e-mail address.');
  const members = new Set((await repo.listRecipientOptions(db, orgId)).map((m) => m.user_id));
  if (input.recipient_user_ids.some((id) => !members.has(id)))
    throw fieldError(
      'recipient_user_ids',
      'Choose recipients from the organisation’s members who have an e-mail address.',
    );
  if (
    input.group_id &&
    !(await repo.listGroupOptions(db, orgId)).some((g) => g.id === input.group_id)
  )
    throw fieldError('group_id', 'Choose a group from the list.');
}

function view(
  row: repo.ScheduleRow,
  runs: ScheduledReportRun[],
  next: string | null,
): ScheduledReport {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    format: row.format,
    send_time: row.send_time,
    weekday: row.weekday,
    monthly_period: row.monthly_period,
    group_id: row.group_id,
    recipient_user_ids: row.recipient_user_ids,
    recipient_emails: row.recipient_emails,
    is_paused: row.is_paused,
    next_run_at: row.is_paused ? null : next,
    recent_runs: runs,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** The owner's card: the schedules with their next and recent runs, and whom they may choose. */
export async function listScheduledReports(ctx: AppContext, orgId: string, now = new Date()) {
  const db = ctx.database.db;
  const org = await loadOrg(db, orgId);
  const clock = await orgClock(db, org, now);
  const runs = (await repo.recentRuns(db, orgId)).sort((a, b) => +b.due_at - +a.due_at);
  const schedules = (await repo.listSchedules(db, orgId)).map((row) =>
    view(
      row,
      runs.filter((r) => r.schedule_id === row.id).map(repo.runView),
      nextRunAt(row, now, clock),
    ),
  );
  return {
    schedules,
    members: await repo.listRecipientOptions(db, orgId),
    groups: await repo.listGroupOptions(db, orgId),
    timezone: org.timezone,
    payroll_period_start_day: clock.payrollPeriodStartDay,
  } satisfies ScheduledReportList;
}

async function viewOne(ctx: AppContext, orgId: string, id: string) {
  const list = await listScheduledReports(ctx, orgId);
  return list.schedules.find((s) => s.id === id)!;
}

export async function createScheduledReport(
  ctx: AppContext,
  orgId: string,
  userId: string,
  input: Required<ScheduledReportInput>,
): Promise<ScheduledReport> {
  await checkChoices(ctx.database.db, orgId, input);
  const row = await repo.insertSchedule(ctx.database.db, orgId, userId, input);
  return viewOne(ctx, orgId, row.id);
}

const notFound = () =>
  new AppError(404, 'scheduled_report_not_found', 'Scheduled report not found.');

export async function updateScheduledReport(
  ctx: AppContext,
  orgId: string,
  id: string,
  changes: ScheduledReportPatch,
): Promise<ScheduledReport> {
  const db = ctx.database.db;
  const row = await repo.findSchedule(db, orgId, id);
  if (!row) throw notFound();
  const next = { ...row, ...changes };
  await checkChoices(db, orgId, next);
  // A resume, or a new time or cadence, owes nothing from before it.
  const timing = ['kind', 'send_time', 'weekday', 'monthly_period'] as const;
  const restart =
    (row.is_paused && !next.is_paused) || timing.some((key) => next[key] !== row[key]);
  await repo.updateSchedule(db, row, next, restart, new Date());
  return viewOne(ctx, orgId, id);
}

export async function deleteScheduledReport(ctx: AppContext, orgId: string, id: string) {
  if (!(await repo.deleteSchedule(ctx.database.db, orgId, id))) throw notFound();
}

/** "Send now": a run for the period a send at this moment would cover, claimed at once. */
export async function sendScheduledReportNow(ctx: AppContext, orgId: string, id: string) {
  const db = ctx.database.db;
  const row = await repo.findSchedule(db, orgId, id);
  if (!row) throw notFound();
  const org = await loadOrg(db, orgId);
  const now = new Date();
  const clock = await orgClock(db, org, now);
  const at = DateTime.fromJSDate(now, { zone: org.timezone });
  const runId = await repo.insertRun(db, row, now, rangeFor(row, at, clock), true);
  if (!runId) throw new AppError(409, 'already_sending', 'It is being sent already.');
  return repo.runView((await repo.findRun(db, runId))!);
}
