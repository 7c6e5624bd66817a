-- Importing .ics files into a group's or the organisation's calendar (modules/calendar/import-ics.ts).
-- An imported event keeps the UID the file gave it, so importing the same file again changes the
-- events it made instead of adding them twice: one event per UID in each calendar (the
-- organisation's or one group's). Events written on the page have no UID.
alter table public.calendar_events
  add column ical_uid text check (ical_uid is null or char_length(ical_uid) between 1 and 600);

create unique index calendar_events_ical_uid_idx
  on public.calendar_events (org_id, (coalesce(group_id, org_id)), ical_uid)
  where ical_uid is not null;
