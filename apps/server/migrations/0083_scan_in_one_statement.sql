-- A scan in one statement (issue 11, item 4). Until now a scan was decided in TypeScript between
-- reads and writes: the card/QR path took two round trips, face, PIN and override scans (and self
-- check-in, biometric punches) many more. The rules a scan applies now live here, once, and every
-- scan — kiosk, self check-in, biometric punch — runs them:
--
--   private.member_shift(member)        the member's shift: their own, else a group's
--   private.scan_period(member, at)     the attendance period an instant belongs to (shift
--                                       occurrence with its allowances, else the school day from
--                                       the timetable, else the calendar day) and its check-in status
--   private.record_scan(…)              lock, retry (client id seen), joining date, first-in /
--                                       last-out with the repeat window, the writes; the answer's facts
--   private.kiosk_scan(…)               a kiosk's scan from its token (card/QR code) or of a person
--                                       already identified (face, PIN, override): the kiosk's checks,
--                                       the person's, the audit actor, then record_scan
--
-- Refusals are returned as a `refusal` code (with what the message needs), not raised, so nothing
-- is written by a refused scan and the caller words the error. SECURITY DEFINER with an empty
-- search_path, in the private schema (no client reaches it), executable only by the owner: the
-- role the server's own work (kiosks, `/api`) connects as.

create or replace function private.member_shift(p_member uuid)
  returns table (id uuid, starts_at time, ends_at time, grace_minutes integer,
                 weekly_off_days smallint[])
  language sql stable security definer set search_path = '' as $$
  select s.id, s.starts_at, s.ends_at, s.grace_minutes, s.weekly_off_days
    from public.memberships m
    join public.shifts s
      on s.id = m.shift_id
      or s.id in (select g.shift_id from public.groups g
                    join public.group_members gm on gm.group_id = g.id
                   where gm.member_id = m.id and g.shift_id is not null)
   where m.id = p_member
   order by case when s.id = m.shift_id then 0 else 1 end
   limit 1
$$;

-- Schedules are wall-clock times in the organisation's zone ((day + time) at time zone). A shift's
-- occurrence may start on the day before, of or after the instant's day; the one whose window
-- (3 hours early to 4 hours after its end) holds the instant, nearest start first, is the period,
-- so an overnight shift's morning check-out belongs to the day it started. Late is by whole minutes
-- after the start beyond the grace (the shift's, else the organisation's); nothing scheduled, never
-- late.
create or replace function private.scan_period(p_member uuid, p_at timestamptz)
  returns table (period_date date, period_start timestamptz, grace integer, scheduled boolean,
                 period_shift_id uuid, check_in_status text, late_by integer)
  language plpgsql stable security definer set search_path = '' as $$
declare
  v_tz text;
  v_grace integer;
  v_day date;
  v_shift record;
  v_found boolean := false;
  v_starts time;
  v_ends time;
begin
  select o.timezone, o.late_grace_minutes into v_tz, v_grace
    from public.memberships m join public.organizations o on o.id = m.org_id
   where m.id = p_member;
  v_day := (p_at at time zone v_tz)::date;
  period_shift_id := null;
  select * into v_shift from private.member_shift(p_member);
  if v_shift.id is not null then
    period_shift_id := v_shift.id;
    select c.day, c.starts into period_date, period_start
      from (select k, v_day + k as day,
                   ((v_day + k) + v_shift.starts_at) at time zone v_tz as starts,
                   ((v_day + k + case when v_shift.ends_at <= v_shift.starts_at then 1 else 0 end)
                      + v_shift.ends_at) at time zone v_tz as ends
              from generate_series(-1, 1) k) c
     where p_at >= c.starts - interval '3 hours' and p_at <= c.ends + interval '4 hours'
     order by abs(extract(epoch from p_at - c.starts)), c.k
     limit 1;
    v_found := found;
    if v_found then
      grace := coalesce(v_shift.grace_minutes, v_grace);
      scheduled := true;
    end if;
  else
    select min(cs.starts_at), max(cs.ends_at) into v_starts, v_ends
      from public.class_sessions cs
      join public.group_members gm on gm.group_id = cs.group_id
     where gm.member_id = p_member
       and cs.weekday = extract(isodow from p_at at time zone v_tz)::int;
    if v_starts is not null and v_ends is not null then
      period_date := v_day;
      period_start := (v_day + v_starts) at time zone v_tz;
      grace := v_grace;
      scheduled := true;
      v_found := true;
    end if;
  end if;
  if not v_found then
    period_date := v_day;
    period_start := v_day::timestamp at time zone v_tz;
    grace := v_grace;
    scheduled := false;
  end if;
  late_by := case when scheduled then floor(extract(epoch from p_at - period_start) / 60)::int else 0 end;
  if late_by <= grace then
    check_in_status := 'present';
    late_by := 0;
  else
    check_in_status := 'late';
  end if;
  return next;
