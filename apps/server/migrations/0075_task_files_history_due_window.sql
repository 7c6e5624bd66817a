-- Tasks, leftovers of issue 17: a deleted card takes its attachments with it, attachments are in
-- the card's history, and the due-reminder window is the organisation's to choose.

-- Deleted cards' files --------------------------------------------------------------------------

-- The bytes of objects whose rows a deleted card took with it, until the server removes them from
-- the storage driver (modules/tasks/remove-card-files.ts, on the job queue's tick). The rows go
-- with the card in its transaction; the bytes, which live outside the database, right after.
create table private.task_file_removals (
  id bigserial primary key,
  bucket_id text not null,
  name text collate "C" not null,
  version text not null,
  queued_at timestamptz not null default now()
);
revoke all on private.task_file_removals from public;
grant select, insert, delete on private.task_file_removals to service_role;
grant usage on sequence private.task_file_removals_id_seq to service_role;

-- Whatever deleted them (the card itself; its board, and so its columns and cards; an
-- organisation or an account, and so its boards), the cards' folders
-- '<board>/<shared|private>/<card>/' are emptied: one statement for all the deleted cards.
create or replace function private.task_cards_remove_files() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  with gone as (
    delete from storage.objects o
     using deleted_cards c
     where o.bucket_id = 'task-files'
       and o.name like c.board_id::text || '/'
                       || case when c.is_private then 'private' else 'shared' end
                       || '/' || c.id::text || '/%'
    returning o.bucket_id, o.name, o.version
  )
  insert into private.task_file_removals (bucket_id, name, version)
  select bucket_id, name, version from gone where version is not null;
  return null;
end
$$;
revoke all on function private.task_cards_remove_files() from public;

create trigger task_cards_remove_files after delete on public.task_cards
  referencing old table as deleted_cards
  for each statement execute function private.task_cards_remove_files();

-- Attachments in the history ----------------------------------------------------------------------

-- An attachment added to or removed from a card is a line of its history, by whoever did it
-- (the storage API writes the row as the caller). The shown name drops the '<time>-' prefix the
-- app gives stored names. A card being deleted takes its files without a line (it has no history
-- left to write to).
create or replace function private.task_file_history() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  r storage.objects := case when tg_op = 'DELETE' then old else new end;
  card public.task_cards;
  card_id uuid;
begin
  if r.name !~ '^[0-9a-f-]{36}/(shared|private)/[0-9a-f-]{36}/' then
    return null;
  end if;
  card_id := split_part(r.name, '/', 3)::uuid;
  select * into card from public.task_cards c where c.id = card_id;
  if card.id is null then
    return null;
  end if;
  perform private.task_log(card,
    case when tg_op = 'DELETE' then 'attachment_removed' else 'attachment_added' end,
    jsonb_build_object('file', regexp_replace(storage.filename(r.name), '^[0-9a-z]+-', '')));
  return null;
end
$$;
revoke all on function private.task_file_history() from public;

create trigger task_files_history_added after insert on storage.objects
  for each row when (new.bucket_id = 'task-files') execute function private.task_file_history();
create trigger task_files_history_removed after delete on storage.objects
  for each row when (old.bucket_id = 'task-files') execute function private.task_file_history();

-- The due-reminder window ----------------------------------------------------------------------------

-- Reminders of cards due today go out from `task_due_from` and, for a card noticed later (servers
-- down, card made late), until `task_due_until`, wall-clock times in the organisation's zone.
alter table public.reminder_settings
  add column task_due_from time not null default '08:00'
    check (task_due_from = date_trunc('minute', task_due_from)),
  add column task_due_until time not null default '12:00'
    check (task_due_until = date_trunc('minute', task_due_until)),
  add constraint reminder_settings_task_due_window check (task_due_from < task_due_until);
