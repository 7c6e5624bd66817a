-- Webhooks (issue 18): an owner registers a URL and the events it wants; each event is signed
-- with the webhook's own secret (HMAC-SHA256, shown once, kept for signing and granted to no
-- client) and delivered by the job queue (private.jobs), retried with a growing pause; every try
-- is logged in webhook_deliveries. Events are captured by triggers (migration 0048) into the
-- outbox private.webhook_events in the same transaction as the change they describe.

create table public.webhooks (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  url text not null check (url ~ '^https?://' and char_length(url) <= 500),
  events text[] not null check (
    cardinality(events) >= 1
    and events <@ array['check_in', 'check_out', 'leave_approved', 'member_joined']
  ),
  description text check (description is null or char_length(description) <= 200),
  is_enabled boolean not null default true,
  secret text not null,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index webhooks_org_idx on public.webhooks (org_id, created_at);
create index webhooks_created_by_idx on public.webhooks (created_by) where created_by is not null;
alter table public.webhooks enable row level security;
create policy webhooks_read on public.webhooks for select to authenticated
  using (org_id = any (array(select public.my_managed_org_ids())));
create policy webhooks_mfa on public.webhooks as restrictive for all to authenticated
  using ((select auth.mfa_satisfied())) with check ((select auth.mfa_satisfied()));
create policy webhooks_service on public.webhooks for all to service_role using (true) with check (true);
grant select (id, org_id, url, events, description, is_enabled, created_by, created_at)
  on public.webhooks to authenticated;
grant all on public.webhooks to service_role;
create trigger webhooks_audit after insert or delete or update of url, events, is_enabled
  on public.webhooks for each row execute function private.audit_row();

-- The outbox: one row per event of an organisation that has a webhook for it.
create table private.webhook_events (
  id bigint generated always as identity primary key,
  org_id uuid not null references public.organizations (id) on delete cascade,
  event text not null,
  payload jsonb not null,
  occurred_at timestamptz not null default now(),
  dispatched_at timestamptz
);
create index webhook_events_waiting_idx on private.webhook_events (id) where dispatched_at is null;
create index webhook_events_org_idx on private.webhook_events (org_id);

-- One row per try of one event at one webhook: the owner's delivery log.
create table public.webhook_deliveries (
  id bigint generated always as identity primary key,
  org_id uuid not null references public.organizations (id) on delete cascade,
  webhook_id uuid not null references public.webhooks (id) on delete cascade,
  event_id bigint,
  event text not null,
  attempt integer not null check (attempt >= 1),
  outcome text not null check (outcome in ('delivered', 'retrying', 'failed')),
  response_status integer,
  duration_ms integer not null,
  error text check (error is null or char_length(error) <= 500),
  created_at timestamptz not null default now()
);
create index webhook_deliveries_webhook_idx on public.webhook_deliveries (webhook_id, id desc);
create index webhook_deliveries_org_idx on public.webhook_deliveries (org_id);
alter table public.webhook_deliveries enable row level security;
create policy webhook_deliveries_read on public.webhook_deliveries for select to authenticated
  using (org_id = any (array(select public.my_managed_org_ids())));
create policy webhook_deliveries_mfa on public.webhook_deliveries as restrictive for all to authenticated
  using ((select auth.mfa_satisfied())) with check ((select auth.mfa_satisfied()));
create policy webhook_deliveries_service on public.webhook_deliveries for all to service_role using (true) with check (true);
grant select on public.webhook_deliveries to authenticated;
grant all on public.webhook_deliveries to service_role;
