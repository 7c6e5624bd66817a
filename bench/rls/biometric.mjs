// Biometric devices (issue 18): what the owner's devices page reads through the data API under
// row-level security — the organisation's terminals, the latest punches and the device user ids
// still waiting for a mapping. Seeded on top of the base organisation: 4 terminals, 20 punches a
// member (~200,000 at 10k members, a few hundred of them from unknown PINs) and a PIN mapping for
// every tenth member. Teachers and students see none of it.
export const migration = '0042';

const PUNCHES_PER_MEMBER = 20;

export async function seed(client, ctx) {
  const { org } = ctx;
  await client.query('set session_replication_role = replica');
  const devices = await client.query(
    `insert into public.biometric_devices (org_id, serial_number, name, timezone, last_contact_at)
     select $1, 'BENCH' || lpad(n::text, 6, '0'), 'Gate ' || n, 'Asia/Kolkata', now() - n * interval '1 minute'
       from generate_series(1, 4) n returning id`,
    [org],
  );
  ctx.biometricDevices = devices.rows.map((r) => r.id);
  await client.query(
    `insert into public.biometric_punches (org_id, device_id, pin, punched_at, local_time, source, member_id, outcome, applied_at)
     select $1, ($2::uuid[])[1 + (k % 4)], 'P' || m.rn, at, to_char(at at time zone 'Asia/Kolkata', 'YYYY-MM-DD HH24:MI:SS'),
            'push', m.id, case when k % 2 = 0 then 'checked_in' else 'checked_out' end, at
       from (select id, row_number() over (order by id) rn from public.memberships where org_id = $1) m
            cross join generate_series(1, $3) k
            cross join lateral (select now() - (k / 2) * interval '1 day' - (k % 2) * interval '9 hours' - (m.rn % 60) * interval '1 minute' as at) t`,
    [org, ctx.biometricDevices, PUNCHES_PER_MEMBER],
  );
  await client.query(
    `insert into public.biometric_punches (org_id, device_id, pin, punched_at, local_time, source)
     select $1, $2, 'U' || (n % 50), now() - n * interval '7 minutes', '2026-01-01 09:00:00', 'push'
       from generate_series(1, 400) n`,
    [org, ctx.biometricDevices[0]],
  );
  await client.query(
    `insert into public.biometric_pins (org_id, pin, member_id)
     select $1, 'P' || rn, id
       from (select id, row_number() over (order by id) rn from public.memberships where org_id = $1) m
      where rn % 10 = 0`,
    [org],
  );
  await client.query('set session_replication_role = origin');
  for (const table of ['biometric_devices', 'biometric_punches', 'biometric_pins'])
    await client.query(`analyze public.${table}`);
}

export function workloads(ctx) {
  const { org } = ctx;
  return [
    {
      name: 'biometric: the organisation’s terminals',
      statements: [
        `select id, serial_number, name, timezone, last_contact_at from public.biometric_devices
          where org_id = '${org}' order by created_at`,
      ],
    },
    {
      name: 'biometric: latest 50 punches',
      statements: [
        `select id, pin, punched_at, outcome, device_id, member_id from public.biometric_punches
          where org_id = '${org}' order by punched_at desc limit 50`,
      ],
    },
    {
      name: 'biometric: user ids waiting for a mapping',
      statements: [
        `select pin, count(*), min(punched_at), max(punched_at) from public.biometric_punches
          where org_id = '${org}' and outcome is null group by pin order by pin limit 500`,
      ],
    },
    {
      name: 'biometric: mapped user ids',
      statements: [
        `select pin, member_id from public.biometric_pins where org_id = '${org}' order by pin`,
      ],
    },
  ];
}
