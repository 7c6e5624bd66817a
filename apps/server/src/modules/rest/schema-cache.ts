import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { DbRole } from '../../lib/jwt.js';
import { SCHEMA_CACHE_SQL } from './schema-queries.js';

export type Column = {
  name: string;
  /** The catalog's type name without modifiers, usable in a cast (`character varying`, `uuid`). */
  type: string;
  /** For domains, the underlying type. */
  baseType: string;
  notNull: boolean;
  hasDefault: boolean;
  /** Client roles that may select some columns of the table but not this one. */
  hiddenFrom?: DbRole[];
};

export type Relation = {
  name: string;
  kind: 'table' | 'view';
  columns: Column[];
  columnMap: Map<string, Column>;
  primaryKey: string[];
  /** Every set of columns a unique index covers (the primary key included). */
  uniqueKeys: string[][];
};

export type ForeignKey = {
  name: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
};

export type FunctionArg = { name: string; type: string; hasDefault: boolean };

export type DbFunction = {
  name: string;
  args: FunctionArg[];
  returnsSet: boolean;
  returnType: string;
  /** scalar: one value per row; composite: rows with `columns`; void: nothing. */
  returns: 'scalar' | 'composite' | 'void';
  columns: Column[];
  /** The public relation whose row type the function returns (for embedding). */
  relation: string | undefined;
  volatility: 'immutable' | 'stable' | 'volatile';
};

export type SchemaCache = {
  relations: Map<string, Relation>;
  foreignKeys: ForeignKey[];
  functions: Map<string, DbFunction[]>;
};

type RawRelation = {
  name: string;
  kind: string;
  columns: Column[];
  keys: Array<{ primary: boolean; columns: string[] | null }>;
};
type RawArg = { name: string; type: string; pseudo: boolean; mode: string };
type RawFunction = {
  name: string;
  returnsSet: boolean;
  volatility: 'i' | 's' | 'v';
  variadic: boolean;
  returnType: string;
  returnTypeKind: string;
  returnRelation: string | null;
  inputCount: number;
  defaultCount: number;
  args: RawArg[];
  compositeColumns: Column[] | null;
};
type RawCache = { relations: RawRelation[]; foreignKeys: ForeignKey[]; functions: RawFunction[] };

const VOLATILITY = { i: 'immutable', s: 'stable', v: 'volatile' } as const;

function toRelation(raw: RawRelation): Relation {
  const keys = raw.keys.filter((k): k is { primary: boolean; columns: string[] } => !!k.columns);
  return {
    name: raw.name,
    kind: raw.kind === 'r' || raw.kind === 'p' ? 'table' : 'view',
    columns: raw.columns,
    columnMap: new Map(raw.columns.map((c) => [c.name, c])),
    primaryKey: keys.find((k) => k.primary)?.columns ?? [],
    uniqueKeys: keys.map((k) => k.columns),
  };
}

function column(name: string, type: string): Column {
  return { name, type, baseType: type, notNull: false, hasDefault: false };
}

/** Functions we can call with named arguments and whose results we can shape; others are left out. */
function toFunction(raw: RawFunction): DbFunction | undefined {
  if (raw.variadic) return undefined;
  const inputs = raw.args.filter((a) => a.mode === 'i' || a.mode === 'b');
  const outputs = raw.args.filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't');
  if (inputs.length !== raw.inputCount || inputs.some((a) => a.pseudo)) return undefined;
  if (inputs.length > 1 && inputs.some((a) => a.name === '')) return undefined;
  let returns: DbFunction['returns'];
  let columns: Column[] = [];
  if (raw.returnType === 'void') returns = 'void';
  else if (raw.returnTypeKind === 'c') {
    returns = 'composite';
    columns = raw.compositeColumns ?? [];
  } else if (raw.returnType === 'record' && outputs.length > 0) {
    returns = 'composite';
    columns = outputs.map((a) => column(a.name, a.type));
  } else if (raw.returnTypeKind === 'p') return undefined;
  else returns = 'scalar';
  const firstDefault = inputs.length - raw.defaultCount;
  return {
    name: raw.name,
    args: inputs.map((a, i) => ({ name: a.name, type: a.type, hasDefault: i >= firstDefault })),
    returnsSet: raw.returnsSet,
    returnType: raw.returnType,
    returns,
    columns,
    relation: raw.returnRelation ?? undefined,
    volatility: VOLATILITY[raw.volatility],
  };
}

export async function loadSchemaCache(pool: pg.Pool): Promise<SchemaCache> {
  const { rows } = await pool.query<{ cache: string }>(SCHEMA_CACHE_SQL);
  const raw = JSON.parse(rows[0]!.cache) as RawCache;
  const functions = new Map<string, DbFunction[]>();
  for (const rawFunction of raw.functions) {
    const fn = toFunction(rawFunction);
    if (fn) functions.set(fn.name, [...(functions.get(fn.name) ?? []), fn]);
  }
  return {
    relations: new Map(raw.relations.map((r) => [r.name, toRelation(r)])),
    foreignKeys: raw.foreignKeys,
    functions,
  };
}

/** The schema cache of one server, reloadable after migrations or test set-up change the schema. */
export type SchemaStore = {
  current(): SchemaCache;
  /** Re-reads the catalog now (after DDL). */
  reload(): Promise<SchemaCache>;
  /** Re-reads the catalog when a name was not found, at most once per `minIntervalMs`. */
  reloadAfterMiss(): Promise<SchemaCache>;
};

export async function createSchemaStore(pool: pg.Pool, minIntervalMs = 1000): Promise<SchemaStore> {
  let cache = await loadSchemaCache(pool);
  let loadedAt = Date.now();
  let inFlight: Promise<SchemaCache> | undefined;
  const reload = () => {
    inFlight ??= loadSchemaCache(pool)
      .then((fresh) => {
        cache = fresh;
        loadedAt = Date.now();
        return fresh;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };
  return {
    current: () => cache,
    reload,
    async reloadAfterMiss() {
      if (Date.now() - loadedAt < minIntervalMs) return cache;
      return reload().catch(() => cache);
    },
  };
}

const stores = new WeakMap<object, SchemaStore>();

export function registerSchemaStore(app: FastifyInstance, store: SchemaStore): void {
  stores.set(app.ctx, store);
}

/**
 * The data API's schema cache for a built app (root or any child instance), e.g.
 * `await restSchema(app).reload()` after creating tables in a test.
 */
export function restSchema(app: FastifyInstance): SchemaStore {
  const store = stores.get(app.ctx);
  if (!store) throw new Error('The data API (/rest/v1) is not registered on this app');
  return store;
}
