// Face consent and dates of birth (issue 19): the owner's data register (how many minors have a
// guardian's consent in force) and a student's own consent, under row-level security. Seeded on
// top of the base school: a date of birth for every student (most of them minors) and a consent
// in force for two thirds of them, a withdrawn one for a few (~16,000 consent rows).
export const migration = '0058';

export async function seed(client, ctx) {
  const { org } = ctx;
  ctx.consentStudent = (
    await client.query('select id from public.memberships where org_id = $1 and user_id = $2', [
      org,
      ctx.people.student,
    ])
  ).rows[0].id;
  await client.query('set session_replication_role = replica');
  await client.query(
    `insert into public.member_birth_dates (member_id, org_id, date_of_birth)
     select m.id, $1, current_date - ((10 + abs(hashtext(m.id::text)) % 9) * 365)
       from public.memberships m where m.org_id = $1 and m.role = 'student'`,
    [org],
  );
  await client.query(
    `insert into public.face_consents (org_id, member_id, guardian_name, method, note, given_at,
                                       withdrawn_at, withdrawn_via)
     select $1, m.id, 'Guardian of ' || m.full_name, 'paper', 'Signed form', now() - interval '60 days',
            case when k = 0 then now() - interval '10 days' end, case when k = 0 then 'staff' end
       from public.memberships m, generate_series(0, 1) k
      where m.org_id = $1 and m.role = 'student'
        and (k = 1 and abs(hashtext(m.id::text)) % 3 <> 0 or k = 0 and abs(hashtext(m.id::text)) % 10 = 0)`,
    [org],
  );
  await client.query('set session_replication_role = origin');
  await client.query('analyze public.member_birth_dates');
  await client.query('analyze public.face_consents');
}

export function workloads(ctx) {
  return [
    {
      name: 'consent: minors with / without a consent in force',
      statements: [
        `select count(*) filter (where c.member_id is not null) as count,
                count(*) filter (where c.member_id is null) as without
           from public.member_birth_dates b
           left join public.face_consents c on c.member_id = b.member_id and c.withdrawn_at is null
          where b.org_id = '${ctx.org}' and b.date_of_birth > current_date - interval '18 years'`,
      ],
    },
    {
      name: 'consent: a student’s consent history',
      statements: [
        `select * from public.face_consents where member_id = '${ctx.consentStudent}'
          order by given_at desc`,
      ],
    },
  ];
}
