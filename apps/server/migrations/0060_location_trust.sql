-- Location you can trust more (issue 19): every geofenced self check-in keeps what the server saw
-- of it — the fix and its accuracy, the nearest site, the browser's own device id, its user agent
-- and the client's address (as TRUST_PROXY lets the server see it) — and the signs that make it
-- worth a second look: impossible travel since the person's previous check-in, a device the person
-- has not used before, an accuracy close to the limit. Flagged ones wait in a review queue for the
-- organisation's owners and the person's teacher/in-charge. See modules/location-trust.

create table public.location_checks (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  member_id uuid not null references public.memberships (id) on delete cascade,
  -- The self check-in's client id: a retried request finds its check instead of adding one.
  client_id uuid not null,
  record_id uuid references public.attendance_records (id) on delete set null,
  checked_at timestamptz not null,
  latitude double precision not null,
  longitude double precision not null,
  accuracy_m real,
  site_id uuid references public.sites (id) on delete set null,
  distance_m integer,
  -- The accuracy the check-in needed: the smaller of the site's radius and 150 m.
  accuracy_limit_m integer,
  device_id text check (device_id is null or char_length(device_id) <= 64),
  user_agent text check (user_agent is null or char_length(user_agent) <= 500),
  ip inet,
  flags text[] not null default '{}'
    check (flags <@ '{impossible_travel,new_device,accuracy_near_limit}'::text[]),
  -- From the person's previous check: how far (after taking off both accuracies), how long, how fast.
  travel_km real,
  travel_minutes real,
  travel_kmh real,
  -- 'none': nothing flagged; 'pending': flagged, waiting for review.
  review_status text not null default 'none'
    check (review_status in ('none', 'pending', 'accepted', 'rejected')),
  reviewed_by uuid references auth.users (id) on delete set null,
  reviewed_at timestamptz,
  review_reason text check (review_reason is null or char_length(review_reason) <= 500),
  created_at timestamptz not null default now(),
  unique (org_id, client_id),
  check (review_status <> 'rejected' or review_reason is not null)
);
create index location_checks_member_idx on public.location_checks (member_id, checked_at desc);
create index location_checks_queue_idx on public.location_checks (org_id, checked_at desc)
  where review_status <> 'none';
create trigger location_checks_audit after insert or update or delete on public.location_checks
  for each row execute function private.audit_row();

-- Written only by /api (the database owner, audited through asActor). Read by the organisation's
-- owners and the person's teacher/in-charge — not by the person, and not by other members.
alter table public.location_checks enable row level security;
create policy location_checks_read on public.location_checks for select to authenticated
  using (org_id = any (array(select public.my_managed_org_ids()))
         or member_id = any (array(select public.my_supervised_member_ids())));
create policy location_checks_mfa on public.location_checks as restrictive for all to authenticated
  using ((select auth.mfa_satisfied())) with check ((select auth.mfa_satisfied()));
create policy location_checks_service on public.location_checks for all to service_role
  using (true) with check (true);
grant select on public.location_checks to authenticated;
grant all on public.location_checks to service_role;

-- A check-in rejected on review marks its day record; the record stays (hours and reports count
-- it until someone corrects it) and timesheets can show why it is in doubt.
alter table public.attendance_records drop constraint if exists attendance_records_flags_check;
alter table public.attendance_records add constraint attendance_records_flags_check
  check (flags <@ '{missing_check_out,corrected,outside_schedule,override,auto_check_out,location_rejected}'::text[]);
