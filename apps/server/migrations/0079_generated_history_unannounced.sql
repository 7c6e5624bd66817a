-- Generated history (the demo's thirty days, ~57 000 rows) is nothing anyone did, so, like the
-- audit and live-board triggers since 0055, the realtime and webhook triggers skip the rows a
-- transaction writes or deletes while it says so (`set_config('ias.generated_history', 'on',
-- true)`). Each of them otherwise queued one NOTIFY or one webhook look-up per row: about two
-- thirds of a demo reset's time, most of it spent delivering notifications nobody subscribes to
-- when the reset commits. Every other transaction is unaffected.
drop trigger realtime_changes on public.attendance_records;
create trigger realtime_changes after insert or update or delete on public.attendance_records
  for each row when (current_setting('ias.generated_history', true) is distinct from 'on')
  execute function realtime.notify_change('org_id');

drop trigger attendance_records_webhooks on public.attendance_records;
create trigger attendance_records_webhooks after insert or update of check_in_at, check_out_at
  on public.attendance_records
  for each row when (current_setting('ias.generated_history', true) is distinct from 'on')
  execute function private.webhook_attendance();
