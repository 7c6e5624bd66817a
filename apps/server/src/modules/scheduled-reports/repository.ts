import type {
  ReportRecipientOption,
  ScheduledReportFormat,
  ScheduledReportInput,
  ScheduledReportKind,
  ScheduledReportRun,
  MonthlyPeriod,
} from '@ias/shared';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../lib/db-types.js';

type Db = Kysely<DB> | Transaction<DB>;

/** A row of public.scheduled_reports (migration 0053). */
export type ScheduleRow = {
  id: string;
  org_id: string;
  name: string;
  kind: ScheduledReportKind;
  format: ScheduledReportFormat;
  send_time: string;
  weekday: number;
  monthly_period: MonthlyPeriod;
  group_id: string | null;
  recipient_user_ids: string[];
  recipient_emails: string[];
  is_paused: boolean;
  active_since: Date;
  created_at: Date;
};

const COLUMNS = sql`id, org_id, name, kind, format, to_char(send_time, 'HH24:MI') as send_time,
  weekday::int as weekday, monthly_period, group_id, recipient_user_ids::text[] as recipient_user_ids,
  recipient_emails, is_paused, active_since, created_at`;

export async function listSchedules(db: Db, orgId: string): Promise<ScheduleRow[]> {
  const { rows } = await sql<ScheduleRow>`
    select ${COLUMNS} from public.scheduled_reports where org_id = ${orgId}::uuid
     order by created_at, id`.execute(db);
  return rows;
}

export async function findSchedule(db: Db, orgId: string, id: string) {
  const { rows } = await sql<ScheduleRow>`
    select ${COLUMNS} from public.scheduled_reports
     where id = ${id}::uuid and org_id = ${orgId}::uuid`.execute(db);
  return rows[0];
}

type Settings = Required<Omit<ScheduledReportInput, 'name'>> & { name: string };

export async function insertSchedule(db: Db, orgId: string, userId: string, input: Settings) {
  const { rows } = await sql<ScheduleRow>`
    insert into public.scheduled_reports (org_id, name, kind, format, send_time, weekday,
      monthly_period, group_id, recipient_user_ids, recipient_emails, created_by)
    values (${orgId}::uuid, ${input.name}, ${input.kind}, ${input.format}, ${input.send_time}::time,
      ${input.weekday}, ${input.monthly_period}, ${input.group_id}::uuid,
      ${input.recipient_user_ids}::uuid[], ${input.recipient_emails}::text[], ${userId}::uuid)
    returning ${COLUMNS}`.execute(db);
  return rows[0]!;
}

/** Saves the settings; a change of timing or a resume starts the schedule afresh from `now`. */
export async function updateSchedule(
  db: Db,
  row: ScheduleRow,
  next: Settings & { is_paused: boolean },
  restart: boolean,
  now: Date,
) {
  const { rows } = await sql<ScheduleRow>`
    update public.scheduled_reports set name = ${next.name}, kind = ${next.kind},
      format = ${next.format}, send_time = ${next.send_time}::time, weekday = ${next.weekday},
      monthly_period = ${next.monthly_period}, group_id = ${next.group_id}::uuid,
      recipient_user_ids = ${next.recipient_user_ids}::uuid[],
      recipient_emails = ${next.recipient_emails}::text[], is_paused = ${next.is_paused},
      active_since = case when ${restart} then ${now}::timestamptz else active_since end,
      updated_at = now()
     where id = ${row.id}::uuid
    returning ${COLUMNS}`.execute(db);
  return rows[0]!;
}

export async function deleteSchedule(db: Db, orgId: string, id: string): Promise<boolean> {
  const { rows } = await sql`
    delete from public.scheduled_reports where id = ${id}::uuid and org_id = ${orgId}::uuid
    returning 1`.execute(db);
  return rows.length > 0;
}

/** Active members with an account and an e-mail address: whom an owner may choose. */
export async function listRecipientOptions(
  db: Db,
  orgId: string,
): Promise<ReportRecipientOption[]> {
  const { rows } = await sql<ReportRecipientOption>`
    select distinct on (p.id) p.id as user_id, coalesce(m.full_name, p.full_name, p.email) as full_name,
           p.email
      from public.memberships m join public.profiles p on p.id = m.user_id
     where m.org_id = ${orgId}::uuid and m.status = 'active' and p.email is not null
     order by p.id`.execute(db);
  return rows.sort((a, b) => a.full_name.localeCompare(b.full_name));
}

export async function listGroupOptions(db: Db, orgId: string) {
  const { rows } = await sql<{ id: string; name: string }>`
    select id, name from public.groups where org_id = ${orgId}::uuid order by name`.execute(db);
  return rows;
}

export async function orgSettings(db: Db, orgId: string) {
  const { rows } = await sql<{ timezone: string; payroll_period_start_day: number }>`
    select timezone, payroll_period_start_day::int as payroll_period_start_day
      from public.organizations where id = ${orgId}::uuid`.execute(db);
  return rows[0];
}

const RUN_COLUMNS = sql`id, due_at, is_manual, range_from::text as range_from,
  range_to::text as range_to, status, sent_to, file_name, bytes, error, finished_at`;

type RunRow = Omit<ScheduledReportRun, 'due_at' | 'finished_at'> & {
  schedule_id: string;
  due_at: Date;
  finished_at: Date | null;
};

/** Each schedule's newest five runs. */
export async function recentRuns(db: Db, orgId: string): Promise<RunRow[]> {
  const { rows } = await sql<RunRow>`
    select schedule_id, ${RUN_COLUMNS}
      from (select x.*, row_number() over (partition by x.schedule_id order by x.due_at desc) as n
              from public.scheduled_report_runs x where x.org_id = ${orgId}::uuid) r
     where n <= 5`.execute(db);
  return rows;
}

export const runView = (row: RunRow): ScheduledReportRun => ({
  id: row.id,
  due_at: new Date(row.due_at).toISOString(),
  is_manual: row.is_manual,
  range_from: row.range_from,
  range_to: row.range_to,
  status: row.status,
  sent_to: row.sent_to,
  file_name: row.file_name,
  bytes: row.bytes,
  error: row.error,
  finished_at: row.finished_at ? new Date(row.finished_at).toISOString() : null,
});

/** A run of `schedule` due at `dueAt`, unless one exists; returns its id when this call made it. */
export async function insertRun(
  db: Db,
  schedule: Pick<ScheduleRow, 'id' | 'org_id'>,
  dueAt: Date,
  range: { from: string; to: string },
  isManual: boolean,
): Promise<string | undefined> {
  const { rows } = await sql<{ id: string }>`
    insert into public.scheduled_report_runs (schedule_id, org_id, due_at, is_manual, range_from, range_to)
    values (${schedule.id}::uuid, ${schedule.org_id}::uuid, ${dueAt}::timestamptz, ${isManual},
            ${range.from}::date, ${range.to}::date)
    on conflict (schedule_id, due_at) do nothing
    returning id`.execute(db);
  return rows[0]?.id;
}

export async function findRun(db: Db, id: string) {
  const { rows } = await sql<RunRow>`
    select schedule_id, ${RUN_COLUMNS} from public.scheduled_report_runs where id = ${id}::uuid`.execute(
    db,
  );
  return rows[0];
}
