-- Background exports shared by every server process (issue 18): the XLSX/PDF exports of the
-- attendance report and the payroll XLSX. The process that starts a job runs it and writes its
-- progress here (and a heartbeat); any process answers the page's polls from the row, and serves
-- the finished file from the private storage bucket 'exports'. Server-internal: in `private`, and
-- the bucket's objects are hidden from every client (the routes check who asked).

create table private.export_jobs (
  id uuid primary key default gen_random_uuid(),
  -- Which routes serve it: /api/exports (attendance) or /api/payroll/exports (payroll).
  kind text not null check (kind in ('attendance', 'payroll')),
  org_id uuid not null references public.organizations (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  format text not null check (format in ('xlsx', 'pdf')),
  file_name text not null check (char_length(file_name) between 1 and 300),
  status text not null default 'running' check (status in ('running', 'done', 'failed')),
  processed integer not null default 0 check (processed >= 0),
  total integer not null default 1 check (total >= 1),
  -- Why it failed: 'failed' (the work threw) or 'interrupted' (its process stopped or went silent).
  error text check (error in ('failed', 'interrupted')),
  -- The process running it, and when it last said it was alive.
  runner text not null check (char_length(runner) between 1 and 200),
  heartbeat_at timestamptz not null default now(),
  -- The finished file in storage bucket 'exports'.
  object_name text,
  created_at timestamptz not null default now(),
  finished_at timestamptz,
  check ((status = 'running') = (finished_at is null)),
  check ((status = 'done') = (object_name is not null))
);
-- How many exports a person has running; jobs gone silent; finished jobs to prune.
create index export_jobs_running_idx on private.export_jobs (user_id) where status = 'running';
create index export_jobs_heartbeat_idx on private.export_jobs (heartbeat_at)
  where status = 'running';
create index export_jobs_finished_idx on private.export_jobs (finished_at)
  where status <> 'running';

-- Private: no client reads it through the storage API; the server streams it to the person who
-- asked. No size limit of its own (a year of a large organisation's day-by-day report is big).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('exports', 'exports', false, null, null)
on conflict (id) do nothing;

-- Not even an Admin's storage access (objects_admin_read) reaches another person's export.
create policy exports_server_only on storage.objects as restrictive for all to anon, authenticated
  using (bucket_id <> 'exports') with check (bucket_id <> 'exports');
