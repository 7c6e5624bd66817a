import { type Filter, parseCondition, parseLogicTree } from './parse-filter.js';
import { type OrderTerm, parseOrder } from './parse-order.js';
import { parseSelect, type SelectItem } from './parse-select.js';
import { parseError } from './rest-errors.js';
import { parseField } from './scanner.js';

/** Filters and modifiers of one level of the result: the root or an embedded resource. */
export type NodeModifiers = {
  filters: Filter[];
  order?: OrderTerm[];
  limit?: number;
  offset?: number;
};

export type ParsedQuery = {
  select: SelectItem[];
  /** `columns=` of inserts: which payload keys become columns. */
  columns?: string[];
  /** `on_conflict=` of upserts. */
  onConflict?: string[];
  /** Keyed by embedding path: '' is the root, 'members.profiles' a nested resource. */
  nodes: Map<string, NodeModifiers>;
  /** Function arguments of GET /rpc/fn (the keys `isArgument` claimed). */
  args: Array<[string, string]>;
};

const MODIFIERS = new Set(['order', 'limit', 'offset', 'or', 'and']);

/**
 * Splits a PostgREST query string into select, filters and modifiers per embedding level.
 * Everything that is not a reserved key is a filter `column=op.value` (or `rel.column=…`).
 */
export function parseQuery(
  search: string,
  isArgument: (key: string) => boolean = () => false,
): ParsedQuery {
  const query: ParsedQuery = { select: [{ kind: 'star' }], nodes: new Map(), args: [] };
  const node = (path: string): NodeModifiers => {
    let found = query.nodes.get(path);
    if (!found) query.nodes.set(path, (found = { filters: [] }));
    return found;
  };
  node('');
  for (const [key, value] of new URLSearchParams(search)) {
    if (key === 'apikey') continue; // the API key may ride in the URL, as Supabase's gateway allows
    if (key === 'select') query.select = parseSelect(value);
    else if (key === 'columns') query.columns = nameList(value, 'columns parameter');
    else if (key === 'on_conflict') query.onConflict = nameList(value, 'on_conflict parameter');
    else if (isArgument(key)) query.args.push([key, value]);
    else addModifier(key, value, node);
  }
  return query;
}

function addModifier(key: string, value: string, node: (path: string) => NodeModifiers): void {
  const segments = key.split('.');
  const last = segments[segments.length - 1]!;
  if (MODIFIERS.has(last) && segments.length >= 1) {
    const negated = (last === 'or' || last === 'and') && segments[segments.length - 2] === 'not';
    const path = segments.slice(0, negated ? -2 : -1).join('.');
    const target = node(path);
    if (last === 'order') target.order = parseOrder(value);
    else if (last === 'limit') target.limit = nonNegative(value, 'limit parameter');
    else if (last === 'offset') target.offset = nonNegative(value, 'offset parameter');
    else target.filters.push(parseLogicTree(value, last as 'and' | 'or', negated));
    return;
  }
  const path = segments.slice(0, -1).join('.');
  const field = parseField(last, 'filter key');
  node(path).filters.push({ kind: 'condition', field, condition: parseCondition(value) });
}

function nonNegative(value: string, what: string): number {
  if (!/^\d{1,15}$/.test(value)) {
    throw parseError(what, value.slice(0, 100), 0, 'expecting a non-negative integer');
  }
  return Number(value);
}

/** `"a","b"` or `a,b` → ['a', 'b'] (names are checked against the schema cache later). */
function nameList(value: string, what: string): string[] {
  const names = value.split(',').map((part) => {
    const name = part.trim().replace(/^"(.*)"$/s, '$1');
    if (!name)
      throw parseError(
        what,
        value.slice(0, 200),
        0,
        'expecting a comma-separated list of column names',
      );
    return name;
  });
  return names;
}
