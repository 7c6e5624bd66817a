import { loadAppConfig } from '@/lib/app-config';
import { getSupabase } from '@/lib/supabase';
import { openLiveStream, type LiveStatus, type LiveStream } from '../utils/live-stream';
import type { BoardAction, BoardEntry } from '../utils/live-board';

async function streamHeaders(): Promise<Record<string, string>> {
  const [config, supabase] = await Promise.all([loadAppConfig(), getSupabase()]);
  const { data } = await supabase.auth.getSession();
  return {
    apikey: config.anonKey,
    authorization: `Bearer ${data.session?.access_token ?? config.anonKey}`,
  };
}

/**
 * Opens GET /api/organizations/:id/live: a snapshot naming today, then each change as it
 * happens; reconnects by itself until closed. The counts and people come from `fetchBoardPage`.
 */
export function openOrgLiveBoard(
  orgId: string,
  onAction: (action: BoardAction) => void,
  onStatus: (status: LiveStatus, detail: { retryInMs?: number; message?: string }) => void,
): LiveStream {
  return openLiveStream({
    url: `/api/organizations/${encodeURIComponent(orgId)}/live`,
    getHeaders: streamHeaders,
    onStatus,
    onMessage: (message) => {
      try {
        if (message.event === 'snapshot') {
          const snapshot = JSON.parse(message.data) as { date: string };
          onAction({ type: 'snapshot', date: snapshot.date });
        } else if (message.event === 'attendance') {
          onAction({ type: 'entry', entry: JSON.parse(message.data) as BoardEntry });
        }
      } catch {
        // A malformed message is skipped; the next snapshot (on reconnect) repairs the board.
      }
    },
  });
}
