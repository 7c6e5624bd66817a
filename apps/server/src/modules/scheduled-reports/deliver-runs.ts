import { DEFAULT_LOCALE, isLocale, type Locale } from '@ias/shared';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import { makeReportFile, type ReportFile } from './make-report-file.js';
import { reportMail } from './report-mail.js';
import { findSchedule } from './repository.js';

/** A claim on a run holds this long; a sender that died is replaced after it. */
const CLAIM_MINUTES = 10;
/** Tries per run before it stays failed. */
export const MAX_RUN_ATTEMPTS = 3;

type Claimed = {
  id: string;
  schedule_id: string;
  org_id: string;
  range_from: string;
  range_to: string;
  is_manual: boolean;
  sent_to: string[];
  attempts: number;
};

/** Takes one waiting run (or one whose claim ran out) for `sender`, committed at once. */
async function claimRun(ctx: AppContext, sender: string, now: Date): Promise<Claimed | undefined> {
  const { rows } = await sql<Claimed>`
    update public.scheduled_report_runs r
       set status = 'sending', attempts = r.attempts + 1, claimed_by = ${sender},
           claimed_until = ${now}::timestamptz + make_interval(mins => ${CLAIM_MINUTES})
      from (select id from public.scheduled_report_runs
             where attempts < ${MAX_RUN_ATTEMPTS} and due_at <= ${now}::timestamptz
               and status in ('pending', 'sending')
               and (claimed_until is null or claimed_until <= ${now}::timestamptz)
             order by due_at, id limit 1
             for update skip locked) due
     where r.id = due.id
    returning r.id, r.schedule_id, r.org_id, r.range_from::text as range_from,
              r.range_to::text as range_to, r.is_manual, r.sent_to, r.attempts`.execute(
    ctx.database.db,
  );
  return rows[0];
}

/** The people to mail: members by their profile e-mail (and language), typed addresses as given. */
async function recipients(ctx: AppContext, userIds: string[], emails: string[], orgId: string) {
  const { rows } = await sql<{ email: string; locale: string | null }>`
    select distinct on (lower(p.email)) lower(p.email) as email, p.locale
      from public.profiles p
     where p.id = any (${userIds}::uuid[]) and p.email is not null
       and exists (select 1 from public.memberships m where m.user_id = p.id
                     and m.org_id = ${orgId}::uuid and m.status = 'active')
    union all
    select e, (select p.locale from public.profiles p where lower(p.email) = e limit 1)
      from unnest(${emails}::text[]) e`.execute(ctx.database.db);
  const byEmail = new Map<string, Locale>();
  for (const row of rows)
    if (!byEmail.has(row.email))
      byEmail.set(row.email, isLocale(row.locale) ? row.locale : DEFAULT_LOCALE);
  return byEmail;
}

async function finish(
  ctx: AppContext,
  run: Claimed,
  sender: string,
  now: Date,
  set: {
    status: 'sent' | 'failed' | 'pending';
    sentTo: string[];
    file?: ReportFile;
    error?: string;
  },
) {
  await sql`
    update public.scheduled_report_runs
       set status = ${set.status}, sent_to = ${set.sentTo}::text[],
           file_name = coalesce(${set.file?.filename ?? null}, file_name),
           bytes = coalesce(${set.file?.content.length ?? null}::int, bytes),
           error = ${set.error?.slice(0, 1000) ?? null},
           finished_at = case when ${set.status} = 'pending' then null else ${now}::timestamptz end,
           -- A run to try again waits a few minutes (the claim's end is its "not before").
           claimed_by = null,
           claimed_until = case when ${set.status} = 'pending'
                                then ${now}::timestamptz + make_interval(mins => 5 * ${run.attempts}) end
     where id = ${run.id}::uuid and claimed_by = ${sender}`.execute(ctx.database.db);
}

/**
 * Makes the run's file (once per language among its recipients) and mails it to each recipient
 * not yet sent to, recording each address as it goes, so a retry never mails anyone twice.
 */
async function deliver(ctx: AppContext, run: Claimed, sender: string, now: Date): Promise<void> {
  const sentTo = [...run.sent_to];
  let lastFile: ReportFile | undefined;
  try {
    const schedule = await findSchedule(ctx.database.db, run.org_id, run.schedule_id);
    const { rows } = await sql<{ id: string; name: string; owner_id: string; kind: string }>`
      select id, name, owner_id, kind from public.organizations where id = ${run.org_id}::uuid`.execute(
      ctx.database.db,
    );
    const org = rows[0];
    if (!schedule || !org) throw new Error('The schedule was deleted.');
    if (schedule.is_paused && !run.is_manual) {
      await finish(ctx, run, sender, now, {
        status: 'failed',
        sentTo,
        error: 'Paused before it was sent.',
      });
      return;
    }
    const range = { from: run.range_from, to: run.range_to };
    const to = await recipients(
      ctx,
      schedule.recipient_user_ids,
      schedule.recipient_emails,
      org.id,
    );
    if (!to.size) throw new Error('Nobody to send it to: no recipient has an e-mail address.');
    const files = new Map<Locale, ReturnType<typeof makeReportFile>>();
    const link = `${ctx.config.siteUrl}/dashboard/${org.kind}/reports`;
    for (const [email, locale] of to) {
      if (sentTo.includes(email)) continue;
      if (!files.has(locale)) files.set(locale, makeReportFile(ctx, schedule, org, range, locale));
      const { file, people: count } = await files.get(locale)!;
      lastFile = file;
      await ctx.mailer.send(
        reportMail({
          to: email,
          locale,
          kind: schedule.kind,
          name: schedule.name,
          org: org.name,
          range,
          count,
          link,
          file,
        }),
      );
      sentTo.push(email);
      await sql`update public.scheduled_report_runs set sent_to = ${sentTo}::text[]
                 where id = ${run.id}::uuid`.execute(ctx.database.db);
    }
    await finish(ctx, run, sender, now, { status: 'sent', sentTo, file: lastFile });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    ctx.log.warn({ err: error, run: run.id }, 'scheduled report not sent');
    await finish(ctx, run, sender, now, {
      status: run.attempts >= MAX_RUN_ATTEMPTS ? 'failed' : 'pending',
      sentTo,
      file: lastFile,
      error: message,
    });
  }
}

/** Sends every run that is waiting, one claim at a time; returns how many were handled. */
export async function deliverPendingRuns(
  ctx: AppContext,
  sender: string,
  now: Date,
): Promise<number> {
  let handled = 0;
  for (let run = await claimRun(ctx, sender, now); run; run = await claimRun(ctx, sender, now)) {
    await deliver(ctx, run, sender, now);
    handled++;
  }
  return handled;
}
