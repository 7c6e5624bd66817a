import { useEffect, useReducer, useState } from 'react';
import { openOrgLiveBoard } from '../api/live';
import { boardReducer, emptyBoard } from '../utils/live-board';
import type { LiveStatus } from '../utils/live-stream';

export type LiveConnection = { status: LiveStatus; retryInMs?: number; message?: string };

/**
 * Today's board of an organisation, kept current over the live stream (no reload): who is in,
 * who left, who is absent. Reconnects with back-off, and at once when the browser is back online.
 */
export function useLiveBoard(orgId: string | null | undefined) {
  const [board, dispatch] = useReducer(boardReducer, emptyBoard);
  const [connection, setConnection] = useState<LiveConnection>({ status: 'connecting' });
  useEffect(() => {
    if (!orgId) return;
    const stream = openOrgLiveBoard(orgId, dispatch, (status, detail) => {
      if (status !== 'closed') setConnection({ status, ...detail });
    });
    const onOnline = () => stream.retryNow();
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
      stream.close();
    };
  }, [orgId]);
  return { board, connection };
}
