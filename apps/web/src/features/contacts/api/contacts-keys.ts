/** Query keys of the contacts feature, from one place. */
export const contactsKeys = {
  directory: (orgId: string, search: string, groupId: string, page: number) =>
    ['contacts', 'directory', orgId, search, groupId, page] as const,
  personal: (userId: string) => ['contacts', 'personal', userId] as const,
};
