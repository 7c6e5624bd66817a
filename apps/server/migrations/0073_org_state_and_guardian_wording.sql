-- The organisation's state or union territory (issue 16, item 4): its public holidays are offered
-- with the national ones when the organisation is created and from the holidays card. An
-- ISO 3166-2:IN code without "IN-" (packages/shared/src/india-states.ts), or none.
-- Owners (and Admins) change it like the other settings: organizations_update lets only them
-- update the row, and organizations_guard keeps what no client may change.
alter table public.organizations
  add column state text check (state in (
    'AN', 'AP', 'AR', 'AS', 'BR', 'CH', 'CG', 'DH', 'DL', 'GA', 'GJ', 'HR', 'HP', 'JK', 'JH', 'KA',
    'KL', 'LA', 'LD', 'MP', 'MH', 'MN', 'ML', 'MZ', 'NL', 'OD', 'PY', 'PB', 'RJ', 'SK', 'TN', 'TS',
    'TR', 'UP', 'UK', 'WB'));
grant select (state) on public.organizations to authenticated;

-- The organisation's own wording of guardian messages (issue 15, item 6): per kind and language,
-- {"absence": {"en": {"subject": …, "body": …}, "hi": {…}}, …}. A missing text falls back to the
-- server catalogue. The API checks the placeholders before saving; the row's policies (owners and
-- Admins) and grants are guardian_alert_settings' own.
alter table public.guardian_alert_settings
  add column wording jsonb not null default '{}'::jsonb
    check (jsonb_typeof(wording) = 'object' and pg_column_size(wording) < 65536);
