-- The data API sends a caller's settings, the session check and the statement to the database
-- back to back, without waiting between them (one round trip). The check therefore has to stop
-- the transaction itself: a signed-out or expired session raises, the statements behind it are
-- not run, and the transaction ends in a rollback.
create or replace function auth.require_active_session(session uuid) returns void
language plpgsql stable security definer set search_path = ''
as $$
begin
  if not auth.session_is_active(session) then
    raise exception 'session not found or signed out' using errcode = '28000';
  end if;
end
$$;

grant execute on function auth.require_active_session(uuid) to authenticated, service_role;
