// Tutorials (issue 17): each person's guide progress. One account per member (made here; the
// base seed signs in only three), each with a few guides done or started; the workload is what
// /tutorials reads — the caller's own rows among them all.
export const migration = '0031';

const GUIDES = ['first-steps', 'set-up-kiosk', 'import-people', 'take-roll-call', 'read-a-report'];

export async function seed(client, ctx) {
  await client.query('set session_replication_role = replica');
  await client.query(
    `insert into auth.users (email, email_confirmed_at)
     select 'reader' || n || '@bench.example', now() from generate_series(1, $1) n`,
    [ctx.members],
  );
  await client.query(
    `insert into public.tutorial_progress (user_id, guide_id, status, tour_step)
     select u.id, g.guide,
            case when random() < 0.6 then 'done' else 'started' end,
            case when random() < 0.4 then (random() * 4)::int end
       from auth.users u cross join unnest($1::text[]) g(guide)`,
    [GUIDES],
  );
  await client.query('set session_replication_role = origin');
}

export function workloads() {
  return [
    {
      name: 'tutorials: my progress',
      statements: ['select guide_id, status, tour_step from public.tutorial_progress'],
    },
  ];
}
