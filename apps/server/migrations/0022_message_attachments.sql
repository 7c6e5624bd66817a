-- Attachments of messages (issue 15): files in the private bucket 'message-files', stored under
-- '<conversation id>/<message id>/<file name>' and fetched through signed links. Who may read or
-- upload follows the conversation: its members read, those who may post there upload. The message
-- names its files (`attachments`, at most five), and only files under its own folder.

alter table public.messages
  add column attachments jsonb not null default '[]'
    check (jsonb_typeof(attachments) = 'array' and jsonb_array_length(attachments) <= 5);

-- A message may be only files; a deleted one keeps neither words nor files.
alter table public.messages drop constraint messages_check;
alter table public.messages add constraint messages_body_check check (
  (deleted_at is null and char_length(body) <= 4000
    and (char_length(btrim(body)) >= 1 or jsonb_array_length(attachments) > 0))
  or (deleted_at is not null and body = '' and attachments = '[]'));

grant insert (attachments) on public.messages to authenticated;

create or replace function private.check_message_attachments() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  file jsonb;
  folder text := new.conversation_id::text || '/' || new.id::text || '/';
begin
  if tg_op = 'UPDATE' then
    -- Files are chosen when the message is sent; deleting the message lets go of them.
    new.attachments := case when new.deleted_at is not null then '[]'::jsonb else old.attachments end;
    return new;
  end if;
  for file in select * from jsonb_array_elements(new.attachments) loop
    if jsonb_typeof(file) <> 'object' or not (file ? 'path') or not (file ? 'name')
       or left(file ->> 'path', length(folder)) <> folder
       or char_length(file ->> 'name') not between 1 and 200 then
      raise exception 'An attachment must be a file uploaded for this message.'
        using errcode = '22023', hint = 'messages.bad_attachment';
    end if;
  end loop;
  return new;
end
$$;
-- Runs after messages_prepare (triggers fire in name order), so the row's id and conversation are final.
create trigger messages_prepare_attachments before insert or update on public.messages
  for each row execute function private.check_message_attachments();

-- Storage: the folders of the caller's conversations, as LIKE patterns (plannable: the object's
-- name is compared with a set computed once per statement).
create or replace function public.my_conversation_file_patterns() returns setof text
language sql stable security definer set search_path = ''
as $$
  select conversation_id::text || '/%' from public.conversation_members
   where member_id in (select public.my_member_ids())
$$;

create or replace function public.my_postable_file_patterns() returns setof text
language sql stable security definer set search_path = ''
as $$
  select conversation_id::text || '/%' from public.conversation_members
   where member_id in (select public.my_member_ids()) and can_post
$$;

grant execute on function public.my_conversation_file_patterns(), public.my_postable_file_patterns()
  to authenticated, service_role;

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('message-files', 'message-files', false, 10 * 1024 * 1024,
  array[
    'application/pdf', 'text/plain', 'text/csv',
    'image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/heic', 'image/heif',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.ms-powerpoint',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation'
  ])
on conflict (id) do nothing;

create policy message_files_read on storage.objects for select to authenticated
  using (bucket_id = 'message-files'
         and name like any (array(select public.my_conversation_file_patterns())));
create policy message_files_upload on storage.objects for insert to authenticated
  with check (bucket_id = 'message-files'
              and name like any (array(select public.my_postable_file_patterns())));
