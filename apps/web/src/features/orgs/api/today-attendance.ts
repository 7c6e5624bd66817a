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

/**
 * Counts today's attendance_records by status for the organisation's date (its time zone decides
 * the date). Each count is a HEAD request, so a school of thousands costs a few small answers.
 */
export async function fetchDayFigures(orgId: string, date: string): Promise<DayFigures> {
  const supabase = await getSupabase();
  const base = () =>
    supabase
      .from('attendance_records')
      .select('id', { count: 'exact', head: true })
      .eq('org_id', orgId)
      .eq('date', date);
  const run = async (query: PromiseLike<{ count: number | null; error: unknown }>) => {
    const { count, error } = await query;
    if (error) throw error;
    return count ?? 0;
  };
  const [present, late, halfDay, absent, onLeave, stillIn, total] = await Promise.all([
    run(base().eq('status', 'present')),
    run(base().eq('status', 'late')),
    run(base().eq('status', 'half_day')),
    run(base().eq('status', 'absent')),
    run(base().in('status', ['on_leave', 'excused'])),
    run(base().not('check_in_at', 'is', null).is('check_out_at', null)),
    run(base()),
  ]);
  return { date, present, late, halfDay, absent, onLeave, stillIn, total };
}
