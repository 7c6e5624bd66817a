-- The rest of the caller's sets that row-level policies compare rows with — tasks, files,
-- conversations, events, classmates, leave documents, logos — move to PL/pgSQL for the reason
-- given in 0086 and 0087: an SQL function that is SECURITY DEFINER with a search_path of its own
-- is never inlined, so its body is parsed and planned again in every transaction; PL/pgSQL keeps
-- its plan for the connection. Each body stays exactly what its latest migration wrote: it is
-- read from the catalogue and wrapped in `return query`. `create or replace` keeps the owner,
-- the grants and the settings (search_path = '').
--
-- Which functions: in schema public, named my_…, no arguments, returning a set of uuid or text,
-- SECURITY DEFINER, still in SQL. (my_conversations and my_pending_organizations return rows
-- for pages, not sets for policies, and stay as they are.) A later migration that changes one
-- of them writes it in PL/pgSQL; policies.test.ts fails otherwise.

do $migration$
declare
  f record;
begin
  for f in
    select p.proname, pg_get_function_result(p.oid) as result, p.prosrc,
           case p.provolatile when 'i' then 'immutable' when 's' then 'stable' else 'volatile' end
             as volatility
      from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      join pg_language l on l.oid = p.prolang
     where n.nspname = 'public' and p.proname like 'my\_%' and p.pronargs = 0 and p.proretset
       and p.prorettype in ('uuid'::regtype, 'text'::regtype)
       and p.prosecdef and l.lanname = 'sql'
  loop
    execute format(
      'create or replace function public.%I() returns %s language plpgsql %s security definer '
        || 'set search_path = %L as %L',
      f.proname, f.result, f.volatility, '',
      E'begin\n  return query\n' || rtrim(f.prosrc, E' \n\t;') || E';\nend\n'
    );
  end loop;
end
$migration$;
