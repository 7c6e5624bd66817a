import type { RealtimeChannel } from '@supabase/supabase-js';
import { getSupabase } from '@/lib/supabase';

export type AppNotification = {
  id: string;
  kind: string;
  params: Record<string, string>;
  link: string | null;
  read_at: string | null;
  created_at: string;
  /** The organisation it is about, whose zone its time is shown in (none for account notices). */
  org_id?: string | null;
};

/** How many of the person's notifications are unread (RLS: only their own, shown in the app). */
export async function fetchUnreadCount(userId: string): Promise<number> {
  const supabase = await getSupabase();
  const { count, error } = await supabase
    .from('notifications')
    .select('id', { count: 'exact', head: true })
    .eq('user_id', userId)
    .is('read_at', null);
  if (error) throw error;
  return count ?? 0;
}

/** The person's latest notifications, newest first. */
export async function fetchLatestNotifications(userId: string, limit = 20) {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('notifications')
    .select('id, kind, params, link, read_at, created_at, org_id')
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(limit);
  if (error) throw error;
  return (data ?? []) as AppNotification[];
}

/** Marks one notification read (the server records its own time). */
export async function markNotificationRead(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('notifications')
    .update({ read_at: new Date().toISOString() })
    .eq('id', id)
    .is('read_at', null);
  if (error) throw error;
}

export async function markAllNotificationsRead(userId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('notifications')
    .update({ read_at: new Date().toISOString() })
    .eq('user_id', userId)
    .is('read_at', null);
  if (error) throw error;
}

/** Calls `onChange` whenever one of the person's notifications is added or changed, live. */
export async function watchNotifications(
  userId: string,
  onChange: () => void,
): Promise<RealtimeChannel> {
  const supabase = await getSupabase();
  return supabase
    .channel(`notifications:${userId}`)
    .on(
      'postgres_changes',
      { event: '*', schema: 'public', table: 'notifications', filter: `user_id=eq.${userId}` },
      onChange,
    )
    .subscribe((status) => {
      // Back after a lost connection: changes may have been missed meanwhile.
      if (status === 'SUBSCRIBED') onChange();
    });
}

export async function stopWatching(channel: RealtimeChannel): Promise<void> {
  const supabase = await getSupabase();
  await supabase.removeChannel(channel);
}
