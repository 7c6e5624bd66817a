import type { Condition, Filter, Operator } from './parse-filter.js';
import type { OrderTerm } from './parse-order.js';
import { isEmbedFilter, type PlannedNode, resolveColumn } from './plan-read.js';
import type { Relation } from './schema-cache.js';
import type { FieldPath } from './scanner.js';
import { ident, type Params } from './sql.js';

const COMPARISON: Partial<Record<Operator, string>> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxl: '&<',
  nxr: '&>',
  adj: '-|-',
};
const PATTERN = new Set<Operator>(['like', 'ilike', 'match', 'imatch']);
const TS_QUERY: Partial<Record<Operator, string>> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};
const IS: Record<string, string> = {
  null: 'is null',
  not_null: 'is not null',
  true: 'is true',
  false: 'is false',
  unknown: 'is unknown',
};

/** A column (or JSON path into it) of `alias`, with the SQL type its filter values are cast to. */
export function fieldSql(
  relation: Relation,
  alias: string,
  field: FieldPath,
  params: Params,
): { sql: string; type: string } {
  const column = resolveColumn(relation, field.name);
  let sql = `${alias}.${ident(column.name)}`;
  let type = column.type;
  for (const step of field.json) {
    const key = /^-?\d+$/.test(step.key) ? params.add(step.key, 'integer') : params.add(step.key);
    sql = `(${sql}${step.arrow}${key})`;
    type = step.arrow === '->>' ? 'text' : column.baseType === 'json' ? 'json' : 'jsonb';
  }
  return { sql, type };
}

/**
 * A condition that is always `value` (an empty `in.()` list, an empty `like(any).{}`) but still
 * names `lhs`: a JSON path's keys are parameters, and a statement must use every parameter it is
 * sent (a dropped one failed the read with 42P18 and a change with a protocol error).
 */
const always = (lhs: string, value: boolean) =>
  value ? `(${lhs} is null or true)` : `(${lhs} is null and false)`;

/** One condition; every value is a parameter cast to the column's type (or text for patterns). */
export function conditionSql(
  lhs: string,
  type: string,
  condition: Condition,
  params: Params,
): string {
  const { op, value, values, quantifier, config } = condition;
  let sql: string;
  if (op === 'is') sql = `${lhs} ${IS[value]}`;
  else if (op === 'in') {
    sql = values!.length
      ? `${lhs} in (${values!.map((v) => params.add(v, type)).join(', ')})`
      : always(lhs, false);
  } else if (op === 'isdistinct') sql = `${lhs} is distinct from ${params.add(value, type)}`;
  else if (TS_QUERY[op]) {
    const configSql = config === undefined ? '' : `${params.add(config, 'regconfig')}, `;
    sql = `${lhs} @@ ${TS_QUERY[op]}(${configSql}${params.add(value)})`;
  } else {
    const operator = COMPARISON[op]!;
    const operand = (v: string) =>
      PATTERN.has(op)
        ? params.add(op === 'like' || op === 'ilike' ? v.replaceAll('*', '%') : v)
        : params.add(v, type);
    if (quantifier) {
      const parts = values!.map((v) => `${lhs} ${operator} ${operand(v)}`);
      sql = parts.length
        ? `(${parts.join(quantifier === 'any' ? ' or ' : ' and ')})`
        : always(lhs, quantifier !== 'any');
    } else sql = `${lhs} ${operator} ${operand(value)}`;
  }
  return condition.negate ? `not (${sql})` : sql;
}

/** The WHERE conditions of one level (filters on embedded resources are handled by the embed). */
export function filtersSql(node: PlannedNode, alias: string, params: Params): string[] {
  return node.modifiers.filters
    .filter((f) => !isEmbedFilter(node, f))
    .map((f) => filterSql(node.relation, alias, f, params));
}

function filterSql(relation: Relation, alias: string, filter: Filter, params: Params): string {
  if (filter.kind === 'condition') {
    const { sql, type } = fieldSql(relation, alias, filter.field, params);
    return conditionSql(sql, type, filter.condition, params);
  }
  const joined = filter.children
    .map((child) => filterSql(relation, alias, child, params))
    .join(` ${filter.operator} `);
  return filter.negate ? `not (${joined})` : `(${joined})`;
}

export function orderSql(
  relation: Relation,
  alias: string,
  terms: OrderTerm[] | undefined,
  params: Params,
): string {
  if (!terms?.length) return '';
  const parts = terms.map((term) => {
    const { sql } = fieldSql(relation, alias, term.field, params);
    const direction = term.direction === 'desc' ? ' desc' : term.direction === 'asc' ? ' asc' : '';
    const nulls = term.nulls ? ` nulls ${term.nulls}` : '';
    return `${sql}${direction}${nulls}`;
  });
  return ` order by ${parts.join(', ')}`;
}
