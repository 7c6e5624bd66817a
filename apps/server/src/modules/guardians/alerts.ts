import { isLocale } from '@ias/shared';
import { DateTime } from 'luxon';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import { isWorkingDay } from '../attendance/rules.js';
import { loadRules } from '../attendance/schedule.js';
import { asOrgDb } from '../orgs/repository.js';
import { type AlertKind, type AlertParams, alertMail, alertText } from './messages.js';
import { customTexts } from './wording.js';
import { SMS_NOT_CONFIGURED, type SmsProvider } from './providers/index.js';
import { DEFAULT_SETTINGS, settingsRow } from './settings.js';

/** A claim left 'sending' this long (its instance died mid-send) is tried again. */
const STALE_CLAIM = '10 minutes';

/** `day` keys the delivery: today, or for a monthly summary the first of this month. */
type Candidate = { member_id: string; kind: AlertKind; params: AlertParams; day?: string };

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether a wall-clock minute of the day lies in the quiet hours (which may pass midnight). */
export function inQuietHours(minute: number, start: string, end: string): boolean {
  const from = minutesOf(start);
  const to = minutesOf(end);
  if (from === to) return false;
  return from < to ? minute >= from && minute < to : minute >= from || minute < to;
}

/**
 * Writes the guardian alerts due at `now` as pending deliveries, one per guardian (with consent),
 * student, day, kind and channel. The unique key makes writing one twice — a second instance, a
 * later sweep, a restart — a no-op. Returns how many new deliveries wait.
 */
