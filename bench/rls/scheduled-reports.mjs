// Scheduled reports (issue 18 item 4): what the owner's Reports page reads under row-level
// security through the data API — the organisation's schedules and their latest runs (owner-only
// policies on org_id). Seeded on top of the base organisation: 12 schedules, a year of runs for
// each (~2,400 runs: daily ones every day, weekly ones every week). Teachers and students see none.
export const migration = '0054';

export async function seed(client, ctx) {
  const { org } = ctx;
  const schedules = await client.query(
    `insert into public.scheduled_reports (org_id, name, kind, format, send_time, weekday,
       recipient_emails, created_by)
     select $1, 'Schedule ' || n,
            (array['daily_absentees', 'weekly_summary', 'monthly_register'])[1 + n % 3],
            (array['csv', 'xlsx', 'pdf'])[1 + n % 3], '10:00', 1 + n % 7,
            array['owner' || n || '@example.com'], $2
       from generate_series(1, 12) n returning id, kind`,
    [org, ctx.people.owner],
  );
  for (const schedule of schedules.rows) {
    const every =
      schedule.kind === 'daily_absentees' ? 1 : schedule.kind === 'weekly_summary' ? 7 : 30;
    await client.query(
      `insert into public.scheduled_report_runs (schedule_id, org_id, due_at, range_from, range_to,
         status, sent_to, file_name, bytes, finished_at)
       select $1, $2, now() - (k * $3) * interval '1 day', current_date - k * $3, current_date - k * $3,
              'sent', array['owner@example.com'], 'report.csv', 4096, now() - (k * $3) * interval '1 day'
         from generate_series(1, 365 / $3) k`,
      [schedule.id, org, every],
    );
  }
  for (const table of ['scheduled_reports', 'scheduled_report_runs'])
    await client.query(`analyze public.${table}`);
}

export function workloads(ctx) {
  const { org } = ctx;
  return [
    {
      name: 'scheduled reports: the organisation’s schedules',
      statements: [
        `select id, name, kind, format, send_time, is_paused from public.scheduled_reports
          where org_id = '${org}' order by created_at`,
      ],
    },
    {
      name: 'scheduled reports: the latest 50 runs',
      statements: [
        `select id, schedule_id, due_at, status, sent_to, bytes, error from public.scheduled_report_runs
          where org_id = '${org}' order by due_at desc limit 50`,
      ],
    },
  ];
}
