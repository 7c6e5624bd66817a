import { getSupabase } from '@/lib/supabase';
import type { SetupCounts } from '../utils/setup-checklist';

type Row = {
  groups: number;
  people: number;
  class_sessions: number;
  shifts: number;
  devices: number;
};

/** Counts the rows behind each setup step, in one statement (`org_setup_counts`, as the caller). */
export async function fetchSetupCounts(orgId: string): Promise<SetupCounts> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc(
    'org_setup_counts',
    { p_org_id: orgId },
    { get: true },
  );
  if (error) throw error;
  const row = data as Row;
  return {
    groups: row.groups,
    people: row.people,
    classSessions: row.class_sessions,
    shifts: row.shifts,
    devices: row.devices,
  };
}
