-- Rate limits and lock-outs shared by every server process on one database (issue 19): each
-- limited key (e.g. "sign-in:<ip>:<address>") counts its hits in a fixed window here, so a second
-- instance behind the load balancer sees the same count. Unlogged: a crash may forget the
-- counters (they only slow attackers down), and writes skip the WAL.
create unlogged table private.rate_limits (
  key text primary key,
  hits integer not null,
  resets_at timestamptz not null
);
create index rate_limits_resets_idx on private.rate_limits (resets_at);
