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
import { ORGS_OF_USERS, policyReaders, READERS, readerOf } from './readers.js';

export type AuthorizeOptions = {
  /**
   * false: read every change under each subscriber's claims, never with `READERS` (the tests
   * compare both ways).
   */
  setBased?: boolean;
  /**
   * true: decide every table by its own policies (`policyReaders`), never by a `READERS` entry
   * (the bench times both ways).
   */
  byPolicies?: boolean;
  /** Told the names of the statements each pipeline sends (the tests check which path ran). */
  observe?: (statements: readonly string[]) => void;
};

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
  options: AuthorizeOptions = {},
): Promise<Sight[]> {
  const [seen] = await authorizeChanges(
    pool,
    new Map([[table.name, table]]),
    [change],
    identities,
    options,
  );
  return seen!;
}

/**
 * What each subscriber may see of each change of a batch, decided in one read-only transaction
 * sent as one pipeline. The subscribers' sessions are checked together. The signed-in subscribers
 * are decided together for every published table: one statement per table reads the changed rows
 * once with, for each, which of them may read it — by `READERS` where a table has one (its select
 * policy worked out for a row), else by evaluating the table's own policies for each subscriber's
 * claims within that statement (`policyReaders`); one more gives their organisations when the
 * batch holds a DELETE. So the round trips and statements stay the same whatever the number of
 * subscribers. A table `perSubscriberTables` lists (none today), and anon, service or API-key
 * identities, are read apart: each identity's role and claims are set and, per
 * table of the batch, the changed rows are selected by id exactly as the data API would select
 * them (one statement for all of that table's changes), plus its organisations for a DELETE.
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
  options: AuthorizeOptions = {},
): Promise<Sight[][]> {
  try {
    return await authorizeTogether(pool, tables, changes, identities, options);
  } catch (error) {
    // One failing read (a timeout, a policy error for one role) aborts the whole transaction:
    // then each identity is tried alone, so only the one that fails misses the changes.
    if (identities.length === 1 || isDatabaseUnavailable(error)) throw error;
    const alone = await Promise.all(
      identities.map((identity) =>
        authorizeTogether(pool, tables, changes, [identity], options).catch(() =>
          changes.map((): Sight[] => [null]),
        ),
      ),
    );
    return changes.map((_, c) => alone.map((seen) => seen[c]![0] ?? null));
  }
}

/**
 * Set-based reads of a batch, for the identities that are plain signed-in users: the changed rows
 * once each, with who reads them — by `READERS` (user ids among `users`) or else by the table's
 * own policies (`policyReaders`: positions in `claims`).
 */
function readersRead(
  table: PublishedTable,
  entry: string | undefined,
  ids: readonly string[],
  users: readonly string[],
  claims: readonly string[],
): Statement {
  const columns = table.readable.authenticated;
  const byPolicy = entry === undefined;
  const readers = entry ?? policyReaders(table)!;
  if (columns.length === 0)
    return {
      text: 'select null::text as key, null::jsonb as row, null::text[] as readers where false',
      values: [],
      name: 'realtime_none_together',
    };
  return {
    // Only `t` in scope where the readers are worked out: the policies name its columns bare.
    text: `select t.id::text as key,
                  (select to_jsonb(r) from (select ${columns.map((c) => `t.${quote(c)}`).join(', ')}) r)
                    as row,
                  ${readers} as readers
             from public.${quote(table.name)} t
            where t.id = any ($1::uuid[])`,
    values: [ids, byPolicy ? claims : users],
    // A table with a READERS entry decided by its policies (byPolicies) sends another text.
    name: `realtime_${byPolicy && READERS[table.name] !== undefined ? 'policies' : 'readers'}_${table.name}`,
  };
}

/** Whether a table's read policies include the two-factor check (a restrictive `*_mfa` policy). */
const asksSecondFactor = (table: PublishedTable) =>
  table.readPolicy === null || table.readPolicy.includes('mfa_satisfied()');

/**
 * The positions (1-based) among the tokens `$1::text[]` (JWT claims) that meet
 * auth.mfa_satisfied(), each decided under its own claims (set first: CASE keeps the order).
 */
const TOKENS_MEETING_MFA = `
  select array(
    select t.i::int from unnest($1::text[]) with ordinality as t (claims, i)
     where case when set_config('request.jwt.claims', t.claims, true) is null then false
                else auth.mfa_satisfied() end) as tokens`;

/** Whether a table's changes can be decided for many signed-in subscribers in one statement. */
const readTogether = (table: PublishedTable, entry: string | undefined) =>
  entry !== undefined || policyReaders(table) !== undefined;

