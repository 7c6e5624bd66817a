import { ApiError } from '@/lib/api-client';
import { loadAppConfig } from '@/lib/app-config';
import { getSupabase } from '@/lib/supabase';

/**
 * GET /api/organizations/:id/id-cards as a file: the PDF of printable ID cards (all members, or
 * one group's). apiFetch reads answers as JSON, so this one call reads the bytes itself.
 */
export async function downloadIdCards(orgId: string, groupId?: string): Promise<Blob> {
  const [config, supabase] = await Promise.all([loadAppConfig(), getSupabase()]);
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token ?? config.anonKey;
  const query = groupId ? `?group_id=${encodeURIComponent(groupId)}` : '';
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 120_000);
  try {
    const response = await fetch(`/api/organizations/${orgId}/id-cards${query}`, {
      headers: { apikey: config.anonKey, authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
      throw new ApiError(
        response.status,
        body.code ?? `http_${response.status}`,
        body.message ?? 'The ID cards could not be made. Please try again.',
        body,
      );
    }
    return await response.blob();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(
      0,
      'network_error',
      'The ID cards could not be downloaded. Please try again.',
    );
  } finally {
    clearTimeout(timer);
  }
}
