/** Query keys of the attendance feature, from one place. */
export const attendanceKeys = {
  all: ['attendance'] as const,
  org: (orgId: string) => ['attendance', 'org', orgId] as const,
  memberGroups: (memberId: string) => ['attendance', 'member-groups', memberId] as const,
  groupSessions: (groupIds: readonly string[]) =>
    ['attendance', 'group-sessions', [...groupIds].sort().join(',')] as const,
  teacherSessions: (memberId: string) => ['attendance', 'teacher-sessions', memberId] as const,
  responsibleGroups: (orgId: string) => ['attendance', 'responsible-groups', orgId] as const,
  orgGroups: (orgId: string) => ['attendance', 'org-groups', orgId] as const,
  groupSizes: (groupIds: readonly string[]) =>
    ['attendance', 'group-sizes', [...groupIds].sort().join(',')] as const,
  myRecords: (memberId: string, from: string, to: string) =>
    ['attendance', 'records', 'member', memberId, from, to] as const,
  sessionRecords: (sessionIds: readonly string[], from: string, to: string) =>
    ['attendance', 'records', 'sessions', [...sessionIds].sort().join(','), from, to] as const,
  rollCall: (target: string, date: string) => ['attendance', 'roll-call', target, date] as const,
  correctionAllowance: (orgId: string) => ['attendance', 'correction-allowance', orgId] as const,
  myRequests: (memberId: string) => ['attendance', 'requests', 'mine', memberId] as const,
  pendingReviewCount: (orgId: string, memberId: string) =>
    ['attendance', 'requests', 'review', orgId, memberId, 'pending-count'] as const,
  reviewPage: (orgId: string, memberId: string, tab: string, kind: string) =>
    ['attendance', 'requests', 'review', orgId, memberId, tab, kind] as const,
  board: (orgId: string) => ['attendance', 'board', orgId] as const,
  boardPage: (orgId: string, query: object) => ['attendance', 'board', orgId, query] as const,
  members: (ids: readonly string[]) => ['attendance', 'members', ids.join(',')] as const,
  dayRecords: (pairs: readonly string[]) =>
    ['attendance', 'records', 'days', pairs.join(',')] as const,
};
