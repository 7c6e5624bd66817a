import type { DbRole } from '../../lib/jwt.js';
import type { Filter } from './parse-filter.js';
import type { NodeModifiers, ParsedQuery } from './parse-query.js';
import type { SelectItem } from './parse-select.js';
import { findRelationship, type Relationship } from './resolve-embed.js';
import {
  aggregateNotAllowed,
  closest,
  noRelationship,
  notEmbedded,
  restError,
  unknownColumn,
} from './rest-errors.js';
import type { Column, Relation, SchemaCache } from './schema-cache.js';
import { type FieldPath, outputName } from './scanner.js';

export type PlannedItem =
  | { kind: 'field'; field: FieldPath; column: Column; output: string; cast?: string }
  | { kind: 'embed'; embed: PlannedEmbed };

/** One level of the result with every name checked against the schema cache. */
export type PlannedNode = {
  relation: Relation;
  path: string;
  items: PlannedItem[];
  /** Every embedded resource of this level, also those used only for filtering (`rel!inner()`). */
  embeds: PlannedEmbed[];
  modifiers: NodeModifiers;
  /** The database role the request runs as: `*` means the columns it may select. */
  role: DbRole;
};

export type PlannedEmbed = PlannedNode & {
  output: string;
  relationship: Relationship;
  isInner: boolean;
  isSpread: boolean;
  /** `rel(count)`: the embedded value is `[{"count": n}]`. */
  isCountOnly: boolean;
  /** Filtered with `rel=is.null` / `rel=not.is.null`. */
  nullFilter?: 'null' | 'not_null';
};

type EmbedItem = Extract<SelectItem, { kind: 'embed' }>;
type Planner = { cache: SchemaCache; query: ParsedQuery; claimed: Set<string>; role: DbRole };

/** Casts allowed in `select=col::type` (a fixed list: a type name never comes from the request). */
const CASTS = new Set(
  `text varchar char int int2 int4 int8 smallint integer bigint numeric decimal real float4 float8
   bool boolean date time timetz timestamp timestamptz interval uuid json jsonb`.split(/\s+/),
);

export function resolveColumn(relation: Relation, name: string): Column {
  const column = relation.columnMap.get(name);
  if (!column) throw unknownColumn(relation.name, name, closest(name, relation.columnMap.keys()));
  return column;
}

/**
 * The columns `role` may select. A table that grants SELECT on some columns only (column
 * privileges, e.g. `organizations.join_code`) hides the others from `*`, so `select=*` reads what
 * the caller may see instead of failing; naming a hidden column still fails with 42501.
 */
export function selectableColumns(relation: Relation, role: DbRole): Column[] {
  return relation.columns.filter((column) => !column.hiddenFrom?.includes(role));
}

/** Plans a read of `relation` (a table, a view, or a function's result rows). */
export function planRead(
  cache: SchemaCache,
  relation: Relation,
  query: ParsedQuery,
  role: DbRole,
): PlannedNode {
  const planner: Planner = { cache, query, claimed: new Set(['']), role };
  const root = planNode(planner, relation, query.select, '', query.nodes.get(''));
  for (const [path, modifiers] of query.nodes) {
    const isUsed =
      modifiers.filters.length > 0 ||
      !!modifiers.order ||
      modifiers.limit !== undefined ||
      modifiers.offset !== undefined;
    if (isUsed && !planner.claimed.has(path)) throw notEmbedded(path);
  }
  return root;
}

function planNode(
  planner: Planner,
  relation: Relation,
  select: SelectItem[],
  path: string,
  modifiers: NodeModifiers | undefined,
): PlannedNode {
  const node: PlannedNode = {
    relation,
    path,
    items: [],
    embeds: [],
    modifiers: modifiers ?? { filters: [] },
    role: planner.role,
  };
  for (const item of select) {
    if (item.kind === 'star') {
      for (const column of selectableColumns(relation, planner.role)) {
        node.items.push({
          kind: 'field',
          field: { name: column.name, json: [] },
          column,
          output: column.name,
        });
      }
    } else if (item.kind === 'field') {
      node.items.push(planField(relation, item));
    } else if (item.kind === 'count') {
      throw aggregateNotAllowed(
        "Only 'count' inside an embedded resource is supported, e.g. select=*,members(count)",
      );
    } else {
      const embed = planEmbed(planner, relation, item, path);
      node.embeds.push(embed);
      if (item.select.length > 0) node.items.push({ kind: 'embed', embed });
    }
  }
  for (const filter of node.modifiers.filters) markNullFilter(node, filter);
  return node;
}

