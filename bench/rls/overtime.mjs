// Overtime and comp-off (issue 12): the approvals queue and a person's month as the owner, the
// class teacher and the student read them under row-level security. Seeded on top of the base
// school: an overtime entry for every active member on five of the last twenty days (~50,000
// rows), one in ten still waiting for a decision.
export const migration = '0056';

export async function seed(client, ctx) {
  const { org } = ctx;
  const member = async (userId) =>
    (
      await client.query('select id from public.memberships where org_id = $1 and user_id = $2', [
        org,
        userId,
      ])
    ).rows[0].id;
  ctx.overtimeMembers = {
    owner: await member(ctx.people.owner),
    teacher: await member(ctx.people.teacher),
    student: await member(ctx.people.student),
  };
  await client.query('set session_replication_role = replica');
  await client.query(
    `insert into public.overtime_entries (org_id, member_id, work_date, day_kind, worked_minutes,
                                          regular_minutes, extra_minutes, overtime_minutes, status)
     select $1, m.id, current_date - d * 4, 'working', 540, 480, 60, 60,
            case when (hashtext(m.id::text) + d) % 10 = 0 then 'pending' else 'approved' end
       from public.memberships m, generate_series(0, 4) d
      where m.org_id = $1 and m.status = 'active'`,
    [org],
  );
  await client.query('set session_replication_role = origin');
  await client.query('analyze public.overtime_entries');
}

export function workloads(ctx) {
  return [
    {
      // The approvals card: the newest 50 waiting entries the caller may see, and how many.
      name: 'overtime: pending queue, first 50 + total',
      statements: [
        `select (select count(*) from public.overtime_entries
                  where org_id = '${ctx.org}' and status = 'pending') as total,
                count(*) as page
           from (select id from public.overtime_entries
                  where org_id = '${ctx.org}' and status = 'pending'
                  order by work_date desc, id limit 50) p`,
      ],
    },
    {
      // A person's own month (for the owner: one of their people's).
      name: 'overtime: a person’s month',
      statements: (who) => {
        const memberId = who === 'owner' ? ctx.overtimeMembers.student : ctx.overtimeMembers[who];
        return [
          `select * from public.overtime_entries
            where member_id = '${memberId}' and work_date >= current_date - 30
            order by work_date`,
        ];
      },
    },
  ];
}
