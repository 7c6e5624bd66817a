import type { GroupJoinCode, GroupKind } from '@ias/shared';
import { apiFetch } from '@/lib/api-client';
import { getSupabase } from '@/lib/supabase';

/** A group the signed-in teacher/in-charge leads, with its own join code (null when none). */
export type GroupJoinLink = {
  group_id: string;
  name: string;
  kind: GroupKind;
  code: string | null;
};

/**
 * The groups the caller is responsible for (directly or as a parent group's lead) in one
 * organisation, each with its join code. Row-level security shows the codes of those groups only.
 */
export async function fetchGroupJoinLinks(orgId: string): Promise<GroupJoinLink[]> {
  const supabase = await getSupabase();
  const led = await supabase.rpc('my_led_group_ids');
  if (led.error) throw led.error;
  const groupIds = (led.data ?? []) as string[];
  if (!groupIds.length) return [];
  const [groups, codes] = await Promise.all([
    supabase
      .from('groups')
      .select('id, name, kind')
      .eq('org_id', orgId)
      .in('id', groupIds)
      .order('name'),
    supabase
      .from('group_join_codes')
      .select('group_id, code')
      .eq('org_id', orgId)
      .in('group_id', groupIds),
  ]);
  if (groups.error) throw groups.error;
  if (codes.error) throw codes.error;
  const codeOf = new Map(
    ((codes.data ?? []) as Array<{ group_id: string; code: string }>).map((c) => [
      c.group_id,
      c.code,
    ]),
  );
  return ((groups.data ?? []) as Array<{ id: string; name: string; kind: GroupKind }>).map((g) => ({
    group_id: g.id,
    name: g.name,
    kind: g.kind,
    code: codeOf.get(g.id) ?? null,
  }));
}

/** POST /api/groups/:id/join-code: a first code, or a new one that replaces the old at once. */
export function renewGroupJoinCode(groupId: string): Promise<GroupJoinCode> {
  return apiFetch<GroupJoinCode>(`/api/groups/${groupId}/join-code`, { method: 'POST' });
}

/** DELETE /api/groups/:id/join-code: nobody can join with the group's code any more. */
export function turnOffGroupJoinCode(groupId: string): Promise<GroupJoinCode> {
  return apiFetch<GroupJoinCode>(`/api/groups/${groupId}/join-code`, { method: 'DELETE' });
}
