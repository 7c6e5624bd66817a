import { getSupabase } from '@/lib/supabase';

/** How many attendance records of the day have each status (real rows; zero when none). */
export type DayFigures = {
  date: string;
  present: number;
  late: number;
  halfDay: number;
  absent: number;
  onLeave: number;
  /** Checked in and not yet out. */
  stillIn: number;
  total: number;
};

type Row = {
  present: number;
  late: number;
  half_day: number;
  absent: number;
  on_leave: number;
  still_in: number;
  total: number;
};

/**
 * Counts the day's attendance_records by status for the organisation's date (its time zone
 * decides the date), in one statement (`org_day_figures`, as the caller, so its policies apply).
 */
export async function fetchDayFigures(orgId: string, date: string): Promise<DayFigures> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc(
    'org_day_figures',
    { p_org_id: orgId, p_date: date },
    { get: true },
  );
  if (error) throw error;
  const row = data as Row;
  return {
    date,
    present: row.present,
    late: row.late,
    halfDay: row.half_day,
    absent: row.absent,
    onLeave: row.on_leave,
    stillIn: row.still_in,
    total: row.total,
  };
}
