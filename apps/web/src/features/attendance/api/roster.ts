import { getSupabase } from '@/lib/supabase';
import type { RosterPerson } from '../utils/live-board';

type MemberRow = {
  id: string;
  full_name: string;
  roll_number: string | null;
  employee_code: string | null;
  photo_url: string | null;
  status: string;
};

const toPerson = (m: MemberRow, groupIds: string[]): RosterPerson => ({
  member_id: m.id,
  full_name: m.full_name,
  number: m.roll_number ?? m.employee_code,
  photo_url: m.photo_url,
  group_ids: groupIds,
});

/** The people in some groups (a teacher's classes, an in-charge's site), with their groups. */
export async function fetchGroupRoster(groupIds: readonly string[]): Promise<RosterPerson[]> {
  if (!groupIds.length) return [];
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('group_members')
    .select(
      'group_id, member:memberships(id, full_name, roll_number, employee_code, photo_url, status)',
    )
    .in('group_id', [...groupIds]);
  if (error) throw error;
  const people = new Map<string, RosterPerson>();
  for (const row of (data ?? []) as unknown as Array<{
    group_id: string;
    member: MemberRow | null;
  }>) {
    if (!row.member || row.member.status !== 'active') continue;
    const person = people.get(row.member.id) ?? toPerson(row.member, []);
    person.group_ids.push(row.group_id);
    people.set(row.member.id, person);
  }
  return [...people.values()];
}

/** Everyone an owner watches: the organisation's active members except owners. */
export async function fetchOrgRoster(orgId: string): Promise<RosterPerson[]> {
  const supabase = await getSupabase();
  const [members, links] = await Promise.all([
    supabase
      .from('memberships')
      .select('id, full_name, roll_number, employee_code, photo_url, status')
      .eq('org_id', orgId)
      .eq('status', 'active')
      .neq('role', 'owner')
      .order('full_name'),
    supabase.from('group_members').select('group_id, member_id').eq('org_id', orgId),
  ]);
  if (members.error) throw members.error;
  if (links.error) throw links.error;
  const groupsOf = new Map<string, string[]>();
  for (const link of (links.data ?? []) as Array<{ group_id: string; member_id: string }>) {
    groupsOf.set(link.member_id, [...(groupsOf.get(link.member_id) ?? []), link.group_id]);
  }
  return ((members.data ?? []) as MemberRow[]).map((m) => toPerson(m, groupsOf.get(m.id) ?? []));
}
