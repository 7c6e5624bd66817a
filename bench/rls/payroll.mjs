// Payroll layouts (issue 18): the saved column layouts the owner's payroll card lists. Few rows
// (three per organisation), but every organisation's are in one table: seeded with 2,000 other
// organisations' layouts beside the bench school's, so the read shows what its policy costs.
export const migration = '0059';

export async function seed(client, ctx) {
  const { org } = ctx;
  // Their owner is nobody the bench signs in as, so no caller's organisation sets grow.
  const otherOwner = (
    await client.query(
      `insert into auth.users (email, email_confirmed_at) values ('payroll-owner@bench.example', now())
       returning id`,
    )
  ).rows[0].id;
  await client.query('set session_replication_role = replica');
  const others = await client.query(
    `insert into public.organizations (name, kind, owner_id, join_code, timezone)
     select 'Other ' || n, 'company', $1, upper(substr(translate(md5(n::text), '01', '23'), 1, 8)), 'UTC'
       from generate_series(1, 2000) n returning id`,
    [otherOwner],
  );
  await client.query(
    `insert into public.payroll_layouts (org_id, name, columns)
     select o, 'Layout ' || k, array['employee_code', 'full_name', 'present_days', 'overtime_hours']
       from unnest($1::uuid[] || $2::uuid) o, generate_series(1, 3) k`,
    [others.rows.map((row) => row.id), org],
  );
  await client.query('set session_replication_role = origin');
  await client.query('analyze public.payroll_layouts');
}

export function workloads(ctx) {
  return [
    {
      name: 'payroll: the organisation’s saved layouts',
      statements: [
        `select id, name, columns from public.payroll_layouts where org_id = '${ctx.org}' order by name`,
      ],
    },
  ];
}