async function authorizeTogether(
  pool: pg.Pool,
  tables: ReadonlyMap<string, PublishedTable>,
  changes: readonly Change[],
  identities: readonly CallerIdentity[],
  options: AuthorizeOptions,
): Promise<Sight[][]> {
  const entry = (name: string) => (options.byPolicies ? undefined : READERS[name]);
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
  // Plain signed-in users are worked out together: one statement per table with READERS (the
  // row read once, with who among them reads it) and one for their organisations; the other
  // tables, and other identities (anon, service, API keys), are read under each one's claims.
  const readers = identities.map((identity) =>
    options.setBased === false ? undefined : readerOf(identity),
  );
  const users = [...new Set(readers.filter((user): user is string => user !== undefined))];
  // The policies may ask more of the token than its user (an MFA level): the set-based readers
  // are the distinct tokens (claims) of those users, each decided on its own claims.
  const claimsOf = identities.map((identity, index) =>
    readers[index] === undefined ? undefined : JSON.stringify(identity.claims),
  );
  const tokens = [...new Set(claimsOf.filter((claims): claims is string => claims !== undefined))];
  const together = users.length
    ? [...idsByTable.keys()].filter((name) => readTogether(tables.get(name)!, entry(name)))
    : [];
  for (const name of together)
    statements.push(
      readersRead(tables.get(name)!, entry(name), idsByTable.get(name)!, users, tokens),
    );
  // `READERS` decide by user; a table whose policies also ask for the second factor
  // (auth.mfa_satisfied()) is then read only by the tokens that satisfy it: of two factors, or of
  // people with no verified factor.
  const factorsAt = statements.length;
  const needsFactors = together.some(
    (name) => entry(name) !== undefined && asksSecondFactor(tables.get(name)!),
  );
  if (needsFactors)
    statements.push({ text: TOKENS_MEETING_MFA, values: [tokens], name: 'realtime_tokens_mfa' });
  // The policies' readers leave the last subscriber's claims set: the trusted ones again.
  const byPolicy = together.some((name) => entry(name) === undefined);
  if (byPolicy || needsFactors) statements.push(identityStatement(TRUSTED));
  const orgsAt = statements.length;
  const orgsTogether = hasDelete && users.length > 0;
  if (orgsTogether)
    statements.push({ text: ORGS_OF_USERS, values: [users], name: 'realtime_orgs_of_users' });
  const apart = (index: number) => ({
    tables: [...idsByTable.keys()].filter(
      (name) => readers[index] === undefined || !together.includes(name),
    ),
    scope: hasDelete && readers[index] === undefined,
  });
  const plans = identities.map((identity, index) => {
    const plan = apart(index);
    const first = statements.length;
    if (plan.tables.length || plan.scope) {
      statements.push(identityStatement(identity));
      for (const name of plan.tables)
        statements.push(rowsRead(tables.get(name)!, identity.role, idsByTable.get(name)!));
      if (plan.scope) statements.push(scopeRead);
    }
    return { ...plan, first };
  });
  options.observe?.(statements.map((statement) => statement.name ?? ''));
  const results = await pipelineAsCaller(pool, TRUSTED, statements, { readOnly: true });
  const active = new Set((results[0]!.rows[0] as { active: string[] }).active);

  // What the users read together: per token, the rows (by table:key); per user, organisations.
  const byToken = new Map(
    tokens.map((token) => [token, new Map<string, Record<string, unknown>>()]),
  );
  const orgsByUser = new Map(users.map((user) => [user, new Set<string>()]));
  const tokensOf = new Map<string, string[]>();
  claimsOf.forEach((token, index) => {
    if (token === undefined) return;
    const user = readers[index]!;
    const mine = tokensOf.get(user) ?? [];
    if (!mine.includes(token)) mine.push(token);
    tokensOf.set(user, mine);
  });
  const meetsMfa = new Set(
    needsFactors
      ? (results[factorsAt]!.rows[0] as { tokens: number[] }).tokens.map((i) => tokens[i - 1])
      : [],
  );
  together.forEach((name, t) => {
    const byUser = entry(name) !== undefined;
    const checkFactor = byUser && asksSecondFactor(tables.get(name)!);
    for (const { key, row, readers: who } of results[1 + t]!.rows as Array<{
      key: string;
      row: Record<string, unknown>;
      readers: Array<string | number>;
    }>)
      for (const reader of who) {
        const readerTokens = byUser
          ? (tokensOf.get(String(reader)) ?? []).filter(
              (token) => !checkFactor || meetsMfa.has(token),
            )
          : [tokens[Number(reader) - 1]!];
        for (const token of readerTokens) byToken.get(token)?.set(`${name}:${key}`, row);
      }
  });
  if (orgsTogether)
    for (const { user_id, orgs } of results[orgsAt]!.rows as Array<{
      user_id: string;
      orgs: string[];
    }>)
      for (const org of orgs) orgsByUser.get(user_id)?.add(org);

  const seenBy = identities.map((identity, index) => {
    const plan = plans[index]!;
    const token = claimsOf[index];
    const rows = new Map(token === undefined ? undefined : byToken.get(token));
    plan.tables.forEach((name, t) => {
      for (const { key, row } of results[plan.first + 1 + t]!.rows as Array<{
        key: string;
        row: Record<string, unknown>;
      }>)
        rows.set(`${name}:${key}`, row);
    });
    const orgs = plan.scope
      ? new Set((results[plan.first + 1 + plan.tables.length]!.rows[0] as { orgs: string[] }).orgs)
      : (orgsByUser.get(readers[index] ?? '') ?? new Set<string>());
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
