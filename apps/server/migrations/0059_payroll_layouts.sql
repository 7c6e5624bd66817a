-- Payroll numbers (issue 18 item 3): the column layouts an owner saves for payroll exports ("for
-- our accountant") — a name, and which of the payroll columns (packages/shared/src/payroll.ts) a
-- CSV or XLSX holds, in order. The numbers themselves are computed from attendance records, the
-- day rule and leave pricing (src/modules/payroll); nothing of them is stored.

create table public.payroll_layouts (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 80),
  -- Column ids in the order they are written; the API checks them against the known columns.
  columns text[] not null check (cardinality(columns) between 1 and 40),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- One name per organisation, whatever the case.
create unique index payroll_layouts_org_name_idx on public.payroll_layouts (org_id, lower(name));
create index payroll_layouts_created_by_idx on public.payroll_layouts (created_by)
  where created_by is not null;
create trigger payroll_layouts_touch before update on public.payroll_layouts
  for each row execute function private.touch_updated_at();
create trigger payroll_layouts_audit after insert or update or delete on public.payroll_layouts
  for each row execute function private.audit_row();

alter table public.payroll_layouts enable row level security;
-- The owner (and Admins) only, as the payroll numbers themselves: the API reads and writes them
-- as the server after checking so, and the data API gives nobody else a row.
create policy payroll_layouts_manage on public.payroll_layouts for all to authenticated
  using (org_id = any (array(select public.my_managed_org_ids())))
  with check (org_id = any (array(select public.my_managed_org_ids())));
create policy payroll_layouts_mfa on public.payroll_layouts as restrictive for all
  to authenticated using ((select auth.mfa_satisfied())) with check ((select auth.mfa_satisfied()));
create policy payroll_layouts_service on public.payroll_layouts for all to service_role
  using (true) with check (true);
grant select, insert, update, delete on public.payroll_layouts to authenticated;
grant all on public.payroll_layouts to service_role;
