import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';

/**
 * Every foreign key has an index whose leading columns are its own (migration 0090): deleting a
 * referenced row makes PostgreSQL look for the rows pointing at it once per deleted row, and
 * without that index each look reads the whole referencing table. Partial indexes count — the
 * lookup `$1 = column` implies `column is not null`.
 */
const UNINDEXED_FOREIGN_KEYS = `
  select c.conrelid::regclass::text as "table", c.conname as "constraint",
         c.confrelid::regclass::text as "references"
    from pg_constraint c
   where c.contype = 'f'
     -- A fixed catalogue whose rows are never deleted.
     and c.confrelid <> 'public.notification_kinds'::regclass
     and not exists (
       select 1 from pg_index i
        where i.indrelid = c.conrelid
          and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] @> c.conkey
          and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] <@ c.conkey)
   order by 1, 2`;

describe('foreign keys', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  it('each have an index on their own columns', async () => {
    expect(await server.sql(UNINDEXED_FOREIGN_KEYS)).toEqual([]);
  });

  it('the check names a new unindexed one, and is satisfied by a partial index (probe tables, rolled back)', async () => {
    const pool = server.app.ctx.database.pool;
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(`create table public.probe_parent (id uuid primary key)`);
      await client.query(
        `create table public.probe_child (id uuid primary key,
           parent_id uuid references public.probe_parent (id) on delete set null,
           org_id uuid not null, member_id uuid not null,
           foreign key (org_id) references public.organizations (id),
           foreign key (member_id) references public.memberships (id))`,
      );
      await client.query(`create index on public.probe_child (member_id, org_id)`);
      const before = (await client.query(UNINDEXED_FOREIGN_KEYS)).rows;
      expect(before).toEqual([
        {
          table: 'probe_child',
          constraint: 'probe_child_org_id_fkey',
          references: 'organizations',
        },
        {
          table: 'probe_child',
          constraint: 'probe_child_parent_id_fkey',
          references: 'probe_parent',
        },
      ]);
      await client.query(
        `create index on public.probe_child (parent_id) where parent_id is not null`,
      );
      await client.query(`create index on public.probe_child (org_id, id)`);
      expect((await client.query(UNINDEXED_FOREIGN_KEYS)).rows).toEqual([]);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });
});
