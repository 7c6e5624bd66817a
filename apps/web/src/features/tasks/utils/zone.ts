import { deviceZone } from '@ias/shared';
import { createContext, useContext } from 'react';
import { useMyMemberships } from '@/features/orgs/hooks/use-my-memberships';

/** The zone the open board's times and "today" are in, given by the tasks screen. */
export const TasksZone = createContext<string | null>(null);

export const useTasksZone = (): string => useContext(TasksZone) ?? deviceZone();

/**
 * A board's zone: its organisation's, as every time in the product; a personal board's is the
 * person's organisation's; the reader's own only for someone in none.
 */
export function useBoardZone(orgId: string | null): string {
  const { memberships, active } = useMyMemberships();
  return (
    memberships.find((m) => m.org_id === orgId)?.organization?.timezone ??
    active?.organization?.timezone ??
    deviceZone()
  );
}
