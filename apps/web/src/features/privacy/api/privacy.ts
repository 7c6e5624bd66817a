import { loadAppConfig } from '@/lib/app-config';
import { ApiError, apiFetch } from '@/lib/api-client';
import { pageLanguage } from '@/lib/page-language';
import { getSupabase, hasStoredSession } from '@/lib/supabase';

/** The caller's deletion request and what stands in its way (GET/POST/DELETE /api/me/account-deletion). */
export type DeletionStatus = {
  grace_days: number;
  request: { id: string; requested_at: string; erase_after: string } | null;
  /** Organisations the person owns that others still belong to: hand over or delete first. */
  blocking: Array<{ id: string; name: string; others: number }>;
  /** Organisations the person owns alone: deleted with the account. */
  owned_alone: Array<{ id: string; name: string }>;
};

export const privacyKeys = {
  deletion: ['privacy', 'deletion'] as const,
};

export const fetchDeletionStatus = () => apiFetch<DeletionStatus>('/api/me/account-deletion');

export const requestDeletion = () =>
  apiFetch<DeletionStatus>('/api/me/account-deletion', { method: 'POST', body: {} });

export const cancelDeletion = () =>
  apiFetch<DeletionStatus>('/api/me/account-deletion', { method: 'DELETE' });

/**
 * Downloads the caller's data (a ZIP the server writes as it sends it). A link cannot carry the
 * session's token, so the bytes are fetched here and counted as they arrive for the progress line.
 */
export async function downloadMyData(
  onProgress: (bytes: number) => void,
): Promise<{ blob: Blob; fileName: string }> {
  const config = await loadAppConfig();
  let token = config.anonKey;
  if (hasStoredSession()) {
    const { data } = await (await getSupabase()).auth.getSession();
    token = data.session?.access_token ?? token;
  }
  let response: Response;
  try {
    response = await fetch('/api/me/data-export', {
      headers: {
        apikey: config.anonKey,
        authorization: `Bearer ${token}`,
        'accept-language': pageLanguage(),
      },
    });
  } catch {
    throw new ApiError(0, 'network_error', 'network_error');
  }
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new ApiError(
      response.status,
      body.code ?? `http_${response.status}`,
      body.message ?? '',
      body,
    );
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value as Uint8Array<ArrayBuffer>);
      received += value.byteLength;
      onProgress(received);
    }
  } catch {
    throw new ApiError(0, 'network_error', 'network_error');
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return {
    blob: new Blob(chunks, { type: 'application/zip' }),
    fileName: name ?? 'my-data.zip',
  };
}
