import type { MemberRole } from '@ias/shared';
import { searchPattern } from '@/features/orgs/api/member-options';
import { getSupabase } from '@/lib/supabase';

export type DirectoryEntry = {
  id: string;
  full_name: string;
  role: MemberRole;
  email: string | null;
  phone: string | null;
  photo_url: string | null;
  group_members: Array<{ groups: { name: string } | null }>;
};

export const DIRECTORY_PAGE_SIZE = 30;

/**
 * The organisation's active people the viewer may see. Row-level security decides: owners see
 * everyone, staff see staff and their own students, students their teachers and classmates,
 * company colleagues each other.
 */
export async function fetchDirectory(
  orgId: string,
  options: { search: string; groupId: string; page: number },
): Promise<{ rows: DirectoryEntry[]; total: number }> {
  const supabase = await getSupabase();
  const base = 'id, full_name, role, email, phone, photo_url, group_members(groups(name))';
  let query = supabase
    .from('memberships')
    .select(options.groupId ? `${base}, in_group:group_members!inner(group_id)` : base, {
      count: 'exact',
    })
    .eq('org_id', orgId)
    .eq('status', 'active');
  if (options.groupId) query = query.eq('in_group.group_id', options.groupId);
  const pattern = searchPattern(options.search);
  if (pattern)
    query = query.or(`full_name.ilike.${pattern},email.ilike.${pattern},phone.ilike.${pattern}`);
  const from = options.page * DIRECTORY_PAGE_SIZE;
  const { data, error, count } = await query
    .order('full_name')
    .order('id')
    .range(from, from + DIRECTORY_PAGE_SIZE - 1);
  if (error) throw error;
  return { rows: (data ?? []) as unknown as DirectoryEntry[], total: count ?? 0 };
}
