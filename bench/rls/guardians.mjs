// Guardians (issue 15): a student's guardians as the owner, the class teacher and the student read
// them, and the owner's delivery log (newest 100, and a search). Seeded on top of the base school:
// two guardians for every student (~20,000) and a term of absence alerts — about 8 deliveries a
// student (e-mail and SMS to each guardian on a few days), ~80,000 rows.
export const migration = '0035';

export async function seed(client, ctx) {
  const { org } = ctx;
  const member = async (userId) =>
    (
      await client.query('select id from public.memberships where org_id = $1 and user_id = $2', [
        org,
        userId,
      ])
    ).rows[0].id;
  ctx.guardianStudent = await member(ctx.people.student);
  await client.query('set session_replication_role = replica');
  await client.query(
    `insert into public.guardians (org_id, member_id, position, full_name, relationship, phone, email,
                                   locale, consent, consent_by, consent_at)
     select $1, m.id, p, 'Guardian ' || p || ' of ' || m.full_name,
            case p when 1 then 'mother' else 'father' end,
            '+919' || lpad((row_number() over () * 2 + p)::text, 9, '0'),
            'guardian' || p || '.' || m.id || '@bench.example', case when p = 1 then 'hi' else 'en' end,
            true, $2, now()
       from public.memberships m, generate_series(1, 2) p
      where m.org_id = $1 and m.role = 'student'`,
    [org, ctx.people.owner],
  );
  await client.query(
    `insert into public.guardian_deliveries (org_id, guardian_id, member_id, day, kind, channel,
                                             recipient_name, address, locale, params, status, error,
                                             provider, sent_at, created_at)
     select g.org_id, g.id, g.member_id, current_date - d, 'absence', ch, g.full_name,
            case ch when 'email' then g.email else g.phone end, g.locale, '{}'::jsonb,
            case ch when 'email' then 'sent' else 'failed' end,
            case ch when 'sms' then 'SMS is not configured' end,
            case ch when 'email' then 'email' end, now() - d * interval '1 day',
            now() - d * interval '1 day' + random() * interval '1 hour'
       from public.guardians g, (values ('email'), ('sms')) c(ch),
            (select (n * 7 + 3) as d from generate_series(0, 1) n) days
      where g.org_id = $1`,
    [org],
  );
  await client.query('set session_replication_role = origin');
  await client.query('analyze public.guardians');
  await client.query('analyze public.guardian_deliveries');
}

export function workloads(ctx) {
  return [
    {
      // The Guardians card: one student's guardians (as the owner, their teacher, themself).
      name: 'guardians: a student’s guardians',
      statements: [
        `select id, position, full_name, relationship, phone, email, locale, consent, consent_at
           from public.guardians where member_id = '${ctx.guardianStudent}' order by position`,
      ],
    },
    {
      name: 'guardians: the delivery log, newest 100',
      statements: [
        `select d.id, d.created_at, d.kind, d.channel, d.recipient_name, d.address, d.status, d.error
           from public.guardian_deliveries d
          where d.org_id = '${ctx.org}' order by d.created_at desc, d.id limit 100`,
      ],
    },
    {
      name: 'guardians: the delivery log searched by a guardian’s name',
      statements: [
        `select d.id, d.created_at, d.status from public.guardian_deliveries d
          where d.org_id = '${ctx.org}' and d.recipient_name ilike '%of Person 0004%'
          order by d.created_at desc limit 100`,
      ],
    },
  ];
}
