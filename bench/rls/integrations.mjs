// API keys and webhooks (issue 18): what the owner's Integrations page reads through the data API
// under row-level security — the organisation's keys, its webhooks and the newest tries of one
// webhook's delivery log. Seeded on top of the base organisation: 20 keys (a few revoked),
// 5 webhooks and 20,000 logged tries. Teachers and students see none of it.
export const migration = '0048';

export async function seed(client, ctx) {
  const { org } = ctx;
  await client.query('set session_replication_role = replica');
  await client.query(
    `insert into public.api_keys (org_id, name, scope, prefix, key_hash, created_at, last_used_at, revoked_at)
     select $1, 'Key ' || n, case when n % 3 = 0 then 'read_write' else 'read' end,
            'ias_bench' || lpad(n::text, 3, '0'), '$argon2id$bench', now() - n * interval '1 day',
            now() - n * interval '1 hour', case when n % 5 = 0 then now() end
       from generate_series(1, 20) n`,
    [org],
  );
  const hooks = await client.query(
    `insert into public.webhooks (org_id, url, events, secret)
     select $1, 'https://hooks.example.com/' || n, array['check_in', 'check_out'], 'whsec_bench'
       from generate_series(1, 5) n returning id`,
    [org],
  );
  ctx.webhooks = hooks.rows.map((r) => r.id);
  await client.query(
    `insert into public.webhook_deliveries (org_id, webhook_id, event, attempt, outcome, response_status, duration_ms, created_at)
     select $1, ($2::uuid[])[1 + (n % 5)], 'check_in', 1 + (n % 3),
            case when n % 7 = 0 then 'retrying' else 'delivered' end,
            case when n % 7 = 0 then 500 else 200 end, 20 + n % 300, now() - n * interval '1 minute'
       from generate_series(1, 20000) n`,
    [org, ctx.webhooks],
  );
  await client.query('set session_replication_role = origin');
  for (const table of ['api_keys', 'webhooks', 'webhook_deliveries'])
    await client.query(`analyze public.${table}`);
}

export function workloads(ctx) {
  const { org } = ctx;
  return [
    {
      name: 'integrations: the organisation’s API keys',
      statements: [
        `select id, name, scope, prefix, created_at, last_used_at, revoked_at from public.api_keys
          where org_id = '${org}' order by revoked_at is not null, created_at desc`,
      ],
    },
    {
      name: 'integrations: the organisation’s webhooks',
      statements: [
        `select id, url, events, description, is_enabled, created_at from public.webhooks
          where org_id = '${org}' order by created_at`,
      ],
    },
    {
      name: 'integrations: a webhook’s latest 50 tries',
      statements: [
        `select id, event, attempt, outcome, response_status, duration_ms, created_at
           from public.webhook_deliveries where webhook_id = '${ctx.webhooks[0]}'
          order by id desc limit 50`,
      ],
    },
  ];
}
