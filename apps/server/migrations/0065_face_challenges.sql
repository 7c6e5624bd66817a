-- Face check-ins the server can verify (issue 19, item 1). A kiosk or a person's own device asks
-- for a challenge (two head movements in a random order, valid for seconds), then sends a few
-- small camera frames with its check-in; the server finds the face in each frame, checks the
-- movements were made in that order by one person, and computes the descriptor it matches itself.
-- See modules/attendance/face-verification.ts.

-- Only the challenge's hash is kept; it is bound to its organisation and to the kiosk or person
-- it was issued to, expires within seconds and works once (used_at). Server-side only.
create table private.face_challenges (
  nonce_hash text primary key,
  org_id uuid not null references public.organizations (id) on delete cascade,
  device_id uuid,
  user_id uuid references auth.users (id) on delete cascade,
  actions text[] not null check (actions <@ '{left,right,centre}'::text[]),
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now(),
  check ((device_id is null) <> (user_id is null))
);
create index face_challenges_expires_idx on private.face_challenges (expires_at);
revoke all on private.face_challenges from public;

-- On unless an organisation turns it off (for kiosks too slow to capture frames): then the server
-- trusts the descriptor and the liveness the device reports, as before.
alter table public.organizations add column face_verification boolean not null default true;
grant select (face_verification) on public.organizations to authenticated;
