import type { PublishedTable } from './published-tables.js';

export type ChangeEvent = 'INSERT' | 'UPDATE' | 'DELETE';

/** One `postgres_changes` binding of a joined channel, as the join reply echoes it. */
export type ChangeBinding = {
  id: number;
  event: string;
  schema: string;
  table?: string;
  filter?: string;
  condition?: { column: string; op: FilterOp; values: string[] };
};

const FILTER_OPS = ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in'] as const;
type FilterOp = (typeof FILTER_OPS)[number];

/**
 * Reads a binding from the join payload (`{event, schema, table?, filter?}`); returns a reason a
 * person can read when it names something that is not published or a filter it cannot apply.
 */
export function parseBinding(
  raw: unknown,
  id: number,
  tables: ReadonlyMap<string, PublishedTable>,
): ChangeBinding | string {
  const spec = (raw ?? {}) as Record<string, unknown>;
  const event = typeof spec.event === 'string' ? spec.event : '*';
  const schema = typeof spec.schema === 'string' ? spec.schema : 'public';
  const table = typeof spec.table === 'string' && spec.table !== '*' ? spec.table : undefined;
  const filter = typeof spec.filter === 'string' && spec.filter !== '' ? spec.filter : undefined;
  if (!['*', 'INSERT', 'UPDATE', 'DELETE'].includes(event.toUpperCase()))
    return `unknown event ${event}`;
  if (schema !== 'public' && schema !== '*') return `schema ${schema} is not published`;
  if (table && !tables.has(table)) return `table ${table} is not published`;
  const binding: ChangeBinding = {
    id,
    event,
    schema: spec.schema as string,
    ...(spec.table !== undefined ? { table: spec.table as string } : {}),
    ...(filter ? { filter } : {}),
  };
  if (!filter) return binding;
  const match = /^([a-z_][a-z0-9_]*)=([a-z]+)\.(.*)$/s.exec(filter);
  if (!match || !FILTER_OPS.includes(match[2] as FilterOp)) return `invalid filter ${filter}`;
  const [, column, op, value] = match as unknown as [string, string, FilterOp, string];
  if (!table || !tables.get(table)!.columns.has(column))
    return `filter column ${column} is not a column of ${table ?? 'every table'}`;
  const values =
    op === 'in'
      ? value
          .replace(/^\(|\)$/g, '')
          .split(',')
          .map((v) => v.trim())
      : [value];
  return { ...binding, condition: { column, op, values } };
}

/** Whether a binding listens to this change of this table (before any row is looked at). */
export function bindingWants(binding: ChangeBinding, table: string, op: ChangeEvent): boolean {
  const event = binding.event.toUpperCase();
  return (event === '*' || event === op) && (!binding.table || binding.table === table);
}

function text(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Whether a row (as JSON from to_jsonb) satisfies the binding's filter; no filter matches all. */
export function rowMatches(binding: ChangeBinding, row: Record<string, unknown>): boolean {
  const condition = binding.condition;
  if (!condition) return true;
  const actual = text(row[condition.column]);
  if (actual === null) return false;
  const [expected] = condition.values as [string];
  const numeric = Number.isFinite(Number(actual)) && Number.isFinite(Number(expected));
  const compare = numeric
    ? Number(actual) - Number(expected)
    : actual < expected
      ? -1
      : actual > expected
        ? 1
        : 0;
  switch (condition.op) {
    case 'eq':
      return actual === expected;
    case 'neq':
      return actual !== expected;
    case 'in':
      return condition.values.includes(actual);
    case 'lt':
      return compare < 0;
    case 'lte':
      return compare <= 0;
    case 'gt':
      return compare > 0;
    case 'gte':
      return compare >= 0;
  }
}
