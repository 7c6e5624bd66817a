import type { BoardPage } from '@ias/shared';
import { apiFetch } from '@/lib/api-client';
import type { PresenceState } from '../utils/live-board';

export type BoardFilter = PresenceState | 'late' | 'all';

export type BoardPageQuery = {
  groupId: string;
  state: BoardFilter;
  search: string;
  offset: number;
  /** 0 for the counts alone (the dashboard's summary). */
  limit: number;
};

/**
 * GET /api/organizations/:id/live/board: today's counts of everyone the viewer watches (also per
 * group) and one page of the people matching the state and search, by name.
 */
export function fetchBoardPage(orgId: string, query: BoardPageQuery): Promise<BoardPage> {
  const params = new URLSearchParams({
    state: query.state,
    offset: String(query.offset),
    limit: String(query.limit),
  });
  if (query.groupId) params.set('group_id', query.groupId);
  if (query.search.trim()) params.set('q', query.search.trim());
  return apiFetch<BoardPage>(
    `/api/organizations/${encodeURIComponent(orgId)}/live/board?${params.toString()}`,
  );
}
