import type { KIOSK_METHODS } from '@ias/shared';
import { apiFetch } from '@/lib/api-client';
import { getSupabase } from '@/lib/supabase';

export type Device = {
  id: string;
  name: string;
  group_ids: string[];
  methods: Array<(typeof KIOSK_METHODS)[number]>;
  created_at: string;
  last_seen_at: string | null;
  revoked_at: string | null;
};

/** The organisation's kiosks, newest first (the token hash is never readable). */
export async function fetchDevices(orgId: string): Promise<Device[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('devices')
    .select('id, name, group_ids, methods, created_at, last_seen_at, revoked_at')
    .eq('org_id', orgId)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return (data ?? []) as Device[];
}

/** DELETE /api/devices/:id: the kiosk's token stops working at once. */
export function revokeDevice(id: string): Promise<{ id: string; revoked: boolean }> {
  return apiFetch(`/api/devices/${id}`, { method: 'DELETE' });
}
