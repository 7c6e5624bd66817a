-- Generated history (the demo's thirty days) is nothing anyone did: its rows are neither audited
-- nor announced to live boards. Until now the demo reset disabled these two triggers with
-- ALTER TABLE, which takes a SHARE ROW EXCLUSIVE lock on attendance_records for the whole reset,
-- so on PostgreSQL every other organisation's check-ins waited behind it (and hit the statement
-- timeout). Now the reset says so for its own transaction only
-- (`set_config('ias.generated_history', 'on', true)`) and the triggers skip its rows.
drop trigger attendance_records_audit on public.attendance_records;
create trigger attendance_records_audit after insert or update or delete on public.attendance_records
  for each row when (current_setting('ias.generated_history', true) is distinct from 'on')
  execute function private.audit_row();

drop trigger attendance_records_notify on public.attendance_records;
create trigger attendance_records_notify after insert or update on public.attendance_records
  for each row when (current_setting('ias.generated_history', true) is distinct from 'on')
  execute function private.notify_attendance();
