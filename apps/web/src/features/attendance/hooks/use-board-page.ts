import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type BoardPageQuery, fetchBoardPage } from '../api/board';
import { attendanceKeys } from '../api/keys';

/** After a change on the stream the counts are loaded again, at most this often. */
const REFRESH_MS = 1500;

/**
 * Today's counts and one page of the board from the server, loaded again shortly after the live
 * stream reports changes (`liveVersion` grows with each), however many arrive meanwhile.
 */
export function useBoardPage(orgId: string, query: BoardPageQuery, liveVersion: number) {
  const queryClient = useQueryClient();
  const page = useQuery({
    queryKey: attendanceKeys.boardPage(orgId, query),
    queryFn: () => fetchBoardPage(orgId, query),
    placeholderData: keepPreviousData,
  });
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (!liveVersion || pending.current) return;
    pending.current = setTimeout(() => {
      pending.current = undefined;
      void queryClient.invalidateQueries({ queryKey: attendanceKeys.board(orgId) });
    }, REFRESH_MS);
  }, [liveVersion, orgId, queryClient]);
  useEffect(
    () => () => {
      clearTimeout(pending.current);
      pending.current = undefined;
    },
    [],
  );
  return page;
}
