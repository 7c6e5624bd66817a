-- Personal data rights (issue 19, India's DPDP Act 2023): a person asks for their account to be
-- deleted, may cancel within a grace period, and after it a daily job erases their personal data
-- and keeps their attendance only under a pseudonym (modules/privacy).
--
-- One row per request. Server-only (no client grants): the /api operations decide, always for the
-- caller alone. No foreign key to auth.users: the row outlives the account it erased, as the
-- record that the erasure happened (it names no one once the account is gone).
create table private.account_deletions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null,
  requested_at timestamptz not null,
  erase_after timestamptz not null check (erase_after > requested_at),
  cancelled_at timestamptz,
  erased_at timestamptz,
  check (cancelled_at is null or erased_at is null)
);
-- At most one open request per person; the daily job reads the due ones.
create unique index account_deletions_open_idx on private.account_deletions (user_id)
  where cancelled_at is null and erased_at is null;
create index account_deletions_due_idx on private.account_deletions (erase_after)
  where cancelled_at is null and erased_at is null;

-- The export and the erasure look a person's rows up by these columns.
create index if not exists audit_log_entity_idx on public.audit_log (entity_id);
create index if not exists auth_audit_log_entries_user_idx on auth.audit_log_entries (user_id);
create index if not exists storage_objects_owner_idx on storage.objects (owner) where owner is not null;
