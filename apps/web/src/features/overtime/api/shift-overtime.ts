import type { ShiftOvertimeSettings } from '@ias/shared';
import { getSupabase } from '@/lib/supabase';

const COLUMNS =
  'overtime_enabled, overtime_threshold_minutes, overtime_daily_cap_minutes, overtime_monthly_cap_minutes';

export const shiftOvertimeKey = (shiftId: string) => ['overtime', 'shift', shiftId] as const;

export async function fetchShiftOvertime(shiftId: string): Promise<ShiftOvertimeSettings> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('shifts').select(COLUMNS).eq('id', shiftId).single();
  if (error) throw error;
  return data as ShiftOvertimeSettings;
}

/** Owners only (row-level security on shifts); the database checks the ranges. */
export async function saveShiftOvertime(shiftId: string, settings: ShiftOvertimeSettings) {
  const supabase = await getSupabase();
  const { error } = await supabase.from('shifts').update(settings).eq('id', shiftId);
  if (error) throw error;
}
