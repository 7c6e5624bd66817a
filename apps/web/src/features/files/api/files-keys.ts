/** Query keys of the files feature: one factory, so invalidation matches what was cached. */
export const filesKeys = {
  all: ['files'] as const,
  allSpaces: ['files', 'spaces'] as const,
  spaces: (orgId: string) => ['files', 'spaces', orgId] as const,
  /** Every list of one space (its folders, searches, trash). */
  space: (spaceId: string) => ['files', 'items', spaceId] as const,
  folder: (spaceId: string, parentId: string | null) =>
    ['files', 'items', spaceId, parentId ?? 'root'] as const,
  search: (spaceId: string, text: string) => ['files', 'items', spaceId, 'search', text] as const,
  trash: (spaceId: string) => ['files', 'items', spaceId, 'trash'] as const,
  folders: (spaceId: string) => ['files', 'items', spaceId, 'folders'] as const,
  shares: (fileId: string) => ['files', 'shares', fileId] as const,
};
