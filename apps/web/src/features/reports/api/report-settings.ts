import type { OrganizationKind } from '@ias/shared';
import { getSupabase } from '@/lib/supabase';

/** What the reports page needs to know about the organisation before asking for a report. */
export type ReportSettings = {
  id: string;
  name: string;
  kind: OrganizationKind;
  timezone: string;
  payroll_period_start_day: number;
};

const COLUMNS = 'id, name, kind, timezone, payroll_period_start_day';

export async function fetchReportSettings(orgId: string): Promise<ReportSettings> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('organizations')
    .select(COLUMNS)
    .eq('id', orgId)
    .single();
  if (error) throw error;
  return data as ReportSettings;
}

/** The owner's pay-period start day (row-level security lets only owners change it). */
export async function savePayrollStartDay(orgId: string, day: number): Promise<ReportSettings> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('organizations')
    .update({ payroll_period_start_day: day })
    .eq('id', orgId)
    .select(COLUMNS)
    .single();
  if (error) throw error;
  return data as ReportSettings;
}
