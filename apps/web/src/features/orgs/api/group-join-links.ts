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

/** Whose groups: the ones the caller leads (teacher, in-charge), or all of them (owner). */
export type JoinLinkScope = 'led' | 'all';

/**
 * The groups of one organisation the caller may make join links for, each with its join code:
 * those they are responsible for (directly or as a parent group's lead), or every group for the
 * owner. Row-level security shows the codes of those groups only.
 */
export async function fetchGroupJoinLinks(
  orgId: string,
  scope: JoinLinkScope = 'led',
): Promise<GroupJoinLink[]> {
  const supabase = await getSupabase();
  let groupIds: string[] | null = null;
  if (scope === 'led') {
    const led = await supabase.rpc('my_led_group_ids');
    if (led.error) throw led.error;
    groupIds = (led.data ?? []) as string[];
    if (!groupIds.length) return [];
  }
  let groupQuery = supabase.from('groups').select('id, name, kind').eq('org_id', orgId);
  let codeQuery = supabase.from('group_join_codes').select('group_id, code').eq('org_id', orgId);
  if (groupIds) {
    groupQuery = groupQuery.in('id', groupIds);
    codeQuery = codeQuery.in('group_id', groupIds);
  }
  const [groups, codes] = await Promise.all([groupQuery.order('name'), codeQuery]);
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
