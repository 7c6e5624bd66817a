import { apiFetch } from '@/lib/api-client';
import { getSupabase } from '@/lib/supabase';

export type PinMembership = {
  id: string;
  org_name: string;
  pin_check_in: boolean;
  /** The organisation's zone, which the lock's end is told in. */
  timezone: string;
};
export type PinStatus = {
  member_id: string;
  is_set: boolean;
  set_at: string | null;
  locked_until: string | null;
  org_allows_pin: boolean;
};

/** Query keys of the kiosk PIN card, from one place. */
export const pinKeys = {
  memberships: (userId: string) => ['profile', 'pin', 'memberships', userId] as const,
  status: (memberId: string) => ['profile', 'pin', 'status', memberId] as const,
};

/** The caller's active memberships and whether each organisation allows PIN check-in. */
export async function fetchPinMemberships(userId: string): Promise<PinMembership[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('memberships')
    .select('id, organizations(name, pin_check_in, timezone)')
    .eq('user_id', userId)
    .eq('status', 'active');
  if (error) throw error;
  return (
    (data ?? []) as unknown as Array<{
      id: string;
      organizations: { name: string; pin_check_in: boolean; timezone: string } | null;
    }>
  ).map((row) => ({
    id: row.id,
    org_name: row.organizations?.name ?? '',
    pin_check_in: row.organizations?.pin_check_in ?? false,
    timezone: row.organizations?.timezone ?? 'Asia/Kolkata',
  }));
}

export const fetchPinStatus = (memberId: string) =>
  apiFetch<PinStatus>(`/api/members/${memberId}/pin`);

export const savePin = (memberId: string, pin: string) =>
  apiFetch<PinStatus>(`/api/members/${memberId}/pin`, { method: 'PUT', body: { pin } });

export const deletePin = (memberId: string) =>
  apiFetch<PinStatus>(`/api/members/${memberId}/pin`, { method: 'DELETE' });
