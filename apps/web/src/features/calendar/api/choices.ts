import { getSupabase } from '@/lib/supabase';

export type GroupChoice = { id: string; name: string };
export type PersonChoice = { id: string; name: string; role: string };
export type EventChoices = { groups: GroupChoice[]; staff: PersonChoice[] };

/**
 * What the event dialog offers: the groups the person may post to (an owner every group; a
 * teacher or in-charge the groups they are responsible for or teach), and the organisation's
 * staff to invite. Row-level security limits both to what the person may see.
 */
export async function fetchEventChoices(
  orgId: string,
  myMemberId: string,
  isOwner: boolean,
): Promise<EventChoices> {
  const supabase = await getSupabase();
  const [groups, taught, staff] = await Promise.all([
    supabase.from('groups').select('id, name, responsible_id').eq('org_id', orgId).order('name'),
    supabase.from('class_sessions').select('group_id').eq('teacher_id', myMemberId),
    supabase
      .from('memberships')
      .select('id, full_name, role')
      .eq('org_id', orgId)
      .eq('status', 'active')
      .in('role', ['owner', 'teacher', 'incharge'])
      .order('full_name')
      .limit(500),
  ]);
  const error = groups.error ?? taught.error ?? staff.error;
  if (error) throw error;
  const teaches = new Set((taught.data ?? []).map((row) => row.group_id as string));
  return {
    groups: (groups.data ?? [])
      .filter((g) => isOwner || g.responsible_id === myMemberId || teaches.has(g.id as string))
      .map((g) => ({ id: g.id as string, name: g.name as string })),
    staff: (staff.data ?? [])
      .filter((m) => m.id !== myMemberId)
      .map((m) => ({ id: m.id as string, name: m.full_name as string, role: m.role as string })),
  };
}
