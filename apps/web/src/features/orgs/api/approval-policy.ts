import { getSupabase } from '@/lib/supabase';

/** Whether the owner lets teachers and in-charges approve people in their own groups. */
export async function fetchStaffCanApprove(orgId: string): Promise<boolean> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('organizations')
    .select('staff_can_approve')
    .eq('id', orgId)
    .single();
  if (error) throw error;
  return (data as { staff_can_approve: boolean }).staff_can_approve;
}
