import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';

const PAGE_SIZE = 25;

export type Page = { q: string; page: number };

const pattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every user with their profile, newest first, searchable by name or e-mail. */
export async function listUsers(ctx: AppContext, { q, page }: Page) {
  const { rows } = await sql<{
    id: string;
    email: string | null;
    full_name: string | null;
    user_type: string | null;
    created_at: Date;
    last_sign_in_at: Date | null;
    banned_until: Date | null;
    email_confirmed_at: Date | null;
    is_demo: boolean;
    total: string;
  }>`
    select u.id, u.email, p.full_name, p.user_type, u.created_at, u.last_sign_in_at, u.banned_until,
           u.email_confirmed_at, coalesce((u.raw_app_meta_data ->> 'demo')::boolean, false) as is_demo,
           count(*) over () as total
      from auth.users u left join public.profiles p on p.id = u.id
     where ${q} = '' or u.email ilike ${pattern(q)} or p.full_name ilike ${pattern(q)}
     order by u.created_at desc
     limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE}`.execute(ctx.database.db);
  return {
    total: Number(rows[0]?.total ?? 0),
    page,
    pageSize: PAGE_SIZE,
    users: rows.map(({ total: _total, banned_until, ...user }) => ({
      ...user,
      disabled: Boolean(banned_until && new Date(banned_until) > new Date()),
    })),
  };
}

/** Every organisation with its owner and head-count, searchable by name. */
export async function listOrganizations(ctx: AppContext, { q, page }: Page) {
  const { rows } = await sql<{
    id: string;
    name: string;
    kind: string;
    timezone: string;
    is_demo: boolean;
    created_at: Date;
    owner_email: string | null;
    members: string;
    pending: string;
    total: string;
  }>`
    select o.id, o.name, o.kind, o.timezone, o.is_demo, o.created_at, u.email as owner_email,
           (select count(*) from public.memberships m where m.org_id = o.id and m.status = 'active') as members,
           (select count(*) from public.memberships m where m.org_id = o.id and m.status = 'pending') as pending,
           count(*) over () as total
      from public.organizations o left join auth.users u on u.id = o.owner_id
     where ${q} = '' or o.name ilike ${pattern(q)}
     order by o.created_at desc
     limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE}`.execute(ctx.database.db);
  return {
    total: Number(rows[0]?.total ?? 0),
    page,
    pageSize: PAGE_SIZE,
    organizations: rows.map(({ total: _total, members, pending, ...org }) => ({
      ...org,
      members: Number(members),
      pending: Number(pending),
    })),
  };
}

/** Sign-ins, sign-outs, password and factor changes, newest first. */
export async function listAuthEvents(ctx: AppContext, { q, page }: Page) {
  const { rows } = await sql<{
    id: string;
    action: string;
    email: string | null;
    ip_address: string | null;
    payload: unknown;
    created_at: Date;
    total: string;
  }>`
    select e.id, e.action, u.email, e.ip_address, e.payload, e.created_at, count(*) over () as total
      from auth.audit_log_entries e left join auth.users u on u.id = e.user_id
     where ${q} = '' or e.action ilike ${pattern(q)} or u.email ilike ${pattern(q)}
     order by e.created_at desc
     limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE}`.execute(ctx.database.db);
  return {
    total: Number(rows[0]?.total ?? 0),
    page,
    pageSize: PAGE_SIZE,
    events: rows.map(({ total: _total, ...event }) => event),
  };
}
