import type pg from 'pg';
import type { DbRole } from '../../lib/jwt.js';

/**
 * A table with the `realtime_changes` trigger: its columns, the columns each client role may
 * select (column privileges apply to changes as to the data API), and its organisation column.
 */
export type PublishedTable = {
  name: string;
  columns: ReadonlySet<string>;
  readable: Readonly<Record<DbRole, readonly string[]>>;
  scope: string;
  /**
   * The table's row-level security for a signed-in reader's SELECT, from the catalog: its
   * permissive policies for `authenticated` (or PUBLIC) joined by OR, its restrictive ones by AND,
   * as Postgres applies them (`true` without row-level security, `false` without a permissive
   * policy); null when a policy has no USING expression.
   */
  readPolicy: string | null;
};

type Row = {
  name: string;
  columns: string[];
  anon: string[];
  authenticated: string[];
  service_role: string[];
  scope: string;
  read_policy: string | null;
};

const readableBy = (role: DbRole) =>
  `array(select a.attname::text from pg_catalog.pg_attribute a
          where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
            and has_column_privilege('${role}', c.oid, a.attnum, 'SELECT')
          order by a.attnum) as ${role}`;

const applies = (permissive: boolean) =>
  `from pg_catalog.pg_policy p
    where p.polrelid = c.oid and p.polcmd in ('r', '*') and ${permissive ? '' : 'not '}p.polpermissive
      and (0::oid = any (p.polroles) or 'authenticated'::regrole = any (p.polroles))`;

const readPolicy = `case
    when not c.relrowsecurity then 'true'
    when exists (select 1 ${applies(true)} and p.polqual is null)
      or exists (select 1 ${applies(false)} and p.polqual is null) then null
    else '(' || coalesce((select string_agg('(' || pg_get_expr(p.polqual, p.polrelid) || ')', ' OR '
                                            order by p.polname) ${applies(true)}), 'false') || ')'
         || coalesce((select string_agg(' AND (' || pg_get_expr(p.polqual, p.polrelid) || ')', ''
                                        order by p.polname) ${applies(false)}), '')
  end`;

/**
 * Reads the publication from the catalog: the tables of `public` carrying the generic trigger
 * (migration 0020), with the organisation column the trigger was given.
 */
export async function loadPublishedTables(pool: pg.Pool): Promise<Map<string, PublishedTable>> {
  const { rows } = await pool.query<Row>(
    `select c.relname as name,
            array(select a.attname::text from pg_catalog.pg_attribute a
                   where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
            ${readableBy('anon')}, ${readableBy('authenticated')}, ${readableBy('service_role')},
            encode(t.tgargs, 'escape') as scope,
            ${readPolicy} as read_policy
       from pg_catalog.pg_trigger t
       join pg_catalog.pg_class c on c.oid = t.tgrelid
      where t.tgname = 'realtime_changes' and c.relnamespace = 'public'::regnamespace`,
  );
  return new Map(
    rows.map((row) => [
      row.name,
      {
        name: row.name,
        columns: new Set(row.columns),
        readable: {
          anon: row.anon,
          authenticated: row.authenticated,
          service_role: row.service_role,
        },
        scope: row.scope.replace(/\\000$/, ''),
        readPolicy: row.read_policy,
      },
    ]),
  );
}
