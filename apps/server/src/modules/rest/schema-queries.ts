/**
 * Catalog queries behind the schema cache: what `public` exposes (relations with their columns
 * and keys, foreign keys between them, and callable functions). One round trip, JSON out.
 */
export const SCHEMA_CACHE_SQL = `
with rels as (
  select c.oid, c.relname, c.relkind
    from pg_catalog.pg_class c
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
   where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'f', 'p')
),
colnames as (
  select a.attrelid, a.attnum, a.attname from pg_catalog.pg_attribute a
   where a.attnum > 0 and not a.attisdropped
)
select json_build_object(
  'relations', (
    select coalesce(json_agg(json_build_object(
      'name', r.relname,
      'kind', r.relkind,
      'columns', (
        select coalesce(json_agg(json_build_object(
          'name', a.attname,
          'type', pg_catalog.format_type(a.atttypid, null),
          'baseType', pg_catalog.format_type(
            case when t.typtype = 'd' then t.typbasetype else a.atttypid end, null),
          'notNull', a.attnotnull,
          'hasDefault', a.atthasdef or a.attidentity <> '' or a.attgenerated <> '',
          'hiddenFrom', array(
            select role from unnest(array['anon', 'authenticated']) role
             where pg_catalog.has_any_column_privilege(role, r.oid, 'SELECT')
               and not pg_catalog.has_column_privilege(role, r.oid, a.attnum, 'SELECT'))
        ) order by a.attnum), '[]')
          from pg_catalog.pg_attribute a
          join pg_catalog.pg_type t on t.oid = a.atttypid
         where a.attrelid = r.oid and a.attnum > 0 and not a.attisdropped),
      'keys', (
        select coalesce(json_agg(json_build_object(
          'primary', i.indisprimary,
          'columns', (select json_agg(cn.attname order by k.ord)
                        from unnest(i.indkey::int2[]) with ordinality k(attnum, ord)
                        join colnames cn on cn.attrelid = i.indrelid and cn.attnum = k.attnum))), '[]')
          from pg_catalog.pg_index i
         where i.indrelid = r.oid and i.indisunique and i.indpred is null and i.indexprs is null)
    )), '[]') from rels r),
  'foreignKeys', (
    select coalesce(json_agg(json_build_object(
      'name', k.conname,
      'table', src.relname,
      'refTable', dst.relname,
      'columns', (select json_agg(cn.attname order by x.ord)
                    from unnest(k.conkey) with ordinality x(attnum, ord)
                    join colnames cn on cn.attrelid = k.conrelid and cn.attnum = x.attnum),
      'refColumns', (select json_agg(cn.attname order by x.ord)
                       from unnest(k.confkey) with ordinality x(attnum, ord)
                       join colnames cn on cn.attrelid = k.confrelid and cn.attnum = x.attnum)
    )), '[]')
      from pg_catalog.pg_constraint k
      join rels src on src.oid = k.conrelid
      join rels dst on dst.oid = k.confrelid
     where k.contype = 'f'),
  'functions', (
    select coalesce(json_agg(json_build_object(
      'name', p.proname,
      'returnsSet', p.proretset,
      'volatility', p.provolatile,
      'variadic', p.provariadic <> 0,
      'returnType', pg_catalog.format_type(p.prorettype, null),
      'returnTypeKind', rt.typtype,
      'returnRelation', (select r.relname from rels r where r.oid = rt.typrelid),
      'inputCount', p.pronargs,
      'defaultCount', p.pronargdefaults,
      'args', (
        select coalesce(json_agg(json_build_object(
          'name', coalesce(p.proargnames[x.ord], ''),
          'type', pg_catalog.format_type(x.typ, null),
          'pseudo', at.typtype = 'p',
          'mode', coalesce(p.proargmodes[x.ord], 'i')
        ) order by x.ord), '[]')
          from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality x(typ, ord)
          join pg_catalog.pg_type at on at.oid = x.typ),
      'compositeColumns', (
        select json_agg(json_build_object(
          'name', a.attname,
          'type', pg_catalog.format_type(a.atttypid, null),
          'baseType', pg_catalog.format_type(a.atttypid, null),
          'notNull', false,
          'hasDefault', false
        ) order by a.attnum)
          from pg_catalog.pg_attribute a
         where rt.typrelid <> 0 and a.attrelid = rt.typrelid and a.attnum > 0 and not a.attisdropped)
    )), '[]')
      from pg_catalog.pg_proc p
      join pg_catalog.pg_namespace n on n.oid = p.pronamespace
      join pg_catalog.pg_type rt on rt.oid = p.prorettype
     where n.nspname = 'public'
       and p.prokind = 'f'
       and rt.typname not in ('trigger', 'event_trigger')
       and not exists (
         select 1 from pg_catalog.pg_depend d
          where d.classid = 'pg_catalog.pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e'))
)::text as cache`;
