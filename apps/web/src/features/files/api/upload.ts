import { ApiError } from '@/lib/api-client';
import { loadAppConfig } from '@/lib/app-config';
import { pageLanguage } from '@/lib/page-language';
import { getSupabase } from '@/lib/supabase';
import type { FileItem } from './types';

export type UploadTarget = { spaceId: string; parentId: string | null };

/**
 * Sends one file's bytes to /api/files/upload. Errors are ApiErrors with the server's message.
 */
export async function uploadFile(
  file: File,
  target: UploadTarget,
  onProgress: (sent: number, total: number) => void,
  signal: AbortSignal,
): Promise<FileItem> {
  const params = new URLSearchParams({ space: target.spaceId, name: file.name });
  if (target.parentId) params.set('parent', target.parentId);
  return sendFileWithProgress<FileItem>(
    `/api/files/upload?${params.toString()}`,
    file,
    onProgress,
    signal,
  );
}

/**
 * POSTs a file's bytes as the signed-in person (also to the storage API, e.g. task attachments).
 * XMLHttpRequest rather than fetch: it reports upload progress. `signal` cancels. Errors are
 * ApiErrors with the server's status, code and message.
 */
export async function sendFileWithProgress<T>(
  url: string,
  file: File,
  onProgress: (sent: number, total: number) => void,
  signal: AbortSignal,
  headers: Record<string, string> = {},
): Promise<T> {
  const config = await loadAppConfig();
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('apikey', config.anonKey);
    xhr.setRequestHeader('authorization', `Bearer ${data.session?.access_token ?? config.anonKey}`);
    xhr.setRequestHeader('accept-language', pageLanguage());
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) =>
      onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.onload = () => {
      let body: { code?: string; message?: string } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // not JSON: reported below by status
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as unknown as T);
      else
        reject(
          new ApiError(
            xhr.status,
            body.code ?? `http_${xhr.status}`,
            body.message ?? `The upload failed (HTTP ${xhr.status}).`,
            body,
          ),
        );
    };
    xhr.onerror = () =>
      reject(
        new ApiError(
          0,
          'network_error',
          'Could not reach the server. Check your connection and try again.',
        ),
      );
    xhr.onabort = () => reject(new DOMException('cancelled', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
