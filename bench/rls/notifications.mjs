// Notifications (issue 15): the bell's two reads — the unread count and the latest 20 — for a
// person among 10,000 accounts with ~50 notifications each (four in five read). One account per
// member is made here (the base seed signs in only three), and the three get their 50 too.
export const migration = '0023';

const PER_PERSON = 50;

export async function seed(client, ctx) {
  await client.query('set session_replication_role = replica');
  await client.query(
    `insert into auth.users (email, email_confirmed_at)
     select 'notified' || n || '@bench.example', now() from generate_series(1, $1) n`,
    [ctx.members],
  );
  await client.query(
    `insert into public.notifications (user_id, org_id, kind, params, link, read_at, created_at)
     select u.id, $1, case when n % 3 = 0 then 'request_decided' else 'request_submitted' end,
            jsonb_build_object('request', 'leave', 'person', 'Person ' || n, 'org', 'Bench School',
                               'from', current_date, 'to', current_date + 1),
            '/dashboard/teacher/requests',
            case when random() < 0.8 then now() - n * interval '1 minute' end,
            now() - n * interval '1 hour' - random() * interval '30 minutes'
       from auth.users u cross join generate_series(1, $2) n
      where u.email like 'notified%' or u.id = any ($3::uuid[])`,
    [ctx.org, PER_PERSON, Object.values(ctx.people)],
  );
  await client.query('set session_replication_role = origin');
}

export function workloads(ctx) {
  const me = (who) => ctx.people[who];
  return [
    {
      name: 'notifications: my unread count',
      // As supabase-js sends it: select=id, count=exact, head, user_id=eq.me, read_at=is.null.
      statements: (who) => [
        `select count(*) from public.notifications where user_id = '${me(who)}' and read_at is null`,
      ],
    },
    {
      name: 'notifications: my latest 20',
      statements: (who) => [
        `select id, kind, params, link, read_at, created_at from public.notifications
          where user_id = '${me(who)}' order by created_at desc limit 20`,
      ],
    },
  ];
}
