import { sendFileWithProgress } from '@/features/files/api/upload';
import { safeFileName } from '@/features/messages/api/thread';
import { loadAppConfig } from '@/lib/app-config';
import { getSupabase } from '@/lib/supabase';

/** The private bucket of card attachments (migration 0070). */
export const TASK_FILES_BUCKET = 'task-files';
/** The bucket's limit per file: 10 MB. */
export const TASK_FILE_MAX_BYTES = 10 * 1024 * 1024;

export type Attachment = { path: string; name: string; size: number; createdAt: string | null };

/**
 * A card's folder: '<board>/<shared|private>/<card>'. The storage policies read the folder: the
 * files of a private card are the assignees' and editors' only.
 */
export const cardFolder = (card: { id: string; board_id: string; is_private: boolean }) =>
  `${card.board_id}/${card.is_private ? 'private' : 'shared'}/${card.id}`;

/** Stored as '<time>-<name>': the same name twice is two files; the name is shown without it. */
const shownName = (stored: string) => stored.replace(/^[0-9a-z]+-/, '');

export async function listAttachments(folder: string): Promise<Attachment[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.storage
    .from(TASK_FILES_BUCKET)
    .list(folder, { limit: 100, sortBy: { column: 'name', order: 'asc' } });
  if (error) throw error;
  return (data ?? [])
    .filter((entry) => entry.id !== null)
    .map((entry) => ({
      path: `${folder}/${entry.name}`,
      name: shownName(entry.name),
      size: Number((entry.metadata as { size?: number } | null)?.size ?? 0),
      createdAt: entry.created_at ?? null,
    }));
}

/** Uploads one file into the card's folder through the storage API, reporting progress. */
export async function uploadAttachment(
  folder: string,
  file: File,
  onProgress: (sent: number, total: number) => void,
  signal: AbortSignal,
): Promise<void> {
  const config = await loadAppConfig();
  const name = `${Date.now().toString(36)}-${safeFileName(file.name)}`;
  const path = `${folder}/${name}`.split('/').map(encodeURIComponent).join('/');
  await sendFileWithProgress(
    `${config.supabaseUrl}/storage/v1/object/${TASK_FILES_BUCKET}/${path}`,
    file,
    onProgress,
    signal,
    { 'x-upsert': 'false' },
  );
}

export async function removeAttachment(path: string): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.storage.from(TASK_FILES_BUCKET).remove([path]);
  if (error) throw error;
  // The storage answers with what it removed: nothing means the policy did not allow it.
  if (!data?.length) throw Object.assign(new Error('not removed'), { code: '42501' });
}

/** A link to open or download an attachment, valid for a minute (the bucket is private). */
export async function attachmentLink(path: string, download?: string): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.storage
    .from(TASK_FILES_BUCKET)
    .createSignedUrl(path, 60, download ? { download } : undefined);
  if (error) throw error;
  return data.signedUrl;
}
