// Reminders (issue 15): the owner's Notifications page reads the organisation's reminder settings
// (one row per organisation, public.reminder_settings) through the owner-only policy; everyone
// else reads none. The reminders' own work runs as the server (private.jobs, no RLS).
export const migration = '0037';

export async function seed(client, ctx) {
  await client.query(
    `insert into public.reminder_settings (org_id, check_in_after_minutes, requests_digest_time)
     values ($1, 20, '08:30') on conflict (org_id) do nothing`,
    [ctx.org],
  );
}

export function workloads(ctx) {
  return [
    {
      name: 'reminders: the organisation’s settings',
      statements: [`select * from public.reminder_settings where org_id = '${ctx.org}'`],
    },
  ];
}
