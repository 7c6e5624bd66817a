import type { MemberRole } from '@ias/shared';
import { getSupabase } from '@/lib/supabase';

/** Characters that would break out of a PostgREST `or=(…)` value are dropped from a search. */
export function searchPattern(search: string): string | null {
  const cleaned = search
    .replace(/["\\(),*%]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned ? `"*${cleaned}*"` : null;
}

export type MemberOption = {
  id: string;
  full_name: string;
  role: MemberRole;
  roll_number: string | null;
  employee_code: string | null;
};

/** Active members for pickers (responsible person, teacher, group members), by name. */
export async function searchMemberOptions(
  orgId: string,
  options: { roles?: MemberRole[]; search?: string; limit?: number } = {},
): Promise<MemberOption[]> {
  const supabase = await getSupabase();
  let query = supabase
    .from('memberships')
    .select('id, full_name, role, roll_number, employee_code')
    .eq('org_id', orgId)
    .eq('status', 'active');
  if (options.roles?.length) query = query.in('role', options.roles);
  const pattern = options.search ? searchPattern(options.search) : null;
  if (pattern)
    query = query.or(
      `full_name.ilike.${pattern},roll_number.ilike.${pattern},employee_code.ilike.${pattern}`,
    );
  const { data, error } = await query.order('full_name').limit(options.limit ?? 1000);
  if (error) throw error;
  return (data ?? []) as MemberOption[];
}
