import type { GroupKind } from '@ias/shared';
import { readAll } from '@/lib/read-all';
import { getSupabase } from '@/lib/supabase';

export type GroupRef = { id: string; name: string; kind: GroupKind };

export type ClassSession = {
  id: string;
  group_id: string;
  subject: string;
  teacher_id: string | null;
  weekday: number;
  period: number;
  starts_at: string;
  ends_at: string;
  room: string | null;
  group: { id: string; name: string } | null;
  teacher: { full_name: string } | null;
};

const SESSION_COLUMNS =
  'id, group_id, subject, teacher_id, weekday, period, starts_at, ends_at, room, group:groups(id, name), teacher:memberships!teacher_id(full_name)';

/** The groups (classes, departments…) a member belongs to. */
export async function fetchMemberGroups(memberId: string): Promise<GroupRef[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('group_members')
    .select('group:groups(id, name, kind)')
    .eq('member_id', memberId);
  if (error) throw error;
  return ((data ?? []) as unknown as Array<{ group: GroupRef | null }>)
    .map((r) => r.group)
    .filter((g): g is GroupRef => Boolean(g))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The timetable of some groups, by weekday and period. */
export async function fetchGroupSessions(groupIds: readonly string[]): Promise<ClassSession[]> {
  if (!groupIds.length) return [];
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('class_sessions')
    .select(SESSION_COLUMNS)
    .in('group_id', [...groupIds])
    .order('weekday')
    .order('period');
  if (error) throw error;
  return (data ?? []) as unknown as ClassSession[];
}

/** The periods a teacher teaches, by weekday and period. */
export async function fetchTeacherSessions(teacherMemberId: string): Promise<ClassSession[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('class_sessions')
    .select(SESSION_COLUMNS)
    .eq('teacher_id', teacherMemberId)
    .order('weekday')
    .order('period');
  if (error) throw error;
  return (data ?? []) as unknown as ClassSession[];
}

/**
 * Groups the caller is responsible for (led directly or through a parent group, and the classes
 * they teach), in one organisation: one request (`my_responsible_groups`, run as the caller).
 */
export async function fetchResponsibleGroups(orgId: string): Promise<GroupRef[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .rpc('my_responsible_groups', {}, { get: true })
    .select('id, name, kind')
    .eq('org_id', orgId)
    .order('name');
  if (error) throw error;
  return (data ?? []) as unknown as GroupRef[];
}

/** Every group of an organisation (owners). */
export async function fetchOrgGroups(orgId: string): Promise<GroupRef[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('groups')
    .select('id, name, kind')
    .eq('org_id', orgId)
    .order('name');
  if (error) throw error;
  return (data ?? []) as GroupRef[];
}

/** How many active people each group has (those a roll-call lists). */
export async function fetchGroupSizes(groupIds: readonly string[]): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  if (!groupIds.length) return sizes;
  const supabase = await getSupabase();
  const data = await readAll((withCount) =>
    supabase
      .from('group_members')
      .select(
        'group_id, member_id, member:memberships(status)',
        withCount ? { count: 'exact' } : {},
      )
      .in('group_id', [...groupIds])
      .order('group_id')
      .order('member_id'),
  );
  const rows = data as unknown as Array<{
    group_id: string;
    member: { status: string } | null;
  }>;
  for (const row of rows) {
    if (row.member?.status !== 'active') continue;
    sizes.set(row.group_id, (sizes.get(row.group_id) ?? 0) + 1);
  }
  return sizes;
}
