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
};

type Row = {
  name: string;
  columns: string[];
  anon: string[];
  authenticated: string[];
  service_role: string[];
  scope: string;
};

const readableBy = (role: DbRole) =>
  `array(select a.attname::text from pg_catalog.pg_attribute a
          where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
            and has_column_privilege('${role}', c.oid, a.attnum, 'SELECT')
          order by a.attnum) as ${role}`;

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
            encode(t.tgargs, 'escape') as scope
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
      },
    ]),
  );
}
