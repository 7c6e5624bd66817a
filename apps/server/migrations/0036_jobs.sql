-- A durable job queue in PostgreSQL (issue 15 item 5), for reminders and any later background
-- work that must happen once whatever the number of server instances, and survive a restart.
--
-- A job has a name (its handler) and a unique key: enqueueing the same key twice keeps the first
-- (reminder:<kind>:<org>:<date>:<subject> is sent once, ever). Workers claim due jobs with
-- `for update skip locked` and hold them for a lease; a worker that dies mid-run leaves its claim to
-- expire, and the job is claimed again. A handler's writes and the job's completion commit in one
-- transaction, so a completed job is never run again and a crashed one left nothing behind.
-- Failures are retried with a growing pause until max_attempts, then the job stays 'failed'
-- with its last error. Server-internal: in `private`, not reachable by clients.

create table private.jobs (
  id bigint generated always as identity primary key,
  name text not null check (name ~ '^[a-z][a-z0-9_.]{1,60}$'),
  key text not null unique check (char_length(key) between 1 and 300),
  payload jsonb not null default '{}'::jsonb,
  run_at timestamptz not null,
  status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
  attempts integer not null default 0,
  max_attempts integer not null default 5 check (max_attempts between 1 and 100),
  locked_by text,
  locked_until timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
-- The workers' one read: due queued jobs, and running ones whose lease ran out.
create index jobs_due_idx on private.jobs (run_at) where status = 'queued';
create index jobs_leased_idx on private.jobs (locked_until) where status = 'running';
create index jobs_finished_idx on private.jobs (finished_at) where status in ('done', 'failed');

revoke all on private.jobs from public;
