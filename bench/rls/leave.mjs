// Leave (issue 12): what /api/members/:id/leave and the owner's settings read under row-level
// security. Seeded on top of the base school: a Casual type with a monthly accrual, and for every
// member a year of ledger (12 accruals, a carry, some leave taken and credited back, an owner's
// adjustment) — ~16 entries a member, ~160,000 at 10k members — plus the default types the
// organisation got when it was made.
export const migration = '0032';

export async function seed(client, ctx) {
  const { org } = ctx;
  const member = async (userId) =>
    (
      await client.query('select id from public.memberships where org_id = $1 and user_id = $2', [
        org,
        userId,
      ])
    ).rows[0].id;
  ctx.leaveMembers = {
    owner: await member(ctx.people.owner),
    teacher: await member(ctx.people.teacher),
    student: await member(ctx.people.student),
  };
  const type = await client.query(
    `insert into public.leave_types (org_id, code, name, yearly_quota, accrual, carry_forward_cap, half_day_allowed, year_start_month)
     values ($1, 'CAS', 'Casual', 12, 'monthly', 6, true, 4)
     on conflict (org_id, code) do update set yearly_quota = 12 returning id`,
    [org],
  );
  ctx.leaveType = type.rows[0].id;
  ctx.leaveYear = (
    await client.query(
      `select (make_date(extract(year from current_date - interval '3 months')::int, 4, 1))::text as y`,
    )
  ).rows[0].y;
  await client.query('set session_replication_role = replica');
  await client.query(
    `insert into public.leave_ledger (org_id, member_id, leave_type_id, leave_year, kind, days, on_date, period)
     select $1, m.id, $2, $3::date, 'accrual', 1, ($3::date + (k * interval '1 month'))::date,
            'M:' || to_char($3::date + (k * interval '1 month'), 'YYYY-MM')
       from public.memberships m, generate_series(0, 11) k
      where m.org_id = $1`,
    [org, ctx.leaveType, ctx.leaveYear],
  );
  await client.query(
    `insert into public.leave_ledger (org_id, member_id, leave_type_id, leave_year, kind, days, on_date, period, note, created_by)
     select $1, m.id, $2, $3::date, kind, days, $3::date + offs, period, note, $4
       from public.memberships m,
            (values ('carry', 3.5, 0, $5::text, null::text),
                    ('taken', -1.5, 40, null, null),
                    ('taken', -1, 90, null, null),
                    ('credit', 0.5, 95, null, null),
                    ('adjustment', 1, 120, null, 'Worked on the annual day')) v(kind, days, offs, period, note)
      where m.org_id = $1`,
    [org, ctx.leaveType, ctx.leaveYear, ctx.people.owner, `C:${ctx.leaveYear}`],
  );
  await client.query('set session_replication_role = origin');
  await client.query('analyze public.leave_ledger');
  await client.query('analyze public.leave_types');
}

export function workloads(ctx) {
  return [
    {
      // The person's own balance and ledger (for the owner: one of their people's).
      name: 'leave: a person’s balances and ledger',
      statements: (who) => {
        const memberId = who === 'owner' ? ctx.leaveMembers.student : ctx.leaveMembers[who];
        return [
          `select leave_type_id, kind, sum(days) from public.leave_ledger
            where member_id = '${memberId}' and leave_year = '${ctx.leaveYear}'
            group by leave_type_id, kind`,
          `select l.id, l.kind, l.days, l.on_date, l.note, by.full_name
             from public.leave_ledger l
             left join public.memberships by on by.user_id = l.created_by and by.org_id = l.org_id
            where l.member_id = '${memberId}' and l.leave_year in ('${ctx.leaveYear}')
            order by l.on_date desc, l.created_at desc limit 500`,
        ];
      },
    },
    {
      name: 'leave: the organisation’s leave types',
      statements: [
        `select * from public.leave_types where org_id = '${ctx.org}' order by position, name`,
      ],
    },
  ];
}
