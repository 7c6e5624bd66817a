-- Regularisation limits (issue 12): at most `organizations.corrections_per_month` correction
-- requests per person per calendar month in the organisation's zone (cancelled ones do not
-- count). The server checks first and answers with a clear message; this trigger holds the rule
-- for every other writer. It takes the same per-person advisory lock as scans and requests
-- (`lockMemberRecords`), so two requests at once cannot both be the last one allowed.
create or replace function private.enforce_correction_limit() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  limit_n integer;
  zone text;
  month_start timestamptz;
  used integer;
begin
  select o.corrections_per_month, o.timezone into limit_n, zone
    from public.organizations o where o.id = new.org_id;
  if limit_n is null then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended(new.member_id::text, 0));
  month_start := date_trunc('month', now() at time zone zone) at time zone zone;
  select count(*) into used
    from public.correction_requests c
   where c.member_id = new.member_id and c.status <> 'cancelled'
     and c.created_at >= month_start;
  if used >= limit_n then
    raise exception 'correction limit reached: % of % this month', used, limit_n
      using errcode = 'P0001', hint = 'corrections_per_month';
  end if;
  return new;
end
$$;

create trigger correction_requests_limit before insert on public.correction_requests
  for each row execute function private.enforce_correction_limit();
create index correction_requests_member_month_idx
  on public.correction_requests (member_id, created_at);
