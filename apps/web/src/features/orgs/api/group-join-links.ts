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
 * those they are responsible for (directly or as a parent group's lead, `my_led_groups`), or
 * every group for the owner. One request; row-level security shows the codes of those groups only.
 */
export async function fetchGroupJoinLinks(
  orgId: string,
  scope: JoinLinkScope = 'led',
): Promise<GroupJoinLink[]> {
  const supabase = await getSupabase();
  const columns = 'id, name, kind, join_code:group_join_codes(code)';
  const groups =
    scope === 'led'
      ? supabase.rpc('my_led_groups', {}, { get: true }).select(columns)
      : supabase.from('groups').select(columns);
  const { data, error } = await groups.eq('org_id', orgId).order('name').order('id');
  if (error) throw error;
  return (
    (data ?? []) as unknown as Array<{
      id: string;
      name: string;
      kind: GroupKind;
      join_code: { code: string } | null;
    }>
  ).map((g) => ({ group_id: g.id, name: g.name, kind: g.kind, code: g.join_code?.code ?? null }));
}

/** POST /api/groups/:id/join-code: a first code, or a new one that replaces the old at once. */
export function renewGroupJoinCode(groupId: string): Promise<GroupJoinCode> {
  return apiFetch<GroupJoinCode>(`/api/groups/${groupId}/join-code`, { method: 'POST' });
}

/** DELETE /api/groups/:id/join-code: nobody can join with the group's code any more. */
export function turnOffGroupJoinCode(groupId: string): Promise<GroupJoinCode> {
  return apiFetch<GroupJoinCode>(`/api/groups/${groupId}/join-code`, { method: 'DELETE' });
}