function planField(relation: Relation, item: Extract<SelectItem, { kind: 'field' }>): PlannedItem {
  if (item.cast !== undefined && !CASTS.has(item.cast)) {
    throw restError(
      400,
      'PGRST100',
      `"failed to parse select parameter (${item.field.name}::${item.cast})"`,
      `unsupported cast "${item.cast}"; allowed: ${[...CASTS].join(', ')}`,
    );
  }
  const output = checkAlias(item.alias ?? outputName(item.field));
  return {
    kind: 'field',
    field: item.field,
    column: resolveColumn(relation, item.field.name),
    output,
    cast: item.cast,
  };
}

function planEmbed(
  planner: Planner,
  parent: Relation,
  item: EmbedItem,
  parentPath: string,
): PlannedEmbed {
  const { cache, query } = planner;
  const target = cache.relations.get(item.name);
  if (!target) {
    const suggestion = closest(item.name, cache.relations.keys());
    throw noRelationship(
      parent.name,
      item.name,
      item.name,
      suggestion ? `Perhaps you meant '${suggestion}' instead of '${item.name}'.` : null,
    );
  }
  const relationship = findRelationship(cache, parent, item.name, item.hint);
  const output = checkAlias(item.alias ?? item.name);
  const path = parentPath ? `${parentPath}.${output}` : output;
  const isCountOnly = isCount(item, target);
  if (isCountOnly && relationship.isToOne)
    throw aggregateNotAllowed("'count' works on to-many embeds only");
  if (item.spread && !relationship.isToOne) {
    throw restError(
      400,
      'PGRST119',
      `A spread operation on '${item.name}' is not possible`,
      `'${parent.name}' and '${item.name}' do not form a many-to-one or one-to-one relationship`,
    );
  }
  // Modifiers of an embed are keyed by its alias, or by its table name.
  const byName = parentPath ? `${parentPath}.${item.name}` : item.name;
  const key = query.nodes.has(path) || !item.alias ? path : byName;
  planner.claimed.add(key);
  const modifiers = query.nodes.get(key);
  const node = isCountOnly
    ? {
        relation: target,
        path,
        items: [],
        embeds: [],
        modifiers: modifiers ?? { filters: [] },
        role: planner.role,
      }
    : planNode(planner, target, item.select, path, modifiers);
  return {
    ...node,
    output,
    relationship,
    isInner: item.joinType === 'inner',
    isSpread: item.spread,
    isCountOnly,
  };
}

/** `rel(count)` or `rel(count())`, unless the table really has a column named count. */
function isCount(item: EmbedItem, target: Relation): boolean {
  if (item.select.length !== 1) return false;
  const only = item.select[0]!;
  if (only.kind === 'count') return true;
  return (
    only.kind === 'field' &&
    only.field.name === 'count' &&
    only.field.json.length === 0 &&
    !target.columnMap.has('count')
  );
}

/** Whether a filter targets an embedded resource (`rel=is.null`) rather than a column. */
export function isEmbedFilter(node: PlannedNode, filter: Filter): boolean {
  return (
    filter.kind === 'condition' &&
    filter.field.json.length === 0 &&
    !node.relation.columnMap.has(filter.field.name) &&
    node.embeds.some((e) => e.output === filter.field.name)
  );
}

/** `rel=is.null` / `rel=not.is.null`: keep rows without / with a matching embedded row. */
function markNullFilter(node: PlannedNode, filter: Filter): void {
  if (filter.kind !== 'condition' || !isEmbedFilter(node, filter)) return;
  const embed = node.embeds.find((e) => e.output === filter.field.name)!;
  const { op, value, negate } = filter.condition;
  if (op !== 'is' || (value !== 'null' && value !== 'not_null')) {
    throw restError(
      400,
      'PGRST120',
      'Only is null or not is null filters are allowed on embedded resources',
    );
  }
  embed.nullFilter = (value === 'null') !== negate ? 'null' : 'not_null';
}

/** Output names become quoted identifiers: at most 63 bytes, no control characters. */
function checkAlias(name: string): string {
  // eslint-disable-next-line no-control-regex
  if (Buffer.byteLength(name) > 63 || /[\u0000-\u001f]/.test(name)) {
    throw restError(
      400,
      'PGRST100',
      `"failed to parse select parameter" (invalid name ${JSON.stringify(name.slice(0, 40))})`,
      'names and aliases are at most 63 bytes without control characters',
    );
  }
  return name;
}

/** The keys each row of this node has in the response, in order (CSV headers, spreads). */
export function outputNames(node: PlannedNode): string[] {
  return node.items.flatMap((item) => {
    if (item.kind === 'field') return [item.output];
    return item.embed.isSpread ? outputNames(item.embed) : [item.embed.output];
  });
}
