-- Every server instance remembers, for a few seconds, which sessions it found signed in, so a read
-- need not look the session up again. These triggers tell every instance (LISTEN auth_sessions)
-- the moment that may have stopped being true: a session signed out, cut short or moved, a user
-- banned, unbanned or deleted (their sessions go with them), or the table emptied. The payload is
-- `session:<id>`, `user:<id>`, or `*` for everything.

create or replace function auth.announce_session_change() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'TRUNCATE' then
    perform pg_notify('auth_sessions', '*');
  elsif tg_table_name = 'sessions' then
    perform pg_notify('auth_sessions', 'session:' || old.id::text);
  else
    perform pg_notify('auth_sessions', 'user:' || old.id::text);
  end if;
  return null;
end
$$;

create trigger sessions_announce_change
  after delete or update of not_after, user_id on auth.sessions
  for each row execute function auth.announce_session_change();

create trigger sessions_announce_truncate
  after truncate on auth.sessions
  for each statement execute function auth.announce_session_change();

create trigger users_announce_session_change
  after delete or update of banned_until on auth.users
  for each row execute function auth.announce_session_change();
