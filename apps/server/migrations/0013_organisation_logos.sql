-- Organisation logos: a public `logos` bucket holding one object per organisation, named
-- '<org id>/logo'. Anyone may read a logo (kiosks show it without a session, and it is printed on
-- ID cards); only the organisation's owner, or an Admin, writes it. Demo organisations are shared
-- by every visitor, so nobody changes theirs. Only raster images: an SVG can carry script and is
-- not drawn by the PDF library that prints the cards.

-- Whether the caller may write the object `object_name` of the logos bucket: it must be exactly
-- '<uuid>/logo' of a real, non-demo organisation that the caller manages. CASE keeps the uuid cast
-- from running on a name that is not one.
create or replace function public.can_write_org_logo(object_name text) returns boolean
language sql stable security definer set search_path = ''
as $$
  select coalesce(case
    when object_name ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/logo$' then
      exists (
        select 1 from public.organizations o
         where o.id = split_part(object_name, '/', 1)::uuid and not o.is_demo
      ) and public.can_manage_org(split_part(object_name, '/', 1)::uuid)
    else false
  end, false)
$$;
grant execute on function public.can_write_org_logo(text) to authenticated, service_role;

drop policy if exists logos_read on storage.objects;
create policy logos_read on storage.objects for select to anon, authenticated
  using (bucket_id = 'logos');
drop policy if exists logos_insert on storage.objects;
create policy logos_insert on storage.objects for insert to authenticated
  with check (bucket_id = 'logos' and public.can_write_org_logo(name));
drop policy if exists logos_update on storage.objects;
create policy logos_update on storage.objects for update to authenticated
  using (bucket_id = 'logos' and public.can_write_org_logo(name))
  with check (bucket_id = 'logos' and public.can_write_org_logo(name));
drop policy if exists logos_delete on storage.objects;
create policy logos_delete on storage.objects for delete to authenticated
  using (bucket_id = 'logos' and public.can_write_org_logo(name));

-- 512 KB keeps a logo small enough to send inline when the organisation is created (/api bodies
-- are limited to 1 MB) and is far more than a logo needs.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('logos', 'logos', true, 512 * 1024, array['image/png', 'image/jpeg', 'image/webp'])
on conflict (id) do nothing;
