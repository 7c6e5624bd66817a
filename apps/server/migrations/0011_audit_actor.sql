-- Who made a change, for changes made by the server's own operations as well as by callers of the
-- data API. /api operations run as the database owner (no JWT claims), so they name the person
-- (or kiosk) they act for in the transaction-local settings `audit.actor_id` / `audit.device_id`;
-- the data API's callers are known from their claims as before.
alter table public.audit_log add column if not exists actor_device_id uuid;

create or replace function private.audit_row() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  -- Face descriptors and token hashes are secrets: the log says that they changed, not what to.
  old_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) - 'embedding' - 'token_hash' end;
  new_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) - 'embedding' - 'token_hash' end;
  row_data jsonb := coalesce(new_row, old_row);
  org uuid := coalesce((row_data ->> 'org_id')::uuid, case when tg_table_name = 'organizations' then (row_data ->> 'id')::uuid end);
begin
  if tg_op = 'UPDATE' and old_row = new_row then
    return new;
  end if;
  insert into public.audit_log (org_id, actor_id, actor_device_id, action, entity, entity_id, before, after)
  values (
    case when tg_op = 'DELETE' and tg_table_name = 'organizations' then null else org end,
    coalesce(auth.uid(), nullif(current_setting('audit.actor_id', true), '')::uuid),
    nullif(current_setting('audit.device_id', true), '')::uuid,
    lower(tg_op), tg_table_name, coalesce(row_data ->> 'id', row_data ->> 'member_id'), old_row, new_row
  );
  return coalesce(new, old);
end
$$;

-- Enrolled faces and kiosks are audited too: who enrolled or deleted a face (never the descriptor),
-- who started, changed or revoked a kiosk (not its heartbeat). So is group membership, which
-- decides who supervises whom; its rows have no id of their own, so the member's id stands for
-- them (the log can be searched by person).
drop trigger if exists face_data_audit on public.face_data;
create trigger face_data_audit after insert or delete on public.face_data
  for each row execute function private.audit_row();
drop trigger if exists devices_audit on public.devices;
create trigger devices_audit after insert or delete or update of name, group_ids, methods, revoked_at
  on public.devices for each row execute function private.audit_row();
drop trigger if exists group_members_audit on public.group_members;
create trigger group_members_audit after insert or delete on public.group_members
  for each row execute function private.audit_row();
