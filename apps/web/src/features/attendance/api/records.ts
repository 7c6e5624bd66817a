import type { AttendanceStatus } from '@ias/shared';
import { getSupabase } from '@/lib/supabase';
import type { Shift } from './organization';
import { readAll } from '@/lib/read-all';

export type AttendanceRecord = {
  id: string;
  member_id: string;
  date: string;
  class_session_id: string | null;
  shift_id: string | null;
  check_in_at: string | null;
  check_out_at: string | null;
  status: AttendanceStatus;
  method: string | null;
  flags: string[];
  note: string | null;
  session: { subject: string; period: number; starts_at: string } | null;
  /** The shift the day's record was made under (it stays when the person moves to another). */
  shift: Shift | null;
};

const RECORD_COLUMNS =
  'id, member_id, date, class_session_id, shift_id, check_in_at, check_out_at, status, method, flags, note, session:class_sessions(subject, period, starts_at), shift:shifts(id, name, starts_at, ends_at, grace_minutes)';

/** One person's records (day records and class periods) between two days, oldest first. */
export async function fetchMemberRecords(
  memberId: string,
  from: string,
  to: string,
): Promise<AttendanceRecord[]> {
  const supabase = await getSupabase();
  // A student's academic year of periods passes the data API's 1000 rows per request.
  const data = await readAll((withCount) =>
    supabase
      .from('attendance_records')
      .select(RECORD_COLUMNS, withCount ? { count: 'exact' } : undefined)
      .eq('member_id', memberId)
      .gte('date', from)
      .lte('date', to)
      .order('date')
      .order('check_in_at', { nullsFirst: true })
      .order('id'),
  );
  return (data as unknown as AttendanceRecord[]).map((r) => ({
    ...r,
    flags: r.flags ?? [],
  }));
}

export type SessionMark = {
  member_id: string;
  class_session_id: string;
  date: string;
  status: AttendanceStatus;
};

/** The marks of some class sessions between two days (what a teacher's classes look like). */
export async function fetchSessionMarks(
  sessionIds: readonly string[],
  from: string,
  to: string,
): Promise<SessionMark[]> {
  if (!sessionIds.length) return [];
  const supabase = await getSupabase();
  // A teacher's marks since the year began pass the data API's 1000 rows per request.
  const data = await readAll((withCount) =>
    supabase
      .from('attendance_records')
      .select(
        'member_id, class_session_id, date, status',
        withCount ? { count: 'exact' } : undefined,
      )
      .in('class_session_id', [...sessionIds])
      .gte('date', from)
      .lte('date', to)
      .order('id'),
  );
  return data as SessionMark[];
}

export type MemberRef = {
  id: string;
  full_name: string;
  roll_number: string | null;
  employee_code: string | null;
  photo_url: string | null;
};

/** Names and numbers of some members (row-level security decides who is visible). */
export async function fetchMembers(ids: readonly string[]): Promise<MemberRef[]> {
  if (!ids.length) return [];
  const supabase = await getSupabase();
  const result: MemberRef[] = [];
  // Keep URLs short: ask in slices.
  for (let i = 0; i < ids.length; i += 150) {
    const { data, error } = await supabase
      .from('memberships')
      .select('id, full_name, roll_number, employee_code, photo_url')
      .in('id', ids.slice(i, i + 150));
    if (error) throw error;
    result.push(...((data ?? []) as MemberRef[]));
  }
  return result;
}

export type DayRecord = {
  member_id: string;
  date: string;
  status: AttendanceStatus;
  check_in_at: string | null;
  check_out_at: string | null;
  flags: string[];
};

/** The day records of some people on some days (what a correction request would change). */
export async function fetchDayRecords(
  pairs: ReadonlyArray<{ member_id: string; date: string }>,
): Promise<DayRecord[]> {
  if (!pairs.length) return [];
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('attendance_records')
    .select('member_id, date, status, check_in_at, check_out_at, flags')
    .is('class_session_id', null)
    .in('member_id', [...new Set(pairs.map((p) => p.member_id))].slice(0, 150))
    .in('date', [...new Set(pairs.map((p) => p.date))].slice(0, 150));
  if (error) throw error;
  const wanted = new Set(pairs.map((p) => `${p.member_id}|${p.date}`));
  return ((data ?? []) as DayRecord[]).filter((r) => wanted.has(`${r.member_id}|${r.date}`));
}
