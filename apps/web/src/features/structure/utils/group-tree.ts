import type { GroupKind, OrganizationKind } from '@ias/shared';
import type { StructureMessage } from '../catalogue';

/** The catalogue id of each group kind's name (`t(GROUP_KIND_LABELS[kind])`). */
export const GROUP_KIND_LABELS = {
  class: 'structure.kind.class',
  section: 'structure.kind.section',
  course: 'structure.kind.course',
  department: 'structure.kind.department',
  team: 'structure.kind.team',
  site: 'structure.kind.site',
} as const satisfies Record<GroupKind, StructureMessage>;

/** The catalogue id of each group kind's explanation. */
export const GROUP_KIND_HINTS = {
  class: 'structure.kindHint.class',
  section: 'structure.kindHint.section',
  course: 'structure.kindHint.course',
  department: 'structure.kindHint.department',
  team: 'structure.kindHint.team',
  site: 'structure.kindHint.site',
} as const satisfies Record<GroupKind, StructureMessage>;

/** The catalogue id of what the organisation calls its groups, in its own words. */
export function groupWords(kind: OrganizationKind): { title: StructureMessage } {
  return kind === 'institute'
    ? { title: 'structure.words.institute.title' }
    : { title: 'structure.words.company.title' };
}

type TreeNode = { id: string; name: string; parent_id: string | null };

/**
 * Groups in display order: each parent followed by its children (indented by depth), names
 * alphabetical at each level. A parent that no longer exists, or a loop, puts a group at the top.
 */
export function orderAsTree<T extends TreeNode>(
  groups: readonly T[],
): Array<{ group: T; depth: number }> {
  const ids = new Set(groups.map((g) => g.id));
  const children = new Map<string | null, T[]>();
  for (const group of groups) {
    const parent = group.parent_id && ids.has(group.parent_id) ? group.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), group]);
  }
  for (const list of children.values()) list.sort((a, b) => a.name.localeCompare(b.name));
  const ordered: Array<{ group: T; depth: number }> = [];
  const seen = new Set<string>();
  const walk = (parent: string | null, depth: number) => {
    for (const group of children.get(parent) ?? []) {
      if (seen.has(group.id)) continue;
      seen.add(group.id);
      ordered.push({ group, depth });
      walk(group.id, depth + 1);
    }
  };
  walk(null, 0);
  // Groups caught in a parent loop are unreachable from the top: list them anyway.
  for (const group of groups) if (!seen.has(group.id)) ordered.push({ group, depth: 0 });
  return ordered;
}

/** The ids of a group and everything below it (a group cannot become its own descendant's child). */
export function selfAndDescendants(groups: readonly TreeNode[], id: string): Set<string> {
  const found = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const group of groups) {
      if (group.parent_id && found.has(group.parent_id) && !found.has(group.id)) {
        found.add(group.id);
        grew = true;
      }
    }
  }
  return found;
}
