-- Sign-in by one-time code (issue 19, item 6): supabase-js signInWithOtp({ email | phone }),
-- verifyOtp and resend. A person may now have an account by phone number alone.
alter table auth.users add column if not exists phone_confirmed_at timestamptz;
-- Numbers are kept as GoTrue keeps them: digits only, country code first (919876543210).
create unique index if not exists users_phone_key on auth.users (phone)
  where phone is not null and phone <> '';

-- The live code of a person for one channel: only its hash is kept, it expires, it works once,
-- and a few wrong tries void it. A new request replaces it.
create table auth.otp_codes (
  user_id uuid not null references auth.users (id) on delete cascade,
  channel text not null check (channel in ('email', 'phone')),
  code_hash text not null,
  attempts int not null default 0,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  primary key (user_id, channel)
);
-- Server-side only, as every auth table: no grants to the API roles.
revoke all on auth.otp_codes from public;
