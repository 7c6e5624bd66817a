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
 * The row as the role may select it: only the columns it has the privilege to read (selecting
 * one it has not would fail the whole batch), filtered by row-level security.
 */
function rowRead(table: PublishedTable, role: DbRole, id: string): Statement {
  const columns = table.readable[role];
  if (columns.length === 0)
    return { text: 'select null::jsonb as row where false', values: [], name: 'realtime_none' };
  return {
    text: `select to_jsonb(r) as row from (select ${columns.map((c) => `t.${quote(c)}`).join(', ')}
             from public.${quote(table.name)} t where t.id = $1) r`,
    values: [id],
    name: `realtime_read_${role}_${table.name}`,
  };
}

/**
 * What each subscriber may see of one change, decided by row-level security in one read-only
 * transaction sent as one pipeline: the subscribers' sessions are checked together, then for
 * each distinct identity its role and claims are set and the row is selected exactly as the
 * data API would select it. INSERT/UPDATE: the row as that subscriber reads it, or null. DELETE
 * (the row is gone): `{}` when the subscriber belongs to the row's organisation, else null.
 */
export async function authorizeChange(
  pool: pg.Pool,
  table: PublishedTable,
  change: Change,
  identities: readonly CallerIdentity[],
): Promise<Array<Record<string, unknown> | null>> {
  try {
    return await authorizeTogether(pool, table, change, identities);
  } catch (error) {
    // One failing read (a timeout, a policy error for one role) aborts the whole transaction:
    // then each identity is tried alone, so only the one that fails misses the change.
    if (identities.length === 1 || isDatabaseUnavailable(error)) throw error;
    const seen: Array<Record<string, unknown> | null> = [];
    for (const identity of identities) {
      const [row] = await authorizeTogether(pool, table, change, [identity]).catch(() => [null]);
      seen.push(row ?? null);
    }
    return seen;
  }
}

async function authorizeTogether(
  pool: pg.Pool,
  table: PublishedTable,
  change: Change,
  identities: readonly CallerIdentity[],
): Promise<Array<Record<string, unknown> | null>> {
  const sessions = identities.flatMap((identity) => identity.sessionId ?? []);
  const statements: Statement[] = [
    {
      text: `select coalesce(array_agg(s::text), '{}') as active
               from unnest($1::uuid[]) s where auth.session_is_active(s)`,
      values: [sessions],
      name: 'realtime_sessions',
    },
  ];
  const isDelete = change.op === 'DELETE';
  const scopeRead: Statement = {
    text: `select $1::uuid = any (array(select public.my_org_ids())) as visible`,
    values: [change.scope],
    name: 'realtime_scope',
  };
  for (const identity of identities)
    statements.push(
      identityStatement(identity),
      isDelete ? scopeRead : rowRead(table, identity.role, change.id),
    );
  const results = await pipelineAsCaller(pool, TRUSTED, statements, { readOnly: true });
  const active = new Set((results[0]!.rows[0] as { active: string[] }).active);
  return identities.map((identity, index) => {
    if (identity.sessionId && !active.has(identity.sessionId)) return null;
    const row = results[2 + index * 2]!.rows[0] as
      { row: Record<string, unknown> } | { visible: boolean } | undefined;
    if (!row) return null;
    if (isDelete) {
      const visible = identity.role === 'service_role' || (row as { visible: boolean }).visible;
      return visible ? {} : null;
    }
    return (row as { row: Record<string, unknown> }).row;
  });
}
