// Location trust (issue 19): the review queue of flagged self check-ins (owners and the person's
// teacher/in-charge) and one person's recent checks. Seeded on top of the base school: five
// geofenced check-ins for every active member (~50,000 rows), one in fifty flagged and pending.
export const migration = '0060';

export async function seed(client, ctx) {
  const { org } = ctx;
  ctx.locationStudent = (
    await client.query('select id from public.memberships where org_id = $1 and user_id = $2', [
      org,
      ctx.people.student,
    ])
  ).rows[0].id;
  await client.query('set session_replication_role = replica');
  await client.query(
    `insert into public.location_checks (org_id, member_id, client_id, checked_at, latitude, longitude,
                                         accuracy_m, distance_m, accuracy_limit_m, device_id,
                                         user_agent, ip, flags, review_status)
     select $1, m.id, gen_random_uuid(), now() - d * interval '1 day', 28.6139, 77.2090, 25, 40, 150,
            'device-' || m.id, 'Mozilla/5.0 (Linux; Android 14)', '10.0.0.1',
            case when pending then '{new_device}'::text[] else '{}' end,
            case when pending then 'pending' else 'none' end
       from public.memberships m, generate_series(0, 4) d,
            lateral (select (abs(hashtext(m.id::text)) + d) % 50 = 0 as pending) f
      where m.org_id = $1 and m.status = 'active'`,
    [org],
  );
  await client.query('set session_replication_role = origin');
  await client.query('analyze public.location_checks');
}

export function workloads(ctx) {
  return [
    {
      name: 'location: review queue, first 50 + total',
      statements: [
        `select (select count(*) from public.location_checks
                  where org_id = '${ctx.org}' and review_status = 'pending') as total,
                count(*) as page
           from (select id from public.location_checks
                  where org_id = '${ctx.org}' and review_status <> 'none'
                  order by checked_at desc limit 50) p`,
      ],
    },
    {
      name: 'location: a person’s recent checks',
      statements: [
        `select * from public.location_checks where member_id = '${ctx.locationStudent}'
          order by checked_at desc limit 20`,
      ],
    },
  ];
}
