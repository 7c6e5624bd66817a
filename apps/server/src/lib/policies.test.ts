import type { PoolClient } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';

/**
 * Row-level security must stay plannable (DESIGN.md §2, ARCHITECTURE.md "Authorization"): the
 * caller's facts are computed once per statement, and the row is only compared with them. The
 * rule, checked on each policy's parsed expression (pg_policy.polqual / polwithcheck):
 *
 * - outside sub-selects, no function is called (casts aside) — `can_manage_org(org_id)`,
 *   `can_see_member(memberships)`, even `auth.uid()` or `public.is_admin()` would run per row;
 * - a sub-select never refers to the row (a correlated sub-select is a SubPlan run per row).
 *
 * Wrapped calls are fine: `(select auth.uid())`, `org_id in (select public.my_org_ids())`,
 * `org_id = any (array(select public.my_managed_org_ids()))` become InitPlans, run once.
 */

type Token = string;
type Tree = { node: string; fields: Record<string, Value[]> } | Value[] | Token;
type Value = Tree;

/** Reads PostgreSQL's node-tree text (`{OPEXPR :opno 98 :args (…)}`) into nested objects. */
function parseNodeTree(text: string): Value {
  const tokens: Token[] = [];
  const pattern = /\\.|[{}()]|[^\s{}()\\]+(?:\\.[^\s{}()\\]*)*/g;
  for (const match of text.matchAll(pattern)) tokens.push(match[0]);
  let at = 0;
  const value = (): Value => {
    const token = tokens[at++]!;
    if (token === '(') {
      const list: Value[] = [];
      while (tokens[at] !== ')') list.push(value());
      at++;
      return list;
    }
    if (token !== '{') return token;
    const node = tokens[at++]!;
    const fields: Record<string, Value[]> = {};
    let field = '';
    while (tokens[at] !== '}') {
      const next = tokens[at]!;
      if (next.startsWith(':') && next.length > 1) {
        field = next.slice(1);
        fields[field] = [];
        at++;
      } else fields[field]!.push(value());
    }
    at++;
    return { node, fields };
  };
  return value();
}

type Finding = { kind: 'call'; funcid: number } | { kind: 'correlated' };

/** Per-row work in a policy expression: calls outside sub-selects, sub-selects that see the row. */
function perRowWork(tree: Value, level = 0, found: Finding[] = []): Finding[] {
  if (typeof tree === 'string') return found;
  if (Array.isArray(tree)) {
    for (const item of tree) perRowWork(item, level, found);
    return found;
  }
  const { node, fields } = tree;
  const first = (name: string) => fields[name]?.[0];
  if (node === 'FUNCEXPR' && level === 0) {
    // funcformat 1 and 2 are explicit and implicit casts, which read the row's value only.
    if (!['1', '2'].includes(String(first('funcformat'))))
      found.push({ kind: 'call', funcid: Number(first('funcid')) });
  }
  if (node === 'VAR' && level > 0 && Number(first('varlevelsup')) === level)
    found.push({ kind: 'correlated' });
  for (const [name, values] of Object.entries(fields)) {
    const inner = node === 'SUBLINK' && name === 'subselect' ? level + 1 : level;
    for (const item of values) perRowWork(item, inner, found);
  }
  return found;
}

type PolicyRow = {
  tablename: string;
  policyname: string;
  qual: string | null;
  check: string | null;
};

