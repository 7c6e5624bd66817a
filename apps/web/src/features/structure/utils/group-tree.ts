import type { GroupKind, OrganizationKind } from '@ias/shared';

export const GROUP_KIND_LABELS: Record<GroupKind, string> = {
  class: 'Class',
  section: 'Section',
  course: 'Course',
  department: 'Department',
  team: 'Team',
  site: 'Site',
};

export const GROUP_KIND_HINTS: Record<GroupKind, string> = {
  class: 'A class of students, e.g. “Class 10 A” or “B.Com 2nd year”.',
  section: 'A part of a class, e.g. a lab batch.',
  course: 'A subject taken by students from several classes, e.g. an elective.',
  department: 'A department, e.g. “Production” or “Accounts”.',
  team: 'A team inside a department.',
  site: 'People who work at one location, e.g. “Chakan plant”.',
};

/** What the organisation calls its groups, in its own words. */
export function groupWords(kind: OrganizationKind) {
  return kind === 'institute'
    ? { one: 'class', many: 'classes', title: 'Classes and courses' }
    : { one: 'department', many: 'departments', title: 'Departments and teams' };
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
