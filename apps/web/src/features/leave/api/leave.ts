import type { BalanceLine, LedgerKind } from '@ias/shared';
import { apiFetch } from '@/lib/api-client';
import { getSupabase } from '@/lib/supabase';

export type LeaveTypePolicy = {
  code: string;
  name: string;
  active: boolean;
  paid: boolean;
  yearly_quota: number | null;
  accrual: 'yearly' | 'monthly';
  carry_forward_cap: number | null;
  half_day_allowed: boolean;
  sandwich: boolean;
  min_notice_days: number;
  documents_after_days: number | null;
  year_start_month: 1 | 4;
  over_balance: 'refuse' | 'loss_of_pay';
};
export type LeaveType = LeaveTypePolicy & { id: string; org_id: string; position: number };

export type LedgerEntry = {
  id: string;
  leave_type_id: string;
  leave_year: string;
  kind: LedgerKind;
  days: number;
  on_date: string;
  note: string | null;
  request_id: string | null;
  created_at: string;
  by_name: string | null;
};

export type MemberLeaveRequest = {
  id: string;
  leave_type_id: string | null;
  status: 'pending' | 'approved';
  from_date: string;
  to_date: string;
  days: number | null;
  unpaid_days: number | null;
  reason: string;
  half_days: string[];
  cancelled_days: string[];
};

export type MemberLeave = {
  member: { id: string; full_name: string };
  today: string;
  can_adjust: boolean;
  balances: BalanceLine[];
  ledger: LedgerEntry[];
  requests: MemberLeaveRequest[];
};

export type LeaveQuote = {
  days: number;
  paid: number;
  unpaid: number;
  available: number | null;
  tracksBalance: boolean;
  /** The type asks for a supporting document for a leave this long. */
  document_required?: boolean;
  documents_after_days?: number | null;
};

export type LeaveInput = {
  org_id: string;
  leave_type_id: string;
  from_date: string;
  to_date: string;
  half_days: string[];
};

export type DecisionContext = {
  /** The supporting document, opened through a signed link of the storage API. */
  document: { bucket: string; path: string; name: string } | null;
  balance: {
    type: string;
    code: string;
    tracks_balance: boolean;
    balance: number | null;
    pending: number | null;
  } | null;
  overlapping: {
    id: string;
    from_date: string;
    to_date: string;
    status: 'pending' | 'approved';
    full_name: string;
    type: string | null;
  }[];
};

export type MemberOption = { id: string; full_name: string; code: string | null };

export const fetchLeaveTypes = (orgId: string) =>
  apiFetch<LeaveType[]>(`/api/organizations/${orgId}/leave-types`);

export const fetchMemberLeave = (memberId: string) =>
  apiFetch<MemberLeave>(`/api/members/${memberId}/leave`);

export const quoteLeave = (input: LeaveInput) =>
  apiFetch<LeaveQuote>('/api/leave/quote', { method: 'POST', body: input });

/** Supporting documents (migration 0062): PDF or an image, at most 5 MB, in the person's folder. */
export const LEAVE_DOCUMENTS_BUCKET = 'leave-documents';
export const LEAVE_DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'];
export const LEAVE_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/** Uploads a supporting document; the server checks its content when the leave is filed. */
export async function uploadLeaveDocument(orgId: string, memberId: string, file: File) {
  const supabase = await getSupabase();
  const safeName =
    file.name
      .normalize('NFKD')
      .replace(/[^\w.-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(-80) || 'document';
  const path = `${orgId}/${memberId}/${crypto.randomUUID()}-${safeName}`;
  const { error } = await supabase.storage
    .from(LEAVE_DOCUMENTS_BUCKET)
    .upload(path, file, { contentType: file.type });
  if (error) throw error;
  return { document_path: path, document_name: file.name.slice(0, 200) };
}

/** A link to a supporting document for ten minutes (storage policies decide who gets one). */
export async function leaveDocumentUrl(path: string): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.storage
    .from(LEAVE_DOCUMENTS_BUCKET)
    .createSignedUrl(path, 600);
  if (error) throw error;
  return data.signedUrl;
}

export const fileLeave = (
  input: LeaveInput & { reason: string; document_path?: string; document_name?: string },
) =>
  apiFetch<{ id: string; days: number; unpaid_days: number }>('/api/leave/requests', {
    method: 'POST',
    body: input,
  });

export const cancelLeaveDays = (requestId: string, dates: string[]) =>
  apiFetch<{ id: string; status: string }>(`/api/leave/requests/${requestId}/cancel-days`, {
    method: 'POST',
    body: { dates },
  });

export const fetchDecisionContext = (requestId: string) =>
  apiFetch<DecisionContext>(`/api/leave/requests/${requestId}/context`);

export const adjustBalance = (input: {
  member_id: string;
  leave_type_id: string;
  days: number;
  reason: string;
}) => apiFetch<{ balance: number }>('/api/leave/adjustments', { method: 'POST', body: input });

export const createLeaveType = (orgId: string, input: Partial<LeaveTypePolicy>) =>
  apiFetch<LeaveType>(`/api/organizations/${orgId}/leave-types`, { method: 'POST', body: input });

export const updateLeaveType = (id: string, input: Partial<LeaveTypePolicy>) =>
  apiFetch<LeaveType>(`/api/leave-types/${id}`, { method: 'PATCH', body: input });

/** Active people of the organisation whose name matches (the owner's adjustment picker). */
export async function searchMembers(orgId: string, query: string): Promise<MemberOption[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('memberships')
    .select('id, full_name, employee_code, roll_number')
    .eq('org_id', orgId)
    .eq('status', 'active')
    .neq('role', 'owner')
    .ilike('full_name', `%${query.replace(/[%_,()]/g, ' ').trim()}%`)
    .order('full_name')
    .limit(10);
  if (error) throw error;
  return (data ?? []).map((m) => ({
    id: m.id as string,
    full_name: m.full_name as string,
    code: (m.employee_code as string | null) ?? (m.roll_number as string | null),
  }));
}
