import type { RealtimeChannel } from '@supabase/supabase-js';
import { getSupabase } from '@/lib/supabase';

const TABLES = ['calendar_events', 'calendar_event_invitees', 'holidays', 'leave_requests'];

/**
 * Calls `onChange` when anything the calendar shows changes in the organisation (events, answers,
 * holidays, leave); the server delivers only rows the person may read. Returns a stop function.
 */
export async function watchCalendar(orgId: string, onChange: () => void) {
  const supabase = await getSupabase();
  let channel: RealtimeChannel = supabase.channel(`calendar:${orgId}`);
  for (const table of TABLES)
    channel = channel.on(
      'postgres_changes',
      { event: '*', schema: 'public', table, filter: `org_id=eq.${orgId}` },
      onChange,
    );
  channel.subscribe();
  return () => {
    void supabase.removeChannel(channel);
  };
}
