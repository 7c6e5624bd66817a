import type { CheckInMethod, OrganizationKind } from '@ias/shared';
import { getSupabase } from '@/lib/supabase';

/** The organisation settings attendance screens need (members may read their organisation). */
export type OrgSettings = {
  id: string;
  name: string;
  kind: OrganizationKind;
  timezone: string;
  min_attendance_percent: number | null;
  late_grace_minutes: number;
  half_day_threshold_minutes: number;
  students_self_check_in: boolean;
  weekly_off_days: number[];
  allowed_methods: CheckInMethod[];
  /** Whether the owner lets teachers and in-charges approve people in their own groups. */
  staff_can_approve: boolean;
  is_demo: boolean;
};

/** The columns of `OrgSettings`, read on their own or embedded in the caller's memberships. */
export const ORG_SETTINGS_COLUMNS =
  'id, name, kind, timezone, min_attendance_percent, late_grace_minutes, half_day_threshold_minutes, students_self_check_in, weekly_off_days, allowed_methods, staff_can_approve, is_demo';

/** A row of those columns as the data API sends it (numeric arrives as a string) made plain. */
export function toOrgSettings(row: OrgSettings): OrgSettings {
  return {
    ...row,
    min_attendance_percent:
      row.min_attendance_percent === null ? null : Number(row.min_attendance_percent),
    weekly_off_days: (row.weekly_off_days ?? []).map(Number),
  };
}

export async function fetchOrgSettings(orgId: string): Promise<OrgSettings> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('organizations')
    .select(ORG_SETTINGS_COLUMNS)
    .eq('id', orgId)
    .single();
  if (error) throw error;
  return toOrgSettings(data as OrgSettings);
}

export type Shift = {
  id: string;
  name: string;
  starts_at: string;
  ends_at: string;
  grace_minutes: number | null;
};
