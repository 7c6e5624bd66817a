// The monthly attendance rollup (issue 11, migration 0076): kept by the records' own triggers
// (they fire even while the bench seeds with triggers off), so the base seed's 20 days of the
// 10,000 members already fill it. The reports read it by organisation and month, as the caller.
export const migration = '0076';

export function workloads(ctx) {
  const months = `month >= date_trunc('month', current_date - 40)::date`;
  return [
    {
      name: 'attendance_month_totals: the organisation’s months by status',
      statements: [
        `select month, status, sum(n) as n, sum(minutes) as minutes
           from public.attendance_month_totals
          where org_id = '${ctx.org}' and ${months}
          group by month, status`,
      ],
    },
    {
      name: 'attendance_month_totals: one person’s months',
      statements: (caller) => [
        `select month, status, n from public.attendance_month_totals
          where org_id = '${ctx.org}' and member_id = (select id from public.memberships
                 where org_id = '${ctx.org}' and user_id = '${ctx.people[caller]}')
            and ${months}`,
      ],
    },
  ];
}
