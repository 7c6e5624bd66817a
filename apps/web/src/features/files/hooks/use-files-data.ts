import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { filesKeys } from '../api/files-keys';
import { fetchFolder, fetchFolders, fetchTrash, searchSpace } from '../api/items';
import { fetchSpaces } from '../api/spaces';

export function useSpaces(orgId: string | null) {
  return useQuery({
    queryKey: filesKeys.spaces(orgId ?? 'none'),
    queryFn: () => fetchSpaces(orgId!),
    enabled: Boolean(orgId),
    staleTime: 30_000,
  });
}

/** The open folder's items, or the search results when `search` is set. */
export function useItems(spaceId: string | null, parentId: string | null, search: string) {
  const text = search.trim();
  return useQuery({
    queryKey: text
      ? filesKeys.search(spaceId ?? '', text)
      : filesKeys.folder(spaceId ?? '', parentId),
    queryFn: () => (text ? searchSpace(spaceId!, text) : fetchFolder(spaceId!, parentId)),
    enabled: Boolean(spaceId),
    placeholderData: keepPreviousData,
  });
}

export function useFolders(spaceId: string | null) {
  return useQuery({
    queryKey: filesKeys.folders(spaceId ?? ''),
    queryFn: () => fetchFolders(spaceId!),
    enabled: Boolean(spaceId),
  });
}

export function useTrash(spaceId: string | null, isEnabled: boolean) {
  return useQuery({
    queryKey: filesKeys.trash(spaceId ?? ''),
    queryFn: () => fetchTrash(spaceId!),
    enabled: Boolean(spaceId) && isEnabled,
  });
}

/** After any change: the lists of every space and the usage bar are read again. */
export function useRefreshFiles() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: filesKeys.all }), [client]);
}