export async function planGuardianAlerts(ctx: AppContext, now: Date): Promise<number> {
  const db = asOrgDb(ctx.database.db);
  const { rows: orgs } = await sql<Record<string, unknown> & { id: string }>`
    select o.id, s.* from public.organizations o
      left join public.guardian_alert_settings s on s.org_id = o.id
     where exists (select 1 from public.guardians g where g.org_id = o.id and g.consent)`.execute(
    db,
  );
  let planned = 0;
  for (const { id } of orgs) {
    const org = await db
      .selectFrom('organizations')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!org) continue;
    const stored = orgs.find((row) => row.id === id);
    const settings = settingsRow(stored?.org_id ? stored : undefined);
    const local = DateTime.fromJSDate(now, { zone: org.timezone });
    const today = local.toISODate()!;
    const rules = await loadRules(db, org, today);
    // No alerts on a holiday or weekly off.
    if (!isWorkingDay(today, rules)) continue;
    const minute = local.hour * 60 + local.minute;
    const base = { org: org.name, date: today };
    const candidates: Candidate[] = [];

    if (settings.absence_alerts || settings.late_notes) {
      // Students with a guardian who may be contacted, not on approved leave today.
      // (a) the first period of one of their classes today has its roll-call: absent or late in it;
      // (b) none of their classes meets today but the gate's cut-off has passed: no check-in → absent.
      const { rows } = await sql<{ member_id: string; student: string; kind: AlertKind }>`
        with students as (
          select m.id, m.full_name from public.memberships m
           where m.org_id = ${org.id}::uuid and m.role = 'student' and m.status = 'active'
             -- Not before they joined (the day, in the organisation's zone, the membership began).
             and (m.created_at at time zone ${org.timezone})::date <= ${today}::date
             and exists (select 1 from public.guardians g where g.member_id = m.id and g.consent)
             and not exists (
               select 1 from public.leave_requests l
                where l.member_id = m.id and l.status = 'approved'
                  and ${today}::date between l.from_date and l.to_date
                  and not (${today}::date = any (l.cancelled_days)))
        ), first_periods as (
          select distinct on (cs.group_id) cs.group_id, cs.id
            from public.class_sessions cs
           where cs.org_id = ${org.id}::uuid and cs.weekday = ${local.weekday}
           order by cs.group_id, cs.period, cs.starts_at
        ), taken as (
          -- A first period whose roll-call was submitted today (any record of it).
          select fp.group_id, fp.id from first_periods fp
           where exists (select 1 from public.attendance_records r
                          where r.class_session_id = fp.id and r.date = ${today}::date)
        ), by_roll_call as (
          select distinct on (s.id) s.id, s.full_name,
                 case r.status when 'absent' then 'absence' else 'late' end as kind
            from students s
            join public.attendance_records r on r.member_id = s.id and r.date = ${today}::date
            join taken t on t.id = r.class_session_id
           where r.status in ('absent', 'late')
           order by s.id, r.status
        ), by_gate as (
          select s.id, s.full_name,
                 case when d.status = 'late' then 'late' else 'absence' end as kind
            from students s
            left join public.attendance_records d
              on d.member_id = s.id and d.date = ${today}::date and d.class_session_id is null
           where ${minute} >= ${minutesOf(settings.cutoff_time)}
             and not exists (select 1 from public.group_members gm join first_periods fp
                               on fp.group_id = gm.group_id where gm.member_id = s.id)
             and (d.id is null or d.status = 'late')
        )
        select id as member_id, full_name as student, kind from by_roll_call
        union all
        select id, full_name, kind from by_gate`.execute(db);
      for (const row of rows) {
        if (row.kind === 'absence' ? !settings.absence_alerts : !settings.late_notes) continue;
        candidates.push({
          member_id: row.member_id,
          kind: row.kind,
          params: { ...base, student: row.student },
        });
      }
    }

    if (
      settings.weekly_summary &&
      local.weekday === settings.summary_weekday &&
      minute >= minutesOf(settings.summary_time)
    ) {
      // Attendance since the academic year began (1 April): days with a record, and of them the
      // days attended (half a day counts half).
      const yearStart = local.month >= 4 ? `${local.year}-04-01` : `${local.year - 1}-04-01`;
      const { rows } = await sql<{
        member_id: string;
        student: string;
        working: number;
        present: number;
      }>`
        select per_day.member_id, m.full_name as student, count(*)::int as working,
               sum(per_day.attended)::float as present
          from (select r.member_id, r.date,
                       max(case when r.status in ('present', 'late') then 1
                                when r.status = 'half_day' then 0.5 else 0 end) as attended
                  from public.attendance_records r
                 where r.org_id = ${org.id}::uuid
                   and r.date between ${yearStart}::date and ${today}::date
                   and r.status not in ('excused', 'on_leave')
                 group by r.member_id, r.date) per_day
          join public.memberships m on m.id = per_day.member_id
         where m.role = 'student' and m.status = 'active'
           and exists (select 1 from public.guardians g where g.member_id = m.id and g.consent)
         group by per_day.member_id, m.full_name`.execute(db);
      const minimum = Number(org.min_attendance_percent ?? 75);
      for (const row of rows) {
        if (!row.working) continue;
        const attended = row.present;
        candidates.push({
          member_id: row.member_id,
          kind: 'weekly_summary',
          params: {
            ...base,
            student: row.student,
            working: row.working,
            present: attended,
            percent: Math.round((100 * attended) / row.working),
            minimum,
          },
        });
      }
    }

    // The month before, summed up on the first working day of this one (at the summary time): the
    // deliveries are dated the 1st, so a month gets one whichever working day sends it.
    const monthStart = local.startOf('month').toISODate()!;
    if (
      settings.monthly_summary &&
      minute >= minutesOf(settings.summary_time) &&
      !(
        await sql<{ done: boolean }>`
          select exists (select 1 from public.guardian_deliveries
                          where org_id = ${org.id}::uuid and kind = 'monthly_summary'
                            and day = ${monthStart}::date) as done`.execute(db)
      ).rows[0]!.done
    ) {
      const last = local.minus({ months: 1 });
      const from = last.startOf('month').toISODate()!;
      const to = last.endOf('month').toISODate()!;
      const { rows } = await sql<{
        member_id: string;
        student: string;
        working: number;
        present: number;
      }>`
        select per_day.member_id, m.full_name as student, count(*)::int as working,
               sum(per_day.attended)::float as present
          from (select r.member_id, r.date,
                       max(case when r.status in ('present', 'late') then 1
                                when r.status = 'half_day' then 0.5 else 0 end) as attended
                  from public.attendance_records r
                 where r.org_id = ${org.id}::uuid and r.date between ${from}::date and ${to}::date
                   and r.status not in ('excused', 'on_leave')
                 group by r.member_id, r.date) per_day
          join public.memberships m on m.id = per_day.member_id
         where m.role = 'student' and m.status = 'active'
           and exists (select 1 from public.guardians g where g.member_id = m.id and g.consent)
         group by per_day.member_id, m.full_name`.execute(db);
      const minimum = Number(org.min_attendance_percent ?? 75);
      for (const row of rows) {
        if (!row.working) continue;
        candidates.push({
          member_id: row.member_id,
          kind: 'monthly_summary',
          day: monthStart,
          params: {
            ...base,
            student: row.student,
            month: last.toFormat('yyyy-MM'),
            working: row.working,
            present: row.present,
            percent: Math.round((100 * row.present) / row.working),
            minimum,
          },
        });
      }
    }

    if (!candidates.length) continue;
    const smsChannel = ctx.config.sms?.channel ?? 'sms';
    const { rows: made } = await sql<{ id: string }>`
      insert into public.guardian_deliveries (org_id, guardian_id, member_id, day, kind, channel,
                                              recipient_name, address, locale, params)
      select ${org.id}::uuid, g.id, c.member_id, coalesce(c.day, ${today}::date), c.kind,
             ch.channel, g.full_name,
             case ch.channel when 'email' then g.email else g.phone end, g.locale, c.params
        from jsonb_to_recordset(${JSON.stringify(candidates)}::jsonb)
               as c(member_id uuid, kind text, params jsonb, day date)
        join public.guardians g on g.member_id = c.member_id and g.consent
        cross join (values ('email'), (${smsChannel})) as ch(channel)
       where case ch.channel when 'email' then g.email else g.phone end is not null
      on conflict (guardian_id, member_id, day, kind, channel) do nothing
      returning id`.execute(db);
    planned += made.length;
  }
  return planned;
}

