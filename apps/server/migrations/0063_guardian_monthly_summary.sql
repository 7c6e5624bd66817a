-- Guardians' monthly summary (issue 15): on the first working day of a month, at the summary time,
-- each consenting guardian is told the student's attendance in the month before. Off by default.
alter table public.guardian_alert_settings
  add column monthly_summary boolean not null default false;

-- A monthly summary's delivery is dated the first of the month it is sent in, so the unique key
-- (guardian, member, day, kind, channel) allows one per month whichever working day sends it.
alter table public.guardian_deliveries drop constraint guardian_deliveries_kind_check;
alter table public.guardian_deliveries
  add constraint guardian_deliveries_kind_check
  check (kind in ('absence', 'late', 'weekly_summary', 'monthly_summary'));

-- Whether this month's summaries were planned already: one probe per organisation and sweep.
create index guardian_deliveries_monthly_idx on public.guardian_deliveries (org_id, day)
  where kind = 'monthly_summary';
