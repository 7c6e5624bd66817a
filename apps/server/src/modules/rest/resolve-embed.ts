import { noRelationship, restError } from './rest-errors.js';
import type { ForeignKey, Relation, SchemaCache } from './schema-cache.js';

/** How an embedded resource joins its parent: column pairs and whether it is one row or many. */
export type Relationship = {
  /** to-one embeds are an object (or null); to-many embeds an array. */
  isToOne: boolean;
  cardinality: 'many-to-one' | 'one-to-many' | 'one-to-one';
  constraint: string;
  pairs: Array<{ parent: string; child: string }>;
};

const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && a.every((c) => b.includes(c));
const isUnique = (relation: Relation | undefined, columns: string[]) =>
  !!relation?.uniqueKeys.some((key) => sameSet(key, columns));

function candidates(
  cache: SchemaCache,
  parent: Relation,
  target: string,
): Array<Relationship & { fk: ForeignKey; parentColumns: string[]; childColumns: string[] }> {
  const found = [];
  const targetRelation = cache.relations.get(target);
  for (const fk of cache.foreignKeys) {
    if (fk.table === parent.name && fk.refTable === target) {
      const oneToOne = isUnique(parent, fk.columns);
      found.push({
        fk,
        isToOne: true,
        cardinality: oneToOne ? ('one-to-one' as const) : ('many-to-one' as const),
        constraint: fk.name,
        pairs: fk.columns.map((column, i) => ({ parent: column, child: fk.refColumns[i]! })),
        parentColumns: fk.columns,
        childColumns: fk.refColumns,
      });
    }
    if (fk.refTable === parent.name && fk.table === target) {
      const oneToOne = isUnique(targetRelation, fk.columns);
      found.push({
        fk,
        isToOne: oneToOne,
        cardinality: oneToOne ? ('one-to-one' as const) : ('one-to-many' as const),
        constraint: fk.name,
        pairs: fk.refColumns.map((column, i) => ({ parent: column, child: fk.columns[i]! })),
        parentColumns: fk.refColumns,
        childColumns: fk.columns,
      });
    }
  }
  return found;
}

/**
 * The foreign-key relationship behind `target(...)` under `parent`, disambiguated by `!hint`
 * (a constraint name or a join column), with PostgREST's PGRST200/PGRST201 errors.
 */
export function findRelationship(
  cache: SchemaCache,
  parent: Relation,
  target: string,
  hint?: string,
): Relationship {
  const all = candidates(cache, parent, target);
  let matches = all;
  if (hint !== undefined) {
    const byName = all.filter((c) => c.constraint === hint);
    const byParentColumn = all.filter((c) => sameSet(c.parentColumns, [hint]));
    const byChildColumn = all.filter((c) => sameSet(c.childColumns, [hint]));
    matches = byName.length ? byName : byParentColumn.length ? byParentColumn : byChildColumn;
  }
  if (matches.length === 1) {
    const { isToOne, cardinality, constraint, pairs } = matches[0]!;
    return { isToOne, cardinality, constraint, pairs };
  }
  if (matches.length === 0) {
    const hintText = cache.relations.has(target)
      ? null
      : `Perhaps '${target}' is not a table exposed in the 'public' schema.`;
    throw noRelationship(
      parent.name,
      target,
      hint === undefined ? target : `${target}!${hint}`,
      hintText,
    );
  }
  throw restError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${parent.name}' and '${target}'`,
    matches.map((m) => ({
      cardinality: m.cardinality,
      embedding: `${parent.name} with ${target}`,
      relationship: `${m.constraint} using ${parent.name}(${m.parentColumns.join(', ')}) and ${target}(${m.childColumns.join(', ')})`,
    })),
    `Try changing '${target}' to one of the following: ${matches.map((m) => `'${target}!${m.constraint}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}
