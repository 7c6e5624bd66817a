import { apiAs } from './clients.js';
import { createTestUser, type TestServer } from './harness.js';

/** A small deterministic generator (mulberry32), so a failure can be replayed from its seed. */
export function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The school the rollup tests write into: an institute in `zone` made by its owner through the
 * API, one class with Monday periods made in the order `periods` gives (the report sorts them by
 * period), and `pupils` active members who joined two years ago.
 */
export async function seedRollupSchool(
  server: TestServer,
  options: { name: string; className: string; zone: string; periods: number[]; pupils: number },
) {
  const owner = await createTestUser(server, { userType: 'Institute' });
  const orgId = (
    await apiAs(server.url, server.anonKey, owner.accessToken).post<{ id: string }>(
      '/api/organizations',
      { name: options.name, kind: 'institute' },
    )
  ).body.id;
  await server.sql('update public.organizations set timezone = $2 where id = $1', [
    orgId,
    options.zone,
  ]);
  const [group] = await server.sql<{ id: string }>(
    `insert into public.groups (org_id, name, kind) values ($1, $2, 'class') returning id`,
    [orgId, options.className],
  );
  const sessions: string[] = [];
  for (const period of options.periods) {
    const [session] = await server.sql<{ id: string }>(
      `insert into public.class_sessions (org_id, group_id, subject, weekday, period, starts_at, ends_at)
       values ($1, $2, 'Subject ' || $3::int, 1, $3::int, make_time(8 + $3::int, 0, 0), make_time(8 + $3::int, 45, 0))
       returning id`,
      [orgId, group!.id, period],
    );
    sessions.push(session!.id);
  }
  const members: string[] = [];
  for (let n = 1; n <= options.pupils; n++) {
    const [member] = await server.sql<{ id: string }>(
      `insert into public.memberships (org_id, full_name, role, status, created_at)
       values ($1, 'Pupil ' || $2::int, 'student', 'active', now() - interval '2 years') returning id`,
      [orgId, n],
    );
    members.push(member!.id);
  }
  return { orgId, ownerToken: owner.accessToken, sessions, members };
}
