import { getSupabase } from '@/lib/supabase';
import { apiFetch } from '@/lib/api-client';
import type { FileItem } from './types';

const COLUMNS =
  'id, space_id, parent_id, kind, name, size, mime_type, created_at, updated_at, deleted_at';
const PAGE = 1000;

/** A folder's live items (parentId null: the space's top level); row-level security filters. */
export async function fetchFolder(spaceId: string, parentId: string | null): Promise<FileItem[]> {
  const supabase = await getSupabase();
  let query = supabase
    .from('files')
    .select(COLUMNS)
    .eq('space_id', spaceId)
    .is('deleted_at', null)
    .order('name')
    .limit(PAGE);
  query = parentId ? query.eq('parent_id', parentId) : query.is('parent_id', null);
  const { data, error } = await query;
  if (error) throw error;
  return data as FileItem[];
}

/** Items of the whole space whose name contains `text`. */
export async function searchSpace(spaceId: string, text: string): Promise<FileItem[]> {
  const supabase = await getSupabase();
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { data, error } = await supabase
    .from('files')
    .select(COLUMNS)
    .eq('space_id', spaceId)
    .is('deleted_at', null)
    .ilike('name', pattern)
    .order('name')
    .limit(200);
  if (error) throw error;
  return data as FileItem[];
}

/** Every live folder of a space (for breadcrumbs and "Move to"). */
export async function fetchFolders(spaceId: string): Promise<FileItem[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('files')
    .select(COLUMNS)
    .eq('space_id', spaceId)
    .eq('kind', 'folder')
    .is('deleted_at', null)
    .order('name')
    .limit(PAGE);
  if (error) throw error;
  return data as FileItem[];
}

/** What was deleted in a space (each deleted item once, not what was inside it), newest first. */
export async function fetchTrash(spaceId: string): Promise<FileItem[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('files')
    .select(`${COLUMNS}, trashed_with`)
    .eq('space_id', spaceId)
    .not('deleted_at', 'is', null)
    .order('deleted_at', { ascending: false })
    .limit(PAGE);
  if (error) throw error;
  return (data as Array<FileItem & { trashed_with: string }>).filter(
    (row) => row.trashed_with === row.id,
  );
}

export const createFolder = (spaceId: string, parentId: string | null, name: string) =>
  apiFetch<FileItem>('files/folders', {
    method: 'POST',
    body: { space_id: spaceId, parent_id: parentId, name },
  });

export const renameItem = (id: string, name: string) =>
  apiFetch<FileItem>(`files/${id}/rename`, { method: 'POST', body: { name } });

export const moveItem = (id: string, spaceId: string, parentId: string | null) =>
  apiFetch<FileItem>(`files/${id}/move`, {
    method: 'POST',
    body: { space_id: spaceId, parent_id: parentId },
  });

export const trashItem = (id: string) => apiFetch(`files/${id}/trash`, { method: 'POST' });
export const restoreItem = (id: string) =>
  apiFetch<FileItem>(`files/${id}/restore`, { method: 'POST' });
export const purgeItem = (id: string) => apiFetch(`files/${id}`, { method: 'DELETE' });

/** A link valid for a few minutes that an <img>, a frame or a download can use. */
export const openFile = (id: string) =>
  apiFetch<{ url: string; download_url: string }>(`files/${id}/open`, { method: 'POST' });
