import type { ClassSessionInput } from '@ias/shared';
import { getSupabase } from '@/lib/supabase';
import { readAll } from '@/lib/read-all';

export type ClassSession = ClassSessionInput & { id: string };

/** The whole organisation's weekly timetable (conflicts are checked across classes). */
export async function fetchClassSessions(orgId: string): Promise<ClassSession[]> {
  const supabase = await getSupabase();
  // A school's timetable passes the data API's 1000 rows per request: read in pages.
  const data = await readAll((withCount) =>
    supabase
      .from('class_sessions')
      .select(
        'id, group_id, subject, teacher_id, weekday, period, starts_at, ends_at, room',
        withCount ? { count: 'exact' } : undefined,
      )
      .eq('org_id', orgId)
      .order('weekday')
      .order('period')
      .order('id'),
  );
  return data as ClassSession[];
}

export async function saveClassSession(orgId: string, input: ClassSessionInput, id?: string) {
  const supabase = await getSupabase();
  const { error } = id
    ? await supabase.from('class_sessions').update(input).eq('id', id)
    : await supabase.from('class_sessions').insert({ ...input, org_id: orgId });
  if (error) throw error;
}

export async function deleteClassSession(id: string) {
  const supabase = await getSupabase();
  const { error } = await supabase.from('class_sessions').delete().eq('id', id);
  if (error) throw error;
}
