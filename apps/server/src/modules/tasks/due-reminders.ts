import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../lib/db-types.js';
import { enqueue, type Job, type JobSchedule } from '../../lib/jobs/queue.js';
import { DEFAULT_REMINDER_SETTINGS } from '../reminders/settings.js';

/**
 * Due-date reminders of task cards (issue 17 item 2), on the durable job queue (migration 0036)
 * like the other reminders: every instance ticks each minute; within the organisation's window on
 * the day a card is due (its reminder settings, 08:00 to noon unless the owner changed it, in the
 * organisation's time zone), the tick enqueues one job per card and organisation
 * under the key task_due:<card>:<org>:<date>, which exists once whatever the number of instances
 * or restarts. The job checks again in its own transaction (the card still open and due that
 * day) and tells each assignee not finished yet through private.notify_people(); the
 * notification and the job's completion commit together, so it is sent exactly once.
 */

/** Without saved reminder settings, reminders go out from this time (organisation's zone) … */
export const TASK_DUE_FROM = DEFAULT_REMINDER_SETTINGS.task_due_from;
/** … and a card noticed later (servers down, card made late) is still reminded until this time. */
export const TASK_DUE_UNTIL = DEFAULT_REMINDER_SETTINGS.task_due_until;

type Payload = { card: string; org: string; date: string };

const jobKey = (p: Payload) => `task_due:${p.card}:${p.org}:${p.date}`;

/** Enqueues a reminder for each open card due this morning with someone still to finish it. */
export async function planTaskDueReminders(db: Kysely<DB>, now: Date): Promise<number> {
  const { rows } = await sql<{ card: string; org: string; date: string; run_at: Date }>`
    select distinct c.id as card, m.org_id as org, c.due_on::text as date,
           (c.due_on + w.starts) at time zone o.timezone as run_at
      from public.task_cards c
      join public.task_card_assignees a on a.card_id = c.id and a.completed_at is null
      join public.memberships m on m.id = a.member_id
      join public.organizations o on o.id = m.org_id
      left join public.reminder_settings s on s.org_id = o.id
      cross join lateral (select coalesce(s.task_due_from, ${TASK_DUE_FROM}::time) as starts,
                                 coalesce(s.task_due_until, ${TASK_DUE_UNTIL}::time) as ends) w
     where c.due_on is not null and c.completed_at is null and c.closed_at is null
       -- Every zone's today is within a day of UTC's (the partial index task_cards_due_idx).
       and c.due_on between (${now}::timestamptz at time zone 'UTC')::date - 1
                        and (${now}::timestamptz at time zone 'UTC')::date + 1
       and c.due_on = (${now}::timestamptz at time zone o.timezone)::date
       and (${now}::timestamptz at time zone o.timezone)::time >= w.starts
       and (${now}::timestamptz at time zone o.timezone)::time < w.ends
       and m.status = 'active' and m.user_id is not null and not o.is_demo
       and not exists (select 1 from private.jobs j
                        where j.key = 'task_due:' || c.id || ':' || m.org_id || ':' || c.due_on)`.execute(
    db,
  );
  let made = 0;
  for (const row of rows) {
    const payload: Payload = { card: row.card, org: row.org, date: row.date };
    if (await enqueue(db, { name: 'task.due', key: jobKey(payload), payload, runAt: row.run_at }))
      made += 1;
  }
  return made;
}

/** Tells the card's unfinished assignees in the organisation, if the card is still due that day. */
async function sendTaskDue(job: Job, trx: Transaction<DB>): Promise<void> {
  const { card, org, date } = job.payload as Payload;
  await sql`
    select private.notify_people(
             array(select m.user_id from public.task_card_assignees a
                     join public.memberships m on m.id = a.member_id
                    where a.card_id = c.id and a.completed_at is null and m.org_id = o.id
                      and m.status = 'active' and m.user_id is not null),
             o.id, 'task_due',
             jsonb_build_object('org', o.name, 'task', c.title, 'date', c.due_on::text),
             '/tasks?board=' || c.board_id || '&card=' || c.id, 'task_cards', c.id)
      from public.task_cards c, public.organizations o
     where c.id = ${card}::uuid and o.id = ${org}::uuid and c.due_on = ${date}::date
       and c.completed_at is null and c.closed_at is null`.execute(trx);
}

/** The tick and handler, for `startJobs` (and tests). */
export const taskDueSchedule: JobSchedule = {
  tick: async (db, now) => {
    await planTaskDueReminders(db, now);
  },
  handlers: { 'task.due': sendTaskDue },
};
