import { searchPattern } from '@/features/orgs/api/member-options';
import { getSupabase } from '@/lib/supabase';

export type PersonHit = {
  id: string;
  full_name: string;
  role: string;
  number: string | null;
};
export type GroupHit = { id: string; name: string; kind: string };

const LIMIT = 6;

/**
 * People and groups of the organisation whose names (or roll number / employee code) contain
 * `text`, as many as row-level security lets the caller read.
 */
export async function findInOrganization(
  orgId: string,
  text: string,
  signal?: AbortSignal,
): Promise<{ people: PersonHit[]; groups: GroupHit[] }> {
  const pattern = searchPattern(text);
  if (!pattern) return { people: [], groups: [] };
  const supabase = await getSupabase();
  let people = supabase
    .from('memberships')
    .select('id, full_name, role, roll_number, employee_code')
    .eq('org_id', orgId)
    .in('status', ['active', 'pending', 'invited'])
    .or(['full_name', 'roll_number', 'employee_code'].map((c) => `${c}.ilike.${pattern}`).join(','))
    .order('full_name')
    .limit(LIMIT);
  let groups = supabase
    .from('groups')
    .select('id, name, kind')
    .eq('org_id', orgId)
    .ilike('name', pattern.slice(1, -1).replaceAll('*', '%'))
    .order('name')
    .limit(LIMIT);
  if (signal) {
    people = people.abortSignal(signal);
    groups = groups.abortSignal(signal);
  }
  const [p, g] = await Promise.all([people, groups]);
  if (p.error) throw p.error;
  if (g.error) throw g.error;
  return {
    people: p.data.map((row) => ({
      id: row.id,
      full_name: row.full_name,
      role: row.role,
      number: row.roll_number ?? row.employee_code ?? null,
    })),
    groups: g.data,
  };
}
