import type { Filter } from './parse-filter.js';
import type { NodeModifiers, ParsedQuery } from './parse-query.js';
import type { SelectItem } from './parse-select.js';
import { findRelationship, type Relationship } from './resolve-embed.js';
import { closest, restError, unknownColumn } from './rest-errors.js';
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

/** Casts allowed in `select=col::type` (a fixed list: a type name never comes from the request). */
const CASTS = new Set([
  'text',
  'varchar',
  'char',
  'int',
  'int2',
  'int4',
  'int8',
  'smallint',
  'integer',
  'bigint',
  'numeric',
  'decimal',
  'real',
  'float4',
  'float8',
  'bool',
  'boolean',
  'date',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'interval',
  'uuid',
  'json',
  'jsonb',
]);

export function resolveColumn(relation: Relation, name: string): Column {
  const column = relation.columnMap.get(name);
  if (!column) throw unknownColumn(relation.name, name, closest(name, relation.columnMap.keys()));
  return column;
}

/** Plans a read of `relation` (a table, a view, or a function's result rows). */
export function planRead(cache: SchemaCache, relation: Relation, query: ParsedQuery): PlannedNode {
  const root = planNode(cache, relation, query.select, '', query);
  const known = new Set<string>(['']);
  const collect = (node: PlannedNode) => {
    for (const embed of node.embeds) {
      known.add(embed.path);
      collect(embed);
    }
  };
  collect(root);
  for (const [path, modifiers] of query.nodes) {
    const used =
      modifiers.filters.length > 0 ||
      modifiers.order ||
      modifiers.limit !== undefined ||
      modifiers.offset !== undefined;
    if (used && !known.has(path)) {
      throw restError(
        400,
        'PGRST108',
        `'${path}' is not an embedded resource in this request`,
        null,
        `Verify that '${path}' is included in the 'select' query parameter.`,
      );
    }
  }
  return root;
}

function planNode(
  cache: SchemaCache,
  relation: Relation,
  select: SelectItem[],
  path: string,
  query: ParsedQuery,
): PlannedNode {
  const node: PlannedNode = {
    relation,
    path,
    items: [],
    embeds: [],
    modifiers: query.nodes.get(path) ?? { filters: [] },
  };
  for (const item of select) {
    if (item.kind === 'star') {
      for (const column of relation.columns) {
        node.items.push({
          kind: 'field',
          field: { name: column.name, json: [] },
          column,
          output: column.name,
        });
      }
    } else if (item.kind === 'field') {
      if (item.cast !== undefined && !CASTS.has(item.cast)) {
        throw restError(
          400,
          'PGRST100',
          `"failed to parse select parameter (${item.field.name}::${item.cast})"`,
          `unsupported cast "${item.cast}"; allowed: ${[...CASTS].join(', ')}`,
        );
      }
      const output = item.alias ?? outputName(item.field);
      checkAlias(output);
      node.items.push({
        kind: 'field',
        field: item.field,
        column: resolveColumn(relation, item.field.name),
        output,
        cast: item.cast,
      });
    } else if (item.kind === 'count') {
      throw restError(
        400,
        'PGRST123',
        'Use of aggregate functions is not allowed',
        null,
        "Only 'count' inside an embedded resource is supported, e.g. select=*,members(count)",
      );
    } else {
      const embed = planEmbed(cache, relation, item, path, query);
      node.embeds.push(embed);
      if (item.select.length > 0) node.items.push({ kind: 'embed', embed });
    }
  }
  for (const filter of node.modifiers.filters) markNullFilters(node, filter);
  return node;
}

function planEmbed(
  cache: SchemaCache,
  parent: Relation,
  item: Extract<SelectItem, { kind: 'embed' }>,
  parentPath: string,
  query: ParsedQuery,
): PlannedEmbed {
  const target = cache.relations.get(item.name);
  if (!target) {
    throw restError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent.name}' and '${item.name}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent.name}' and '${item.name}' in the schema 'public', but no matches were found.`,
      closest(item.name, cache.relations.keys())
        ? `Perhaps you meant '${closest(item.name, cache.relations.keys())}' instead of '${item.name}'.`
        : null,
    );
  }
  const relationship = findRelationship(cache, parent, item.name, item.hint);
  const output = item.alias ?? item.name;
  checkAlias(output);
  const path = parentPath ? `${parentPath}.${output}` : output;
  const isCountOnly =
    item.select.length === 1 &&
    (item.select[0]!.kind === 'count' ||
      (item.select[0]!.kind === 'field' &&
        item.select[0]!.field.name === 'count' &&
        item.select[0]!.field.json.length === 0 &&
        !target.columnMap.has('count')));
  if (isCountOnly && relationship.isToOne) {
    throw restError(
      400,
      'PGRST123',
      'Use of aggregate functions is not allowed',
      null,
      `'count' works on to-many embeds only`,
    );
  }
  if (item.spread && !relationship.isToOne) {
    throw restError(
      400,
      'PGRST119',
      `A spread operation on '${item.name}' is not possible`,
      `'${parent.name}' and '${item.name}' do not form a many-to-one or one-to-one relationship`,
    );
  }
  // Filters of an embed may be keyed by its alias or by its name.
  const modifiers =
    query.nodes.get(path) ??
    (item.alias
      ? query.nodes.get(parentPath ? `${parentPath}.${item.name}` : item.name)
      : undefined);
  if (modifiers && !query.nodes.has(path)) query.nodes.set(path, modifiers);
  const node = isCountOnly
    ? { relation: target, path, items: [], embeds: [], modifiers: modifiers ?? { filters: [] } }
    : planNode(cache, target, item.select, path, query);
  return {
    ...node,
    output,
    relationship,
    isInner: item.joinType === 'inner',
    isSpread: item.spread,
    isCountOnly,
  };
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

/** `rel=is.null` / `rel=not.is.null` filter on an embedded resource rather than a column. */
function markNullFilters(node: PlannedNode, filter: Filter): void {
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

function checkAlias(name: string): void {
  // eslint-disable-next-line no-control-regex
  if (Buffer.byteLength(name) > 63 || /[\u0000-\u001f]/.test(name)) {
    throw restError(
      400,
      'PGRST100',
      `"failed to parse select parameter" (alias too long or invalid: ${JSON.stringify(name.slice(0, 40))})`,
      'names and aliases are at most 63 bytes without control characters',
    );
  }
}

/** The keys each row of this node has in the response, in order (CSV headers, spreads). */
export function outputNames(node: PlannedNode): string[] {
  return node.items.flatMap((item) => {
    if (item.kind === 'field') return [item.output];
    const { embed } = item;
    return embed.isSpread ? outputNames(embed) : [embed.output];
  });
}
