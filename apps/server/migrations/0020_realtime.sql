-- Realtime (supabase-js `channel()` postgres_changes): a generic trigger announces every change of
-- a published table on NOTIFY channel 'realtime'; each server instance listens and delivers the
-- change only to subscribers whose row-level security lets them read the row (modules/realtime).
--
-- The publication is the trigger itself: a table is published by attaching `realtime_changes`
-- with the name of its organisation column (the scope a DELETE is checked against, since a
-- deleted row cannot be re-read). Published tables have an `id` primary key.
create schema if not exists realtime;
revoke all on schema realtime from public;

create or replace function realtime.notify_change() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  r record := case when tg_op = 'DELETE' then old else new end;
  scope_column text := tg_argv[0];
  message jsonb;
  text_message text;
begin
  message := jsonb_build_object(
    'schema', tg_table_schema,
    'table', tg_table_name,
    'op', tg_op,
    'id', r.id,
    'scope', to_jsonb(r) -> scope_column,
    'at', to_jsonb(now())
  );
  -- The row rides along when it fits in a NOTIFY payload (8000 bytes); otherwise listeners
  -- re-read it by its key.
  text_message := (message || jsonb_build_object('record', to_jsonb(r)))::text;
  if octet_length(text_message) > 7900 then
    text_message := message::text;
  end if;
  perform pg_notify('realtime', text_message);
  return null;
end
$$;
revoke all on function realtime.notify_change() from public;

create trigger realtime_changes after insert or update or delete on public.organizations
  for each row execute function realtime.notify_change('id');
create trigger realtime_changes after insert or update or delete on public.memberships
  for each row execute function realtime.notify_change('org_id');
create trigger realtime_changes after insert or update or delete on public.groups
  for each row execute function realtime.notify_change('org_id');
create trigger realtime_changes after insert or update or delete on public.class_sessions
  for each row execute function realtime.notify_change('org_id');
create trigger realtime_changes after insert or update or delete on public.attendance_records
  for each row execute function realtime.notify_change('org_id');
create trigger realtime_changes after insert or update or delete on public.leave_requests
  for each row execute function realtime.notify_change('org_id');
create trigger realtime_changes after insert or update or delete on public.correction_requests
  for each row execute function realtime.notify_change('org_id');
create trigger realtime_changes after insert or update or delete on public.holidays
  for each row execute function realtime.notify_change('org_id');
create trigger realtime_changes after insert or update or delete on public.shifts
  for each row execute function realtime.notify_change('org_id');
create trigger realtime_changes after insert or update or delete on public.sites
  for each row execute function realtime.notify_change('org_id');
