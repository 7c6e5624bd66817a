import { getSupabase } from '@/lib/supabase';

export type AuditEntry = {
  id: number;
  org_id: string | null;
  actor_id: string | null;
  /** The kiosk a scan came from, when no signed-in person made the change. */
  actor_device_id: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: string;
};

export const AUDIT_PAGE_SIZE = 25;

/**
 * One page of public.audit_log (Admins read every organisation's), newest first unless asked
 * for the oldest first, with the total count: only the page's rows are read (`.range`).
 */
export async function fetchAuditLog(query: {
  page: number;
  entity: string;
  q: string;
  oldestFirst?: boolean;
}): Promise<{ total: number; entries: AuditEntry[] }> {
  const supabase = await getSupabase();
  const from = (query.page - 1) * AUDIT_PAGE_SIZE;
  let request = supabase
    .from('audit_log')
    .select(
      'id, org_id, actor_id, actor_device_id, action, entity, entity_id, before, after, created_at',
      {
        count: 'exact',
      },
    )
    .order('created_at', { ascending: Boolean(query.oldestFirst) })
    .order('id', { ascending: Boolean(query.oldestFirst) })
    .range(from, from + AUDIT_PAGE_SIZE - 1);
  if (query.entity) request = request.eq('entity', query.entity);
  if (query.q) request = request.eq('entity_id', query.q);
  const { data, error, count } = await request;
  if (error) throw error;
  return { total: count ?? 0, entries: (data ?? []) as AuditEntry[] };
}

export type Names = {
  /** A person's name, else e-mail; null when the account has neither. */
  people: Map<string, string | null>;
  organizations: Map<string, string>;
  devices: Map<string, string>;
};

/** Names of the actors and organisations on a page of the audit log. */
export async function fetchAuditNames(
  actorIds: string[],
  orgIds: string[],
  deviceIds: string[] = [],
): Promise<Names> {
  const supabase = await getSupabase();
  const [people, orgs, devices] = await Promise.all([
    actorIds.length
      ? supabase.from('profiles').select('id, full_name, email').in('id', actorIds)
      : Promise.resolve({ data: [], error: null }),
    orgIds.length
      ? supabase.from('organizations').select('id, name').in('id', orgIds)
      : Promise.resolve({ data: [], error: null }),
    deviceIds.length
      ? supabase.from('devices').select('id, name').in('id', deviceIds)
      : Promise.resolve({ data: [], error: null }),
  ]);
  if (people.error) throw people.error;
  if (orgs.error) throw orgs.error;
  if (devices.error) throw devices.error;
  return {
    people: new Map(
      (
        (people.data ?? []) as Array<{ id: string; full_name: string | null; email: string | null }>
      ).map((p) => [p.id, p.full_name ?? p.email]),
    ),
    organizations: new Map(
      ((orgs.data ?? []) as Array<{ id: string; name: string }>).map((o) => [o.id, o.name]),
    ),
    devices: new Map(
      ((devices.data ?? []) as Array<{ id: string; name: string }>).map((d) => [d.id, d.name]),
    ),
  };
}

/** How many audit entries there are in all (for the dashboard). */
export async function countAuditEntries(): Promise<number> {
  const supabase = await getSupabase();
  const { count, error } = await supabase
    .from('audit_log')
    .select('id', { count: 'exact', head: true });
  if (error) throw error;
  return count ?? 0;
}
