import { getSupabase } from '@/lib/supabase';
import { cleanSearch } from './search';

export type Messageable = {
  id: string;
  full_name: string;
  role: string;
  photo_url: string | null;
};

/**
 * People of the organisation the caller may see and write to: active, with an account, not the
 * caller. Row-level security decides who is visible; the server checks again when starting.
 */
export async function fetchMessageable(
  orgId: string,
  myMemberId: string,
  term: string,
): Promise<Messageable[]> {
  const supabase = await getSupabase();
  let query = supabase
    .from('memberships')
    .select('id, full_name, role, photo_url')
    .eq('org_id', orgId)
    .eq('status', 'active')
    .not('user_id', 'is', null)
    .neq('id', myMemberId);
  const words = cleanSearch(term);
  if (words) query = query.ilike('full_name', `*${words}*`);
  const { data, error } = await query.order('full_name').limit(30);
  if (error) throw error;
  return (data ?? []) as Messageable[];
}
