import { sql } from 'kysely';
import { stringify } from 'csv-stringify/sync';
import { SPREADSHEET_CSV } from '../../lib/spreadsheet-csv.js';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import { AppError } from '../../lib/errors.js';
import { asCaller } from '../../lib/request-auth.js';
import type { AlertSettingsInput } from './schemas.js';

export const DEFAULT_SETTINGS: AlertSettingsInput = {
  absence_alerts: true,
  late_notes: false,
  weekly_summary: true,
  monthly_summary: false,
  cutoff_time: '10:00',
  summary_weekday: 6,
  summary_time: '17:00',
  quiet_start: '21:00',
  quiet_end: '07:00',
  daily_cap: 3,
};

const forbidden = () =>
  new AppError(403, 'forbidden', 'Only the owner of the organisation manages guardian alerts.');

/** Whether the caller manages the organisation (owner or Admin), checked as the caller. */
async function assertOwner(trx: Parameters<Parameters<typeof asCaller>[2]>[0], orgId: string) {
  const { rows } = await sql<{ ok: boolean }>`
    select ${orgId}::uuid = any (array(select public.my_managed_org_ids())) as ok`.execute(trx);
  if (!rows[0]!.ok) throw forbidden();
}

const hhmm = (value: string) => value.slice(0, 5);

/** The settings row as the API answers it (times as HH:MM). */
export function settingsRow(row: Record<string, unknown> | undefined): AlertSettingsInput {
  if (!row) return DEFAULT_SETTINGS;
  return {
    absence_alerts: Boolean(row.absence_alerts),
    late_notes: Boolean(row.late_notes),
    weekly_summary: Boolean(row.weekly_summary),
    monthly_summary: Boolean(row.monthly_summary),
    cutoff_time: hhmm(String(row.cutoff_time)),
    summary_weekday: Number(row.summary_weekday),
    summary_time: hhmm(String(row.summary_time)),
    quiet_start: hhmm(String(row.quiet_start)),
    quiet_end: hhmm(String(row.quiet_end)),
    daily_cap: Number(row.daily_cap),
  };
}

/** The provider status the owner sees: which gateway sends SMS/WhatsApp, or none. */
export function providerStatus(ctx: AppContext) {
  const sms = ctx.config.sms;
  return {
    sms: sms
      ? { configured: true, provider: sms.provider, channel: sms.channel }
      : { configured: false, provider: null, channel: null },
    email: { configured: Boolean(ctx.config.smtpUrl) },
  };
}

export async function getAlertSettings(ctx: AppContext, caller: Caller, orgId: string) {
  return asCaller(ctx.database.db, caller.auth, async (trx) => {
    await assertOwner(trx, orgId);
    const { rows } = await sql<Record<string, unknown>>`
      select * from public.guardian_alert_settings where org_id = ${orgId}::uuid`.execute(trx);
    const counts = await sql<{ guardians: number; consented: number }>`
      select count(*)::int as guardians, count(*) filter (where consent)::int as consented
        from public.guardians where org_id = ${orgId}::uuid`.execute(trx);
    return {
      settings: settingsRow(rows[0]),
      providers: providerStatus(ctx),
      guardians: counts.rows[0]!,
    };
  });
}

export async function saveAlertSettings(
  ctx: AppContext,
  caller: Caller,
  orgId: string,
  input: AlertSettingsInput,
) {
  return asCaller(ctx.database.db, caller.auth, async (trx) => {
    await assertOwner(trx, orgId);
    const { rows } = await sql<Record<string, unknown>>`
      insert into public.guardian_alert_settings (org_id, absence_alerts, late_notes, weekly_summary,
        monthly_summary, cutoff_time, summary_weekday, summary_time, quiet_start, quiet_end,
        daily_cap)
      values (${orgId}::uuid, ${input.absence_alerts}, ${input.late_notes}, ${input.weekly_summary},
        ${input.monthly_summary}, ${input.cutoff_time}::time, ${input.summary_weekday}, ${input.summary_time}::time,
        ${input.quiet_start}::time, ${input.quiet_end}::time, ${input.daily_cap})
      on conflict (org_id) do update set absence_alerts = excluded.absence_alerts,
        late_notes = excluded.late_notes, weekly_summary = excluded.weekly_summary,
        monthly_summary = excluded.monthly_summary, cutoff_time = excluded.cutoff_time, summary_weekday = excluded.summary_weekday,
        summary_time = excluded.summary_time, quiet_start = excluded.quiet_start,
        quiet_end = excluded.quiet_end, daily_cap = excluded.daily_cap
      returning *`.execute(trx);
    return { settings: settingsRow(rows[0]) };
  });
}

export type DeliveryRow = {
  id: string;
  created_at: string;
  day: string;
  kind: string;
  channel: string;
  recipient_name: string;
  address: string;
  student: string;
  status: string;
  error: string | null;
  provider: string | null;
  sent_at: string | null;
};

/** The delivery log: what was sent to whom, newest first, searched by name, number or address. */
export async function listDeliveries(
  ctx: AppContext,
  caller: Caller,
  orgId: string,
  query: { q: string; status: string; limit: number },
): Promise<DeliveryRow[]> {
  return asCaller(ctx.database.db, caller.auth, async (trx) => {
    await assertOwner(trx, orgId);
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const status =
      query.status === 'pending'
        ? ['pending', 'sending']
        : query.status === 'all'
          ? null
          : [query.status];
    const { rows } = await sql<DeliveryRow>`
      select d.id, d.created_at, d.day, d.kind, d.channel, d.recipient_name, d.address,
             m.full_name as student, d.status, d.error, d.provider, d.sent_at
        from public.guardian_deliveries d join public.memberships m on m.id = d.member_id
       where d.org_id = ${orgId}::uuid
         and (${query.q} = '' or d.recipient_name ilike ${like} or d.address ilike ${like}
              or m.full_name ilike ${like})
         and (${status}::text[] is null or d.status = any (${status}::text[]))
       order by d.created_at desc, d.id limit ${query.limit}`.execute(trx);
    return rows;
  });
}

/** The delivery log as CSV for spreadsheets. */
export function deliveriesCsv(rows: DeliveryRow[]): string {
  return stringify(
    rows.map((row) => [
      new Date(row.created_at).toISOString(),
      row.day,
      row.kind,
      row.channel,
      row.student,
      row.recipient_name,
      row.address,
      row.status,
      row.error ?? '',
      row.provider ?? '',
    ]),
    {
      ...SPREADSHEET_CSV,
      header: true,
      columns: [
        'time',
        'day',
        'kind',
        'channel',
        'student',
        'guardian',
        'to',
        'status',
        'reason',
        'provider',
      ],
    },
  );
}
