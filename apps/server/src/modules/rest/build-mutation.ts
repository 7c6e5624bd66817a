import { filtersSql } from './build-filter.js';
import type { BuildContext } from './build-select.js';
import { type PlannedNode, selectableColumns } from './plan-read.js';
import type { DbRole } from '../../lib/jwt.js';
import { restError, unknownPayloadColumn } from './rest-errors.js';
import type { Relation } from './schema-cache.js';
import { ident, qualified } from './sql.js';

export type Row = Record<string, unknown>;

/*
 * DML statements for POST/PATCH/DELETE. With `returning` they end in `returning t0.*` and are
 * wrapped as CTEs to shape the representation; without it (return=minimal) they run bare, so a
 * caller allowed to insert but not to read the rows (no SELECT policy) can still insert.
 */

/** Payload columns: `columns=` when given, else every key of the rows; all must exist. */
export function payloadColumns(
  relation: Relation,
  rows: Row[],
  columns: string[] | undefined,
): string[] {
  const names = columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
  for (const name of names)
    if (!relation.columnMap.has(name)) throw unknownPayloadColumn(relation.name, name);
  return names;
}

export type InsertOptions = {
  onConflict?: string[];
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
};

export type RowGroup = { rows: Row[]; columns: string[] };

/** With missing=default, rows are inserted in groups by the keys they carry, so absent keys take defaults. */
export function groupRows(rows: Row[], columns: string[], missingDefault: boolean): RowGroup[] {
  if (!missingDefault || rows.length === 0) return [{ rows, columns }];
  const groups = new Map<string, RowGroup>();
  for (const row of rows) {
    const present = columns.filter((c) => Object.hasOwn(row, c));
    const key = JSON.stringify(present);
    const group = groups.get(key) ?? { columns: present, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()];
}

function conflictSql(relation: Relation, columns: string[], options: InsertOptions): string {
  if (!options.resolution) return '';
  const target = options.onConflict ?? relation.primaryKey;
  for (const name of target)
    if (!relation.columnMap.has(name)) throw unknownPayloadColumn(relation.name, name);
  const targetSql = target.length ? ` (${target.map(ident).join(', ')})` : '';
  if (options.resolution === 'ignore-duplicates' || columns.length === 0)
    return ` on conflict${targetSql} do nothing`;
  if (!target.length) {
    throw restError(
      400,
      '42P10',
      'there is no unique or exclusion constraint matching the ON CONFLICT specification',
      null,
      `'${relation.name}' has no primary key: name the conflict columns with on_conflict.`,
    );
  }
  return ` on conflict${targetSql} do update set ${columns.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(', ')}`;
}

/** `returning t0.*`, or the columns the role may select when it may not select them all. */
function returningSql(relation: Relation, role: DbRole, returning: boolean): string {
  if (!returning) return '';
  const columns = selectableColumns(relation, role);
  if (columns.length === relation.columns.length) return ' returning t0.*';
  return ` returning ${columns.map((c) => `t0.${ident(c.name)}`).join(', ')}`;
}

export function insertDml(
  ctx: BuildContext,
  relation: Relation,
  group: RowGroup,
  options: InsertOptions,
  returning: boolean,
  role: DbRole,
): string {
  const table = qualified(relation.name);
  const list = group.columns.map(ident).join(', ');
  const target = group.columns.length ? ` (${list})` : '';
  const json = ctx.params.add(JSON.stringify(group.rows), 'json');
  return `insert into ${table} as t0${target} select ${list} from json_populate_recordset(null::${table}, ${json}) as _src${conflictSql(relation, group.columns, options)}${returningSql(relation, role, returning)}`;
}

function whereSql(ctx: BuildContext, node: PlannedNode): string {
  const where = filtersSql(node, 't0', ctx.params);
  return where.length ? ` where ${where.join(' and ')}` : '';
}

/** UPDATE with the request's filters; `columns` are taken from the JSON object. */
export function updateDml(
  ctx: BuildContext,
  node: PlannedNode,
  row: Row,
  columns: string[],
  returning: boolean,
): string {
  const table = qualified(node.relation.name);
  const json = ctx.params.add(JSON.stringify(row), 'json');
  const set = columns.map((c) => `${ident(c)} = _src.${ident(c)}`).join(', ');
  return `update ${table} as t0 set ${set} from json_populate_record(null::${table}, ${json}) as _src${whereSql(ctx, node)}${returningSql(node.relation, node.role, returning)}`;
}

export function deleteDml(ctx: BuildContext, node: PlannedNode, returning: boolean): string {
  return `delete from ${qualified(node.relation.name)} as t0${whereSql(ctx, node)}${returningSql(node.relation, node.role, returning)}`;
}

/** CTEs ending in `pgrst_source`: the rows returned by one or several DML statements. */
export function sourceCtes(dmls: string[]): string {
  if (dmls.length === 1) return `pgrst_source as (${dmls[0]})`;
  const parts = dmls.map((dml, i) => `pgrst_dml_${i} as (${dml})`);
  return `${parts.join(', ')}, pgrst_source as (${dmls.map((_, i) => `select * from pgrst_dml_${i}`).join(' union all ')})`;
}
