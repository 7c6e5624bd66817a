// The per-month day marks rollup (issue 11, migration 0084): kept by the records' own triggers
// (they fire even while the bench seeds with triggers off), so the base seed's 20 days of the
// 10,000 members already fill it. The day-by-day report reads it a person at a time, by index.
export const migration = '0084';

export function workloads(ctx) {
  const months = `month >= date_trunc('month', current_date - 40)::date`;
  return [
    {
      name: 'attendance_month_days: the organisation’s people’s months',
      statements: [
        `select member_id, month, days from public.attendance_month_days
          where org_id = '${ctx.org}' and ${months}`,
      ],
    },
    {
      name: 'attendance_month_days: one person’s months',
      statements: (caller) => [
        `select month, n, days from public.attendance_month_days
          where org_id = '${ctx.org}' and member_id = (select id from public.memberships
                 where org_id = '${ctx.org}' and user_id = '${ctx.people[caller]}')
            and ${months}`,
      ],
    },
  ];
}
