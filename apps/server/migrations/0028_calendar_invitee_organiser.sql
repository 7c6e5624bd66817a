-- Plannable answers for organisers. 0027's read policy on calendar_event_invitees admitted the
-- organiser by `event_id = any (array(select public.my_organised_event_ids()))`: an owner who
-- wrote a year of events compared every invitee row with ~6,500 ids, one by one (~100 ms for a
-- month at 2,000 members, bench/rls/calendar.mjs). The organiser is now a column of the invitee
-- row, copied from the event when the row is written, and compared with the caller's id.
alter table public.calendar_event_invitees add column organiser_id uuid references auth.users (id) on delete cascade;

update public.calendar_event_invitees i set organiser_id = e.organiser_id
  from public.calendar_events e where e.id = i.event_id;

create or replace function private.set_invitee_organiser() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  select e.organiser_id into new.organiser_id from public.calendar_events e where e.id = new.event_id;
  return new;
end
$$;
create trigger calendar_event_invitees_organiser before insert or update of event_id on public.calendar_event_invitees
  for each row execute function private.set_invitee_organiser();

alter table public.calendar_event_invitees alter column organiser_id set not null;
create index calendar_event_invitees_organiser_idx on public.calendar_event_invitees (organiser_id);

drop policy calendar_event_invitees_read on public.calendar_event_invitees;
create policy calendar_event_invitees_read on public.calendar_event_invitees for select to authenticated
  using (
    member_id = any (array(select public.my_member_ids()))
    or organiser_id = (select auth.uid())
    or org_id = any (array(select public.my_managed_org_ids()))
  );
