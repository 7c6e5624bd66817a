import type pg from 'pg';
import {
  type CallerIdentity,
  pipelineAsCaller,
  type Statement,
} from '../../lib/caller-pipeline.js';
import { isDatabaseUnavailable } from '../../lib/db-errors.js';
import type { DbRole } from '../../lib/jwt.js';
import type { ChangeEvent } from './postgres-filter.js';
import type { PublishedTable } from './published-tables.js';

/** What the `realtime_changes` trigger announces (migration 0020). */
export type Change = {
  schema: string;
  table: string;
  op: ChangeEvent;
  id: string;
  /** The row's organisation (the DELETE scope). */
  scope: string | null;
  /** Commit time of the change's transaction. */
  at: string;
  /** The row (the old one for DELETE), absent when it did not fit in the NOTIFY payload. */
  record?: Record<string, unknown>;
};

const TRUSTED: CallerIdentity = {
  role: 'service_role',
  claims: { role: 'service_role' },
  sessionId: undefined,
};

const identityStatement = (identity: CallerIdentity): Statement => ({
  text: `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`,
  values: [identity.role, JSON.stringify(identity.claims)],
  name: 'realtime_identity',
});

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The rows of one table among `ids` as the role may select them: only the columns it has the
 * privilege to read (selecting one it has not would fail the whole batch), filtered by row-level
 * security. Each comes back with its key, so a batch of changes is one read per table.
 */
function rowsRead(table: PublishedTable, role: DbRole, ids: readonly string[]): Statement {
  const columns = table.readable[role];
  if (columns.length === 0)
    return {
      text: 'select null::text as key, null::jsonb as row where false',
      values: [],
      name: 'realtime_none',
    };
  return {
    text: `select t.id::text as key, to_jsonb(r) as row from public.${quote(table.name)} t
             cross join lateral (select ${columns.map((c) => `t.${quote(c)}`).join(', ')}) r
            where t.id = any ($1::uuid[])`,
    values: [ids],
    name: `realtime_rows_${role}_${table.name}`,
  };
}

const scopeRead: Statement = {
  text: `select coalesce(array(select public.my_org_ids())::text[], '{}') as orgs`,
  values: [],
  name: 'realtime_scope',
};

/** What one identity may see of one change: the row as it reads it, `{}` for a DELETE, or null. */
export type Sight = Record<string, unknown> | null;

/**
 * What each subscriber may see of one change (see `authorizeChanges`); used where a single change
 * is authorised on its own.
 */
export async function authorizeChange(
  pool: pg.Pool,
  table: PublishedTable,
  change: Change,
  identities: readonly CallerIdentity[],
): Promise<Sight[]> {
  const [seen] = await authorizeChanges(pool, new Map([[table.name, table]]), [change], identities);
  return seen!;
}

/**
 * What each subscriber may see of each change of a batch, decided by row-level security in one
 * read-only transaction sent as one pipeline: the subscribers' sessions are checked together,
 * then for each distinct identity its role and claims are set and, per table of the batch, the
 * changed rows are selected by id exactly as the data API would select them (one statement for
 * all of that table's changes), plus the identity's organisations when the batch holds a DELETE.
 * INSERT/UPDATE: the row as that subscriber reads it now, or null (also when it has been deleted
 * since: its DELETE follows, as with Supabase's Postgres Changes). DELETE (the row is gone): `{}` when
 * the subscriber belongs to the row's organisation, else null. The cost grows with identities ×
 * tables, not identities × changes, so a burst of changes costs about what one does.
 *
 * Returns, for each change, one sight per identity (in the order given).
 */
export async function authorizeChanges(
  pool: pg.Pool,
  tables: ReadonlyMap<string, PublishedTable>,
  changes: readonly Change[],
  identities: readonly CallerIdentity[],
): Promise<Sight[][]> {
  try {
    return await authorizeTogether(pool, tables, changes, identities);
  } catch (error) {
    // One failing read (a timeout, a policy error for one role) aborts the whole transaction:
    // then each identity is tried alone, so only the one that fails misses the changes.
    if (identities.length === 1 || isDatabaseUnavailable(error)) throw error;
    const alone = await Promise.all(
      identities.map((identity) =>
        authorizeTogether(pool, tables, changes, [identity]).catch(() =>
          changes.map((): Sight[] => [null]),
        ),
      ),
    );
    return changes.map((_, c) => alone.map((seen) => seen[c]![0] ?? null));
  }
}

async function authorizeTogether(
  pool: pg.Pool,
  tables: ReadonlyMap<string, PublishedTable>,
  changes: readonly Change[],
  identities: readonly CallerIdentity[],
): Promise<Sight[][]> {
  const sessions = identities.flatMap((identity) => identity.sessionId ?? []);
  const statements: Statement[] = [
    {
      text: `select coalesce(array_agg(s::text), '{}') as active
               from unnest($1::uuid[]) s where auth.session_is_active(s)`,
      values: [sessions],
      name: 'realtime_sessions',
    },
  ];
  // The rows to read, per table (in first-seen order), and whether any DELETE needs the scope.
  const idsByTable = new Map<string, string[]>();
  for (const change of changes) {
    if (change.op === 'DELETE' || !tables.has(change.table)) continue;
    const ids = idsByTable.get(change.table) ?? [];
    if (!ids.includes(change.id)) ids.push(change.id);
    idsByTable.set(change.table, ids);
  }
  const hasDelete = changes.some((change) => change.op === 'DELETE');
  const perIdentity = 1 + idsByTable.size + (hasDelete ? 1 : 0);
  for (const identity of identities) {
    statements.push(identityStatement(identity));
    for (const [name, ids] of idsByTable)
      statements.push(rowsRead(tables.get(name)!, identity.role, ids));
    if (hasDelete) statements.push(scopeRead);
  }
  const results = await pipelineAsCaller(pool, TRUSTED, statements, { readOnly: true });
  const active = new Set((results[0]!.rows[0] as { active: string[] }).active);
  const tableOrder = [...idsByTable.keys()];
  const seenBy = identities.map((identity, index) => {
    const base = 1 + index * perIdentity;
    const rows = new Map<string, Record<string, unknown>>();
    tableOrder.forEach((name, t) => {
      for (const { key, row } of results[base + 1 + t]!.rows as Array<{
        key: string;
        row: Record<string, unknown>;
      }>)
        rows.set(`${name}:${key}`, row);
    });
    const orgs = hasDelete
      ? new Set((results[base + 1 + tableOrder.length]!.rows[0] as { orgs: string[] }).orgs)
      : new Set<string>();
    const signedIn = !identity.sessionId || active.has(identity.sessionId);
    return { identity, rows, orgs, signedIn };
  });
  return changes.map((change) =>
    seenBy.map(({ identity, rows, orgs, signedIn }): Sight => {
      if (!signedIn) return null;
      if (change.op === 'DELETE') {
        const visible =
          identity.role === 'service_role' || (change.scope !== null && orgs.has(change.scope));
        return visible ? {} : null;
      }
      return rows.get(`${change.table}:${change.id}`) ?? null;
    }),
  );
}
