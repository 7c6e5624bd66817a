-- Tutorials (issue 17): each person's progress through the guides at /tutorials — done, or a
-- "show me" tour started and where it stopped (so it resumes on another device). No row means
-- not started. A person reads and writes only their own rows; nobody else, not even an owner,
-- needs them.
create table public.tutorial_progress (
  user_id uuid not null references auth.users (id) on delete cascade,
  -- The guide's id in the web app's catalogue of guides (features/tutorials/content).
  guide_id text not null check (guide_id ~ '^[a-z0-9-]{1,64}$'),
  status text not null check (status in ('started', 'done')),
  -- The show-me step to resume at (0-based), while a tour is under way.
  tour_step integer check (tour_step is null or tour_step between 0 and 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (user_id, guide_id)
);

create trigger tutorial_progress_touch before update on public.tutorial_progress
  for each row execute function private.touch_updated_at();

alter table public.tutorial_progress enable row level security;
-- Plannable: auth.uid() once per statement, compared with the primary key's leading column.
create policy tutorial_progress_own on public.tutorial_progress for all to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy tutorial_progress_mfa on public.tutorial_progress as restrictive for all to authenticated
  using ((select auth.mfa_satisfied())) with check ((select auth.mfa_satisfied()));
create policy tutorial_progress_service on public.tutorial_progress for all to service_role
  using (true) with check (true);
grant select, insert, update, delete on public.tutorial_progress to authenticated;
grant all on public.tutorial_progress to service_role;
