import type { GroupInput, GroupKind, MemberRole } from '@ias/shared';
import { getSupabase } from '@/lib/supabase';
import { readAll } from '@/lib/read-all';

export type Group = {
  id: string;
  name: string;
  kind: GroupKind;
  parent_id: string | null;
  responsible_id: string | null;
  site_id: string | null;
  shift_id: string | null;
  created_at: string;
  group_members: Array<{ count: number }>;
};

export async function fetchGroups(orgId: string): Promise<Group[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('groups')
    .select(
      'id, name, kind, parent_id, responsible_id, site_id, shift_id, created_at, group_members(count)',
    )
    .eq('org_id', orgId)
    .order('name');
  if (error) throw error;
  return (data ?? []) as Group[];
}

export async function saveGroup(orgId: string, input: GroupInput, id?: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = id
    ? await supabase.from('groups').update(input).eq('id', id)
    : await supabase.from('groups').insert({ ...input, org_id: orgId });
  if (error) throw error;
}

/** Deletes a group: its member list and timetable go; people and attendance history stay. */
export async function deleteGroup(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('groups').delete().eq('id', id);
  if (error) throw error;
}

export type GroupMember = {
  member_id: string;
  memberships: {
    id: string;
    full_name: string;
    role: MemberRole;
    status: string;
    roll_number: string | null;
    employee_code: string | null;
  } | null;
};

export async function fetchGroupMembers(groupId: string): Promise<GroupMember[]> {
  const supabase = await getSupabase();
  // Read in pages: the data API answers at most 1000 rows per request.
  const data = await readAll((withCount) =>
    supabase
      .from('group_members')
      .select(
        'member_id, memberships(id, full_name, role, status, roll_number, employee_code)',
        withCount ? { count: 'exact' } : undefined,
      )
      .eq('group_id', groupId)
      .order('member_id'),
  );
  return (data as unknown as GroupMember[]).sort((a, b) =>
    (a.memberships?.full_name ?? '').localeCompare(b.memberships?.full_name ?? ''),
  );
}

export async function addGroupMembers(orgId: string, groupId: string, memberIds: string[]) {
  const supabase = await getSupabase();
  const { error } = await supabase.from('group_members').upsert(
    memberIds.map((member_id) => ({ group_id: groupId, member_id, org_id: orgId })),
    { onConflict: 'group_id,member_id', ignoreDuplicates: true },
  );
  if (error) throw error;
}

export async function removeGroupMember(groupId: string, memberId: string) {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('group_members')
    .delete()
    .eq('group_id', groupId)
    .eq('member_id', memberId);
  if (error) throw error;
}
