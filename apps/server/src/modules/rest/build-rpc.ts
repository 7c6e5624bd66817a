import type { BuildContext } from './build-select.js';
import { closest, restError } from './rest-errors.js';
import type { Column, DbFunction, Relation, SchemaCache } from './schema-cache.js';
import { ident, qualified } from './sql.js';

export type FunctionCall = {
  fn: DbFunction;
  /** Named arguments, or the whole body passed to the single json/jsonb parameter. */
  mode: 'named' | 'single';
};

const isJsonType = (type: string) => type === 'json' || type === 'jsonb';

/**
 * Picks the overload of `name` the arguments fit, as PostgREST does: every given key is a
 * parameter and every parameter without a default is given; otherwise a function with one
 * unnamed json/jsonb parameter (or any single parameter with Prefer: params=single-object).
 */
export function resolveFunction(
  cache: SchemaCache,
  name: string,
  keys: string[],
  options: { isObject: boolean; singleObject: boolean },
): FunctionCall {
  const overloads = cache.functions.get(name) ?? [];
  const single = overloads.filter(
    (fn) =>
      fn.args.length === 1 &&
      (options.singleObject || (fn.args[0]!.name === '' && isJsonType(fn.args[0]!.type))),
  );
  if (options.singleObject && single.length === 1) return { fn: single[0]!, mode: 'single' };
  const named = options.isObject
    ? overloads.filter(
        (fn) =>
          fn.args.every((a) => a.name !== '') &&
          keys.every((k) => fn.args.some((a) => a.name === k)) &&
          fn.args.every((a) => a.hasDefault || keys.includes(a.name)),
      )
    : [];
  if (named.length === 1) return { fn: named[0]!, mode: 'named' };
  if (named.length > 1) {
    throw restError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${named.map((fn) => signature(fn)).join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  if (single.length === 1) return { fn: single[0]!, mode: 'single' };
  const withParams = keys.length ? `with parameters ${keys.join(', ')}` : 'without parameters';
  const suggestion = closest(name, cache.functions.keys());
  throw restError(
    404,
    'PGRST202',
    `Could not find the function public.${name}${keys.length ? `(${keys.join(', ')})` : ' without parameters'} in the schema cache`,
    `Searched for the function public.${name} ${withParams} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    suggestion && suggestion !== name
      ? `Perhaps you meant to call the function public.${suggestion}`
      : null,
  );
}

const signature = (fn: DbFunction) =>
  `public.${fn.name}(${fn.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`;

/** `from` items and the call expression for the chosen overload with `args` bound as JSON. */
export function callSql(
  ctx: BuildContext,
  call: FunctionCall,
  args: unknown,
): { from?: string; expression: string } {
  const { fn } = call;
  if (call.mode === 'single') {
    return {
      expression: `${qualified(fn.name)}(${ctx.params.add(JSON.stringify(args ?? {}), fn.args[0]!.type)})`,
    };
  }
  const given = fn.args.filter((a) => Object.hasOwn(args as object, a.name));
  if (given.length === 0) return { expression: `${qualified(fn.name)}()` };
  const json = ctx.params.add(JSON.stringify(args), 'json');
  const record = given.map((a) => `${ident(a.name)} ${a.type}`).join(', ');
  const named = given.map((a) => `${ident(a.name)} := _args.${ident(a.name)}`).join(', ');
  return {
    from: `json_to_record(${json}) as _args(${record})`,
    expression: `${qualified(fn.name)}(${named})`,
  };
}

/** The rows of a set-returning function as a relation the read planner understands. */
export function resultRelation(cache: SchemaCache, fn: DbFunction): Relation {
  const table = fn.relation ? cache.relations.get(fn.relation) : undefined;
  if (table) return table;
  const columns: Column[] = fn.columns;
  return {
    name: fn.name,
    kind: 'view',
    columns,
    columnMap: new Map(columns.map((c) => [c.name, c])),
    primaryKey: [],
    uniqueKeys: [],
  };
}

/** The function's rows as a CTE `pgrst_call`, numbered so their order survives embedding. */
export function callCte(call: { from?: string; expression: string }, scalar: boolean): string {
  const item = scalar ? `${call.expression} as _f("pgrst_scalar")` : `${call.expression} as _f`;
  const from = call.from ? `${call.from} cross join lateral ${item}` : item;
  return `pgrst_call as materialized (select _f.*, row_number() over () as pgrst_ordinal from ${from})`;
}

/** A set-returning function of a scalar type: a JSON array of its values. */
export function scalarSetStatement(
  ctx: BuildContext,
  cte: string,
  range: { offset: number; limit?: number },
  count: boolean,
): string {
  const limit =
    range.limit === undefined ? '' : ` limit ${ctx.params.add(String(range.limit), 'bigint')}`;
  const offset = range.offset ? ` offset ${ctx.params.add(String(range.offset), 'bigint')}` : '';
  const total = count ? '(select count(*) from pgrst_call)' : 'null::int8';
  return `with ${cte}, pgrst_source as (select * from pgrst_call order by pgrst_ordinal${limit}${offset}) select ${total} as total, count(*) as page, coalesce(json_agg(_r."pgrst_scalar"), '[]')::text as body from pgrst_source as _r`;
}

/** A function returning one value (scalar or composite, as JSON) or nothing (void). */
export function singleValueStatement(
  call: { from?: string; expression: string },
  isVoid: boolean,
): string {
  const from = call.from ? ` from ${call.from}` : '';
  if (isVoid)
    return `select null::int8 as total, 1 as page, null::text as body from (select ${call.expression}${from}) as _v`;
  return `select null::int8 as total, 1 as page, to_json(${call.expression})::text as body${from}`;
}
