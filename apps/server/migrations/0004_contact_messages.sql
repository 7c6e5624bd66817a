-- Messages from the public /contact and /support forms. Only the server writes them (POST
-- /api/contact validates, rate-limits and inserts as the owner); through /rest/v1 an Admin may
-- read them and move them through the status column, and nobody else sees or writes anything.
create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  reference text not null unique check (reference ~ '^IAS-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$'),
  kind text not null check (kind in ('contact', 'support')),
  name text not null check (char_length(name) between 1 and 120),
  email text not null check (char_length(email) between 3 and 254),
  organisation text check (organisation is null or char_length(organisation) between 1 and 160),
  topic text not null check (
    topic in ('general', 'sales', 'demo', 'support', 'billing', 'privacy', 'partnership', 'careers', 'press')
  ),
  category text check (
    category in ('sign_in', 'face_check_in', 'card_check_in', 'roll_call', 'self_check_in',
                 'kiosk_offline', 'leave_corrections', 'reports_exports', 'account_data', 'other')
  ),
  urgency text check (urgency in ('low', 'normal', 'high', 'critical')),
  message text not null check (char_length(message) between 1 and 5000),
  -- Set when the sender was signed in, so support can find the account without asking.
  user_id uuid references auth.users (id) on delete set null,
  status text not null default 'new' check (status in ('new', 'in_progress', 'resolved', 'spam')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A support request always says what it is about and how urgent it is; a contact message never.
  check ((kind = 'support') = (category is not null and urgency is not null)),
  check (kind = 'support' or (category is null and urgency is null))
);

create index contact_messages_created_idx on public.contact_messages (created_at desc);
create index contact_messages_open_idx on public.contact_messages (status, created_at desc)
  where status in ('new', 'in_progress');

create trigger contact_messages_touch before update on public.contact_messages
  for each row execute function private.touch_updated_at();

alter table public.contact_messages enable row level security;

create policy contact_messages_admin_select on public.contact_messages for select to authenticated
  using (public.is_admin());
create policy contact_messages_admin_update on public.contact_messages for update to authenticated
  using (public.is_admin())
  with check (public.is_admin());
create policy contact_messages_mfa on public.contact_messages as restrictive for all to authenticated
  using (auth.mfa_satisfied())
  with check (auth.mfa_satisfied());
create policy contact_messages_service on public.contact_messages for all to service_role
  using (true) with check (true);

-- No insert or delete for clients at all, and anon gets nothing. Admins may only move a message
-- through its status.
revoke all on public.contact_messages from anon, authenticated;
grant select on public.contact_messages to authenticated;
grant update (status) on public.contact_messages to authenticated;
grant all on public.contact_messages to service_role;
