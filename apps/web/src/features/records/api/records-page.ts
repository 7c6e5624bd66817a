import type { AttendanceStatus } from '@ias/shared';
import type { PageRequest, PageResult } from '@/features/data-table';
import { searchPattern } from '@/features/orgs/api/member-options';
import { getSupabase } from '@/lib/supabase';

/** One attendance record as the owner's records list shows it, with whose it is. */
export type RecordRow = {
  id: string;
  date: string;
  check_in_at: string | null;
  check_out_at: string | null;
  status: AttendanceStatus;
  method: string | null;
  flags: string[] | null;
  note: string | null;
  member: {
    id: string;
    full_name: string;
    roll_number: string | null;
    employee_code: string | null;
  };
  session: { subject: string; period: number } | null;
};

export type RecordFilters = {
  from: string;
  to: string;
  search: string;
  status: AttendanceStatus | '';
  method: string;
};

/** The columns the list may be ordered by. */
export const RECORD_SORTS = ['date', 'check_in_at', 'status'] as const;

const COLUMNS =
  'id, date, check_in_at, check_out_at, status, method, flags, note, member:memberships!inner(id, full_name, roll_number, employee_code), session:class_sessions(subject, period)';

/**
 * One page of an organisation's attendance records between two days, newest first by default,
 * filtered by the person's name or number, the status and the method. Row-level security decides
 * what the caller may read; the count is exact so the pager knows the total.
 */
export async function fetchRecordsPage(
  orgId: string,
  filters: RecordFilters,
  { from, to, sort }: PageRequest,
): Promise<PageResult<RecordRow>> {
  const supabase = await getSupabase();
  let query = supabase
    .from('attendance_records')
    .select(COLUMNS, { count: 'exact' })
    .eq('org_id', orgId)
    .gte('date', filters.from)
    .lte('date', filters.to);
  if (filters.status) query = query.eq('status', filters.status);
  if (filters.method) query = query.eq('method', filters.method);
  const pattern = searchPattern(filters.search);
  if (pattern) {
    query = query.or(
      ['full_name', 'roll_number', 'employee_code'].map((c) => `${c}.ilike.${pattern}`).join(','),
      { referencedTable: 'member' },
    );
  }
  const column = (RECORD_SORTS as readonly string[]).includes(sort.id) ? sort.id : 'date';
  const { data, error, count } = await query
    .order(column, { ascending: !sort.desc, nullsFirst: false })
    .order('check_in_at', { ascending: false, nullsFirst: false })
    .order('id')
    .range(from, to);
  if (error) throw error;
  return { rows: (data ?? []) as unknown as RecordRow[], total: count ?? 0 };
}