/** Every policy that does per-row work, described as "table.policy: what". */
async function perRowPolicies(client: PoolClient, names?: string[]): Promise<string[]> {
  const { rows } = await client.query<PolicyRow>(
    `select c.relnamespace::regnamespace::text || '.' || c.relname as tablename, p.polname as policyname,
            p.polqual::text as qual, p.polwithcheck::text as check
       from pg_catalog.pg_policy p join pg_catalog.pg_class c on c.oid = p.polrelid
      where $1::text[] is null or p.polname = any ($1)
      order by 1, 2`,
    [names ?? null],
  );
  const problems: string[] = [];
  for (const row of rows) {
    for (const [clause, text] of [
      ['using', row.qual],
      ['with check', row.check],
    ] as const) {
      if (!text) continue;
      for (const finding of perRowWork(parseNodeTree(text))) {
        let what = 'a sub-select that refers to the row';
        if (finding.kind === 'call') {
          const { rows: named } = await client.query<{ name: string }>(
            'select $1::oid::regprocedure::text as name',
            [finding.funcid],
          );
          what = `calls ${named[0]!.name} per row`;
        }
        problems.push(`${row.tablename}.${row.policyname} (${clause}): ${what}`);
      }
    }
  }
  return [...new Set(problems)];
}

let server: TestServer;
let client: PoolClient;
beforeAll(async () => {
  server = await startTestServer();
  client = await server.app.ctx.database.pool.connect();
});
afterAll(async () => {
  client?.release();
  await server?.close();
});

describe('row-level security policies', () => {
  it('compare rows with facts computed once per statement, never call a function per row', async () => {
    expect(await perRowPolicies(client)).toEqual([]);
  });

  it('the check catches per-row calls and correlated sub-selects (probe policies, rolled back)', async () => {
    await client.query('begin');
    try {
      await client.query(`
        create policy probe_can_see on public.memberships for select to authenticated
          using (public.can_see_member(memberships));
        create policy probe_manage on public.memberships for update to authenticated
          using (true) with check (public.can_manage_org(org_id));
        create policy probe_uid on public.contacts for select to authenticated
          using (owner_id = auth.uid());
        create policy probe_correlated on public.memberships for select to authenticated
          using (exists (select 1 from public.group_members gm where gm.member_id = memberships.id));
        create policy probe_wrapped on public.memberships for select to authenticated
          using (org_id in (select public.my_org_ids()) and user_id = (select auth.uid()));`);
      const names = [
        'probe_can_see',
        'probe_manage',
        'probe_uid',
        'probe_correlated',
        'probe_wrapped',
      ];
      expect(await perRowPolicies(client, names)).toEqual([
        'public.contacts.probe_uid (using): calls auth.uid() per row',
        'public.memberships.probe_can_see (using): calls can_see_member(memberships) per row',
        'public.memberships.probe_correlated (using): a sub-select that refers to the row',
        'public.memberships.probe_manage (with check): calls can_manage_org(uuid) per row',
      ]);
    } finally {
      await client.query('rollback');
    }
  });

  it('ask the facts nearly every request needs of PL/pgSQL functions, planned once a connection', async () => {
    // An SQL function that is SECURITY DEFINER with its own search_path is never inlined, and its
    // body is planned again in every transaction (migration 0086 measured 0.1–0.15 ms a call).
    // So every such function a policy calls — the caller's facts and sets (0086, 0087, 0089) —
    // and the session check of the data API are PL/pgSQL.
    const { rows } = await client.query<{ fn: string; language: string }>(
      `select p.oid::regprocedure::text as fn, l.lanname as language
         from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace
         join pg_language l on l.oid = p.prolang
        where p.prosecdef and n.nspname in ('public', 'auth')
          and (p.oid = 'auth.session_is_active(uuid)'::regprocedure
               or exists (select 1 from pg_policies pol
                           where concat_ws(' ', pol.qual, pol.with_check) ~ ('\\m' || p.proname || '\\(')))
        order by 1`,
    );
    const fns = rows.map((row) => row.fn);
    // The query finds them (a sample across the areas), so the rule below is not vacuous.
    expect(fns).toEqual(
      expect.arrayContaining([
        'auth.session_is_active(uuid)',
        'auth.mfa_satisfied()',
        'is_admin()',
        'my_org_ids()',
        'my_task_board_ids()',
        'my_conversation_ids()',
        'my_readable_file_space_ids()',
        'my_invited_event_ids()',
      ]),
    );
    expect(rows.filter((row) => row.language !== 'plpgsql')).toEqual([]);
  });
});