end $$;

-- One scan of an identified member, in the caller's transaction: serialised per person (the
-- advisory lock every writer of a member's days takes); a client id seen before answers the earlier
-- result (seen); no record before the joining date (refusal 'outside_membership', joined_on);
-- then first-in / last-out: a new record, a record marked absent before they came, an earlier
-- scan arriving late (becomes the check-in), a check-out, or within 5 minutes of the first or last
-- scan a repeat that changes nothing. late_by is the record's lateness when it is late.
create or replace function private.record_scan(
    p_member uuid, p_client_id uuid, p_at timestamptz, p_method text, p_confidence real,
    p_device uuid, p_lat double precision, p_lng double precision, p_marked_by uuid)
  returns table (refusal text, joined_on date, scan_date date, seen boolean, outcome text, record_id uuid,
                 status text, check_in_at timestamptz, check_out_at timestamptz, late_by integer)
  language plpgsql security definer set search_path = '' as $$
declare
  v_org uuid;
  v_tz text;
  v_created timestamptz;
  p record;
  e public.attendance_records;
  r public.attendance_records;
  v_latest timestamptz;
begin
  perform pg_advisory_xact_lock(hashtextextended(p_member::text, 0));
  select m.org_id, o.timezone, m.created_at into v_org, v_tz, v_created
    from public.memberships m join public.organizations o on o.id = m.org_id
   where m.id = p_member;

  select s.outcome, a.id, a.status, a.check_in_at, a.check_out_at
    into outcome, record_id, status, check_in_at, check_out_at
    from public.attendance_scans s join public.attendance_records a on a.id = s.record_id
   where s.org_id = v_org and s.client_id = p_client_id
   limit 1;
  if found then
    seen := true;
    return next;
    return;
  end if;
  seen := false;

  select * into p from private.scan_period(p_member, p_at);
  joined_on := (v_created at time zone v_tz)::date;
  scan_date := p.period_date;
  if p.period_date < joined_on then
    refusal := 'outside_membership';
    return next;
    return;
  end if;

  select * into e from public.attendance_records a
   where a.member_id = p_member and a.date = p.period_date and a.class_session_id is null
   for update;
  if not found then
    insert into public.attendance_records as a
      (org_id, member_id, date, check_in_at, status, client_id, method, match_confidence,
       device_id, latitude, longitude, marked_by, shift_id)
    values (v_org, p_member, p.period_date, p_at, p.check_in_status, p_client_id, p_method,
            p_confidence, p_device, p_lat, p_lng, p_marked_by, p.period_shift_id)
    returning a.* into r;
    outcome := 'checked_in';
  elsif e.check_in_at is null then
    -- Marked absent (or on leave) before they arrived: the scan shows they came after all.
    update public.attendance_records a
       set check_in_at = p_at, status = p.check_in_status, method = p_method,
           match_confidence = p_confidence, device_id = p_device, latitude = p_lat,
           longitude = p_lng, marked_by = p_marked_by, shift_id = p.period_shift_id
     where a.id = e.id returning a.* into r;
    outcome := 'checked_in';
  else
    v_latest := case when e.check_out_at > e.check_in_at then e.check_out_at else e.check_in_at end;
    if least(abs(extract(epoch from p_at - v_latest)),
             abs(extract(epoch from p_at - e.check_in_at))) < 5 * 60 then
      r := e;
      outcome := 'repeat';
    elsif p_at < e.check_in_at then
      update public.attendance_records a
         set check_in_at = p_at, check_out_at = coalesce(e.check_out_at, e.check_in_at),
             status = p.check_in_status
       where a.id = e.id returning a.* into r;
      outcome := 'checked_in';
    else
      update public.attendance_records a
         set check_out_at = case when e.check_out_at > p_at then e.check_out_at else p_at end,
             flags = array_remove(e.flags, 'missing_check_out')
       where a.id = e.id returning a.* into r;
      outcome := 'checked_out';
    end if;
  end if;

  insert into public.attendance_scans
    (org_id, client_id, member_id, record_id, scanned_at, method, outcome, match_confidence,
     device_id, latitude, longitude)
  values (v_org, p_client_id, p_member, r.id, p_at, p_method, outcome, p_confidence, p_device,
          p_lat, p_lng);

  record_id := r.id;
  status := r.status;
  check_in_at := r.check_in_at;
  check_out_at := r.check_out_at;
  late_by := case when r.status = 'late' and r.check_in_at is not null and p.scheduled
                  then greatest(floor(extract(epoch from r.check_in_at - p.period_start) / 60)::int, 0)
                  else 0 end;
  return next;
