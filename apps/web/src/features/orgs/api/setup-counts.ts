import { getSupabase } from '@/lib/supabase';
import type { SetupCounts } from '../utils/setup-checklist';

/** Counts the rows behind each setup step (HEAD requests: nothing but the totals travels). */
export async function fetchSetupCounts(orgId: string): Promise<SetupCounts> {
  const supabase = await getSupabase();
  const count = async (query: PromiseLike<{ count: number | null; error: unknown }>) => {
    const { count: total, error } = await query;
    if (error) throw error;
    return total ?? 0;
  };
  const head = { count: 'exact', head: true } as const;
  const [groups, people, classSessions, shifts, devices] = await Promise.all([
    count(supabase.from('groups').select('id', head).eq('org_id', orgId)),
    count(
      supabase
        .from('memberships')
        .select('id', head)
        .eq('org_id', orgId)
        .neq('role', 'owner')
        .in('status', ['active', 'pending', 'invited']),
    ),
    count(supabase.from('class_sessions').select('id', head).eq('org_id', orgId)),
    count(supabase.from('shifts').select('id', head).eq('org_id', orgId)),
    count(supabase.from('devices').select('id', head).eq('org_id', orgId).is('revoked_at', null)),
  ]);
  return { groups, people, classSessions, shifts, devices };
}