type Claimed = {
  id: string;
  kind: AlertKind;
  channel: 'email' | 'sms' | 'whatsapp';
  address: string;
  locale: string;
  params: AlertParams;
  /** guardian_alert_settings.wording: the organisation's own texts, if any. */
  wording: unknown;
};

/**
 * Claims one waiting delivery for this instance (pending → sending, or a stale claim), unless the
 * organisation's quiet hours hold it back (it stays pending) or the guardian's daily cap for that
 * channel is reached (it fails as capped). The guardian's row is locked for the claim, so two
 * instances cannot both pass the cap.
 */
async function claim(ctx: AppContext, id: string, now: Date): Promise<Claimed | null> {
  return ctx.database.db.transaction().execute(async (trx) => {
    const { rows } = await sql<
      Claimed & { guardian_id: string | null; day: string; timezone: string } & Record<
          string,
          unknown
        >
    >`
      select d.id, d.kind, d.channel, d.address, d.locale, d.params, d.guardian_id, d.day,
             o.timezone, s.quiet_start, s.quiet_end, s.daily_cap, s.wording
        from public.guardian_deliveries d
        join public.organizations o on o.id = d.org_id
        left join public.guardian_alert_settings s on s.org_id = d.org_id
       where d.id = ${id}::uuid
         and (d.status = 'pending'
              or (d.status = 'sending'
                  and d.attempted_at < ${now.toISOString()}::timestamptz - interval '${sql.raw(STALE_CLAIM)}'))`.execute(
      trx,
    );
    const row = rows[0];
    if (!row) return null;
    const quietStart = row.quiet_start ? String(row.quiet_start) : DEFAULT_SETTINGS.quiet_start;
    const quietEnd = row.quiet_end ? String(row.quiet_end) : DEFAULT_SETTINGS.quiet_end;
    const cap = row.daily_cap ? Number(row.daily_cap) : DEFAULT_SETTINGS.daily_cap;
    const local = DateTime.fromJSDate(now, { zone: row.timezone });
    if (inQuietHours(local.hour * 60 + local.minute, quietStart, quietEnd)) return null;
    if (row.guardian_id) {
      await sql`select 1 from public.guardians where id = ${row.guardian_id}::uuid for update`.execute(
        trx,
      );
      const { rows: used } = await sql<{ n: number }>`
        select count(*)::int as n from public.guardian_deliveries
         where guardian_id = ${row.guardian_id}::uuid and day = ${row.day}::date
           and channel = ${row.channel} and status in ('sent', 'sending') and id <> ${id}::uuid`.execute(
        trx,
      );
      if (used[0]!.n >= cap) {
        await sql`
          update public.guardian_deliveries
             set status = 'failed', error = ${`Daily limit of ${cap} messages to this guardian reached`},
                 attempted_at = ${now.toISOString()}::timestamptz
           where id = ${id}::uuid`.execute(trx);
        return null;
      }
    }
    const { rows: claimed } = await sql<{ id: string }>`
      update public.guardian_deliveries
         set status = 'sending', attempted_at = ${now.toISOString()}::timestamptz
       where id = ${id}::uuid
         and (status = 'pending'
              or (status = 'sending'
                  and attempted_at < ${now.toISOString()}::timestamptz - interval '${sql.raw(STALE_CLAIM)}'))
      returning id`.execute(trx);
    return claimed[0] ? row : null;
  });
}

