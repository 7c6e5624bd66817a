// Kiosk and check-in policies (issue 12): what clients read through the data API under row-level
// security — the profile's kiosk PIN card (the caller's memberships with their organisation's
// `pin_check_in`, a column granted by migration 0049) and the person's correction requests of
// this month (the allowance the correction form shows). PIN hashes and lock-outs live in
// `private.*`, which no client may read, so they are seeded for size but not read here.
// Seeded on top of the base organisation: a PIN for every member, 3 correction requests a member
// this month (~30,000 at 10k members) and a lock-out for every hundredth member.
export const migration = '0050';

export async function seed(client, ctx) {
  const { org } = ctx;
  await client.query('set session_replication_role = replica');
  await client.query(
    'update public.organizations set pin_check_in = true, corrections_per_month = 3 where id = $1',
    [org],
  );
  await client.query(
    `insert into private.member_pins (member_id, org_id, pin_hash)
     select id, org_id, '$argon2id$v=19$m=19456,t=2,p=1$bench$bench' from public.memberships where org_id = $1`,
    [org],
  );
  await client.query(
    `insert into private.pin_attempts (org_id, subject, failures, locked_until)
     select $1, id::text, 0, now() + interval '15 minutes'
       from (select id, row_number() over (order by id) rn from public.memberships where org_id = $1) m
      where rn % 100 = 0`,
    [org],
  );
  await client.query(
    `insert into public.correction_requests (org_id, member_id, date, check_out_at, reason, created_at)
     select $1, m.id, current_date - k, now() - k * interval '1 day', 'Forgot to check out', now() - k * interval '1 hour'
       from public.memberships m cross join generate_series(1, 3) k
      where m.org_id = $1`,
    [org],
  );
  await client.query('set session_replication_role = origin');
  await client.query('analyze public.correction_requests');
  await client.query('analyze private.member_pins');
}

export function workloads(ctx) {
  const { org, people } = ctx;
  return [
    {
      name: 'kiosk PIN: the profile card’s memberships and pin_check_in',
      statements: (who) => [
        `select m.id, o.name, o.pin_check_in from public.memberships m
           join public.organizations o on o.id = m.org_id
          where m.user_id = '${people[who]}' and m.status = 'active'`,
      ],
    },
    {
      name: 'corrections: the caller’s requests this month',
      statements: (who) => [
        `select c.id, c.status, c.created_at from public.correction_requests c
          where c.org_id = '${org}'
            and c.member_id in (select id from public.memberships where user_id = '${people[who]}')
            and c.created_at >= date_trunc('month', now())
          order by c.created_at desc`,
      ],
    },
  ];
}
