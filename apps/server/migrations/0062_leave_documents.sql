-- Supporting documents of leave (issue 12): a leave type may ask for one (a medical certificate,
-- say) when a leave is longer than `documents_after_days`. The person uploads it through the
-- storage API into the private bucket 'leave-documents', under '<org id>/<member id>/<file>', and
-- names it when filing; the request keeps the path and the file's name. Who reads it follows the
-- leave request: the person, the people who supervise them (their approvers) and the
-- organisation's owners and Admins. Only the person uploads, and only into their own folder.

alter table public.leave_requests
  add column document_path text,
  add column document_name text,
  add constraint leave_requests_document_check check (
    (document_path is null and document_name is null)
    or (document_path like org_id::text || '/' || member_id::text || '/%'
        and document_path not like '%..%'
        and char_length(document_path) <= 400
        and char_length(document_name) between 1 and 200));

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('leave-documents', 'leave-documents', false, 5 * 1024 * 1024,
  array['application/pdf', 'image/png', 'image/jpeg', 'image/webp'])
on conflict (id) do nothing;

-- The folders whose documents the caller may read, as LIKE patterns (plannable: computed once per
-- statement, each object's name compared with the set): their own memberships', those of the
-- people they supervise, and their managed organisations' whole folder.
create or replace function public.my_leave_document_patterns() returns setof text
language sql stable security definer set search_path = ''
as $$
  select m.org_id::text || '/' || m.id::text || '/%' from public.memberships m
   where m.id in (select public.my_member_ids())
      or m.id in (select public.my_supervised_member_ids())
  union
  select o::text || '/%' from public.my_managed_org_ids() o
$$;

-- Where the caller may upload: their own active memberships' folders.
create or replace function public.my_leave_upload_patterns() returns setof text
language sql stable security definer set search_path = ''
as $$
  select m.org_id::text || '/' || m.id::text || '/%' from public.memberships m
   where m.id in (select public.my_member_ids()) and m.status = 'active'
$$;

grant execute on function public.my_leave_document_patterns(), public.my_leave_upload_patterns()
  to authenticated, service_role;

create policy leave_documents_read on storage.objects for select to authenticated
  using (bucket_id = 'leave-documents'
         and name like any (array(select public.my_leave_document_patterns())));
create policy leave_documents_upload on storage.objects for insert to authenticated
  with check (bucket_id = 'leave-documents'
              and name like any (array(select public.my_leave_upload_patterns())));

-- Off by default: the seeded types no longer ask for documents (0032 seeded Sick 2, Maternity/
-- Paternity 1 and Medical 3 days while the setting was not enforced). Types nobody has edited
-- since they were seeded are set back to off; an owner turns it on per type.
create or replace function private.seed_leave_types(target uuid, org_kind text) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  if org_kind = 'company' then
    insert into public.leave_types (org_id, code, name, position, paid, yearly_quota, accrual,
        carry_forward_cap, half_day_allowed, min_notice_days, documents_after_days, year_start_month, over_balance)
    values
      (target, 'CL', 'Casual leave', 1, true, 12, 'yearly', 0, true, 1, null, 4, 'refuse'),
      (target, 'SL', 'Sick leave', 2, true, 12, 'yearly', 0, true, 0, null, 4, 'loss_of_pay'),
      (target, 'EL', 'Earned/Privileged leave', 3, true, 15, 'monthly', 30, false, 7, null, 4, 'refuse'),
      (target, 'CO', 'Comp-off', 4, true, 0, 'yearly', 0, true, 0, null, 4, 'refuse'),
      (target, 'LOP', 'Loss of pay', 5, false, null, 'yearly', 0, true, 0, null, 4, 'refuse'),
      (target, 'MPL', 'Maternity/Paternity leave', 6, true, null, 'yearly', 0, false, 0, null, 4, 'refuse')
    on conflict (org_id, code) do nothing;
  else
    insert into public.leave_types (org_id, code, name, position, paid, yearly_quota, half_day_allowed,
        documents_after_days, year_start_month)
    values
      (target, 'MED', 'Medical', 1, true, null, false, null, 1),
      (target, 'FAM', 'Family', 2, true, null, false, null, 1),
      (target, 'OTH', 'Other', 3, true, null, false, null, 1)
    on conflict (org_id, code) do nothing;
  end if;
end
$$;

update public.leave_types set documents_after_days = null
 where updated_at = created_at
   and (code, documents_after_days) in (('SL', 2), ('MPL', 1), ('MED', 3));