async function finish(
  ctx: AppContext,
  id: string,
  error: string | null,
  provider: string | null,
): Promise<void> {
  await sql`
    update public.guardian_deliveries
       set status = ${error ? 'failed' : 'sent'}, error = ${error}, provider = ${provider},
           sent_at = case when ${error}::text is null then now() end
     where id = ${id}::uuid`.execute(ctx.database.db);
}

/** Sends every waiting delivery this instance can claim. Returns how many it sent. */
export async function sendGuardianAlerts(
  ctx: AppContext,
  now: Date,
  sms: SmsProvider | undefined,
): Promise<number> {
  const { rows } = await sql<{ id: string }>`
    select id from public.guardian_deliveries
     where status = 'pending'
        or (status = 'sending'
            and attempted_at < ${now.toISOString()}::timestamptz - interval '${sql.raw(STALE_CLAIM)}')
     order by created_at limit 500`.execute(ctx.database.db);
  let sent = 0;
  for (const { id } of rows) {
    const claimed = await claim(ctx, id, now);
    if (!claimed) continue;
    const locale = isLocale(claimed.locale) ? claimed.locale : 'en';
    const own = customTexts(claimed.wording, claimed.kind, locale);
    let error: string | null = null;
    let provider: string | null = null;
    try {
      if (claimed.channel === 'email') {
        provider = 'email';
        await ctx.mailer.send(
          alertMail(claimed.address, locale, claimed.kind, claimed.params, own),
        );
      } else if (!sms) {
        ctx.log.info(
          { to: claimed.address, text: alertText(locale, claimed.kind, claimed.params, own) },
          'guardian SMS not sent: SMS is not configured',
        );
        error = SMS_NOT_CONFIGURED;
      } else {
        provider = sms.name;
        await sms.send({
          to: claimed.address,
          text: alertText(locale, claimed.kind, claimed.params, own),
        });
      }
    } catch (thrown) {
      error = (thrown instanceof Error ? thrown.message : String(thrown)).slice(0, 500);
      ctx.log.warn({ err: thrown, delivery: id }, 'guardian alert not delivered');
    }
    await finish(ctx, id, error, provider);
    if (!error) sent++;
  }
  return sent;
}

const SWEEP_EVERY_MS = 60_000;

/**
 * Guardian alerts: every minute (with background jobs) each instance writes what is due and sends
 * what it can claim. `sweep(now)` takes the clock, so tests run a school day in minutes.
 */
export class GuardianAlerts {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly ctx: AppContext,
    private readonly sms: SmsProvider | undefined,
  ) {}

  start(): void {
    this.timer = setInterval(() => {
      this.running = this.sweep(new Date()).catch((error: unknown) =>
        this.ctx.log.error({ err: error }, 'guardian alerts failed'),
      );
    }, SWEEP_EVERY_MS);
    this.timer.unref();
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  async sweep(now: Date): Promise<{ planned: number; sent: number }> {
    const planned = await planGuardianAlerts(this.ctx, now);
    const sent = await sendGuardianAlerts(this.ctx, now, this.sms);
    return { planned, sent };
  }
}
