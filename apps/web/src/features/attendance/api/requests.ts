import type { CorrectionRequestInput, LeaveRequestInput } from '@ias/shared';
import { apiFetch } from '@/lib/api-client';
import { getSupabase } from '@/lib/supabase';

export type RequestStatus = 'pending' | 'approved' | 'rejected' | 'cancelled';
export type RequestKind = 'leave' | 'correction';

type Decision = {
  status: RequestStatus;
  decided_at: string | null;
  decision_note: string | null;
  created_at: string;
  reason: string;
};

export type LeaveRequest = Decision & {
  kind: 'leave';
  id: string;
  member_id: string;
  from_date: string;
  to_date: string;
};

export type CorrectionRequest = Decision & {
  kind: 'correction';
  id: string;
  member_id: string;
  date: string;
  check_in_at: string | null;
  check_out_at: string | null;
};

export type AnyRequest = LeaveRequest | CorrectionRequest;

export type RequestMember = {
  full_name: string;
  roll_number: string | null;
  employee_code: string | null;
};

export type ReviewRequest = AnyRequest & { member: RequestMember | null };

const LEAVE_COLUMNS =
  'id, member_id, from_date, to_date, reason, status, decided_at, decision_note, created_at';
const CORRECTION_COLUMNS =
  'id, member_id, date, check_in_at, check_out_at, reason, status, decided_at, decision_note, created_at';
const MEMBER = 'member:memberships(full_name, roll_number, employee_code)';

const newestFirst = (a: AnyRequest, b: AnyRequest) => b.created_at.localeCompare(a.created_at);

/** A person's own leave and correction requests, newest first. */
export async function fetchMyRequests(memberId: string): Promise<AnyRequest[]> {
  const supabase = await getSupabase();
  const [leave, correction] = await Promise.all([
    supabase.from('leave_requests').select(LEAVE_COLUMNS).eq('member_id', memberId).limit(100),
    supabase
      .from('correction_requests')
      .select(CORRECTION_COLUMNS)
      .eq('member_id', memberId)
      .limit(100),
  ]);
  if (leave.error) throw leave.error;
  if (correction.error) throw correction.error;
  return [
    ...(leave.data ?? []).map((r) => ({ ...(r as object), kind: 'leave' }) as LeaveRequest),
    ...(correction.data ?? []).map(
      (r) => ({ ...(r as object), kind: 'correction' }) as CorrectionRequest,
    ),
  ].sort(newestFirst);
}

/**
 * How many leave and correction requests wait for the viewer's decision: those of the people they
 * look after (row-level security: supervised members, or the whole organisation for owners),
 * except their own. One statement (`pending_review_count`, run as the caller).
 */
export async function fetchPendingReviewCount(orgId: string, ownMemberId: string): Promise<number> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc(
    'pending_review_count',
    // Read with GET, whose arguments are text: no member (an Admin) is the default, null.
    ownMemberId ? { p_org_id: orgId, p_own_member_id: ownMemberId } : { p_org_id: orgId },
    { get: true },
  );
  if (error) throw error;
  return data as number;
}

export type ReviewTab = 'pending' | 'decided';
export type RequestKindFilter = RequestKind | 'all';
export type ReviewPageRequest = {
  tab: ReviewTab;
  kind: RequestKindFilter;
  from: number;
  to: number;
  /** `created_at` (when sent) or `decided_at`. */
  sort: { id: string; desc: boolean };
};

/**
 * One page of the requests the viewer decides (row-level security as above), in the order asked,
 * with the total. One kind is read with `.range(from, to)`; both kinds are two ordered reads of the
 * first `to + 1` rows each, merged, and the page cut from the merge — exact up to the data API's
 * 1000 rows per read (40 pages of 25).
 */
export async function fetchReviewRequestsPage(
  orgId: string,
  ownMemberId: string,
  page: ReviewPageRequest,
): Promise<{ rows: ReviewRequest[]; total: number }> {
  const supabase = await getSupabase();
  const column = page.sort.id === 'decided_at' ? 'decided_at' : 'created_at';
  const ascending = !page.sort.desc;
  const kinds: RequestKind[] = page.kind === 'all' ? ['leave', 'correction'] : [page.kind];
  const single = kinds.length === 1;
  const results = await Promise.all(
    kinds.map(async (kind) => {
      const table = kind === 'leave' ? 'leave_requests' : 'correction_requests';
      const columns = kind === 'leave' ? LEAVE_COLUMNS : CORRECTION_COLUMNS;
      let q = supabase
        .from(table)
        .select(`${columns}, ${MEMBER}`, { count: 'exact' })
        .eq('org_id', orgId);
      if (ownMemberId) q = q.neq('member_id', ownMemberId);
      q =
        page.tab === 'pending'
          ? q.eq('status', 'pending')
          : q.in('status', ['approved', 'rejected']);
      const { data, error, count } = await q
        .order(column, { ascending })
        .order('id')
        .range(single ? page.from : 0, page.to);
      if (error) throw error;
      return {
        rows: (data ?? []).map((row) => ({ ...(row as object), kind }) as ReviewRequest),
        count: count ?? 0,
      };
    }),
  );
  const total = results.reduce((sum, r) => sum + r.count, 0);
  if (single) return { rows: results[0]!.rows, total };
  const time = (r: ReviewRequest) =>
    Date.parse((column === 'decided_at' ? r.decided_at : r.created_at) ?? '') || 0;
  const merged = results
    .flatMap((r) => r.rows)
    .sort((a, b) => {
      const order = (time(a) - time(b)) * (ascending ? 1 : -1);
      return order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    });
  return { rows: merged.slice(page.from, page.to + 1), total };
}

export function createLeaveRequest(input: LeaveRequestInput) {
  return apiFetch<{ id: string }>('/api/leave-requests', { method: 'POST', body: input });
}

export function createCorrectionRequest(input: CorrectionRequestInput) {
  return apiFetch<{ id: string }>('/api/correction-requests', { method: 'POST', body: input });
}

export function decideRequest(
  kind: RequestKind,
  id: string,
  decision: 'approve' | 'reject',
  note?: string,
) {
  return apiFetch<{ id: string; status: RequestStatus }>(`/api/requests/${kind}/${id}/decision`, {
    method: 'POST',
    body: note ? { decision, note } : { decision },
  });
}

export function cancelRequest(kind: RequestKind, id: string) {
  return apiFetch<{ id: string; status: 'cancelled' }>(`/api/requests/${kind}/${id}/cancel`, {
    method: 'POST',
  });
}