end $$;

-- A kiosk's scan in one statement. The kiosk is named by its token's hash (else its id); the person by a card
-- number (p_card), or by id (p_member: a QR code's, or one identified by face, PIN or an operator).
-- p_require_kiosk_method: card and QR scans check the kiosk's and the organisation's methods here
-- (the other paths checked them before identifying the person). p_time_ok: the scan's time passed
-- the caller's check (refused after the kiosk's checks, as before). Refusals in the order the
-- kiosk has always given them: 'device_revoked', 'method_not_allowed', 'bad_time',
-- 'not_recognised', 'not_active', 'not_in_kiosk_groups', then record_scan's.
create or replace function private.kiosk_scan(
    p_token_hash text, p_device uuid, p_card text, p_member uuid, p_method text, p_client_id uuid,
    p_at timestamptz, p_time_ok boolean, p_require_kiosk_method boolean, p_confidence real,
    p_operator uuid)
  returns table (refusal text, device_id uuid, member_id uuid, full_name text, photo_url text,
                 locale text, timezone text, joined_on date, scan_date date, seen boolean, outcome text,
                 record_id uuid, status text, check_in_at timestamptz, check_out_at timestamptz,
                 late_by integer)
  language plpgsql security definer set search_path = '' as $$
declare
  d public.devices;
  v_methods text[];
  m public.memberships;
  s record;
begin
  if p_token_hash is not null then
    select * into d from public.devices x where x.token_hash = p_token_hash;
  else
    select * into d from public.devices x where x.id = p_device;
  end if;
  if not found or d.revoked_at is not null then
    refusal := 'device_revoked';
    return next;
    return;
  end if;
  device_id := d.id;
  select o.allowed_methods, o.timezone into v_methods, timezone
    from public.organizations o where o.id = d.org_id;
  if p_require_kiosk_method and not (p_method = any (d.methods) and p_method = any (v_methods)) then
    refusal := 'method_not_allowed';
    return next;
    return;
  end if;
  if not p_time_ok then
    refusal := 'bad_time';
    return next;
    return;
  end if;
  if p_card is not null then
    select * into m from public.memberships x
     where x.org_id = d.org_id and x.card_number = p_card limit 1;
  else
    select * into m from public.memberships x where x.org_id = d.org_id and x.id = p_member;
  end if;
  if m.id is null then
    refusal := 'not_recognised';
    return next;
    return;
  end if;
  member_id := m.id;
  full_name := m.full_name;
  photo_url := m.photo_url;
  select pr.locale into locale from public.profiles pr where pr.id = m.user_id;
  if m.status <> 'active' then
    refusal := 'not_active';
    return next;
    return;
  end if;
  if cardinality(d.group_ids) > 0 and not exists (
       select 1 from public.group_members gm
        where gm.member_id = m.id and gm.group_id = any (d.group_ids)) then
    refusal := 'not_in_kiosk_groups';
    return next;
    return;
  end if;
  perform set_config('audit.actor_id', coalesce(p_operator::text, ''), true),
          set_config('audit.device_id', d.id::text, true);
  select * into s from private.record_scan(m.id, p_client_id, p_at, p_method, p_confidence,
                                           d.id, null, null, p_operator);
  refusal := s.refusal;
  joined_on := s.joined_on;
  scan_date := s.scan_date;
  seen := s.seen;
  outcome := s.outcome;
  record_id := s.record_id;
  status := s.status;
  check_in_at := s.check_in_at;
  check_out_at := s.check_out_at;
  late_by := s.late_by;
  return next;
end $$;

revoke all on function private.member_shift(uuid) from public;
revoke all on function private.scan_period(uuid, timestamptz) from public;
revoke all on function private.record_scan(uuid, uuid, timestamptz, text, real, uuid,
  double precision, double precision, uuid) from public;
revoke all on function private.kiosk_scan(text, uuid, text, uuid, text, uuid, timestamptz, boolean,
  boolean, real, uuid) from public;
