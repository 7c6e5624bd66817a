-- The service role reads every table, as in Supabase (the server's own work, and realtime's
-- set-based authorisation, which decides a change for all signed-in subscribers in one statement
-- run as the service role and applies each subscriber's policies inside it). The calendar's
-- tables (0027) were granted to `authenticated` only, so a calendar change failed to be decided
-- for anyone and reached no open calendar.
grant select, insert, update, delete on public.calendar_events, public.calendar_event_invitees,
  public.calendar_feeds to service_role;
