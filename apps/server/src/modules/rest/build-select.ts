import { filtersSql, orderSql, fieldSql } from './build-filter.js';
import { outputNames, type PlannedEmbed, type PlannedNode } from './plan-read.js';
import { ident, Params, qualified } from './sql.js';

/** Parameters and fresh aliases for one statement. */
export class BuildContext {
  readonly params = new Params();
  private counter = 0;

  alias(prefix: 't' | 'e'): string {
    return `${prefix}${++this.counter}`;
  }
}

export type BodyShape = { kind: 'array' | 'none'; stripNulls?: boolean };

type NodeParts = { select: string[]; joins: string[]; filterJoins: string[]; where: string[] };

/** Select list, lateral joins for embedded resources, and WHERE conditions of one level. */
function nodeParts(
  ctx: BuildContext,
  node: PlannedNode,
  alias: string,
  joinConditions: string[],
): NodeParts {
  const parts: NodeParts = { select: [], joins: [], filterJoins: [], where: [...joinConditions] };
  parts.where.push(...filtersSql(node, alias, ctx.params));
  const laterals = new Map<PlannedEmbed, string>();
  for (const embed of node.embeds) {
    const lateralAlias = ctx.alias('e');
    const lateral = embedLateral(ctx, embed, alias, lateralAlias);
    laterals.set(embed, lateralAlias);
    parts.joins.push(lateral);
    const mustExist = embed.isInner || embed.nullFilter === 'not_null';
    if (mustExist) parts.where.push(`${lateralAlias}.body is not null`);
    if (embed.nullFilter === 'null') parts.where.push(`${lateralAlias}.body is null`);
    if (mustExist || embed.nullFilter) parts.filterJoins.push(lateral);
  }
  for (const item of node.items) {
    if (item.kind === 'field') {
      const { sql } = fieldSql(node.relation, alias, item.field, ctx.params);
      parts.select.push(`${item.cast ? `(${sql})::${item.cast}` : sql} as ${ident(item.output)}`);
      continue;
    }
    const { embed } = item;
    const body = `${laterals.get(embed)}.body`;
    if (embed.isSpread) {
      for (const name of outputNames(embed))
        parts.select.push(`${body}->${ctx.params.add(name)} as ${ident(name)}`);
    } else if (embed.relationship.isToOne) parts.select.push(`${body} as ${ident(embed.output)}`);
    else parts.select.push(`coalesce(${body}, '[]'::json) as ${ident(embed.output)}`);
  }
  return parts;
}

function rangeSql(
  ctx: BuildContext,
  limit: number | undefined,
  offset: number | undefined,
): string {
  const limitSql = limit === undefined ? '' : ` limit ${ctx.params.add(String(limit), 'bigint')}`;
  const offsetSql = offset ? ` offset ${ctx.params.add(String(offset), 'bigint')}` : '';
  return limitSql + offsetSql;
}

const whereSql = (conditions: string[]) =>
  conditions.length ? ` where ${conditions.join(' and ')}` : '';

/** A LEFT JOIN LATERAL producing `body`: an object (to-one) or an array (to-many) of the embed. */
function embedLateral(
  ctx: BuildContext,
  embed: PlannedEmbed,
  parentAlias: string,
  lateralAlias: string,
): string {
  const alias = ctx.alias('t');
  const join = embed.relationship.pairs.map(
    (p) => `${alias}.${ident(p.child)} = ${parentAlias}.${ident(p.parent)}`,
  );
  const from = `${qualified(embed.relation.name)} as ${alias}`;
  if (embed.isCountOnly) {
    const where = whereSql([...join, ...filtersSql(embed, alias, ctx.params)]);
    return `left join lateral (select json_build_array(json_build_object('count', count(*))) as body from ${from}${where}) as ${lateralAlias} on true`;
  }
  const parts = nodeParts(ctx, embed, alias, join);
  const order = orderSql(embed.relation, alias, embed.modifiers.order, ctx.params);
  const range = rangeSql(ctx, embed.modifiers.limit, embed.modifiers.offset);
  const inner = `select ${parts.select.join(', ')} from ${from} ${parts.joins.join(' ')}${whereSql(parts.where)}${order}${range}`;
  const aggregate = embed.relationship.isToOne ? 'row_to_json(_x)' : 'json_agg(_x)';
  return `left join lateral (select ${aggregate} as body from (${inner}) as _x) as ${lateralAlias} on true`;
}

function bodySql(shape: BodyShape, rowAlias: string): string {
  if (shape.kind === 'none') return 'null::text';
  const row = shape.stripNulls ? `json_strip_nulls(row_to_json(${rowAlias}))` : rowAlias;
  return `coalesce(json_agg(${row}), '[]')::text`;
}

export type ReadOptions = {
  /** SQL of the rows read, aliased `t0`: a relation, or a CTE name given in `prelude`. */
  source: string;
  /** CTE definitions placed before pgrst_source (the RPC call). */
  prelude?: string;
  /** A column of `source` to order by when the request gives no order (a function's row order). */
  defaultOrder?: string;
  offset: number;
  limit?: number;
  count: boolean;
  body: BodyShape;
};

/**
 * One statement answering a read: total (when counted), page size and the JSON body, built in
 * SQL with json_agg so values look exactly like PostgREST's.
 */
export function buildReadStatement(
  ctx: BuildContext,
  node: PlannedNode,
  options: ReadOptions,
): string {
  const parts = nodeParts(ctx, node, 't0', []);
  const from = `${options.source} as t0`;
  const where = whereSql(parts.where);
  const requested = orderSql(node.relation, 't0', node.modifiers.order, ctx.params);
  const order =
    requested || (options.defaultOrder ? ` order by t0.${ident(options.defaultOrder)}` : '');
  const range = rangeSql(ctx, options.limit, options.offset);
  const source = `select ${parts.select.join(', ')} from ${from} ${parts.joins.join(' ')}${where}${order}${range}`;
  const total = options.count
    ? `(select count(*) from ${from} ${parts.filterJoins.join(' ')}${where})`
    : 'null::int8';
  const prelude = options.prelude ? `${options.prelude}, ` : '';
  return `with ${prelude}pgrst_source as (${source}) select ${total} as total, count(*) as page, ${bodySql(options.body, '_r')} as body from pgrst_source as _r`;
}

/**
 * Shapes the rows data-modifying CTEs returned (`ctes` ends with `pgrst_source as (…)`) with the
 * request's `select`, embedding included; the root's filters were already applied by the DML.
 */
export function buildMutationStatement(
  ctx: BuildContext,
  node: PlannedNode,
  ctes: string,
  body: BodyShape,
): string {
  const shapeNode: PlannedNode = { ...node, modifiers: { filters: [] } };
  const parts = nodeParts(ctx, shapeNode, 't0', []);
  const shaped = `select ${parts.select.join(', ')} from pgrst_source as t0 ${parts.joins.join(' ')}`;
  return `with ${ctes} select null::int8 as total, (select count(*) from pgrst_source) as page, ${bodySql(body, '_r')} as body from (${shaped}) as _r`;
}
