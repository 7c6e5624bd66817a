/** Query keys of the structure feature (groups, timetable, shifts), from one place. */
export const structureKeys = {
  all: (orgId: string) => ['structure', orgId] as const,
  groups: (orgId: string) => ['structure', orgId, 'groups'] as const,
  groupMembers: (groupId: string) => ['structure', 'group-members', groupId] as const,
  staff: (orgId: string) => ['structure', orgId, 'staff'] as const,
  sessions: (orgId: string) => ['structure', orgId, 'sessions'] as const,
  shifts: (orgId: string) => ['structure', orgId, 'shifts'] as const,
  shiftMembers: (orgId: string, shiftId: string) =>
    ['structure', orgId, 'shift-members', shiftId] as const,
};
