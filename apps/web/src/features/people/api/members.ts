import type { MemberDetailsInput, MemberRole, MemberStatus } from '@ias/shared';
import { apiFetch } from '@/lib/api-client';
import { searchPattern } from '@/features/orgs/api/member-options';
import { getSupabase } from '@/lib/supabase';

export type Member = {
  id: string;
  full_name: string;
  email: string | null;
  phone: string | null;
  role: MemberRole;
  status: MemberStatus;
  roll_number: string | null;
  employee_code: string | null;
  card_number: string | null;
  shift_id: string | null;
  photo_url: string | null;
  user_id: string | null;
  created_at: string;
  group_members: Array<{ group_id: string; groups: { name: string } | null }>;
};

/** "current" = active, waiting and invited (everyone but declined and removed). */
export type StatusFilter = 'current' | MemberStatus;

export type MemberFilters = {
  search: string;
  role: MemberRole | '';
  status: StatusFilter;
  groupId: string;
  page: number;
  pageSize: number;
  sort: MemberSort;
};

/** The columns the list may be ordered by (the people table's sortable columns). */
export const MEMBER_SORTS = ['full_name', 'role', 'status', 'created_at'] as const;
export type MemberSort = { id: (typeof MEMBER_SORTS)[number]; desc: boolean };

export const MEMBER_COLUMNS =
  'id, full_name, email, phone, role, status, roll_number, employee_code, card_number, shift_id, photo_url, user_id, created_at, group_members(group_id, groups(name))';

/** One page of members matching the filters, with the total for the pager. */
export async function fetchMembers(
  orgId: string,
  filters: MemberFilters,
): Promise<{ rows: Member[]; total: number }> {
  const supabase = await getSupabase();
  const columns = filters.groupId
    ? `${MEMBER_COLUMNS}, in_group:group_members!inner(group_id)`
    : MEMBER_COLUMNS;
  let query = supabase.from('memberships').select(columns, { count: 'exact' }).eq('org_id', orgId);
  if (filters.groupId) query = query.eq('in_group.group_id', filters.groupId);
  if (filters.role) query = query.eq('role', filters.role);
  query =
    filters.status === 'current'
      ? query.in('status', ['active', 'pending', 'invited'])
      : query.eq('status', filters.status);
  const pattern = searchPattern(filters.search);
  if (pattern) {
    query = query.or(
      ['full_name', 'email', 'phone', 'roll_number', 'employee_code', 'card_number']
        .map((column) => `${column}.ilike.${pattern}`)
        .join(','),
    );
  }
  const from = filters.page * filters.pageSize;
  const { sort } = filters;
  if (sort.id !== 'full_name') query = query.order(sort.id, { ascending: !sort.desc });
  const { data, error, count } = await query
    .order('full_name', { ascending: sort.id === 'full_name' ? !sort.desc : true })
    .order('id')
    .range(from, from + filters.pageSize - 1);
  if (error) throw error;
  return { rows: (data ?? []) as unknown as Member[], total: count ?? 0 };
}

/** Everyone waiting for the owner's approval, oldest first. */
export async function fetchPendingMembers(orgId: string): Promise<Member[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('memberships')
    .select(MEMBER_COLUMNS)
    .eq('org_id', orgId)
    .eq('status', 'pending')
    .order('created_at')
    .limit(200);
  if (error) throw error;
  return (data ?? []) as unknown as Member[];
}

export async function updateMemberDetails(id: string, input: MemberDetailsInput): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('memberships').update(input).eq('id', id);
  if (error) throw error;
}

export function approveMember(id: string) {
  return apiFetch(`/api/memberships/${id}/approve`, { method: 'POST' });
}

export function rejectMember(id: string) {
  return apiFetch(`/api/memberships/${id}/reject`, { method: 'POST' });
}

export function changeMemberRole(id: string, role: MemberRole) {
  return apiFetch(`/api/memberships/${id}/role`, { method: 'POST', body: { role } });
}

/**
 * Moves a member into `groupId`: out of the other groups of that kind (a student changes class,
 * an employee department), into the new one. Row-level security allows it to owners only.
 */
export async function moveMemberToGroup(
  orgId: string,
  memberId: string,
  groupId: string,
  sameKindGroupIds: string[],
): Promise<void> {
  const supabase = await getSupabase();
  const others = sameKindGroupIds.filter((id) => id !== groupId);
  if (others.length) {
    const { error } = await supabase
      .from('group_members')
      .delete()
      .eq('member_id', memberId)
      .in('group_id', others);
    if (error) throw error;
  }
  const { error } = await supabase
    .from('group_members')
    .upsert([{ group_id: groupId, member_id: memberId, org_id: orgId }], {
      onConflict: 'group_id,member_id',
      ignoreDuplicates: true,
    });
  if (error) throw error;
}

/** Removes the member from the organisation's rosters; their attendance history stays. */
export function removeMember(id: string) {
  return apiFetch(`/api/memberships/${id}`, { method: 'DELETE' });
}
