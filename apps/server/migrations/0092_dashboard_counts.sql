-- An owner's dashboard opened with twelve count requests: seven for today's attendance (one per
-- status) and five for the setup checklist, each a round trip, a transaction and a scan of its
-- own; a teacher's and an in-charge's read four lists of requests (up to 440 rows, each with its
-- person) only to show how many wait for them. These functions answer each card in one
-- statement. They run as the caller (security invoker), so the tables' own policies decide what
-- is counted — exactly the rows the requests they replace counted.

create or replace function public.org_day_figures(
  p_org_id uuid, p_date date,
  out present integer, out late integer, out half_day integer, out absent integer,
  out on_leave integer, out still_in integer, out total integer
)
language sql stable security invoker set search_path = ''
as $$
  select count(*) filter (where r.status = 'present')::integer,
         count(*) filter (where r.status = 'late')::integer,
         count(*) filter (where r.status = 'half_day')::integer,
         count(*) filter (where r.status = 'absent')::integer,
         count(*) filter (where r.status in ('on_leave', 'excused'))::integer,
         count(*) filter (where r.check_in_at is not null and r.check_out_at is null)::integer,
         count(*)::integer
    from public.attendance_records r
   where r.org_id = p_org_id and r.date = p_date
$$;

create or replace function public.org_setup_counts(
  p_org_id uuid,
  out groups integer, out people integer, out class_sessions integer, out shifts integer,
  out devices integer
)
language sql stable security invoker set search_path = ''
as $$
  select (select count(*) from public.groups g where g.org_id = p_org_id)::integer,
         (select count(*) from public.memberships m
           where m.org_id = p_org_id and m.role <> 'owner'
             and m.status in ('active', 'pending', 'invited'))::integer,
         (select count(*) from public.class_sessions c where c.org_id = p_org_id)::integer,
         (select count(*) from public.shifts s where s.org_id = p_org_id)::integer,
         (select count(*) from public.devices d
           where d.org_id = p_org_id and d.revoked_at is null)::integer
$$;

-- Leave and correction requests waiting for a decision, other than the caller's own member's.
create or replace function public.pending_review_count(p_org_id uuid, p_own_member_id uuid default null)
returns integer
language sql stable security invoker set search_path = ''
as $$
  select ((select count(*) from public.leave_requests l
            where l.org_id = p_org_id and l.status = 'pending'
              and (p_own_member_id is null or l.member_id <> p_own_member_id))
        + (select count(*) from public.correction_requests c
            where c.org_id = p_org_id and c.status = 'pending'
              and (p_own_member_id is null or c.member_id <> p_own_member_id)))::integer
$$;

revoke all on function public.org_day_figures(uuid, date), public.org_setup_counts(uuid),
  public.pending_review_count(uuid, uuid) from public;
grant execute on function public.org_day_figures(uuid, date), public.org_setup_counts(uuid),
  public.pending_review_count(uuid, uuid) to authenticated, service_role;
