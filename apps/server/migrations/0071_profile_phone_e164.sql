-- A person's phone number is kept as E.164 (+919876543210), the form the app writes since issue
-- 14 (packages/shared/src/phone.ts), now also when it comes through the data API (issue 19): a
-- PATCH to /rest/v1/profiles with any other text is refused with 400 and a sentence to show.
--
-- Profiles made at sign-up take the number from the user's metadata; the auth API checks it, but
-- rows inserted in auth.users directly (the demo, older clients) may carry it as typed. There it
-- is read the way the app reads it (spaces, dashes and brackets dropped, 00 as +, ten digits as
-- an Indian number) or left out, so that signing up never fails on it.

-- The number as E.164, or null when it cannot be read as one.
create or replace function private.phone_e164(typed text) returns text
language sql immutable set search_path = ''
as $$
  select case
    when cleaned ~ '^\+[1-9][0-9]{6,14}$' then cleaned
    when cleaned ~ '^00[1-9][0-9]{6,14}$' then '+' || substr(cleaned, 3)
    when cleaned ~ '^0?[6-9][0-9]{9}$' then '+91' || right(cleaned, 10)
    when cleaned ~ '^0[1-9][0-9]{9}$' then '+91' || right(cleaned, 10)
    when cleaned ~ '^91[6-9][0-9]{9}$' then '+' || cleaned
    else null
  end
  from (select regexp_replace(btrim(typed), '[[:space:]().-]', '', 'g') as cleaned) as c
$$;

-- Numbers stored before: as E.164 when they can be read, otherwise removed (a number nobody can
-- call is no use to the organisation; the person can enter it again on their profile).
update public.profiles
   set phone = private.phone_e164(phone)
 where phone is not null and phone !~ '^\+[1-9][0-9]{6,14}$';

alter table public.profiles
  add constraint profiles_phone_e164 check (phone is null or phone ~ '^\+[1-9][0-9]{6,14}$');

-- New profiles read the number as above; a change to it must already be E.164, and one that is
-- not is refused with a sentence (SQLSTATE 23514, as the check would, which has no words).
create or replace function private.check_profile_phone() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.phone is null or new.phone ~ '^\+[1-9][0-9]{6,14}$' then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.phone := private.phone_e164(new.phone);
    return new;
  end if;
  raise exception 'Enter a valid phone number with its country code, e.g. +919876543210.'
    using errcode = '23514', constraint = 'profiles_phone_e164', hint = 'phone';
end
$$;

create trigger profiles_phone before insert or update of phone on public.profiles
  for each row execute function private.check_profile_phone();
