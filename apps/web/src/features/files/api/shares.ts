import { apiFetch } from '@/lib/api-client';
import { getSupabase } from '@/lib/supabase';
import type { Share } from './types';

/** The file's links that still work (not revoked, not expired), newest first. */
export async function fetchShares(fileId: string): Promise<Share[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('file_shares')
    .select('id, file_id, expires_at, revoked_at, created_at')
    .eq('file_id', fileId)
    .is('revoked_at', null)
    .gt('expires_at', new Date().toISOString())
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data as Share[];
}

export const createShare = (fileId: string, hours: number) =>
  apiFetch<{ id: string; url: string; expires_at: string }>(`files/${fileId}/shares`, {
    method: 'POST',
    body: { hours },
  });

export const revokeShare = (shareId: string) =>
  apiFetch(`files/shares/${shareId}/revoke`, { method: 'POST' });
