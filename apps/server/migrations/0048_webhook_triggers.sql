-- Webhook events captured where they happen (issue 18): triggers on attendance_records,
-- leave_requests and memberships write to the outbox (private.webhook_events) in the same
-- transaction, so an event exists exactly when its change committed, whichever code path (the
-- /api operations, the data API, biometric punches, imports) made it. Only organisations with an
-- enabled webhook for the event get a row (one indexed probe per changed row otherwise).

create or replace function private.capture_webhook_event(org uuid, kind text, data jsonb)
returns void
language plpgsql security definer set search_path = ''
as $$
begin
  if exists (select 1 from public.webhooks w
              where w.org_id = org and w.is_enabled and kind = any (w.events)) then
    insert into private.webhook_events (org_id, event, payload) values (org, kind, data);
  end if;
end
$$;

create or replace function private.webhook_attendance() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  data jsonb := jsonb_build_object(
    'record_id', new.id, 'member_id', new.member_id, 'date', new.date,
    'check_in_at', new.check_in_at, 'check_out_at', new.check_out_at,
    'status', new.status, 'method', new.method, 'class_session_id', new.class_session_id);
begin
  if new.check_in_at is not null and (tg_op = 'INSERT' or old.check_in_at is null) then
    perform private.capture_webhook_event(new.org_id, 'check_in', data);
  end if;
  if new.check_out_at is not null and (tg_op = 'INSERT' or old.check_out_at is null) then
    perform private.capture_webhook_event(new.org_id, 'check_out', data);
  end if;
  return null;
end
$$;
create trigger attendance_records_webhooks after insert or update of check_in_at, check_out_at
  on public.attendance_records for each row execute function private.webhook_attendance();

create or replace function private.webhook_leave() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.status = 'approved' and (tg_op = 'INSERT' or old.status is distinct from 'approved') then
    perform private.capture_webhook_event(new.org_id, 'leave_approved', jsonb_build_object(
      'leave_request_id', new.id, 'member_id', new.member_id, 'from_date', new.from_date,
      'to_date', new.to_date, 'decided_at', new.decided_at));
  end if;
  return null;
end
$$;
create trigger leave_requests_webhooks after insert or update of status
  on public.leave_requests for each row execute function private.webhook_leave();

create or replace function private.webhook_membership() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.status = 'active' and (tg_op = 'INSERT' or old.status is distinct from 'active') then
    perform private.capture_webhook_event(new.org_id, 'member_joined', jsonb_build_object(
      'member_id', new.id, 'full_name', new.full_name, 'role', new.role,
      'roll_number', new.roll_number, 'employee_code', new.employee_code));
  end if;
  return null;
end
$$;
create trigger memberships_webhooks after insert or update of status
  on public.memberships for each row execute function private.webhook_membership();
